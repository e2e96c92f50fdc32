// Deletes a QR code: the row stays as a tombstone so its slug is never reused, and scans of it get 410. One
// statement marks it and records the activity.
import { schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import { notFound, visibleCode } from "./repository.ts";

export async function deleteQrCode(ctx: RequestContext, id: string): Promise<void> {
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .update(schema.qrCodes)
      .set({
        status: "deleted",
        deletedAt: new Date(),
        updatedAt: new Date(),
        version: sql`${schema.qrCodes.version} + 1`,
        lastChange: changeBy(ctx.caller, "deleted"),
      })
      .where(visibleCode(ctx.caller.teamId, id))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: deleted,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "qr.deleted",
    targetId: id,
  });
  const [row] = await ctx.db.with(deleted, logged).select().from(deleted);
  if (!row) notFound();
  await syncEdge(ctx, row);
}
