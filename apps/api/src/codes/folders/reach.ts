// The one rule of which codes a caller reaches by their folder, as a condition every read and write of codes
// carries (repository.ts, code-filters.ts, change-statement.ts): the database function folder_access_of
// (migration 0038) gives the caller's access to a code's folder. Team owners and admins whose credential is not
// limited to folders reach every code, so their statements carry no condition at all.
import { FOLDER_NEEDS, type FolderNeed } from "@qr/core/folder-access";
import type { Role } from "@qr/core/permissions";
import { schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Caller } from "../../access/auth/caller.ts";

/** What decides a caller's reach. */
export type Reach = Pick<Caller, "teamId" | "userId" | "role" | "folderIds">;

/** The whole team, as the service itself acts on it (the cron, a team's deletion). */
export function wholeTeam(teamId: string): Reach {
  return { teamId, userId: "system", role: "owner", folderIds: null };
}

/** Whether no folder can hide a code from the caller. */
export function reachesEveryFolder(reach: Reach): boolean {
  return reach.folderIds === null && (reach.role === "owner" || reach.role === "admin");
}

/**
 * The condition that the caller's access to the folder in `folderColumn` (a code's, by default) meets the need;
 * undefined when every code meets it. The values may be placeholders (statementByShape), with `everyFolder` the
 * shape's choice.
 */
export function withinReach(
  reach: Reach,
  need: FolderNeed = "view",
  folderColumn: SQL | AnyPgColumn = schema.qrCodes.folderId,
): SQL | undefined {
  if (reachesEveryFolder(reach)) return undefined;
  return accessOf(folderColumn, { ...reach, folderIds: folderIdsParam(reach.folderIds) }, need);
}

/** withinReach as a condition that is always there (`true` for a caller who reaches everything). */
export function withinReachOrTrue(reach: Reach, need: FolderNeed = "view", folderColumn?: SQL): SQL {
  return withinReach(reach, need, folderColumn) ?? sql`true`;
}

/**
 * A key's folders as one parameter (a text[] literal): drizzle would send an array as a list of parameters. Ids
 * are letters, digits and `_` only, so the literal needs no quoting.
 */
export function folderIdsParam(folderIds: readonly string[] | null): string | null {
  if (folderIds === null) return null;
  if (!folderIds.every((id) => /^\w+$/.test(id))) throw new Error("a folder id that is not one");
  return `{${folderIds.join(",")}}`;
}

/** The condition with values that may be placeholders: for a statement built once per shape. */
export function accessOf(
  folderColumn: unknown,
  who: { userId: unknown; role: unknown; folderIds: unknown },
  need: FolderNeed,
): SQL {
  return sql`folder_access_of(${folderColumn}, ${who.userId}, ${who.role}::member_role, ${who.folderIds}::text[])
    >= ${FOLDER_NEEDS[need]}::folder_access`;
}

/** The caller's access to a code's folder, as a column (`owner` for a caller who reaches everything). */
export function accessColumn(reach: Reach, folderColumn: SQL | AnyPgColumn): SQL<string> {
  if (reachesEveryFolder(reach)) return sql<string>`'owner'`;
  return sql<string>`folder_access_of(${folderColumn}, ${reach.userId}, ${reach.role satisfies Role}::member_role,
    ${folderIdsParam(reach.folderIds)}::text[])::text`;
}
