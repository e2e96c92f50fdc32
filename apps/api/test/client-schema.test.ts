// The client libraries (sdks/) and the web app's typed client are generated from the OpenAPI document the api
// serves: this fails when a change to the API was not followed by `pnpm generate-clients`.
import { readFileSync } from "node:fs";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientFiles } from "../scripts/client-files.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

it("has every generated file of the document the API serves (else: pnpm generate-clients)", async () => {
  const document = await (await fetch(`${stack.apiUrl}/api/v1/openapi.json`)).json();
  const files = await clientFiles(document);
  expect(files.size).toBeGreaterThanOrEqual(5);
  for (const [file, content] of files) {
    expect(readFileSync(file, "utf8"), file.pathname).toBe(content);
  }
});
