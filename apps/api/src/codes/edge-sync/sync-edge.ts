// After a change is committed to Postgres, bring KV up to date before answering, so the next scan anywhere the
// edge cache allows sees it; the confirmation (kv_synced_version) follows after the answer, in the background:
// the caller does not wait a round trip for bookkeeping. A failure is logged, not raised: Postgres already holds
// the truth and the row's lagging kv_synced_version makes the cron trigger repair it.
import type { QrCodeRow } from "@qr/db";
import { logError } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";
import { inParallel } from "./in-parallel.ts";
import { confirmWritten, writeRedirectRecord } from "./redirect-record.ts";

type SyncContext = Pick<RequestContext, "kv" | "background">;

/** Syncs the KV record of a row just written, if its redirect fields changed (version ahead of KV). */
export async function syncEdge(ctx: SyncContext, row: QrCodeRow): Promise<void> {
  await syncEdgeAll(ctx, [row]);
}

/** Syncs many rows just written, a few at a time, and confirms them all in one statement. */
export async function syncEdgeAll(ctx: SyncContext, rows: QrCodeRow[]): Promise<void> {
  const lagging = rows.filter((row) => row.kvSyncedVersion < row.version);
  const written: QrCodeRow[] = [];
  await inParallel(lagging, async (row) => {
    try {
      await writeRedirectRecord(ctx.kv, row);
      written.push(row);
    } catch (error) {
      logError("KV sync failed; the cron trigger will repair it", error, { qr_id: row.id });
    }
  });
  if (written.length === 0) return;
  ctx.background((db) =>
    confirmWritten(db, ctx.kv, written).catch((error) =>
      logError("KV sync not confirmed; the cron trigger will confirm it", error),
    ),
  );
}
