// What each of the identity provider's groups gives: a team role, or access to a folder (owners and admins map
// them); a change is applied to the group's members at once, in the same transaction as its audit entry.
import { inOneTrip, schema } from "@qr/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
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
      folderId: scimGroups.folderId,
      folderAccess: scimGroups.folderAccess,
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
      folder_id: row.folderId,
      folder_access: row.folderId ? row.folderAccess : null,
    })),
  };
}

export type GroupMapping =
  | { role: "admin" | "member" | "viewer" | null }
  | { folder_id: string; folder_access: "viewer" | "editor" | "owner" };

export async function setScimGroupRole(
  ctx: CallerContext,
  teamId: string,
  groupId: string,
  mapping: GroupMapping,
) {
  ownTeam(ctx, teamId);
  const toFolder = "folder_id" in mapping;
  if (toFolder) {
    const [folder] = await ctx.db
      .select({ id: schema.folders.id })
      .from(schema.folders)
      .where(and(eq(schema.folders.teamId, teamId), eq(schema.folders.id, mapping.folder_id)));
    if (!folder)
      throw validationFailed([{ path: "folder_id", message: "no folder of this team has this id" }]);
  }
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
      .set(
        toFolder
          ? {
              role: null,
              folderId: mapping.folder_id,
              folderAccess: mapping.folder_access,
              updatedAt: new Date(ctx.now()),
            }
          : { role: mapping.role, folderId: null, folderAccess: null, updatedAt: new Date(ctx.now()) },
      )
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
      details: toFolder
        ? { folder_id: mapping.folder_id, folder_access: mapping.folder_access }
        : { role: mapping.role },
    }),
  ]);
  return (await listScimGroups(ctx, teamId)).data.find((row) => row.id === groupId);
}
