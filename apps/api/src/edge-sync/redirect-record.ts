// Keeps KV's redirect records in step with Postgres, the source of truth.
//
// A sync never writes "its" change: it reads the code's current row, writes that, then reads the row's
// version again; if it moved while the KV write was in flight, it goes round once more. Two racing
// writers therefore both converge on the newest version. A KV record with a newer version than the row
// read is never overwritten. Success is recorded in `kv_synced_version`; rows where it lags are the
// outbox the cron trigger drains, so a failed KV write is repaired, never lost.

import { kvKeyForSlug, parseRedirectRecord, type RedirectRecord } from "@qr/core/redirect-record";
import { type Database, type QrCodeRow, schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import type { EdgeStore } from "../request-context.ts";

const MAX_ROUNDS = 3;

export function redirectRecordOf(row: QrCodeRow): RedirectRecord {
  return {
    v: 1,
    qr_id: row.id,
    team_id: row.teamId,
    url: row.url,
    status: row.status,
    forward_query: row.forwardQuery,
    version: row.version,
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
