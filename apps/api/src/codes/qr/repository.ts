// Which QR code rows a caller can reach: its team's own, never deleted ones, in the folders it may see
// (folders/reach.ts). Every read and write by id goes through here, so another team's code, or one in a folder
// the caller has no access to, is as absent as one that never existed.
import type { FolderAccess, FolderNeed } from "@qr/core/folder-access";
import { type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, getTableColumns, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import { accessColumn, accessOf, type Reach, withinReach } from "../folders/reach.ts";

/** A code the caller reaches for the need (seeing it, by default) that has not been deleted. */
export function visibleCode(reach: Reach, id: string, need: FolderNeed = "view"): SQL {
  return and(
    eq(schema.qrCodes.id, id),
    eq(schema.qrCodes.teamId, reach.teamId),
    ne(schema.qrCodes.status, "deleted"),
    withinReach(reach, need),
  ) as SQL;
}

/** visibleCode with placeholders (statementByShape); `everyFolder` is the shape's choice (reachesEveryFolder). */
export function visibleCodeOfShape(
  v: {
    teamId: Placeholder;
    qrId: Placeholder;
    userId: Placeholder;
    role: Placeholder;
    folderIds: Placeholder;
  },
  everyFolder: boolean,
): SQL {
  return and(
    eq(schema.qrCodes.id, v.qrId),
    eq(schema.qrCodes.teamId, v.teamId),
    ne(schema.qrCodes.status, "deleted"),
    everyFolder ? undefined : accessOf(schema.qrCodes.folderId, v, "view"),
  ) as SQL;
}

/** The read of a code the caller can see (to send alone, or beside other reads in one trip). */
export function visibleCodeRead(db: RequestDatabase, reach: Reach, id: string) {
  return db.select().from(schema.qrCodes).where(visibleCode(reach, id)).limit(1);
}

/** The row of a code the caller can see, or a 404. */
export async function findVisibleCode(db: RequestDatabase, reach: Reach, id: string): Promise<QrCodeRow> {
  const [row] = await visibleCodeRead(db, reach, id);
  return row ?? notFound();
}

/**
 * A row's revision: PostgreSQL's xmin, which every write of the row changes. A change planned from a row read
 * earlier is written only if the row is still at its revision (optimistic concurrency: no lock is held between
 * round trips); if another write came first, the change is planned again from the newer row (change/).
 */
const revision = sql<string>`${schema.qrCodes}.xmin::text`;

/** The read of a code the caller can see, with its revision and the caller's access to its folder. */
export function visibleCodeForChange(db: RequestDatabase, reach: Reach, id: string) {
  return db
    .select({
      ...getTableColumns(schema.qrCodes),
      revision,
      folderAccess: accessColumn(reach, schema.qrCodes.folderId).mapWith((value) => value as FolderAccess),
    })
    .from(schema.qrCodes)
    .where(visibleCode(reach, id))
    .limit(1);
}

/** Why a change of a code the caller could not change wrote nothing: a 403 if it may see the code, else a 404. */
export async function notChangeable(db: RequestDatabase, reach: Reach, id: string): Promise<never> {
  const [seen] = await db
    .select({ id: schema.qrCodes.id })
    .from(schema.qrCodes)
    .where(visibleCode(reach, id));
  if (seen) throw readOnlyFolder();
  return notFound();
}

export function readOnlyFolder(): ApiError {
  return new ApiError(
    "folder_access_insufficient",
    "Your access to this code's folder is to view it; an editor or owner of the folder can change it.",
  );
}

export function notFound(): never {
  throw new ApiError("qr_not_found", "No QR code with this id.");
}
