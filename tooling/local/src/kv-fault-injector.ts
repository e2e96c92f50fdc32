// Test-only: a worker that stands in for the api worker's KV binding, forwarding to the real shared
// namespace, and that fails writes on demand. It lets tests prove the API survives a KV outage.
export const KV_FAULT_WORKER = "kv-fault-injector";
export const KV_FAULT_ENTRYPOINT = "FaultyKv";

export const KV_FAULT_SCRIPT = `
import { WorkerEntrypoint } from "cloudflare:workers";
let failWrites = false;
const refuse = () => { throw new Error("injected KV write failure"); };
export class ${KV_FAULT_ENTRYPOINT} extends WorkerEntrypoint {
  get(key, options) { return this.env.REAL.get(key, options); }
  list(options) { return this.env.REAL.list(options); }
  put(key, value, options) { return failWrites ? refuse() : this.env.REAL.put(key, value, options); }
  delete(key) { return failWrites ? refuse() : this.env.REAL.delete(key); }
}
export default {
  fetch(request) {
    failWrites = new URL(request.url).searchParams.get("fail-writes") === "1";
    return new Response(String(failWrites));
  },
};
`;
