// POST /qr/{id}/print-check: a photo of the printed code, its header read and bounded here, then read, measured and
// judged by the render worker (apps/render/src/print-check).
import { DEFAULT_STYLE } from "@qr/qr";
import type { PrintVerdict } from "@qr/qr/renderer";
import { toQrCode } from "../../codes/qr/qr-code.ts";
import { findVisibleCode } from "../../codes/qr/repository.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import { rasterHeader } from "../../lib/raster-header.ts";
import type { RequestContext } from "../../request-context.ts";

/** Phones save 12 megapixels by default; larger photos are refused before they are decoded. */
export const MAX_PHOTO_PIXELS = 16_000_000;

export async function checkPrintedCode(
  ctx: Pick<RequestContext, "db" | "caller" | "scanBaseUrl" | "renderer">,
  id: string,
  photo: Uint8Array,
  printedWidthMm: number | undefined,
): Promise<PrintVerdict> {
  const row = await findVisibleCode(ctx.db, ctx.caller, id);
  const code = toQrCode(row, ctx.scanBaseUrl);
  const header = photoHeader(photo);
  const style = row.style as { logo_id?: string | null; logo_size?: number; margin?: number } | null;
  const answer = await ctx.renderer.checkPrint({
    photo,
    ...header,
    content: code.qr_content,
    printedWidthMm,
    logoSize: style?.logo_id ? (style.logo_size ?? DEFAULT_STYLE.logo_size) : undefined,
    margin: style?.margin ?? DEFAULT_STYLE.margin,
  });
  if (!answer.ok) throw refused(answer.problem);
  return answer.verdict;
}

/** The photo's type and size from its header alone: a decompression bomb is refused before anything decodes it. */
function photoHeader(bytes: Uint8Array) {
  const size = rasterHeader(bytes);
  if (!size) throw refused("is not a PNG or JPEG image (HEIC: share the photo as JPEG, as phones offer)");
  if ("problem" in size || size.width < 1 || size.height < 1) {
    throw refused("has an image header that cannot be read");
  }
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    throw refused(
      `is ${size.width} × ${size.height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are read (a phone's default photo is 12)`,
    );
  }
  return size;
}

function refused(message: string) {
  return validationFailed([{ path: "(body)", message: `the photo ${message}` }]);
}
