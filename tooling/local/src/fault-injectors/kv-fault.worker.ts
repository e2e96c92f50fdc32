// A stand-in for the api worker's KV binding: forwards to the real shared namespace, and fails writes on demand
// (`fetch("http://injector/?fail-writes=1")`), to prove the api survives a KV outage.
import { WorkerEntrypoint } from "cloudflare:workers";

interface Env {
  REAL: KvLike;
}

interface KvLike {
  get(key: string, options?: unknown): Promise<unknown>;
  list(options?: unknown): Promise<unknown>;
  put(key: string, value: unknown, options?: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

let failWrites = false;

function refuse(): never {
  throw new Error("injected KV write failure");
}

export class FaultyKv extends WorkerEntrypoint<Env> {
  get(key: string, options?: unknown) {
    return this.env.REAL.get(key, options);
  }
  list(options?: unknown) {
    return this.env.REAL.list(options);
  }
  put(key: string, value: unknown, options?: unknown) {
    return failWrites ? refuse() : this.env.REAL.put(key, value, options);
  }
  delete(key: string) {
    return failWrites ? refuse() : this.env.REAL.delete(key);
  }
}

export default {
  fetch(request: Request): Response {
    failWrites = new URL(request.url).searchParams.get("fail-writes") === "1";
    return new Response(String(failWrites));
  },
};
