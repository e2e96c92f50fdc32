// The frame around a code and its call to action. The text is drawn from the outlines of an embedded font
// (frame-font.ts), never as <text>: an SVG then looks the same in every viewer, and the PNG renderer needs no font.
import { FRAME_FONT } from "./frame-font.ts";
import type { Box, Layout } from "./layout.ts";
import type { QrStyle } from "./style.ts";

/** Inter's capital height, in font units: what is centred in the band. */
const CAP_HEIGHT = 1490;

export function renderFrame(style: QrStyle, place: Layout): string {
  if (style.frame === "none" || !place.band) return "";
  const colour = style.frame_color ?? style.fg;
  const onBand = style.bg === "transparent" ? "#ffffff" : style.bg;
  const { band } = place;
  switch (style.frame) {
    case "label":
      return textOutline(style.frame_text, band, colour);
    case "banner": {
      const radius = band.height * 0.2;
      return `<path fill="${colour}" d="${roundedBottom(band, radius)}"/>${textOutline(style.frame_text, band, onBand)}`;
    }
    case "box": {
      const { border, code } = place;
      const outer = { x: 0, y: 0, width: place.width, height: place.height };
      const d = `${roundedRect(outer, border * 2)}M${code.x} ${code.y}h${code.extent}v${code.extent}h${-code.extent}z`;
      return `<path fill="${colour}" fill-rule="evenodd" d="${d}"/>${textOutline(style.frame_text, band, onBand)}`;
    }
  }
}

/** The text centred in the box, as glyph outlines, shrunk to fit its width. */
function textOutline(text: string, box: Box, colour: string): string {
  const glyphs = [...text].map((char) => FRAME_FONT.glyphs[char] ?? FRAME_FONT.glyphs["?"]);
  const advance = glyphs.reduce((sum, glyph) => sum + (glyph?.[0] ?? 0), 0);
  if (advance === 0) return "";
  const fitHeight = (box.height * 0.45) / CAP_HEIGHT;
  const fitWidth = (box.width * 0.88) / advance;
  const scale = Math.min(fitHeight, fitWidth);
  const x = box.x + (box.width - advance * scale) / 2;
  const baseline = box.y + (box.height + CAP_HEIGHT * scale) / 2;
  let pen = 0;
  const paths = glyphs.map((glyph) => {
    const at = pen;
    pen += glyph?.[0] ?? 0;
    return glyph?.[1] ? `<path transform="translate(${at} 0)" d="${glyph[1]}"/>` : "";
  });
  return `<g fill="${colour}" transform="translate(${round(x)} ${round(baseline)}) scale(${scale.toPrecision(6)})">${paths.join("")}</g>`;
}

export function roundedRect(box: Box, radius: number): string {
  const r = Math.min(radius, box.width / 2, box.height / 2);
  const w = box.width - 2 * r;
  const h = box.height - 2 * r;
  return `M${round(box.x + r)} ${round(box.y)}h${round(w)}a${round(r)} ${round(r)} 0 0 1 ${round(r)} ${round(r)}v${round(h)}a${round(r)} ${round(r)} 0 0 1 ${round(-r)} ${round(r)}h${round(-w)}a${round(r)} ${round(r)} 0 0 1 ${round(-r)} ${round(-r)}v${round(-h)}a${round(r)} ${round(r)} 0 0 1 ${round(r)} ${round(-r)}z`;
}

/** A band with its lower corners rounded. */
function roundedBottom(box: Box, radius: number): string {
  const r = round(Math.min(radius, box.height / 2));
  return `M${round(box.x)} ${round(box.y)}h${round(box.width)}v${round(box.height - r)}a${r} ${r} 0 0 1 ${-r} ${r}h${round(-(box.width - 2 * r))}a${r} ${r} 0 0 1 ${-r} ${-r}z`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
