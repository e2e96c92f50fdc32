// A team's folders: list those the caller may see, make one, rename or describe it, change what members have
// without an access of their own, delete an empty one. Seeing a folder is reaching it (reach.ts): a folder the
// caller has no access to is a 404, as another team's is. Changing one needs `owner` access to it (team owners
// and admins have it everywhere). Each change is in the activity log, written by the change's own statement.
import type { FolderAccess } from "@qr/core/folder-access";
import { newId } from "@qr/core/ids";
import { type FolderRow, rowsOf, schema } from "@qr/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { assertMay } from "../../access/auth/require-permission.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { constraintOf } from "../../lib/log.ts";
import type { CallerContext } from "../../request-context.ts";
import { assertFolderReached, folderColumns, folderNotFound, seen } from "./folder-reads.ts";
import { reachesEveryFolder } from "./reach.ts";
import { MAX_FOLDERS_PER_TEAM } from "./schemas.ts";

const { folders, folderMembers, qrCodes, webhookEndpoints } = schema;

export interface FolderInput {
  name?: string | undefined;
  description?: string | null | undefined;
  member_access?: FolderAccess | undefined;
}

export function toFolder(row: FolderRow & { access: FolderAccess; codeCount: number }) {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    description: row.description,
    member_access: row.memberAccess,
    access: row.access,
    code_count: row.codeCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listFolders(ctx: CallerContext) {
  const rows = await ctx.db
    .select(folderColumns(ctx.caller))
    .from(folders)
    .where(seen(ctx.caller))
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id))
    .limit(MAX_FOLDERS_PER_TEAM);
  return { data: rows.map(toFolder) };
}

export async function getFolder(ctx: CallerContext, id: string) {
  const [row] = await ctx.db
    .select(folderColumns(ctx.caller))
    .from(folders)
    .where(seen(ctx.caller, "view", id));
  if (!row) folderNotFound();
  return toFolder(row);
}

export async function createFolder(
  ctx: CallerContext,
  input: Required<Pick<FolderInput, "name">> & FolderInput,
) {
  assertMay(ctx.caller, "qr:write");
  if (ctx.caller.folderIds !== null) {
    throw new ApiError("folder_access_insufficient", "An API key limited to folders cannot make folders.");
  }
  const teamId = ctx.caller.teamId;
  const id = newId("folder", ctx.now());
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(folders)
      .select(
        sql`select ${id}, ${teamId}, ${input.name}, ${input.description ?? null},
          ${input.member_access ?? "none"}::folder_access, now(), now()
          where (select count(*) from ${folders} where ${folders.teamId} = ${teamId}) < ${MAX_FOLDERS_PER_TEAM}`,
      )
      .onConflictDoNothing()
      .returning(),
  );
  // Whoever makes a folder owns it (a team owner or admin reaches it anyway).
  const owned = ctx.db.$with("owned").as(
    ctx.db
      .insert(folderMembers)
      .select(
        sql`select ${created.id}, ${teamId}, ${ctx.caller.userId}, 'owner'::folder_access, now(), now(), false
          from ${created} where ${!reachesEveryFolder(ctx.caller)}`,
      )
      .returning({ folderId: folderMembers.folderId }),
  );
  const [row] = await ctx.db
    .with(created, owned, logged(ctx, created, "folder.created"))
    .select({ id: created.id })
    .from(created)
    .catch(rethrowNameTaken);
  if (row) return getFolder(ctx, row.id);
  const [same] = await ctx.db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.teamId, teamId), eq(sql`lower(${folders.name})`, input.name.toLowerCase())));
  if (same) throw nameTaken();
  throw new ApiError("folder_limit_reached", `A team has at most ${MAX_FOLDERS_PER_TEAM} folders.`);
}

export async function updateFolder(ctx: CallerContext, id: string, input: FolderInput) {
  const updated = ctx.db.$with("updated").as(
    ctx.db
      .update(folders)
      .set({
        name: input.name,
        description: input.description,
        memberAccess: input.member_access,
        updatedAt: new Date(ctx.now()),
      })
      .where(seen(ctx.caller, "manage", id))
      .returning(),
  );
  const [row] = await ctx.db
    .with(updated, logged(ctx, updated, "folder.updated"))
    .select({ id: updated.id })
    .from(updated)
    .catch(rethrowNameTaken);
  if (!row) await assertFolderReached(ctx, id, "manage");
  return getFolder(ctx, id);
}

/**
 * Deletes a folder with no live code in it (deleted codes leave it with it) that no webhook endpoint's filter
 * names: a code never falls out of a folder into everyone's sight, and a filter never widens to every code.
 */
export async function deleteFolder(ctx: CallerContext, id: string): Promise<void> {
  const teamId = ctx.caller.teamId;
  const live = sql`exists (select 1 from ${qrCodes} c where c.team_id = ${teamId} and c.folder_id = ${id}
    and c.status <> 'deleted')`;
  const named = sql`exists (select 1 from ${webhookEndpoints} w where w.team_id = ${teamId}
    and w.filter -> 'folders' ? ${id})`;
  // The foreign key from codes is checked at the statement's end, after the deleted codes left the folder.
  const unfiled = ctx.db.$with("unfiled").as(
    ctx.db
      .update(qrCodes)
      .set({ folderId: null })
      .where(
        and(
          eq(qrCodes.teamId, teamId),
          eq(qrCodes.folderId, id),
          eq(qrCodes.status, "deleted"),
          sql`not ${live} and not ${named}`,
        ),
      )
      .returning({ id: qrCodes.id }),
  );
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(folders)
      .where(and(seen(ctx.caller, "manage", id), sql`not ${live} and not ${named}`))
      .returning(),
  );
  const [row] = await ctx.db
    .with(unfiled, deleted, logged(ctx, deleted, "folder.deleted"))
    .select({ id: deleted.id })
    .from(deleted);
  if (row) return;
  await assertFolderReached(ctx, id, "manage");
  const [holds] = await rowsOf<{ live: boolean; named: boolean }>(
    ctx.db,
    sql`select ${live} as live, ${named} as named`,
  );
  if (holds?.live) {
    throw new ApiError(
      "folder_not_empty",
      "The folder still holds live codes: move them out (POST /api/v1/qr/move) or delete them first.",
    );
  }
  if (holds?.named) {
    throw new ApiError(
      "folder_in_use",
      "Webhook endpoints filter by this folder: change their filter, or delete them, first.",
    );
  }
  return deleteFolder(ctx, id);
}

function logged(
  ctx: CallerContext,
  from: Parameters<typeof changeLog>[1]["from"] & { id: unknown; name: unknown; memberAccess: unknown },
  action: "folder.created" | "folder.updated" | "folder.deleted",
) {
  return changeLog(ctx.db, {
    from,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: sql`${from.id}`,
    details: sql`jsonb_build_object('name', ${from.name}, 'member_access', ${from.memberAccess})`,
  });
}

function rethrowNameTaken(error: unknown): never {
  if (constraintOf(error) === "folders_team_name_key") throw nameTaken();
  throw error;
}

function nameTaken() {
  return new ApiError("folder_exists", "The team already has a folder of this name.");
}
