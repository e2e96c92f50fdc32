// Which QR code rows a team can reach: its own, never deleted ones. Every read and write by id goes through
// here, so another team's code is as absent as one that never existed.
import { type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { ApiError } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";

/** A code of this team that has not been deleted: the only kind the API shows. */
export function visibleCode(teamId: string, id: string) {
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
 * A row's revision: PostgreSQL's xmin, which every write of the row changes. A change computed from a row read
 * earlier is written only `unchangedSince` its revision (optimistic concurrency: no lock is held between round
 * trips); if another write came first, the change is computed again from the newer row.
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

export function unchangedSince(id: string, read: string) {
  return and(eq(schema.qrCodes.id, id), sql`${revision} = ${read}`);
}

/**
 * Makes a change computed from a code as read, written only if the row is unchanged (`attempt` answers undefined
 * when it was not): if another write came first, the change is made again under the row's lock, on a connection
 * that can hold it (RequestContext.serialized), so racing writers wait their turn instead of failing.
 */
export async function changeCode<T>(
  ctx: Pick<RequestContext, "serialized">,
  id: string,
  attempt: (locked?: RequestDatabase) => Promise<T | undefined>,
): Promise<T> {
  const written = await attempt();
  if (written !== undefined) return written;
  return ctx.serialized(async (db) => {
    await db
      .select({ id: schema.qrCodes.id })
      .from(schema.qrCodes)
      .where(eq(schema.qrCodes.id, id))
      .for("update");
    const again = await attempt(db);
    if (again === undefined) throw new Error("a locked code changed under its lock");
    return again;
  });
}

export function notFound(): never {
  throw new ApiError("qr_not_found", "No QR code with this id.");
}
