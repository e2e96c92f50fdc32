// The cron pass: re-syncs every code whose KV record lags its row (a KV write that failed or never ran).

import type { Database } from "@qr/db";
import { schema } from "@qr/db";
import { asc, lt } from "drizzle-orm";
import { logError } from "../log.ts";
import type { EdgeStore } from "../request-context.ts";
import { inParallel } from "./in-parallel.ts";
import { syncRedirectRecord } from "./redirect-record.ts";

/** Rows per pass: a KV read and a write each, within the 1,000 KV operations of one invocation. */
const BATCH = 450;

export async function repairLaggingRecords(
  db: Database,
  kv: EdgeStore,
): Promise<{ repaired: number; failed: number }> {
  const lagging = await db
    .select({ id: schema.qrCodes.id })
    .from(schema.qrCodes)
    .where(lt(schema.qrCodes.kvSyncedVersion, schema.qrCodes.version))
    .orderBy(asc(schema.qrCodes.updatedAt))
    .limit(BATCH);
  let repaired = 0;
  let failed = 0;
  await inParallel(lagging, async ({ id }) => {
    try {
      await syncRedirectRecord(db, kv, id);
      repaired++;
    } catch (error) {
      failed++;
      logError("edge repair failed", error, { qr_id: id });
    }
  });
  return { repaired, failed };
}
