// The RPC contract of the api worker's SlugResolver entrypoint, called by the redirect worker on a KV miss.
import type { DomainRecord, RedirectRecord } from "./redirect-record.ts";

export interface SlugResolverRpc {
  /**
   * The current record of the code with this slug on `domain` (null: the service's own scan host), after
   * repairing KV, or null when no code has it.
   */
  resolve(slug: string, domain: string | null): Promise<RedirectRecord | null>;
  /** The record of a branded domain a team verified (after repairing KV), or null when none has. */
  resolveDomain(hostname: string): Promise<DomainRecord | null>;
}

/**
 * A service binding as the SlugResolver it is bound to: wrangler types a binding as a plain Fetcher (it does not
 * read the other worker's source), so the methods are checked here, once, instead of asserted.
 */
export function asSlugResolver(binding: object): SlugResolverRpc {
  const methods = binding as Partial<Record<keyof SlugResolverRpc, unknown>>;
  if (typeof methods.resolve !== "function" || typeof methods.resolveDomain !== "function")
    throw new Error("the RESOLVER binding is not the api worker's SlugResolver entrypoint");
  return binding as SlugResolverRpc;
}
