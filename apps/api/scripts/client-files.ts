// Everything generated from the OpenAPI document the api worker serves: the document itself (sdks/openapi.json,
// without the local server's address), the Node library's types and resources (also the web app's typed client),
// and the Python library's. Shared by `pnpm generate-clients` and the test that fails when a file is stale.
import { nodeFiles } from "../../../sdks/node/scripts/generate.ts";
import type { OpenApiDocument } from "../../../sdks/operations.ts";
import { pythonFiles } from "../../../sdks/python/scripts/generate.ts";

const SDKS = new URL("../../../sdks/", import.meta.url);

/** File URL → content. */
export async function clientFiles(served: unknown): Promise<Map<URL, string>> {
  // The servers entry names the stack's own port: nothing generated depends on it.
  const { servers: _servers, ...rest } = served as Record<string, unknown>;
  const document = rest as unknown as OpenApiDocument;
  const files = new Map<URL, string>([
    [new URL("openapi.json", SDKS), `${JSON.stringify(document, null, 2)}\n`],
  ]);
  for (const [path, content] of Object.entries(await nodeFiles(document)))
    files.set(new URL(`node/${path}`, SDKS), content);
  for (const [path, content] of Object.entries(pythonFiles(document)))
    files.set(new URL(`python/${path}`, SDKS), content);
  return files;
}
