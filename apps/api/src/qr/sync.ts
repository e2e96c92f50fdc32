// After a change is committed to Postgres, bring KV up to date. A failure is logged, not raised: Postgres
// already holds the truth and the row's lagging kv_synced_version makes the cron trigger repair it.
import { syncRedirectRecord } from "../edge-sync/redirect-record.ts";
import type { QrContext } from "./qr-code.ts";

export async function syncEdge(ctx: QrContext, qrId: string): Promise<void> {
  try {
    await syncRedirectRecord(ctx.db, ctx.kv, qrId);
  } catch (error) {
    console.error(
      JSON.stringify({
        msg: "KV sync failed; the cron trigger will repair it",
        qr_id: qrId,
        error: String(error),
      }),
    );
  }
}
