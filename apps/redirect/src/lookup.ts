// Step 2: the redirect record of a slug. KV first (edge-cached for KV_CACHE_TTL seconds); on a miss, the
// api worker over the service binding, which reads Postgres and repairs KV. Unknown slugs are remembered
// briefly in the isolate so that probing random slugs cannot hammer Postgres.
import { parseRedirectRecord, type RedirectRecord } from "@qr/core/kv-record";
import { kvKeyForSlug } from "@qr/core/slug";
import type { SlugResolverRpc } from "@qr/core/slug-resolver";

const NEGATIVE_TTL_MS = 30_000;
const NEGATIVE_CACHE_LIMIT = 10_000;
const KV_MIN_CACHE_TTL = 30;
const unknownSlugs = new Map<string, number>();

export async function lookupRecord(slug: string, env: Env, now = Date.now()): Promise<RedirectRecord | null> {
  const cacheTtl = Math.max(KV_MIN_CACHE_TTL, Number(env.KV_CACHE_TTL) || 60);
  const stored = parseRedirectRecord(await env.LINKS.get(kvKeyForSlug(slug), { cacheTtl }));
  if (stored) return stored;

  const knownUnknownUntil = unknownSlugs.get(slug);
  if (knownUnknownUntil !== undefined && knownUnknownUntil > now) return null;

  const resolved = await (env.RESOLVER as unknown as SlugResolverRpc).resolve(slug);
  if (resolved) {
    unknownSlugs.delete(slug);
    return resolved;
  }
  rememberUnknown(slug, now);
  return null;
}

function rememberUnknown(slug: string, now: number): void {
  if (unknownSlugs.size >= NEGATIVE_CACHE_LIMIT) {
    const oldest = unknownSlugs.keys().next();
    if (!oldest.done) unknownSlugs.delete(oldest.value);
  }
  unknownSlugs.set(slug, now + NEGATIVE_TTL_MS);
}
