// The cron pass: re-syncs every code whose KV record lags its row (a KV write, or its confirmation, that failed
// or never ran).
import { type RequestDatabase, schema } from "@qr/db";
import { asc, lt } from "drizzle-orm";
import { logError } from "../lib/log.ts";
import type { EdgeStore } from "../lib/request-context.ts";
import { inParallel } from "./in-parallel.ts";
import { confirmWritten, writeRedirectRecord } from "./redirect-record.ts";

/** Rows per pass: a KV read and a write each; with the read-back's (verify-recent.ts), within the 1,000 KV
 * operations of one invocation. */
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
