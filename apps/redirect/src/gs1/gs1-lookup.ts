// The records a GS1 request walks up: its identifier with all its qualifiers, then one fewer, to the key alone
// (@qr/core/gs1/digital-link walkUpPaths); the most specific level that has a code answers. The isolate remembers
// levels KV does not hold as it remembers records, so a scan of a serial whose lot has the links is answered from
// memory, with no promise, like any scan of a remembered code. Levels more specific than the one KV holds are
// asked of the api worker (within the isolate's budget), so a code KV has not caught up with still answers.
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
  const inKv = stored.findIndex(Boolean);
  const more = inKv < 0 ? slugs : slugs.slice(0, inKv);
  // Levels more specific than the one KV holds may be codes KV has not caught up with (an import writes its first
  // records at once and the cron the rest): the api worker is asked for them, within the isolate's budget, and
  // answers (and repairs KV) or says none; a level it says none of is remembered as absent.
  const resolved = await Promise.allSettled(more.map((slug) => resolveRecord(host, slug, env, now)));
  for (const [index, outcome] of resolved.entries()) {
    const slug = more[index] as string;
    if (outcome.status === "fulfilled" && outcome.value) return { record: outcome.value, slug };
    if (outcome.status === "fulfilled") absent(env).set(`${host}/${slug}`, true, now);
    // A spent budget or a failed call: the level KV holds answers; with none, the scan is told to retry.
    else if (inKv < 0) throw outcome.reason;
  }
  const record = inKv < 0 ? null : stored[inKv];
  return record ? { record, slug: slugs[inKv] as string } : null;
}

function absent(env: Env): BoundedCache<true> {
  const seconds = Number(env.ISOLATE_CACHE_TTL);
  absentLevels ??= new BoundedCache({
    capacity: 10_000,
    ttlMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0,
  });
  return absentLevels;
}
