// Which team role each of the identity provider's groups gives (owners and admins map them); a change is applied
// to the group's members at once, in the same transaction as its audit entry.
import { inOneTrip, schema } from "@qr/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { activityEntry, actorOf } from "../activity/record-activity.ts";
import { ownTeam } from "../auth/own-team.ts";
import { membershipsOf } from "./scim-people.ts";

const { scimGroups, scimGroupMembers } = schema;

export async function listScimGroups(ctx: CallerContext, teamId: string) {
  ownTeam(ctx, teamId);
  const rows = await ctx.db
    .select({
      id: scimGroups.id,
      displayName: scimGroups.displayName,
      role: scimGroups.role,
      members: sql<number>`(select count(*)::int from ${scimGroupMembers} m where m.group_id = ${scimGroups.id})`,
    })
    .from(scimGroups)
    .where(eq(scimGroups.teamId, teamId))
    .orderBy(asc(sql`lower(${scimGroups.displayName})`))
    .limit(1000);
  return {
    data: rows.map((row) => ({
      id: row.id,
      display_name: row.displayName,
      members: Number(row.members),
      role: row.role === "owner" ? null : row.role,
    })),
  };
}

export async function setScimGroupRole(
  ctx: CallerContext,
  teamId: string,
  groupId: string,
  role: "admin" | "member" | "viewer" | null,
) {
  ownTeam(ctx, teamId);
  const named = and(eq(scimGroups.teamId, teamId), eq(scimGroups.id, groupId));
  const [group] = await ctx.db.select({ id: scimGroups.id }).from(scimGroups).where(named);
  if (!group) throw new ApiError("scim_group_not_found", "No SCIM group with this id in the team.");
  const members = await ctx.db
    .select({ id: scimGroupMembers.scimUserId })
    .from(scimGroupMembers)
    .where(eq(scimGroupMembers.groupId, groupId));
  await inOneTrip(ctx.db, (db) => [
    db
      .update(scimGroups)
      .set({ role, updatedAt: new Date(ctx.now()) })
      .where(named),
    ...membershipsOf(
      db,
      teamId,
      members.map((m) => m.id),
    ),
    activityEntry(db, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "scim.group_updated",
      targetId: groupId,
      details: { role },
    }),
  ]);
  return (await listScimGroups(ctx, teamId)).data.find((row) => row.id === groupId);
}
