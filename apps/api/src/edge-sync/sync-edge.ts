// After a change is committed to Postgres, bring KV up to date. A failure is logged, not raised: Postgres
// already holds the truth and the row's lagging kv_synced_version makes the cron trigger repair it.
import type { QrCodeRow } from "@qr/db";
import { logError } from "../log.ts";
import type { RequestContext } from "../request-context.ts";
import { inParallel } from "./in-parallel.ts";
import { syncRedirectRecord } from "./redirect-record.ts";

/** Syncs the KV record of a row just written, if its redirect fields changed (version ahead of KV). */
export async function syncEdge(ctx: Pick<RequestContext, "db" | "kv">, row: QrCodeRow): Promise<void> {
  if (row.kvSyncedVersion >= row.version) return;
  try {
    await syncRedirectRecord(ctx.db, ctx.kv, row.id, row);
  } catch (error) {
    logError("KV sync failed; the cron trigger will repair it", error, { qr_id: row.id });
  }
}

/** Syncs many rows just written, a few at a time. */
export async function syncEdgeAll(ctx: Pick<RequestContext, "db" | "kv">, rows: QrCodeRow[]): Promise<void> {
  await inParallel(rows, (row) => syncEdge(ctx, row));
}
