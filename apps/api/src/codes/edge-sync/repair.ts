// The cron passes over codes' KV records: re-syncs every one that lags its row (a KV write, or its confirmation,
// that failed or never ran), and reads back those confirmed a minute ago (read-back.ts).
import { parseRedirectRecord, redirectKey } from "@qr/core/redirect-record";
import { type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { asc, lt } from "drizzle-orm";
import { logError } from "../../lib/log.ts";
import type { EdgeStore } from "../../lib/stores.ts";
import { inParallel } from "./in-parallel.ts";
import { readBackConfirmed } from "./read-back.ts";
import { confirmWritten, writeRedirectRecord } from "./redirect-record.ts";

/** Rows per pass: a KV read and a write each; with the read-back's, within the 1,000 KV operations of one
 * invocation. */
const BATCH = 400;

export async function repairLaggingRecords(
  db: RequestDatabase,
  kv: EdgeStore,
): Promise<{ repaired: number; failed: number }> {
  const lagging = await db
    .select()
    .from(schema.qrCodes)
    .where(lt(schema.qrCodes.kvSyncedVersion, schema.qrCodes.version))
    .orderBy(asc(schema.qrCodes.updatedAt))
    .limit(BATCH);
  const written: typeof lagging = [];
  let failed = 0;
  await inParallel(lagging, async (row) => {
    try {
      await writeRedirectRecord(kv, row);
      written.push(row);
    } catch (error) {
      failed++;
      logError("edge repair failed", error, { qr_id: row.id });
    }
  });
  const unconfirmed = written.length > 0 ? await confirmWritten(db, kv, written) : [];
  return { repaired: written.length - unconfirmed.length, failed: failed + unconfirmed.length };
}

/** Reads back up to `budget` codes' records confirmed a minute or more ago, writing again one behind its row. */
export function readBackCodes(db: RequestDatabase, kv: EdgeStore, now: Date, budget: number) {
  return readBackConfirmed<QrCodeRow>(
    db,
    {
      table: schema.qrCodes,
      holds: async (row) => {
        const stored = parseRedirectRecord(await kv.get(redirectKey(row.domain, row.slug)));
        return stored !== null && stored.version >= row.version;
      },
      write: async (row) => {
        await writeRedirectRecord(kv, row);
      },
      confirm: (rows) => confirmWritten(db, kv, rows),
      describe: (row) => ({ qr_id: row.id, version: row.version }),
    },
    now,
    budget,
  );
}
