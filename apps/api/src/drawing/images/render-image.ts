// A code's image: its short URL encoded with the stored style, overridden per request by query parameters,
// refused (422) when the result would not scan. SVG drawn here; PNG, and vector PDF and EPS for print, encoded by
// the render worker (apps/render).
import { sha256Hex } from "@qr/core/hash";
import { inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { DRAWING_VERSION, type QrStyle } from "@qr/qr";
import { RENDERER_VERSIONS, type RendererRpc } from "@qr/qr/renderer";
import { and, eq, or, sql } from "drizzle-orm";
import type { Reach } from "../../codes/folders/reach.ts";
import { toQrCode } from "../../codes/qr/qr-code.ts";
import { notFound, visibleCode } from "../../codes/qr/repository.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";
import { drawCode, storedStyleSources } from "./draw-code.ts";

export type ImageFormat = "svg" | "png" | "pdf" | "eps";

const CONTENT_TYPES: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  pdf: "application/pdf",
  eps: "application/postscript",
};

export interface ImageRequest extends Partial<QrStyle> {
  format: ImageFormat;
  size: number;
  logo_id?: string | undefined;
}

export interface DrawnImage {
  contentType: string;
  /**
   * From what the image is drawn from (content, resolved style, size, format, logo) and how (the drawing's
   * version, the renderers' versions): known before it is encoded.
   */
  etag: string;
  filename: string;
  /** The file's bytes (SVG text as is): encoded only when asked, so a revalidation (304) rasterises no PNG. */
  encode(): Promise<string | Uint8Array<ArrayBuffer>>;
}

export async function drawQrImage(
  ctx: RequestContext,
  id: string,
  request: ImageRequest,
): Promise<DrawnImage> {
  const { format, size, ...overrides } = request;
  const [[row], designs, logos] = await inOneTrip(ctx.db, (db) =>
    drawingReads(db, ctx.caller, id, overrides.logo_id),
  );
  if (!row) notFound();
  const code = toQrCode(row, ctx.scanBaseUrl);
  const sources = storedStyleSources(ctx.files, designs, logos);
  const image = await drawCode(sources, row, code.qr_content, size, overrides);
  if (!image.ok)
    throw validationFailed(image.errors.map((e) => ({ path: `query.${e.path}`, message: e.message })));
  const drawnFrom = [
    DRAWING_VERSION,
    RENDERER_VERSIONS,
    code.qr_content,
    image.style,
    size,
    format,
    image.logoSha256,
  ];
  return {
    encode: () => encoded(ctx.renderer, format, image, code.qr_content, size),
    contentType: CONTENT_TYPES[format],
    etag: `"${(await sha256Hex(JSON.stringify(drawnFrom))).slice(0, 32)}"`,
    filename: `qr-${code.slug}.${format}`,
  };
}

async function encoded(
  renderer: RendererRpc,
  format: ImageFormat,
  image: { svg: string; style: QrStyle; logoSha256: string | undefined },
  content: string,
  sizePx: number,
): Promise<string | Uint8Array<ArrayBuffer>> {
  if (format === "svg") return image.svg;
  const { svg, style, logoSha256 } = image;
  return renderer.encodeImage({ format, svg, style, logoSha256, content, sizePx });
}

/** The code, and the designs and logos its image may draw (its design or the team default; their logos and the
 * one asked for), read together. */
function drawingReads(db: RequestDatabase, reach: Reach, id: string, logoId: string | undefined) {
  const { qrCodes, designs, logos } = schema;
  const { teamId } = reach;
  const code = visibleCode(reach, id);
  const codeDesign = sql`(select ${qrCodes.designId} from ${qrCodes} where ${code})`;
  const drawnDesigns = and(
    eq(designs.teamId, teamId),
    or(eq(designs.isDefault, true), sql`${designs.id} = ${codeDesign}`),
  );
  return [
    db.select().from(qrCodes).where(code).limit(1),
    db.select().from(designs).where(drawnDesigns),
    db
      .select()
      .from(logos)
      .where(
        and(
          eq(logos.teamId, teamId),
          or(
            logoId === undefined ? undefined : eq(logos.id, logoId),
            sql`${logos.id} = (select ${qrCodes.style} ->> 'logo_id' from ${qrCodes} where ${code})`,
            sql`${logos.id} in (select ${designs.style} ->> 'logo_id' from ${designs} where ${drawnDesigns})`,
          ),
        ),
      ),
  ] as const;
}
