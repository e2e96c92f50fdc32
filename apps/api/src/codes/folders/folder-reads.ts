// Reads of folders every part that takes a folder asks through: the caller's access to folders (reach.ts's rule),
// whether a new code may go in one, and the 404 or 403 of one out of reach.
import type { FolderAccess } from "@qr/core/folder-access";
import { schema } from "@qr/db";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { accessColumn, type Reach, withinReach } from "./reach.ts";

const { folders, qrCodes } = schema;

/** A folder's columns with the caller's access and its live codes' count. */
export function folderColumns(reach: Reach) {
  return {
    id: folders.id,
    teamId: folders.teamId,
    name: folders.name,
    description: folders.description,
    memberAccess: folders.memberAccess,
    createdAt: folders.createdAt,
    updatedAt: folders.updatedAt,
    access: accessColumn(reach, folders.id).mapWith((value) => value as FolderAccess),
    // Written out: drizzle names a column of the outer table without its table inside a subquery.
    codeCount: sql<number>`(select count(*) from ${qrCodes} c
      where c.folder_id = "folders"."id" and c.status <> 'deleted')::int`.mapWith(Number),
  };
}

/** The team's folders the caller may see for the need. */
export function seen(reach: Reach, need: "view" | "edit" | "manage" = "view", id?: string): SQL {
  return and(
    eq(folders.teamId, reach.teamId),
    id === undefined ? undefined : eq(folders.id, id),
    withinReach(reach, need, sql`${folders.id}`),
  ) as SQL;
}

/**
 * The folder a new code goes in: the one named, if the caller may put codes there (`editor` or more); a key
 * limited to one folder puts codes there when the request names none. A 404 for a folder the caller cannot see,
 * a 403 otherwise.
 */
export async function folderForNewCodes(ctx: CallerContext, folderId: string | null | undefined) {
  const reached = await foldersReached(ctx, folderId ? [folderId] : []);
  const folder = folderOfNewCode(ctx.caller, folderId, reached);
  if (typeof folder === "string" || folder === null) return folder;
  if (folder.seen) throw new ApiError("folder_access_insufficient", folder.problem);
  return folderNotFound();
}

/** The caller's access to each of these folders it may see (and to those its key is limited to). */
export async function foldersReached(ctx: CallerContext, named: readonly string[]) {
  const ids = [...named, ...(ctx.caller.folderIds ?? [])];
  if (ids.length === 0) return new Map<string, FolderAccess>();
  const rows = await ctx.db
    .select({ id: folders.id, access: folderColumns(ctx.caller).access })
    .from(folders)
    .where(and(seen(ctx.caller), inArray(folders.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.access]));
}

/** folderForNewCodes for one row among others (a bulk create): the folder, or what is wrong with it. */
export function folderOfNewCode(
  caller: Reach,
  folderId: string | null | undefined,
  reached: ReadonlyMap<string, FolderAccess>,
): string | null | { seen: boolean; problem: string } {
  const limited = caller.folderIds;
  if (folderId === undefined && limited?.length === 1) folderId = limited[0];
  if (folderId === undefined || folderId === null) {
    if (limited === null) return null;
    return {
      seen: true,
      problem: "this API key is limited to folders: name the folder (`folder_id`) the code goes in",
    };
  }
  const access = reached.get(folderId);
  if (access === undefined) return { seen: false, problem: "no folder with this id that you can see" };
  if (!withinNeed(access, "edit")) {
    return {
      seen: true,
      problem: "your access to this folder is to view it: an editor can make codes in it",
    };
  }
  return folderId;
}

/** Throws unless the caller reaches the folder for the need: a 404 when it cannot see it, else a 403. */
export async function assertFolderReached(ctx: CallerContext, id: string, need: "edit" | "manage") {
  const [row] = await ctx.db
    .select({ access: folderColumns(ctx.caller).access })
    .from(folders)
    .where(seen(ctx.caller, "view", id));
  if (!row) folderNotFound();
  if (!withinNeed(row.access, need)) throw notEnough(need);
}

function withinNeed(access: FolderAccess, need: "edit" | "manage"): boolean {
  return need === "edit" ? access === "editor" || access === "owner" : access === "owner";
}

export function notEnough(need: "edit" | "manage"): ApiError {
  return new ApiError(
    "folder_access_insufficient",
    need === "edit"
      ? "Your access to this folder is to view it: an editor or owner of the folder can change its codes."
      : "Managing a folder (its name, its access, deleting it) needs owner access to it, or a team owner or admin.",
  );
}

export function folderNotFound(): never {
  throw new ApiError("folder_not_found", "No folder with this id.");
}
