// What an uploaded file is, judged by its bytes (never by the Content-Type it came with): a PNG or JPEG of
// sensible dimensions, or an SVG with nothing active in it. An SVG with a script, an event handler, an external
// reference or anything that could fetch or run something is refused (422), not cleaned: what is stored is
// exactly what the team sent. Images are only ever drawn inside a QR image, where nothing runs anyway; the
// refusal keeps stored files honest too.

import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { rasterHeader } from "../../lib/raster-header.ts";

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MIN_SIDE = 16;
export const LOGO_MAX_SIDE = 4096;

export type LogoType = "image/png" | "image/jpeg" | "image/svg+xml";

export interface InspectedLogo {
  contentType: LogoType;
  width: number;
  height: number;
}

/** Checks a file and says what it is; a 422 naming the reason otherwise. */
export function inspectLogo(bytes: Uint8Array): InspectedLogo {
  if (bytes.length === 0) refuse("the file is empty");
  if (bytes.length > LOGO_MAX_BYTES)
    refuse(
      `a logo is at most ${LOGO_MAX_BYTES / 1024} KB (this file is ${Math.ceil(bytes.length / 1024)} KB)`,
    );
  const raster = rasterHeader(bytes);
  if (raster && "problem" in raster) refuse(raster.problem);
  const inspected = raster
    ? { contentType: raster.type, width: raster.width, height: raster.height }
    : svg(bytes);
  const { width, height } = inspected;
  if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
    refuse(`a logo is ${LOGO_MIN_SIDE}-${LOGO_MAX_SIDE} px on each side (this one is ${width}×${height})`);
  return inspected;
}

function refuse(message: string, path = "body"): never {
  throw validationFailed([{ path, message } satisfies FieldError]);
}

/** Elements that run, fetch, embed or animate (an animation can rewrite an href). */
const ACTIVE_ELEMENTS =
  /<\s*(script|foreignObject|iframe|object|embed|audio|video|animate\w*|set|handler|listener)\b/i;
const EVENT_ATTRIBUTE = /\son[a-z]+\s*=/i;
const HREF = /\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis;
const CSS_URL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gis;

function svg(bytes: Uint8Array): InspectedLogo {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse("a logo is a PNG, JPEG or SVG file; this file is none of them");
  }
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text))
    refuse("a logo is a PNG, JPEG or SVG file; this file is none of them");
  // Checked as written and with character references decoded, so "&#106;avascript:" is caught as well.
  for (const form of [text, decodeReferences(text)]) {
    if (/<!DOCTYPE|<!ENTITY/i.test(form)) refuse("the SVG declares a DOCTYPE or entities");
    if (/<\?xml-stylesheet/i.test(form)) refuse("the SVG loads a style sheet");
    const active = form.match(ACTIVE_ELEMENTS);
    if (active)
      refuse(`the SVG contains <${active[1]}>: scripts and embedded or animated content are not accepted`);
    if (EVENT_ATTRIBUTE.test(form))
      refuse("the SVG has an event handler attribute (on…=): scripts are not accepted");
    if (/javascript:|vbscript:/i.test(form)) refuse("the SVG contains a script URL");
    if (/@import/i.test(form)) refuse("the SVG imports a style sheet");
    if (form.includes("\\")) refuse("the SVG contains a backslash (a CSS escape can hide a reference)");
    for (const [, , target] of form.matchAll(HREF)) checkReference(target ?? "");
    for (const [, , target] of form.matchAll(CSS_URL)) checkReference(target ?? "");
  }
  const size = svgSize(text);
  if (!size) refuse("the SVG needs a viewBox, or a width and a height, to know its shape");
  return { contentType: "image/svg+xml", ...size };
}

/** Only references inside the file itself (#id) or embedded PNG/JPEG data: nothing the renderer would fetch. */
function checkReference(target: string) {
  const value = target.trim();
  if (value.startsWith("#") || /^data:image\/(png|jpeg);base64,/i.test(value)) return;
  refuse(
    `the SVG refers to "${value.slice(0, 60)}": external references are not accepted (embed the content)`,
  );
}

function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0x10ffff)),
    )
    .replace(
      /&(colon|lpar|rpar|sol|bsol|newline|tab);/gi,
      (_, name: string) => NAMED[name.toLowerCase()] ?? "",
    );
}

const NAMED: Record<string, string> = {
  colon: ":",
  lpar: "(",
  rpar: ")",
  sol: "/",
  bsol: "\\",
  newline: "\n",
  tab: "\t",
};

/** The SVG's intrinsic size: its viewBox, else its width and height in user units or px. */
function svgSize(text: string): { width: number; height: number } | undefined {
  const root = text.match(/<svg\b[^>]*>/i)?.[0] ?? "";
  const attribute = (name: string) => root.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i"))?.[1];
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    // A viewBox gives the shape; the side is scaled so the short one is at least the minimum.
    const [w, h] = [box[2] as number, box[3] as number];
    const scale = Math.max(1, LOGO_MIN_SIDE / Math.min(w, h));
    return {
      width: Math.round(Math.min(w * scale, LOGO_MAX_SIDE)),
      height: Math.round(Math.min(h * scale, LOGO_MAX_SIDE)),
    };
  }
  const width = Number.parseFloat(attribute("width") ?? "");
  const height = Number.parseFloat(attribute("height") ?? "");
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined;
}
