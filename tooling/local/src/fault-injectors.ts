// Test-only stand-ins for bindings, to prove the workers survive their failure:
//  - the api worker's KV: forwards to the real shared namespace and fails writes on demand;
//  - the redirect worker's scan queue: a producer whose every send fails.
export const KV_FAULT_WORKER = "kv-fault-injector";
export const KV_FAULT_ENTRYPOINT = "FaultyKv";
export const QUEUE_FAULT_WORKER = "queue-fault-injector";
export const QUEUE_FAULT_ENTRYPOINT = "FailingQueue";

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

export const QUEUE_FAULT_SCRIPT = `
import { WorkerEntrypoint } from "cloudflare:workers";
export class ${QUEUE_FAULT_ENTRYPOINT} extends WorkerEntrypoint {
  async send() { throw new Error("injected queue failure"); }
  async sendBatch() { throw new Error("injected queue failure"); }
}
export default { fetch() { return new Response("queue fault injector"); } };
`;
