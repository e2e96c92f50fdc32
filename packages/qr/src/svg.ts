// Renders a module matrix as SVG: data modules in the chosen shape, the three finder patterns ("eyes") and the
// alignment patterns in the eye shape, a quiet zone of `margin` modules, and a background unless it is
// transparent. One unit = one module. Alignment patterns stay solid whatever the module shape: jsQR (the reader of
// many web scanners) cannot find one drawn in dots.
import { alignmentCentres, isFinderModule, type QrMatrix } from "./matrix.ts";
import type { QrStyle } from "./style.ts";

export function renderSvg(matrix: QrMatrix, style: QrStyle, sizePx: number): string {
  const extent = matrix.size + 2 * style.margin;
  const at = (value: number) => value + style.margin;
  const parts: string[] = [];
  if (style.bg !== "transparent")
    parts.push(`<rect width="${extent}" height="${extent}" fill="${style.bg}"/>`);

  const alignments = alignmentCentres(matrix.size);
  const inAlignment = (r: number, c: number) =>
    alignments.some(([row, col]) => Math.abs(r - row) <= 2 && Math.abs(c - col) <= 2);
  const data: string[] = [];
  for (const [r, row] of matrix.modules.entries()) {
    for (const [c, dark] of row.entries()) {
      if (dark && !isFinderModule(matrix.size, r, c) && !inAlignment(r, c))
        data.push(moduleShape(style.module_shape, at(c), at(r)));
    }
  }
  parts.push(
    style.module_shape === "square"
      ? `<path fill="${style.fg}" d="${data.join("")}"/>`
      : `<g fill="${style.fg}">${data.join("")}</g>`,
  );

  for (const [r, c] of [
    [0, 0],
    [0, matrix.size - 7],
    [matrix.size - 7, 0],
  ] as const) {
    parts.push(pattern(style.eye_shape, at(c), at(r), 7, style.fg));
  }
  for (const [r, c] of alignments) parts.push(pattern(style.eye_shape, at(c - 2), at(r - 2), 5, style.fg));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${sizePx}" height="${sizePx}" shape-rendering="${style.module_shape === "square" && style.eye_shape === "square" ? "crispEdges" : "geometricPrecision"}">${parts.join("")}</svg>`;
}

function moduleShape(shape: QrStyle["module_shape"], x: number, y: number): string {
  switch (shape) {
    case "square":
      return `M${x} ${y}h1v1h-1z`;
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
function pattern(shape: QrStyle["eye_shape"], x: number, y: number, side: 7 | 5, fg: string): string {
  const radius = shape === "rounded" ? side / 7 : 0;
  return `<path fill="${fg}" fill-rule="evenodd" d="${rect(x, y, side, radius * 1.6)}${rect(x + 1, y + 1, side - 2, radius)}${rect(x + 2, y + 2, side - 4, radius * 0.8)}"/>`;
}

function rect(x: number, y: number, side: number, radius: number): string {
  const r = Math.min(radius, side / 2);
  if (r === 0) return `M${x} ${y}h${side}v${side}h${-side}z`;
  const s = side - 2 * r;
  return `M${x + r} ${y}h${s}a${r} ${r} 0 0 1 ${r} ${r}v${s}a${r} ${r} 0 0 1 ${-r} ${r}h${-s}a${r} ${r} 0 0 1 ${-r} ${-r}v${-s}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}
