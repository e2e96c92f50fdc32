// The print-safety gate for stored styles, the one check every code's and design's style passes: a style that
// would not scan is refused (422, per field), a borderline one is stored and its warnings returned. A code's style
// is checked over the design beneath it, its logo and design must be the team's own, and its logo must fit the
// code it is drawn on (its side within the limits, no alignment pattern under it).
import { shortUrlOf } from "@qr/core/short-url";
import type { DesignRow, QrCodeRow } from "@qr/db";
import { checkPrintSafety, DEFAULT_STYLE, LIMITS, type QrStyle, qrSvg } from "@qr/qr";
import { validationFailed } from "../../http/errors/api-error.ts";
import { qrContentOf } from "./qr-content.ts";
import { type TeamReferences, unknownDesigns, unknownLogos } from "./team-references.ts";

/** Stands in for a logo when only its fit is checked: the renderer clears the same area whatever the image. */
const ANY_LOGO = { href: "data:image/png;base64,", aspect: 1 };

/**
 * Checks a style given on its own; with `content` (the short URL it will encode, over the layers beneath it),
 * also checks that its logo fits that code.
 */
export function checkedStyle(
  style: Record<string, unknown> | undefined,
  fit?: { content: string; beneath: Record<string, unknown> },
): { style?: Record<string, unknown>; warnings: string[] } {
  if (style === undefined) return { warnings: [] };
  const full = { ...DEFAULT_STYLE, ...fit?.beneath, ...style } as QrStyle & { logo_id?: string | null };
  const report = checkPrintSafety(full);
  if (report.errors.length === 0 && fit && full.logo_id) {
    const image = qrSvg(fit.content, full, LIMITS.maxSize, ANY_LOGO);
    if (!image.ok) report.errors.push(...image.errors);
  }
  if (report.errors.length > 0) {
    throw validationFailed(report.errors.map((e) => ({ path: `style.${e.path}`, message: e.message })));
  }
  return { style, warnings: report.warnings.map((warning) => warning.message) };
}

/**
 * A code's style checked over the design beneath it (its design_id's, else the team default): print safety,
 * its logo and design the team's own, and that logo fitting this code's short URL.
 */
export function checkedCodeStyle(
  scanBaseUrl: string,
  references: TeamReferences,
  input: { style?: Record<string, unknown> | undefined; design_id?: string | null | undefined },
  code: { domain: string | null; slug: string; type?: QrCodeRow["type"]; content?: QrCodeRow["content"] },
): { warnings: string[] } {
  const design: DesignRow | undefined =
    input.design_id === undefined || input.design_id === null
      ? references.defaultDesign
      : references.designs.get(input.design_id);
  const unknown = [
    ...unknownDesigns(references, [{ path: "design_id", designId: input.design_id }]),
    ...unknownLogos(references, [{ path: "style.logo_id", style: input.style }]),
  ];
  if (unknown.length > 0) throw validationFailed(unknown.slice(0, 1));
  const content = qrContentOf(
    { type: code.type ?? "url", content: code.content ?? null },
    shortUrlOf(scanBaseUrl, code.domain, code.slug),
  );
  // A code without a style of its own is still drawn with its design (or the team's default): check that too.
  return checkedStyle(input.style ?? (design ? {} : undefined), { content, beneath: design?.style ?? {} });
}
