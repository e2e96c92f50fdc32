// The api client's types as openapi-typescript renders them from a served OpenAPI document; shared by the
// generator and the test that fails when the committed types are stale.
import openapiTS, { astToString } from "openapi-typescript";

export const CLIENT_SCHEMA_FILE = new URL("../../../packages/api-client/src/schema.d.ts", import.meta.url);

const HEADER =
  "// Generated from the api worker's OpenAPI document by `pnpm --filter @qr/api generate-client`. Do not edit.\n";

export async function clientSchemaOf(document: unknown): Promise<string> {
  // The servers entry names the stack's own port: types do not depend on it.
  const { servers: _servers, ...rest } = document as Record<string, unknown>;
  const ast = await openapiTS(rest as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
