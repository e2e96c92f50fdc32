// Deletes a QR code: the row stays as a tombstone so its slug is never reused, and scans of it get 410.
import { schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import type { RequestContext } from "../request-context.ts";
import { changeBy } from "../routing/version-change.ts";
import { notFound, visibleCode } from "./repository.ts";

export async function deleteQrCode(ctx: RequestContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .update(schema.qrCodes)
    .set({
      status: "deleted",
      deletedAt: new Date(),
      updatedAt: new Date(),
      version: sql`${schema.qrCodes.version} + 1`,
      lastChange: changeBy(ctx.caller, "deleted"),
    })
    .where(visibleCode(ctx.caller.teamId, id))
    .returning();
  if (!row) notFound();
  await recordActivity(ctx.db, {
    teamId: row.teamId,
    actor: actorOf(ctx.caller),
    action: "qr.deleted",
    targetId: row.id,
  });
  await syncEdge(ctx, row);
}
