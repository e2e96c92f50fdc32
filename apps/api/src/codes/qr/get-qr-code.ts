// Reads one QR code of the caller's team.
import type { RequestContext } from "../../request-context.ts";
import { type QrCode, toQrCode } from "./qr-code.ts";
import { findVisibleCode } from "./repository.ts";

export async function getQrCode(ctx: RequestContext, id: string): Promise<QrCode> {
  return toQrCode(await findVisibleCode(ctx.db, ctx.caller, id), ctx.scanBaseUrl);
}
