// A code's image: its short URL encoded with the stored style, overridden per request by query parameters,
// refused (422) when the result would not scan. SVG, or PNG rendered in the Worker.
import { sha256Hex } from "@qr/core/hash";
import type { QrStyle } from "@qr/qr";
import { validationFailed } from "../errors/api-error.ts";
import { toQrCode } from "../qr/qr-code.ts";
import { findVisibleCode } from "../qr/repository.ts";
import type { RequestContext } from "../request-context.ts";
import { drawCode, styleSources } from "./draw-code.ts";
import { svgToPng } from "./png.ts";

export interface ImageRequest extends Partial<QrStyle> {
  format: "svg" | "png";
  size: number;
  logo_id?: string | undefined;
}

export interface RenderedImage {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  filename: string;
}

export async function renderQrImage(
  ctx: RequestContext,
  id: string,
  request: ImageRequest,
): Promise<RenderedImage> {
  const row = await findVisibleCode(ctx.db, ctx.caller.teamId, id);
  const code = toQrCode(row, ctx.scanBaseUrl);
  const { format, size, ...overrides } = request;
  const sources = styleSources(ctx.db, ctx.files, ctx.caller.teamId);
  const image = await drawCode(sources, row, code.short_url, size, overrides);
  if (!image.ok)
    throw validationFailed(image.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
  return {
    body: format === "png" ? await svgToPng(image.svg, size) : image.svg,
    contentType: format === "png" ? "image/png" : "image/svg+xml",
    etag: `"${(await sha256Hex(JSON.stringify([code.short_url, image.style, size, format, image.logoSha256]))).slice(0, 32)}"`,
    filename: `qr-${code.slug}.${format}`,
  };
}
