// Reads one QR code of the caller's team; another team's code is as absent as one that never existed.
import { schema } from "@qr/db";
import { NotFound } from "../errors.ts";
import { type QrCode, type QrCodeRow, type QrContext, toQrCode } from "./qr-code.ts";
import { visibleCode } from "./update-qr-code.ts";

export async function getQrCode(ctx: QrContext, id: string): Promise<QrCode> {
  return toQrCode(await findVisibleCode(ctx, id), ctx.scanBaseUrl);
}

/** The row of a code the caller's team can see, or NotFound. */
export async function findVisibleCode(ctx: QrContext, id: string): Promise<QrCodeRow> {
  const [row] = await ctx.db.select().from(schema.qrCodes).where(visibleCode(ctx.teamId, id)).limit(1);
  if (!row) throw new NotFound("No QR code with this id.");
  return row;
}
