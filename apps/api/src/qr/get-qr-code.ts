// Reads one QR code of the caller's team; another team's code is as absent as one that never existed.
import { schema } from "@qr/db";
import { NotFound } from "../errors.ts";
import { type QrCode, type QrContext, toQrCode } from "./qr-code.ts";
import { visibleCode } from "./update-qr-code.ts";

export async function getQrCode(ctx: QrContext, id: string): Promise<QrCode> {
  const [row] = await ctx.db.select().from(schema.qrCodes).where(visibleCode(ctx.teamId, id)).limit(1);
  if (!row) throw new NotFound("No QR code with this id.");
  return toQrCode(row, ctx.scanBaseUrl);
}
