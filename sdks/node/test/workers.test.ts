// The library inside Cloudflare Workers (workerd, through Miniflare): bundled into a worker as an integrator's build
// would, it creates, lists and reads a refusal from the real local stack. Only `fetch` is used, so nothing else in
// the runtime matters.
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { buildSync } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, expect, it } from "vitest";

let stack: TestStack;
let worker: Miniflare | undefined;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await worker?.dispose();
  await stack?.stop();
});

it("works inside a Worker", async () => {
  const { apiKey } = await bootstrapTeamKey(stack.databaseUrl, "Worker integrator");
  const bundle = buildSync({
    entryPoints: [new URL("./fixtures/worker.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
  });
  worker = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: bundle.outputFiles[0]?.text ?? "",
      compatibilityDate: "2026-11-01",
      bindings: { QR_API_KEY: apiKey, QR_BASE_URL: stack.apiUrl },
    }),
  );
  const response = await worker.dispatchFetch("http://integrator.example/");
  expect(await response.json()).toEqual({
    created: "https://example.com/from-a-worker",
    listed: true,
    refused: true,
  });
});
