// Keeps KV's redirect records in step with Postgres, the source of truth.
//
// A sync never writes "its" change: it reads the code's current row, writes that, then reads the row's
// version again; if it moved while the KV write was in flight, it goes round once more. Two racing
// writers therefore both converge on the newest version. A KV record with a newer version than the row
// read is never overwritten. Success is recorded in `kv_synced_version`; rows where it lags are the
// outbox the cron trigger drains, so a failed KV write is repaired, never lost.

import { kvKeyForSlug, parseRedirectRecord, type RedirectRecord } from "@qr/core/redirect-record";
import { compileRules } from "@qr/core/routing-rules";
import { type Database, type QrCodeRow, schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import type { EdgeStore } from "../request-context.ts";

const MAX_ROUNDS = 3;

/** The row fields the redirect record is made of. */
export type RecordFields = Pick<
  QrCodeRow,
  | "id"
  | "teamId"
  | "url"
  | "status"
  | "forwardQuery"
  | "version"
  | "rules"
  | "startsAt"
  | "expiresAt"
  | "fallbackUrl"
  | "cappedAt"
  | "schedule"
>;

/**
 * The KV record of a code. Smart-destination fields appear only when used, so a plain code's record stays as
 * small as before. Each pending scheduled change is carried with the version it will become when the cron
 * applies it (one more than the change before it), so scans after its instant are counted under that version.
 */
export function redirectRecordOf(row: RecordFields): RedirectRecord {
  return {
    v: 1,
    qr_id: row.id,
    team_id: row.teamId,
    url: row.url,
    status: row.status,
    forward_query: row.forwardQuery,
    version: row.version,
    ...(row.rules.length > 0 ? { rules: compileRules(row.rules) } : {}),
    ...(row.startsAt ? { starts_at: row.startsAt.getTime() } : {}),
    ...(row.expiresAt ? { expires_at: row.expiresAt.getTime() } : {}),
    ...(row.fallbackUrl ? { fallback_url: row.fallbackUrl } : {}),
    ...(row.cappedAt ? { capped: true } : {}),
    ...(row.schedule.length > 0
      ? {
          schedule: row.schedule.map((change, index) => ({
            at: Date.parse(change.at),
            version: row.version + index + 1,
            ...(change.url === undefined ? {} : { url: change.url }),
            ...(change.rules === undefined ? {} : { rules: compileRules(change.rules) }),
          })),
        }
      : {}),
  };
}

/**
 * Brings the KV record of one code up to date with its row and returns the record now in KV. Pass the row
 * when the caller just read or wrote it; the sync then costs one statement when nothing raced it.
 */
export async function syncRedirectRecord(
  db: Database,
  kv: EdgeStore,
  qrId: string,
  current?: QrCodeRow,
): Promise<RedirectRecord | null> {
  let row = current ?? (await findCode(db, qrId));
  for (let round = 0; row && round < MAX_ROUNDS; round++) {
    const record = redirectRecordOf(row);
    const key = kvKeyForSlug(row.slug);
    const stored = parseRedirectRecord(await kv.get(key));
    if (!stored || stored.version <= record.version) await kv.put(key, JSON.stringify(record));

    // Confirms the sync only if the row still has this version; otherwise someone changed it meanwhile.
    const [confirmed] = await db
      .update(schema.qrCodes)
      .set({ kvSyncedVersion: record.version })
      .where(and(eq(schema.qrCodes.id, qrId), eq(schema.qrCodes.version, record.version)))
      .returning({ version: schema.qrCodes.version });
    if (confirmed) return record;
    row = await findCode(db, qrId);
  }
  return row ? redirectRecordOf(row) : null;
}

async function findCode(db: Database, qrId: string): Promise<QrCodeRow | undefined> {
  const [row] = await db.select().from(schema.qrCodes).where(eq(schema.qrCodes.id, qrId)).limit(1);
  return row;
}
