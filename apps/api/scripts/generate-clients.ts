// Writes every file generated from the OpenAPI document (client-files.ts): it starts the local pipe on a throwaway
// database, reads /api/v1/openapi.json, and runs each library's generator.
//   pnpm generate-clients (or pnpm --filter @qr/api generate-clients)
import { writeFileSync } from "node:fs";
import { startBenchStack } from "../bench/bench-stack.ts";
import { clientFiles } from "./client-files.ts";

const { stack, stop } = await startBenchStack();
try {
  const document = await (await fetch(`${stack.apiUrl}/api/v1/openapi.json`)).json();
  for (const [file, content] of await clientFiles(document)) {
    writeFileSync(file, content);
    console.log(`wrote ${file.pathname}`);
  }
} finally {
  await stop();
}
