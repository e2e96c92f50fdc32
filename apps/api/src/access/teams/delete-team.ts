// Deletes a team: its row stays (deleted_at) so its codes' slugs are never reused; its codes become deleted
// (scans get 410 once the edge sync or the cron has written their records), its keys stop working at once, and
// its branded domains are released (the cron takes them off the edge and Cloudflare). One transaction, in one
// round trip.
import { machineTime } from "@qr/core/clock";
import { inOneTrip, type RequestDatabase, schema, type VersionActor } from "@qr/db";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type Actor, activityEntry } from "../activity/record-activity.ts";

export async function deleteTeam(db: RequestDatabase, teamId: string, actor: Actor): Promise<void> {
  const now = new Date(machineTime());
  // The versions' history names who, never from where.
  const by: VersionActor =
    actor.kind === "user" || actor.kind === "key" ? { kind: actor.kind, id: actor.id } : { kind: "system" };
  await inOneTrip(db, (tx) => [
    activityEntry(tx, { teamId, actor, action: "team.deleted", targetId: teamId }),
    tx.update(schema.teams).set({ deletedAt: now, updatedAt: now }).where(eq(schema.teams.id, teamId)),
    // Each code's version moves ahead of KV: the rows are the edge-sync outbox the cron drains.
    tx
      .update(schema.qrCodes)
      .set({
        status: "deleted",
        deletedAt: now,
        updatedAt: now,
        version: sql`${schema.qrCodes.version} + 1`,
        lastChange: { kind: "deleted", by },
      })
      .where(and(eq(schema.qrCodes.teamId, teamId), ne(schema.qrCodes.status, "deleted"))),
    tx
      .update(schema.apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(schema.apiKeys.teamId, teamId), isNull(schema.apiKeys.revokedAt))),
    tx.delete(schema.memberships).where(eq(schema.memberships.teamId, teamId)),
    tx
      .update(schema.domains)
      .set({
        status: "removed",
        isDefault: false,
        nextCheckAt: now,
        updatedAt: now,
        version: sql`${schema.domains.version} + 1`,
      })
      .where(and(eq(schema.domains.teamId, teamId), ne(schema.domains.status, "removed"))),
  ]);
}
