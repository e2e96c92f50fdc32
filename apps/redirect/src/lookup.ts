// Step 2: the records a scan needs. First the isolate's memory (ISOLATE_CACHE_TTL seconds), then KV (edge-cached
// for KV_CACHE_TTL seconds); on a KV miss, the api worker over the service binding, which reads Postgres and
// repairs KV. A code's record is found by its domain and slug; on a branded host, the domain's record says that a
// team verified it (and what its root and unknown paths answer). Unknown slugs and hosts are remembered briefly
// too, and the isolate asks the api worker at most RESOLVER_BUDGET times a second, so probing random slugs or
// hosts cannot hammer Postgres: past the budget a miss is answered "unavailable, retry" (a real code KV has not
// caught up with is then found on the retry).
// A destination change reaches every scan within KV_CACHE_TTL + ISOLATE_CACHE_TTL.
import { BoundedCache } from "@qr/core/bounded-cache";
import {
  type DomainRecord,
  domainKey,
  parseDomainRecord,
  parseRedirectRecord,
  type RedirectRecord,
  redirectKey,
} from "@qr/core/redirect-record";
import { asSlugResolver, type SlugResolverRpc } from "@qr/core/slug-resolver";
import { CallBudget } from "./call-budget.ts";

const KV_MIN_CACHE_TTL = 30;
const CACHE_LIMIT = 10_000;
const UNKNOWN_TTL_MS = 30_000;
const unknownCodes = new BoundedCache<true>({ capacity: CACHE_LIMIT, ttlMs: UNKNOWN_TTL_MS });
const unknownHosts = new BoundedCache<true>({ capacity: CACHE_LIMIT, ttlMs: UNKNOWN_TTL_MS });
const RESOLVER_BUDGET = { perSecond: 20, burst: 50 };
const resolverCalls = new CallBudget(RESOLVER_BUDGET.perSecond, RESOLVER_BUDGET.burst);

/** The isolate has spent its budget of api-worker lookups: the scan is answered 503 with Retry-After. */
export class ResolverBusy extends Error {}
let knownRecords: BoundedCache<RedirectRecord> | undefined;
let knownDomains: BoundedCache<DomainRecord> | undefined;

/** The isolate's key of a code: its slug on the scan host (no string is built there), `host/slug` on a branded one. */
function memoryKey(domain: string | null, slug: string): string {
  return domain === null ? slug : `${domain}/${slug}`;
}

/** The record this isolate read for `slug` on `domain` within ISOLATE_CACHE_TTL, if any: no I/O, no promise. */
export function rememberedRecord(
  domain: string | null,
  slug: string,
  env: Env,
  now: number,
): RedirectRecord | undefined {
  return rememberedRecords(env).get(memoryKey(domain, slug), now);
}

/** The record of a code from KV, or from the api worker on a KV miss; remembered by the isolate when found. */
export async function lookupRecord(
  domain: string | null,
  slug: string,
  env: Env,
  now: number,
): Promise<RedirectRecord | null> {
  return (await storedRecord(domain, slug, env, now)) ?? (await resolveRecord(domain, slug, env, now));
}

/** The record KV holds for a code, remembered by the isolate when found. */
export async function storedRecord(
  domain: string | null,
  slug: string,
  env: Env,
  now: number,
): Promise<RedirectRecord | null> {
  const record = parseRedirectRecord(
    await env.LINKS.get(redirectKey(domain, slug), { cacheTtl: cacheTtlOf(env) }),
  );
  if (record) rememberedRecords(env).set(memoryKey(domain, slug), record, now);
  return record;
}

/** KV had no record: the api worker's answer from Postgres (it repairs KV), remembered either way. */
export async function resolveRecord(
  domain: string | null,
  slug: string,
  env: Env,
  now: number,
): Promise<RedirectRecord | null> {
  const key = memoryKey(domain, slug);
  if (unknownCodes.get(key, now)) return null;
  if (!resolverCalls.take(now)) throw new ResolverBusy("resolver budget spent");
  const resolved = await resolver(env).resolve(slug, domain);
  if (!resolved) {
    unknownCodes.set(key, true, now);
    return null;
  }
  unknownCodes.delete(key);
  rememberedRecords(env).set(key, resolved, now);
  return resolved;
}

/** The record of a branded domain this isolate read within ISOLATE_CACHE_TTL: a record, null (nobody verified it), or undefined (not known). */
export function rememberedDomain(hostname: string, env: Env, now: number): DomainRecord | null | undefined {
  if (unknownHosts.get(hostname, now)) return null;
  return rememberedDomains(env).get(hostname, now);
}

/** The record of a branded domain from KV, or from the api worker on a KV miss; null when no team verified it. */
export async function lookupDomain(hostname: string, env: Env, now: number): Promise<DomainRecord | null> {
  let record = parseDomainRecord(await env.LINKS.get(domainKey(hostname), { cacheTtl: cacheTtlOf(env) }));
  if (!record) {
    if (!resolverCalls.take(now)) throw new ResolverBusy("resolver budget spent");
    record = await resolver(env).resolveDomain(hostname);
  }
  if (record) rememberedDomains(env).set(hostname, record, now);
  else unknownHosts.set(hostname, true, now);
  return record;
}

function resolver(env: Env): SlugResolverRpc {
  return asSlugResolver(env.RESOLVER);
}

function rememberedRecords(env: Env): BoundedCache<RedirectRecord> {
  knownRecords ??= new BoundedCache({
    capacity: CACHE_LIMIT,
    ttlMs: seconds(env.ISOLATE_CACHE_TTL, 0) * 1000,
  });
  return knownRecords;
}

function rememberedDomains(env: Env): BoundedCache<DomainRecord> {
  knownDomains ??= new BoundedCache({
    capacity: CACHE_LIMIT,
    ttlMs: seconds(env.ISOLATE_CACHE_TTL, 0) * 1000,
  });
  return knownDomains;
}

function cacheTtlOf(env: Env): number {
  return Math.max(KV_MIN_CACHE_TTL, seconds(env.KV_CACHE_TTL, 60));
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
