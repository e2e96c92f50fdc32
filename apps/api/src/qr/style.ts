// The print-safety gate for stored styles: a style that would not scan is refused (422, per field), a
// borderline one is stored and its warnings returned. A logo must be the team's own, and must fit the code it is
// drawn on (its side within the limits, no alignment pattern under it).

import { schema } from "@qr/db";
import { checkPrintSafety, DEFAULT_STYLE, LIMITS, type QrStyle, qrSvg } from "@qr/qr";
import { and, eq, inArray } from "drizzle-orm";
import { type FieldError, validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";

/** Stands in for a logo when only its fit is checked: the renderer clears the same area whatever the image. */
const ANY_LOGO = { href: "data:,", aspect: 1 };

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

/** Each `logo_id` named must be a logo of the caller's team: the failures, by the path given. */
export async function missingLogos(
  ctx: Pick<RequestContext, "db" | "caller">,
  references: { path: string; style: Record<string, unknown> | undefined }[],
): Promise<FieldError[]> {
  const named = references.filter((r) => typeof r.style?.logo_id === "string");
  if (named.length === 0) return [];
  const ids = [...new Set(named.map((r) => r.style?.logo_id as string))];
  const found = await ctx.db
    .select({ id: schema.logos.id })
    .from(schema.logos)
    .where(and(eq(schema.logos.teamId, ctx.caller.teamId), inArray(schema.logos.id, ids)));
  const known = new Set(found.map((row) => row.id));
  return named
    .filter((r) => !known.has(r.style?.logo_id as string))
    .map((r) => ({
      path: r.path,
      message: "no logo with this id in your team (upload it with POST /logos)",
    }));
}

export async function assertLogosExist(
  ctx: Pick<RequestContext, "db" | "caller">,
  references: { path: string; style: Record<string, unknown> | undefined }[],
): Promise<void> {
  const missing = await missingLogos(ctx, references);
  if (missing.length > 0) throw validationFailed(missing);
}
