// The redirect worker's isolate cache, with a short window (3 s) instead of the deployed 5 s: a hot code is
// served from memory, and a destination change or a disabled code reaches scans once the window has passed.

import { type ApiClient, apiClient, type QrCodeBody, seedTeam } from "@qr/api/test-support";
import { redirectKey } from "@qr/core/redirect-record";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const WINDOW_SECONDS = 3;
let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack({ isolateCacheTtl: WINDOW_SECONDS });
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function locationOf(slug: string): Promise<string | null> {
  const response = await scan(stack, slug);
  await response.body?.cancel();
  return response.status === 302 ? response.headers.get("Location") : String(response.status);
}

describe("the isolate cache", () => {
  it("serves a hot code from memory, then the new destination once the window has passed", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/old" });
    const cachedAt = Date.now();
    expect(await locationOf(code.slug)).toBe("https://example.com/old");

    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/new" });
    const kv = await stack.kv();
    expect(JSON.parse((await kv.get(redirectKey(null, code.slug))) ?? "null")).toMatchObject({
      url: "https://example.com/new",
    });
    const staleScan = await locationOf(code.slug);
    // Within the window the isolate still answers from memory (checked only if this machine was not stalled).
    if (Date.now() - cachedAt < (WINDOW_SECONDS - 1) * 1000)
      expect(staleScan).toBe("https://example.com/old");

    const changed = await eventually(async () => {
      const location = await locationOf(code.slug);
      return location === "https://example.com/new" ? location : undefined;
    }, 15_000);
    expect(changed).toBe("https://example.com/new");
  }, 30_000);

  it("stops redirecting a disabled code once the window has passed", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" });
    expect(await locationOf(code.slug)).toBe("https://example.com/menu");
    await api.patch(`/api/v1/qr/${code.id}`, { status: "disabled" });
    const status = await eventually(
      async () => ((await locationOf(code.slug)) === "410" ? 410 : undefined),
      15_000,
    );
    expect(status).toBe(410);
  }, 30_000);

  it("caches a record the api worker resolved after a KV miss", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/resolved" });
    const kv = await stack.kv();
    await kv.delete(redirectKey(null, code.slug));
    expect(await locationOf(code.slug)).toBe("https://example.com/resolved");
    // The resolver repaired KV; a second scan is answered as well (from memory or KV).
    expect(await locationOf(code.slug)).toBe("https://example.com/resolved");
    expect(await kv.get(redirectKey(null, code.slug))).not.toBeNull();
  });
});
