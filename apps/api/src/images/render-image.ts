// A code's image: its short URL encoded with the stored style, overridden per request by query parameters,
// refused (422) when the result would not scan. SVG, or PNG rendered in the Worker.
import { sha256Hex } from "@qr/core/hash";
import { DEFAULT_STYLE, type QrStyle, qrSvg } from "@qr/qr";
import { layeredStyle } from "../designs/design-store.ts";
import { validationFailed } from "../errors/api-error.ts";
import { findLogo, logoImage } from "../logos/logo-store.ts";
import { toQrCode } from "../qr/qr-code.ts";
import { findVisibleCode } from "../qr/repository.ts";
import type { RequestContext } from "../request-context.ts";
import { svgToPng } from "./png.ts";

export interface ImageRequest extends Partial<QrStyle> {
  format: "svg" | "png";
  size: number;
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
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const layered = await layeredStyle(ctx.db, ctx.caller.teamId, row);
  const style = { ...DEFAULT_STYLE, ...layered, ...defined } as QrStyle & { logo_id?: string | null };
  const logoId = style.logo_id === "none" ? null : style.logo_id;
  const logo = logoId ? await findLogo(ctx.db, ctx.caller.teamId, logoId) : undefined;
  if (logoId && !logo)
    throw validationFailed([{ path: "query.logo_id", message: "no logo with this id in your team" }]);
  const image = qrSvg(code.short_url, style, size, logo ? await logoImage(ctx.files, logo) : undefined);
  if (!image.ok)
    throw validationFailed(image.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
  return {
    body: format === "png" ? await svgToPng(image.svg, size) : image.svg,
    contentType: format === "png" ? "image/png" : "image/svg+xml",
    etag: `"${(await sha256Hex(JSON.stringify([code.short_url, style, size, format, logo?.sha256]))).slice(0, 32)}"`,
    filename: `qr-${code.slug}.${format}`,
  };
}
