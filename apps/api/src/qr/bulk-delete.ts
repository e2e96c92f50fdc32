// Deletes up to 1,000 codes of the team in one statement, each as `DELETE /qr/{id}` does (a tombstone: its slug
// is never reused, scans get 410, an activity entry), and says what became of each id: deleted, or failed because
// the team has no live code with it. Deleting is idempotent: an id already deleted fails the same way.
import { schema } from "@qr/db";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { actorOf, changeLogOfRows } from "../activity/record-activity.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import { KV_SYNC_BUDGET } from "./bulk-rows.ts";

export async function bulkDeleteQrCodes(ctx: RequestContext, input: { ids: string[] }) {
  const { qrCodes } = schema;
  const ids = [...new Set(input.ids)];
  const actor = actorOf(ctx.caller);
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .update(qrCodes)
      .set({
        status: "deleted",
        deletedAt: new Date(),
        updatedAt: new Date(),
        version: sql`${qrCodes.version} + 1`,
        lastChange: changeBy(ctx.caller, "deleted"),
      })
      .where(
        and(eq(qrCodes.teamId, ctx.caller.teamId), ne(qrCodes.status, "deleted"), inArray(qrCodes.id, ids)),
      )
      .returning(),
  );
  const logged = changeLogOfRows(
    ctx.db,
    deleted,
    ids.map((id) => ({ teamId: ctx.caller.teamId, actor, action: "qr.deleted" as const, targetId: id })),
  );
  const rows = await ctx.db.with(deleted, logged).select().from(deleted);
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
            errors: [{ path: `ids.${index}`, message: "no live QR code with this id in your team" }],
          },
    ),
  };
}
