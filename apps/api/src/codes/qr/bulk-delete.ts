// Deletes up to 1,000 codes of the team in one statement, each as `DELETE /qr/{id}` does (a tombstone: its slug
// is never reused, scans get 410, an activity entry), and says what became of each id: deleted, or failed because
// the team has no live code with it that the caller may change (folders/reach.ts). Deleting is idempotent: an id already deleted fails the same way.

import { changeBy } from "../../access/activity/version-change.ts";
import type { RequestContext } from "../../request-context.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { KV_SYNC_BUDGET } from "./bulk-rows.ts";
import { writeChanges } from "./change/change-statement.ts";

export async function bulkDeleteQrCodes(ctx: RequestContext, input: { ids: string[] }) {
  const how = changeBy(ctx.caller, "deleted");
  const ids = [...new Set(input.ids)];
  const written = await writeChanges(
    ctx.db,
    ctx.caller,
    ids.map((id) => ({ id, sets: { status: "deleted" as const }, how })),
    { every: false },
  );
  const rows = written.map(({ row }) => row);
  // Past the budget, the cron's outbox takes the rest to the edge (their versions lag), as for bulk updates.
  await syncEdgeAll(ctx, rows.slice(0, KV_SYNC_BUDGET));
  const gone = new Set(rows.map((row) => row.id));
  return {
    deleted: rows.length,
    failed: input.ids.length - input.ids.filter((id) => gone.has(id)).length,
    results: input.ids.map((id, index) =>
      gone.has(id)
        ? { index, id, status: "deleted" as const }
        : {
            index,
            id,
            status: "failed" as const,
            errors: [{ path: `ids.${index}`, message: "no live QR code with this id that you may change" }],
          },
    ),
  };
}
