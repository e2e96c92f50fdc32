// The RPC contract of the api worker's SlugResolver entrypoint, called by the redirect worker on a KV miss.
import type { RedirectRecord } from "./redirect-record.ts";

export interface SlugResolverRpc {
  /** The slug's current record (after repairing KV), or null when no code has this slug. */
  resolve(slug: string): Promise<RedirectRecord | null>;
}
