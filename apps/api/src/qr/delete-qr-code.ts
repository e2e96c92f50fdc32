// Deletes a QR code: the row stays as a tombstone so its slug is never reused, and scans of it get 410.
import { schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { NotFound } from "../errors.ts";
import type { QrContext } from "./qr-code.ts";
import { syncEdge } from "./sync.ts";
import { visibleCode } from "./update-qr-code.ts";

export async function deleteQrCode(ctx: QrContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .update(schema.qrCodes)
    .set({
      status: "deleted",
      deletedAt: new Date(),
      updatedAt: new Date(),
      version: sql`${schema.qrCodes.version} + 1`,
    })
    .where(visibleCode(ctx.teamId, id))
    .returning();
  if (!row) throw new NotFound("No QR code with this id.");
  await syncEdge(ctx, row);
}
