// Step 2: the redirect record of a slug. First the isolate's memory (ISOLATE_CACHE_TTL seconds), then KV
// (edge-cached for KV_CACHE_TTL seconds); on a KV miss, the api worker over the service binding, which reads
// Postgres and repairs KV. Unknown slugs are remembered briefly too, and the isolate asks the api worker at most
// RESOLVER_BUDGET times a second, so probing random slugs cannot hammer Postgres: past the budget a miss is
// answered "unavailable, retry" (a real code KV has not caught up with is then found on the retry).
// A destination change reaches every scan within KV_CACHE_TTL + ISOLATE_CACHE_TTL.
import { kvKeyForSlug, parseRedirectRecord, type RedirectRecord } from "@qr/core/redirect-record";
import type { SlugResolverRpc } from "@qr/core/slug-resolver";
import { CallBudget } from "./call-budget.ts";
import { TtlCache } from "./ttl-cache.ts";

const KV_MIN_CACHE_TTL = 30;
const CACHE_LIMIT = 10_000;
const unknownSlugs = new TtlCache<true>(30_000, CACHE_LIMIT);
const RESOLVER_BUDGET = { perSecond: 20, burst: 50 };
const resolverCalls = new CallBudget(RESOLVER_BUDGET.perSecond, RESOLVER_BUDGET.burst);

/** The isolate has spent its budget of api-worker lookups: the scan is answered 503 with Retry-After. */
export class ResolverBusy extends Error {}
let knownRecords: TtlCache<RedirectRecord> | undefined;

/** The record this isolate read for `slug` within ISOLATE_CACHE_TTL, if any: no I/O, no promise. */
export function rememberedRecord(slug: string, env: Env, now: number): RedirectRecord | undefined {
  return rememberedRecords(env).get(slug, now);
}

/** The record of `slug` from KV, or from the api worker on a KV miss; remembered by the isolate when found. */
export async function lookupRecord(slug: string, env: Env, now: number): Promise<RedirectRecord | null> {
  const cacheTtl = Math.max(KV_MIN_CACHE_TTL, seconds(env.KV_CACHE_TTL, 60));
  const stored = parseRedirectRecord(await env.LINKS.get(kvKeyForSlug(slug), { cacheTtl }));
  const record = stored ?? (await resolveMissing(slug, env, now));
  if (record) rememberedRecords(env).set(slug, record, now);
  return record;
}

function rememberedRecords(env: Env): TtlCache<RedirectRecord> {
  knownRecords ??= new TtlCache(seconds(env.ISOLATE_CACHE_TTL, 0) * 1000, CACHE_LIMIT);
  return knownRecords;
}

async function resolveMissing(slug: string, env: Env, now: number): Promise<RedirectRecord | null> {
  if (unknownSlugs.get(slug, now)) return null;
  if (!resolverCalls.take(now)) throw new ResolverBusy("resolver budget spent");
  const resolved = await (env.RESOLVER as unknown as SlugResolverRpc).resolve(slug);
  if (resolved) {
    unknownSlugs.delete(slug);
    return resolved;
  }
  unknownSlugs.set(slug, true, now);
  return null;
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
