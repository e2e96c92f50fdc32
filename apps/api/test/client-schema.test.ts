// The typed client (@qr/api-client) is generated from the OpenAPI document the api serves: this fails when a
// change to the API was not followed by `pnpm --filter @qr/api generate-client`.
import { readFileSync } from "node:fs";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLIENT_SCHEMA_FILE, clientSchemaOf } from "../scripts/client-schema.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

it("has the client types of the document the API serves (else: pnpm --filter @qr/api generate-client)", async () => {
  const document = await (await fetch(`${stack.apiUrl}/api/v1/openapi.json`)).json();
  expect(readFileSync(CLIENT_SCHEMA_FILE, "utf8")).toBe(await clientSchemaOf(document));
});
