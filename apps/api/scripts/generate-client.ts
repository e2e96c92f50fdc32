// Writes packages/api-client/src/schema.d.ts from the OpenAPI document the api worker serves: it starts the local
// pipe on a throwaway database, reads /api/v1/openapi.json, and renders it with openapi-typescript.
//   pnpm --filter @qr/api generate-client
import { writeFileSync } from "node:fs";
import { startBenchStack } from "../bench/bench-stack.ts";
import { CLIENT_SCHEMA_FILE, clientSchemaOf } from "./client-schema.ts";

const { stack, stop } = await startBenchStack();
try {
  const document = await (await fetch(`${stack.apiUrl}/api/v1/openapi.json`)).json();
  writeFileSync(CLIENT_SCHEMA_FILE, await clientSchemaOf(document));
  console.log(`wrote ${CLIENT_SCHEMA_FILE.pathname}`);
} finally {
  await stop();
}
