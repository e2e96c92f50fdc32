// The Hono environment of the api worker: bindings (typed by `wrangler types`) and per-request variables.
import type { Database } from "@qr/db";
import type { Caller } from "./auth/caller.ts";

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
