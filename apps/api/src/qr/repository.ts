// Which QR code rows a team can reach: its own, never deleted ones. Every read and write by id goes through
// here, so another team's code is as absent as one that never existed.
import { type Database, type QrCodeRow, schema } from "@qr/db";
import { and, eq, ne } from "drizzle-orm";
import { ApiError } from "../errors/api-error.ts";

/** A code of this team that has not been deleted: the only kind the API shows. */
export function visibleCode(teamId: string, id: string) {
  return and(
    eq(schema.qrCodes.id, id),
    eq(schema.qrCodes.teamId, teamId),
    ne(schema.qrCodes.status, "deleted"),
  );
}

/** The row of a code the team can see, or a 404. */
export async function findVisibleCode(db: Database, teamId: string, id: string): Promise<QrCodeRow> {
  const [row] = await db.select().from(schema.qrCodes).where(visibleCode(teamId, id)).limit(1);
  return row ?? notFound();
}

export function notFound(): never {
  throw new ApiError("qr_not_found", "No QR code with this id.");
}
