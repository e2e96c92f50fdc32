// Renders a module matrix as SVG: data modules in the chosen shape, the three finder patterns ("eyes") in
// theirs, a quiet zone of `margin` modules, and a background unless it is transparent. One unit = one module.
import { isFinderModule, type QrMatrix } from "./matrix.ts";
import type { QrStyle } from "./style.ts";

export function renderSvg(matrix: QrMatrix, style: QrStyle, sizePx: number): string {
  const extent = matrix.size + 2 * style.margin;
  const at = (value: number) => value + style.margin;
  const parts: string[] = [];
  if (style.bg !== "transparent")
    parts.push(`<rect width="${extent}" height="${extent}" fill="${style.bg}"/>`);

  const data: string[] = [];
  for (const [r, row] of matrix.modules.entries()) {
    for (const [c, dark] of row.entries()) {
      if (dark && !isFinderModule(matrix.size, r, c))
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
    parts.push(eye(style.eye_shape, at(c), at(r), style.fg));
  }
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

/** A finder pattern at (x, y): a 7×7 ring (even-odd fill, so it works on a transparent background) around a 3×3 centre. */
function eye(shape: QrStyle["eye_shape"], x: number, y: number, fg: string): string {
  const radius = shape === "rounded" ? 1 : 0;
  return `<path fill="${fg}" fill-rule="evenodd" d="${rect(x, y, 7, radius * 1.6)}${rect(x + 1, y + 1, 5, radius)}${rect(x + 2, y + 2, 3, radius * 0.8)}"/>`;
}

function rect(x: number, y: number, side: number, r: number): string {
  if (r === 0) return `M${x} ${y}h${side}v${side}h${-side}z`;
  const s = side - 2 * r;
  return `M${x + r} ${y}h${s}a${r} ${r} 0 0 1 ${r} ${r}v${s}a${r} ${r} 0 0 1 ${-r} ${r}h${-s}a${r} ${r} 0 0 1 ${-r} ${-r}v${-s}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}
