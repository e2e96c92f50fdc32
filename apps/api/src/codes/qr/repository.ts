// Which QR code rows a team can reach: its own, never deleted ones. Every read and write by id goes through
// here, so another team's code is as absent as one that never existed.
import { type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, getTableColumns, ne, type Placeholder, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";

/** A code of this team that has not been deleted: the only kind the API shows (placeholders: statementByShape). */
export function visibleCode(teamId: string | Placeholder, id: string | Placeholder) {
  return and(
    eq(schema.qrCodes.id, id),
    eq(schema.qrCodes.teamId, teamId),
    ne(schema.qrCodes.status, "deleted"),
  );
}

/** The read of a code the team can see (to send alone, or beside other reads in one trip). */
export function visibleCodeRead(db: RequestDatabase, teamId: string, id: string) {
  return db.select().from(schema.qrCodes).where(visibleCode(teamId, id)).limit(1);
}

/** The row of a code the team can see, or a 404. */
export async function findVisibleCode(db: RequestDatabase, teamId: string, id: string): Promise<QrCodeRow> {
  const [row] = await visibleCodeRead(db, teamId, id);
  return row ?? notFound();
}

/**
 * A row's revision: PostgreSQL's xmin, which every write of the row changes. A change planned from a row read
 * earlier is written only if the row is still at its revision (optimistic concurrency: no lock is held between
 * round trips); if another write came first, the change is planned again from the newer row (change/).
 */
const revision = sql<string>`${schema.qrCodes}.xmin::text`;

/** The read of a visible code with its revision. */
export function visibleCodeForChange(db: RequestDatabase, teamId: string, id: string) {
  return db
    .select({ ...getTableColumns(schema.qrCodes), revision })
    .from(schema.qrCodes)
    .where(visibleCode(teamId, id))
    .limit(1);
}

export function notFound(): never {
  throw new ApiError("qr_not_found", "No QR code with this id.");
}
