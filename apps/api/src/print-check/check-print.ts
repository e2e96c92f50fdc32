// POST /qr/{id}/print-check: a photo of the printed code, read in the Worker, measured and judged (verdict.ts).

import { DEFAULT_STYLE } from "@qr/qr";
import type { RequestContext } from "../lib/request-context.ts";
import { toQrCode } from "../qr/qr-code.ts";
import { findVisibleCode } from "../qr/repository.ts";
import { readPhoto } from "./photo.ts";
import { readQrCodes } from "./read-code.ts";
import { type Verdict, verdictOf } from "./verdict.ts";

export async function checkPrintedCode(
  ctx: Pick<RequestContext, "db" | "caller" | "scanBaseUrl">,
  id: string,
  photoBytes: Uint8Array,
  printedWidthMm: number | undefined,
): Promise<Verdict> {
  const row = await findVisibleCode(ctx.db, ctx.caller.teamId, id);
  const code = toQrCode(row, ctx.scanBaseUrl);
  const photo = await readPhoto(photoBytes);
  const found = await readQrCodes(photo);
  const style = row.style as { logo_id?: string | null; logo_size?: number; margin?: number } | null;
  const logoSize = style?.logo_id ? (style.logo_size ?? DEFAULT_STYLE.logo_size) : undefined;
  const margin = style?.margin ?? DEFAULT_STYLE.margin;
  return verdictOf(photo, found, code.qr_content, printedWidthMm, logoSize, margin);
}
