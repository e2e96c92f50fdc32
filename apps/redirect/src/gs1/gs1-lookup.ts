// The records a GS1 request walks up: its identifier with all its qualifiers, then one fewer, to the key alone
// (@qr/core/gs1/digital-link walkUpPaths); the most specific level that has a code answers. The isolate remembers
// levels KV does not hold as it remembers records, so a scan of a serial whose lot has the links is answered from
// memory, with no promise, like any scan of a remembered code. Only when KV holds no level at all is the api
// worker asked (within the isolate's budget), most specific first.
import { BoundedCache } from "@qr/core/bounded-cache";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { rememberedRecord, resolveRecord, storedRecord } from "../lookup.ts";

export interface Gs1Level {
  record: RedirectRecord;
  /** The level's slug: its identifier's path without the leading slash. */
  slug: string;
}

let absentLevels: BoundedCache<true> | undefined;

/** The level the isolate can answer from memory; null when it knows no level has a code; undefined: ask KV. */
export function rememberedLevel(
  host: string,
  slugs: readonly string[],
  env: Env,
  now: number,
): Gs1Level | null | undefined {
  for (const slug of slugs) {
    const record = rememberedRecord(host, slug, env, now);
    if (record) return { record, slug };
    if (!absent(env).get(`${host}/${slug}`, now)) return undefined;
  }
  return null;
}

export async function lookupLevel(
  host: string,
  slugs: readonly string[],
  env: Env,
  now: number,
): Promise<Gs1Level | null> {
  const stored = await Promise.all(
    slugs.map((slug) => rememberedRecord(host, slug, env, now) ?? storedRecord(host, slug, env, now)),
  );
  let found: Gs1Level | null = null;
  stored.forEach((record, index) => {
    const slug = slugs[index] ?? "";
    if (!record) absent(env).set(`${host}/${slug}`, true, now);
    else found ??= { record, slug };
  });
  if (found) return found;
  for (const slug of slugs) {
    const record = await resolveRecord(host, slug, env, now);
    if (record) return { record, slug };
  }
  return null;
}

function absent(env: Env): BoundedCache<true> {
  const seconds = Number(env.ISOLATE_CACHE_TTL);
  absentLevels ??= new BoundedCache({
    capacity: 10_000,
    ttlMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
  });
  return absentLevels;
}
