// Keeps KV's redirect records in step with Postgres, the source of truth.
//
// A sync never writes "its" change: it reads the code's current row, writes that, then reads the row's
// version again; if it moved while the KV write was in flight, it goes round once more. Two racing
// writers therefore both converge on the newest version. A KV record with a newer version than the row
// read is never overwritten. Success is recorded in `kv_synced_version`; rows where it lags are the
// outbox the cron trigger drains, so a failed KV write is repaired, never lost. A slower writer's older
// record can still land after the newest was confirmed; its own confirmation then writes the newest again,
// and should that writer be cut off first, the cron's read-back a minute later (read-back.ts) does.

import { compileVariants, withUtm } from "@qr/core/campaigns";
import { appRulesOf, pageOf } from "@qr/core/content/page";
import { type Gs1Content, isAppContent, isGs1Content } from "@qr/core/content/types";
import { linkTypeOf } from "@qr/core/gs1/link-types";
import { parseRedirectRecord, type RedirectRecord, redirectKey } from "@qr/core/redirect-record";
import { compileRules, type RoutingRule } from "@qr/core/routing-rules";
import { jsonRows, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { EdgeStore } from "../../lib/stores.ts";
import { inParallel } from "./in-parallel.ts";

const MAX_ROUNDS = 3;

/** The row fields the redirect record is made of. */
export type RecordFields = Pick<
  QrCodeRow,
  | "id"
  | "teamId"
  | "url"
  | "type"
  | "content"
  | "access"
  | "status"
  | "forwardQuery"
  | "version"
  | "rules"
  | "startsAt"
  | "expiresAt"
  | "fallbackUrl"
  | "cappedAt"
  | "schedule"
  | "flaggedReason"
  | "takenDownAt"
  | "variants"
  | "utm"
  | "trackConversions"
  | "maxScansPerScanner"
>;

/**
 * The KV record of a code. Smart-destination fields appear only when used, so a plain code's record stays as
 * small as before. Each pending scheduled change is carried with the version it will become when the cron
 * applies it (one more than the change before it), so scans after its instant are counted under that version.
 */
export function redirectRecordOf(row: RecordFields): RedirectRecord {
  // An app code's store rules come before its own, in the record and in every scheduled change's rules.
  // Every destination a scan may get carries the code's UTM parameters, written here once.
  const destination = (url: string) => withUtm(url, row.utm);
  const appRules = row.type === "app" ? appRulesOf(appContentOf(row.content)) : [];
  const rulesOf = (rules: RoutingRule[]) => [...appRules, ...compileRules(rules, destination)];
  const page = pageOf(row.type, row.content);
  const gs1 =
    row.type === "gs1" && isGs1Content(row.content) ? gs1RecordOf(row.content, destination) : undefined;
  return {
    v: 1,
    qr_id: row.id,
    team_id: row.teamId,
    url: destination(row.url),
    status: row.status,
    forward_query: row.forwardQuery,
    version: row.version,
    ...(row.rules.length + appRules.length > 0 ? { rules: rulesOf(row.rules) } : {}),
    ...(row.startsAt ? { starts_at: row.startsAt.getTime() } : {}),
    ...(row.expiresAt ? { expires_at: row.expiresAt.getTime() } : {}),
    ...(row.fallbackUrl ? { fallback_url: destination(row.fallbackUrl) } : {}),
    ...(row.cappedAt ? { capped: true } : {}),
    ...(row.flaggedReason ? { flagged: true } : {}),
    ...(row.takenDownAt ? { taken_down: true } : {}),
    ...(row.schedule.length > 0
      ? {
          schedule: row.schedule.map((change, index) => ({
            at: Date.parse(change.at),
            version: row.version + index + 1,
            ...(change.url === undefined ? {} : { url: destination(change.url) }),
            ...(change.rules === undefined ? {} : { rules: rulesOf(change.rules) }),
          })),
        }
      : {}),
    ...(page ? { page: page as RedirectRecord["page"] } : {}),
    ...(gs1 ? { gs1 } : {}),
    ...(row.access ? { access: row.access } : {}),
    ...(row.variants
      ? { variants: compileVariants(row.variants.map((v) => ({ ...v, url: destination(v.url) }))) }
      : {}),
    ...(row.maxScansPerScanner === null ? {} : { per_scanner: row.maxScansPerScanner }),
    ...(row.trackConversions ? { sid: true as const } : {}),
  };
}

/** A GS1 code's links as the resolver reads them: bare link types, each destination with the code's UTM. */
function gs1RecordOf(content: Gs1Content, destination: (url: string) => string): RedirectRecord["gs1"] {
  return {
    ...(content.description ? { description: content.description } : {}),
    links: content.links.flatMap((link) => {
      const type = linkTypeOf(link.type);
      return type ? [{ ...link, type, href: destination(link.href) }] : [];
    }),
  };
}

/**
 * Writes a row's record to KV, unless KV already holds a newer version of it. A first version is written without
 * looking: its slug was never used before (slugs are never reused), and a newer version written meanwhile would
 * make the row move, which the confirmation sees and writes again. So creating a code costs no KV read, which at
 * the edge is slowest for a key KV has never held.
 */
export async function writeRedirectRecord(
  kv: EdgeStore,
  row: RecordFields & Pick<QrCodeRow, "domain" | "slug">,
) {
  const record = redirectRecordOf(row);
  const key = redirectKey(row.domain, row.slug);
  const stored = record.version === 1 ? null : parseRedirectRecord(await kv.get(key));
  if (!stored || stored.version <= record.version) await kv.put(key, JSON.stringify(record));
  return record;
}

/**
 * Records that KV holds the versions just written, in one statement for all the rows, each only if its row still
 * has that version. A row that moved meanwhile is written again from its newest state and confirmed in turn, so
 * racing writers converge on the newest version. Returns the ids still lagging after the last round (the cron's).
 */
export async function confirmWritten(
  db: RequestDatabase,
  kv: EdgeStore,
  written: Pick<QrCodeRow, "id" | "version">[],
): Promise<string[]> {
  let pending = written;
  for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
    const confirmed = await db
      .update(schema.qrCodes)
      .set({ kvSyncedVersion: sql`v.version`, kvSyncedAt: sql`now()` })
      .from(
        sql`${jsonRows(
          pending.map(({ id, version }) => ({ id, version })),
          { id: "text", version: "bigint" },
        )} as v`,
      )
      .where(and(eq(schema.qrCodes.id, sql`v.id`), eq(schema.qrCodes.version, sql`v.version`)))
      .returning({ id: schema.qrCodes.id });
    const done = new Set(confirmed.map((row) => row.id));
    const moved = pending.filter((row) => !done.has(row.id));
    if (moved.length === 0) return [];
    const rows = await db
      .select()
      .from(schema.qrCodes)
      .where(
        inArray(
          schema.qrCodes.id,
          moved.map((row) => row.id),
        ),
      );
    await inParallel(rows, async (row) => {
      await writeRedirectRecord(kv, row);
    });
    pending = rows;
  }
  return pending.map((row) => row.id);
}

/**
 * Brings the KV record of one code up to date with its row and returns the record now in KV: for the cron and
 * the slug resolver, which wait for the confirmation. Pass the row when the caller just read it.
 */
export async function syncRedirectRecord(
  db: RequestDatabase,
  kv: EdgeStore,
  qrId: string,
  current?: QrCodeRow,
): Promise<RedirectRecord | null> {
  const row = current ?? (await findCode(db, qrId));
  if (!row) return null;
  const record = await writeRedirectRecord(kv, row);
  await confirmWritten(db, kv, [row]);
  return record;
}

async function findCode(db: RequestDatabase, qrId: string): Promise<QrCodeRow | undefined> {
  const [row] = await db.select().from(schema.qrCodes).where(eq(schema.qrCodes.id, qrId)).limit(1);
  return row;
}

function appContentOf(content: unknown) {
  if (!isAppContent(content)) throw new Error("an app code's stored content names no fallback");
  return content;
}
