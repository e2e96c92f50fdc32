// The Hono environment of the api worker: bindings (typed by `wrangler types`) and per-request variables, and
// the business actions' context built from them.
import type { Database } from "@qr/db";
import type { Context } from "hono";
import type { Caller } from "./auth/caller.ts";
import type { RequestContext } from "./request-context.ts";

export type { Caller };

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Opens the request's database session on first use; closed after the response. */
    db: () => Database;
    caller: Caller;
  };
}

export function requestContext(c: Context<AppEnv>): RequestContext {
  return {
    db: c.var.db(),
    kv: c.env.LINKS,
    files: c.env.FILES,
    exportQueue: c.env.EXPORTS,
    caller: c.var.caller,
    scanBaseUrl: c.env.SCAN_BASE_URL,
    apiBaseUrl: c.env.API_BASE_URL,
    edgePropagationSeconds: Number(c.env.EDGE_PROPAGATION_SECONDS),
  };
}
