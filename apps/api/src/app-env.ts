// The Hono environment of the api worker: bindings (typed by `wrangler types`) and per-request variables.
import type { Permission, Role } from "@qr/core/permissions";
import type { Database } from "@qr/db";

/** Who is calling: the API key, its team, the user it acts for, and what it may do. */
export interface Caller {
  keyId: string;
  teamId: string;
  userId: string;
  role: Role;
  /** The key's permissions, narrowed to what the user's current role allows. */
  permissions: ReadonlySet<Permission>;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Opens the request's database session on first use; closed after the response. */
    db: () => Database;
    caller: Caller;
  };
}
