// The print-safety gate for stored styles: a style that would not scan is refused (422, per field), a
// borderline one is stored and its warnings returned. A logo must fit the code it is drawn on (its side within the
// limits, no alignment pattern under it); that it is the team's own is team-references.ts's to say.

import { checkPrintSafety, DEFAULT_STYLE, LIMITS, type QrStyle, qrSvg } from "@qr/qr";
import { validationFailed } from "../errors/api-error.ts";

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
