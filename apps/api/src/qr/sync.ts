// After a change is committed to Postgres, bring KV up to date. A failure is logged, not raised: Postgres
// already holds the truth and the row's lagging kv_synced_version makes the cron trigger repair it.
import { syncRedirectRecord } from "../edge-sync/redirect-record.ts";
import { logError } from "../log.ts";
import type { QrCodeRow, QrContext } from "./qr-code.ts";

/** Syncs the KV record of a row just written, if its redirect fields changed (version ahead of KV). */
export async function syncEdge(ctx: QrContext, row: QrCodeRow): Promise<void> {
  if (row.kvSyncedVersion >= row.version) return;
  const qrId = row.id;
  try {
    await syncRedirectRecord(ctx.db, ctx.kv, qrId, row);
  } catch (error) {
    logError("KV sync failed; the cron trigger will repair it", error, { qr_id: qrId });
  }
}
