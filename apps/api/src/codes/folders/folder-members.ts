// Who has which access to a folder: every member of the team, with their own access or else the folder's
// `member_access` (team owners and admins: `owner`, always). Setting or removing a member's own access needs
// `owner` access to the folder; each change is in the activity log, written by the change's own statement.
import type { FolderAccess } from "@qr/core/folder-access";
import { schema } from "@qr/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { assertFolderReached } from "./folder-reads.ts";

const { folders, folderMembers, memberships, users } = schema;

export async function listFolderMembers(ctx: CallerContext, folderId: string) {
  await assertFolderReached(ctx, folderId, "manage");
  const rows = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: memberships.role,
      own: folderMembers.access,
      memberAccess: folders.memberAccess,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(folders, eq(folders.id, folderId))
    .leftJoin(folderMembers, and(eq(folderMembers.folderId, folderId), eq(folderMembers.userId, users.id)))
    .where(eq(memberships.teamId, ctx.caller.teamId))
    .orderBy(asc(users.email));
  return {
    data: rows.map((row) => {
      const everyFolder = row.role === "owner" || row.role === "admin";
      return {
        user_id: row.userId,
        email: row.email,
        name: row.name,
        role: row.role,
        access: everyFolder ? ("owner" as const) : (row.own ?? row.memberAccess),
        own: !everyFolder && row.own !== null,
      };
    }),
  };
}

/** Gives a member of the team their own access to the folder (replacing the one they had). */
export async function setFolderAccess(
  ctx: CallerContext,
  folderId: string,
  userId: string,
  access: FolderAccess,
) {
  await assertFolderReached(ctx, folderId, "manage");
  const teamId = ctx.caller.teamId;
  const [member] = await ctx.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.userId, userId)));
  if (!member) throw new ApiError("member_not_found", "No member of this team with this id.");
  if (member.role === "owner" || member.role === "admin") {
    throw validationFailed([
      {
        path: "user_id",
        message: `a team ${member.role} reaches every folder: their access cannot be narrowed`,
      },
    ]);
  }
  const set = ctx.db.$with("set").as(
    ctx.db
      .insert(folderMembers)
      .values({ folderId, teamId, userId, access })
      .onConflictDoUpdate({
        target: [folderMembers.folderId, folderMembers.userId],
        // A person's choice: the identity provider's groups no longer decide this member's access here.
        set: { access, fromScim: false, updatedAt: new Date(ctx.now()) },
      })
      .returning(),
  );
  await ctx.db
    .with(set, logged(ctx, set, folderId, userId, sql`${set.access}::text`))
    .select()
    .from(set);
  return { user_id: userId, access };
}

/** Takes a member's own access away: they have the folder's `member_access` again. */
export async function removeFolderAccess(ctx: CallerContext, folderId: string, userId: string) {
  await assertFolderReached(ctx, folderId, "manage");
  const removed = ctx.db.$with("removed").as(
    ctx.db
      .delete(folderMembers)
      .where(
        and(
          eq(folderMembers.teamId, ctx.caller.teamId),
          eq(folderMembers.folderId, folderId),
          eq(folderMembers.userId, userId),
        ),
      )
      .returning(),
  );
  const [row] = await ctx.db
    .with(removed, logged(ctx, removed, folderId, userId, sql`null`))
    .select()
    .from(removed);
  if (!row) throw new ApiError("member_not_found", "This member has no access of their own to the folder.");
}

function logged(
  ctx: CallerContext,
  from: Parameters<typeof changeLog>[1]["from"],
  folderId: string,
  userId: string,
  access: ReturnType<typeof sql>,
) {
  return changeLog(ctx.db, {
    from,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "folder.access_changed",
    targetId: folderId,
    details: sql`jsonb_build_object('user_id', ${userId}::text, 'access', ${access})`,
  });
}
