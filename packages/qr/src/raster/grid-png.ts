// A PNG drawn straight from the module grid, for the styles that are nothing but squares in two colours (square
// modules and eyes, no frame, no gradient, no logo): each pixel takes the colour of the module under its centre,
// as a renderer drawing the SVG with crisp edges does. A 1-bit palette PNG, deflated natively: no SVG text, no
// WebAssembly. Every other style is rasterised from the renderer's scene (scene-raster.ts).
import { qrMatrix } from "../matrix.ts";
import type { QrStyle } from "../style.ts";
import { chunk, type Deflate, deflate, pngFile, u32 } from "./png-file.ts";

export function isGridDrawable(style: QrStyle, hasLogo: boolean): boolean {
  return (
    !hasLogo &&
    style.module_shape === "square" &&
    style.eye_shape === "square" &&
    style.frame === "none" &&
    style.gradient === "none"
  );
}

export async function gridPng(
  content: string,
  style: QrStyle,
  sizePx: number,
  deflateRuns: Deflate = deflate,
): Promise<Uint8Array> {
  const matrix = qrMatrix(content, style.ecl);
  const extent = matrix.size + 2 * style.margin;
  const scale = sizePx / extent;
  const rowBytes = 1 + Math.ceil(sizePx / 8);
  // Which module each pixel column (and row) samples; -1 in the quiet zone.
  const moduleAt = Array.from({ length: sizePx }, (_, p) => Math.floor((p + 0.5) / scale) - style.margin);
  const raw = new Uint8Array(rowBytes * sizePx);
  for (let y = 0; y < sizePx; y++) {
    const moduleRow = moduleAt[y] as number;
    const row = matrix.modules[moduleRow];
    if (!row) continue; // the quiet zone: zeros
    // Pixel rows over one module row are alike: the first is drawn (filter byte 0: none), the others are PNG's
    // "up" filter and zeros, which every deflater finds as runs.
    if (y > 0 && moduleAt[y - 1] === moduleRow) {
      raw[y * rowBytes] = 2;
      continue;
    }
    const at = y * rowBytes + 1;
    for (let x = 0; x < sizePx; x++) {
      if (row[moduleAt[x] as number]) raw[at + (x >> 3)] = (raw[at + (x >> 3)] as number) | (0x80 >> (x & 7));
    }
  }
  const transparent = style.bg === "transparent";
  const palette = [...rgb(transparent ? "#ffffff" : style.bg), ...rgb(style.fg)];
  return pngFile([
    chunk("IHDR", [...u32(sizePx), ...u32(sizePx), 1, 3, 0, 0, 0]),
    chunk("PLTE", palette),
    ...(transparent ? [chunk("tRNS", [0, 255])] : []),
    chunk("IDAT", await deflateRuns(raw)),
    chunk("IEND", []),
  ]);
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
