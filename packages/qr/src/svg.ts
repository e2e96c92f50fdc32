// Renders a module matrix as SVG: data modules in the chosen shape, the three finder patterns ("eyes") and the
// alignment patterns in the eye shape, a quiet zone of `margin` modules, a background unless it is transparent,
// then the frame and a logo. One unit = one module. Alignment patterns stay solid whatever the module shape: jsQR
// (the reader of many web scanners) cannot find one drawn in dots.
import { renderFrame } from "./frame.ts";
import { type LogoArea, layout } from "./layout.ts";
import { alignmentCentres, isFinderModule, type QrMatrix } from "./matrix.ts";
import type { QrStyle } from "./style.ts";

/** A logo to draw in the centre: an image as a data: URL (PNG, JPEG or SVG) and its width / height. */
export interface LogoImage {
  href: string;
  aspect: number;
}

export function renderSvg(
  matrix: QrMatrix,
  style: QrStyle,
  sizePx: number,
  logo?: { image: LogoImage; area: LogoArea },
): string {
  const place = layout(style, matrix.size, sizePx);
  const origin = place.code;
  const at = (value: number) => value + style.margin;
  const parts: string[] = [];
  const fill = style.gradient === "none" ? style.fg : "url(#qr-fill)";
  // The gradient is referenced from inside the symbol's group: its coordinates are the symbol's own.
  if (style.gradient !== "none") parts.push(`<defs>${gradient(style, place.code.extent)}</defs>`);
  if (style.bg !== "transparent")
    parts.push(`<rect width="${place.width}" height="${round(place.height)}" fill="${style.bg}"/>`);
  parts.push(renderFrame(style, place));

  const alignments = alignmentCentres(matrix.size);
  const inAlignment = (r: number, c: number) =>
    alignments.some(([row, col]) => Math.abs(r - row) <= 2 && Math.abs(c - col) <= 2);
  const cleared = logo?.area;
  const inLogo = (r: number, c: number) =>
    cleared !== undefined &&
    r >= cleared.start &&
    r < cleared.start + cleared.cleared &&
    c >= cleared.start &&
    c < cleared.start + cleared.cleared;
  const drawn = (r: number, c: number) =>
    matrix.modules[r]?.[c] === true &&
    !isFinderModule(matrix.size, r, c) &&
    !inAlignment(r, c) &&
    !inLogo(r, c);
  const data: string[] = [];
  for (let r = 0; r < matrix.size; r++) {
    for (let c = 0; c < matrix.size; c++) {
      if (!drawn(r, c)) continue;
      if (style.module_shape !== "square") {
        data.push(moduleShape(style.module_shape, at(c), at(r)));
        continue;
      }
      // Square modules side by side as one rectangle: the same pixels, a third of the path data.
      let run = 1;
      while (c + run < matrix.size && drawn(r, c + run)) run++;
      data.push(`M${at(c)} ${at(r)}h${run}v1h-${run}z`);
      c += run - 1;
    }
  }
  const symbol: string[] = [];
  symbol.push(
    style.module_shape === "square"
      ? `<path fill="${fill}" d="${data.join("")}"/>`
      : `<g fill="${fill}">${data.join("")}</g>`,
  );
  for (const [r, c] of [
    [0, 0],
    [0, matrix.size - 7],
    [matrix.size - 7, 0],
  ] as const) {
    symbol.push(pattern(style.eye_shape, at(c), at(r), 7, fill));
  }
  for (const [r, c] of alignments) symbol.push(pattern(style.eye_shape, at(c - 2), at(r - 2), 5, fill));
  if (logo) symbol.push(logoImage(logo.image, logo.area, style.margin));
  parts.push(
    origin.x === 0 && origin.y === 0
      ? symbol.join("")
      : `<g transform="translate(${origin.x} ${origin.y})">${symbol.join("")}</g>`,
  );
  const crisp = style.module_shape === "square" && style.eye_shape === "square" && style.frame === "none";
  const heightPx = Math.round((sizePx * place.height) / place.width);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${place.width} ${round(place.height)}" width="${sizePx}" height="${heightPx}" shape-rendering="${crisp ? "crispEdges" : "geometricPrecision"}">${parts.join("")}</svg>`;
}

/** From fg to gradient_to across the symbol: along the angle (linear), or from the centre out (radial). */
function gradient(style: QrStyle, extent: number): string {
  const stops = `<stop offset="0" stop-color="${style.fg}"/><stop offset="1" stop-color="${style.gradient_to}"/>`;
  const centre = { x: extent / 2, y: extent / 2 };
  const half = extent / 2 - style.margin;
  if (style.gradient === "radial")
    return `<radialGradient id="qr-fill" gradientUnits="userSpaceOnUse" cx="${centre.x}" cy="${centre.y}" r="${half * Math.SQRT2}">${stops}</radialGradient>`;
  const radians = (style.gradient_angle * Math.PI) / 180;
  const dx = Math.cos(radians) * half;
  const dy = Math.sin(radians) * half;
  const n = (value: number) => Math.round(value * 1000) / 1000;
  return `<linearGradient id="qr-fill" gradientUnits="userSpaceOnUse" x1="${n(centre.x - dx)}" y1="${n(centre.y - dy)}" x2="${n(centre.x + dx)}" y2="${n(centre.y + dy)}">${stops}</linearGradient>`;
}

/** The logo centred in its cleared square, a module in from each side, its aspect kept. */
function logoImage(image: LogoImage, area: LogoArea, margin: number): string {
  const x = area.start + 1 + margin;
  return `<image href="${image.href}" x="${x}" y="${x}" width="${area.logo}" height="${area.logo}" preserveAspectRatio="xMidYMid meet"/>`;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function moduleShape(shape: Exclude<QrStyle["module_shape"], "square">, x: number, y: number): string {
  switch (shape) {
    case "rounded":
      return `<rect x="${x}" y="${y}" width="1" height="1" rx="0.3"/>`;
    case "dots":
      return `<circle cx="${x + 0.5}" cy="${y + 0.5}" r="0.45"/>`;
  }
}

/**
 * A finder (7×7) or alignment (5×5) pattern at (x, y): a ring (even-odd fill, so it works on a transparent
 * background) around a centre two modules narrower.
 */
function pattern(shape: QrStyle["eye_shape"], x: number, y: number, side: 7 | 5, fill: string): string {
  const radius = shape === "rounded" ? side / 7 : 0;
  return `<path fill="${fill}" fill-rule="evenodd" d="${rect(x, y, side, radius * 1.6)}${rect(x + 1, y + 1, side - 2, radius)}${rect(x + 2, y + 2, side - 4, radius * 0.8)}"/>`;
}

function rect(x: number, y: number, side: number, radius: number): string {
  const r = Math.min(radius, side / 2);
  if (r === 0) return `M${x} ${y}h${side}v${side}h${-side}z`;
  const s = side - 2 * r;
  return `M${x + r} ${y}h${s}a${r} ${r} 0 0 1 ${r} ${r}v${s}a${r} ${r} 0 0 1 ${-r} ${r}h${-s}a${r} ${r} 0 0 1 ${-r} ${-r}v${-s}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}
