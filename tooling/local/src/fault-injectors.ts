// Test-only stand-ins for bindings, to prove the workers survive their failure. Each is a TypeScript module in
// fault-injectors/, type-checked with the rest of this package and given to workerd with its types stripped.
import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";

export const KV_FAULT_WORKER = "kv-fault-injector";
export const KV_FAULT_ENTRYPOINT = "FaultyKv";
export const QUEUE_FAULT_WORKER = "queue-fault-injector";
export const QUEUE_FAULT_ENTRYPOINT = "FailingQueue";

/** The injector's module as JavaScript, for Miniflare's `script`. */
export function injectorScript(file: "kv-fault.worker.ts" | "queue-fault.worker.ts"): string {
  return stripTypeScriptTypes(readFileSync(new URL(`./fault-injectors/${file}`, import.meta.url), "utf8"));
}
