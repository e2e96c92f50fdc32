// The cron's re-check of live destinations against the URL-reputation service (web-risk.ts). Each pass takes the
// live codes whose URLs were never screened since they last changed, or over a day ago (those never screened
// first), at most CODES_PER_PASS of them; a URL reported since is recorded as unsafe and the codes leading to it
// are flagged (their scans get the warning page; their teams are told). Reported URLs are also asked about again
// after a day: one no longer listed is dropped and its flags cleared. URLs an operator cleared are not asked about.
// A lookup that fails leaves its codes due for the next pass. Without Web Risk configured it does nothing.
import { machineTime } from "@qr/core/clock";
import { type Database, rowsOf, schema } from "@qr/db";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { recordReportedUrl } from "./blocklist.ts";
import { clearFlagsBy, flagBlockedCodes } from "./flags.ts";
import { lookUpUrl, type Verdict, type WebRiskSettings } from "./web-risk.ts";

/** 100 a minute: every live code of a service with up to 144,000 of them is re-checked daily (docs/abuse.md). */
const CODES_PER_PASS = 100;
const REPORTS_PER_PASS = 20;
const CONCURRENT_LOOKUPS = 6;
const RECHECK_AFTER = sql`interval '1 day'`;

export async function recheckReputation(db: Database, settings: WebRiskSettings | null) {
  if (!settings) return { reputationChecked: 0, reputationFlagged: 0, reputationCleared: 0 };
  const rows = await rowsOf<{ id: string; urls: string[] }>(
    db,
    sql`select c.id,
      array(select u from destination_urls(c) u where u is not null) as urls
    from qr_codes c
    where c.status <> 'deleted' and (c.reputation_checked_at is null or c.reputation_checked_at < now() - ${RECHECK_AFTER})
    order by c.reputation_checked_at nulls first
    limit ${CODES_PER_PASS}`,
  );
  const { unsafeUrls } = schema;
  const allUrls = [...new Set(rows.flatMap((row) => row.urls))];
  const cleared = new Set(
    allUrls.length === 0
      ? []
      : (
          await db
            .select({ url: unsafeUrls.url })
            .from(unsafeUrls)
            .where(and(inArray(unsafeUrls.url, allUrls), sql`${unsafeUrls.clearedAt} is not null`))
        ).map((row) => row.url),
  );
  const verdicts = await lookUpAll(
    settings,
    allUrls.filter((url) => !cleared.has(url)),
  );

  for (const [url, verdict] of verdicts) {
    if (verdict.kind === "unsafe") await recordReportedUrl(db, url, verdict.reason);
  }
  const answered = rows.filter((row) =>
    row.urls.every((url) => cleared.has(url) || verdicts.get(url)?.kind !== "unknown"),
  );
  if (answered.length > 0) {
    await db
      .update(schema.qrCodes)
      .set({ reputationCheckedAt: new Date(machineTime()) })
      .where(
        inArray(
          schema.qrCodes.id,
          answered.map((row) => row.id),
        ),
      );
  }
  const leadingToReported = rows
    .filter((row) => row.urls.some((url) => verdicts.get(url)?.kind === "unsafe"))
    .map((row) => row.id);
  const flagged = leadingToReported.length > 0 ? await flagBlockedCodes(db, leadingToReported) : [];
  return {
    reputationChecked: answered.length,
    reputationFlagged: flagged.length,
    reputationCleared: await recheckReported(db, settings),
  };
}

/** Reports older than a day are asked about again: one Web Risk no longer lists is dropped, its flags cleared. */
async function recheckReported(db: Database, settings: WebRiskSettings): Promise<number> {
  const { unsafeUrls } = schema;
  const due = await db
    .select({ url: unsafeUrls.url })
    .from(unsafeUrls)
    .where(
      and(
        eq(unsafeUrls.source, "web-risk"),
        isNull(unsafeUrls.clearedAt),
        lt(unsafeUrls.createdAt, sql`now() - ${RECHECK_AFTER}`),
      ),
    )
    .limit(REPORTS_PER_PASS);
  const verdicts = await lookUpAll(
    settings,
    due.map((row) => row.url),
  );
  let clearedCodes = 0;
  for (const [url, verdict] of verdicts) {
    if (verdict.kind === "unsafe") {
      // Still listed: asked again in a day.
      await db
        .update(unsafeUrls)
        .set({ createdAt: new Date(machineTime()) })
        .where(eq(unsafeUrls.url, url));
    } else if (verdict.kind === "safe") {
      await db.delete(unsafeUrls).where(eq(unsafeUrls.url, url));
      clearedCodes += (await clearFlagsBy(db, `url ${url}`)).length;
    }
  }
  return clearedCodes;
}

async function lookUpAll(settings: WebRiskSettings, urls: string[]): Promise<Map<string, Verdict>> {
  const verdicts = new Map<string, Verdict>();
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENT_LOOKUPS, queue.length) }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift())
        verdicts.set(url, await lookUpUrl(settings, url));
    }),
  );
  return verdicts;
}
