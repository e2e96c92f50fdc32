// A PNG drawn straight from the module grid, for the styles that are nothing but squares in two colours (square
// modules and eyes, no frame, no gradient, no logo): each pixel takes the colour of the module under its centre,
// as a renderer drawing the SVG with crisp edges does. A 1-bit palette PNG, deflated natively: no SVG text, no
// WebAssembly. Every other style is drawn from its SVG (resvg in the api worker).
import { qrMatrix } from "../matrix.ts";
import type { QrStyle } from "../style.ts";

export function isGridDrawable(style: QrStyle, hasLogo: boolean): boolean {
  return (
    !hasLogo &&
    style.module_shape === "square" &&
    style.eye_shape === "square" &&
    style.frame === "none" &&
    style.gradient === "none"
  );
}

export async function gridPng(content: string, style: QrStyle, sizePx: number): Promise<Uint8Array> {
  const matrix = qrMatrix(content, style.ecl);
  const extent = matrix.size + 2 * style.margin;
  const scale = sizePx / extent;
  const rowBytes = 1 + Math.ceil(sizePx / 8);
  // Which module each pixel column (and row) samples; -1 in the quiet zone.
  const moduleAt = Array.from({ length: sizePx }, (_, p) => Math.floor((p + 0.5) / scale) - style.margin);
  const raw = new Uint8Array(rowBytes * sizePx);
  // Pixel rows over one module row are alike: each is drawn once, then copied.
  const drawnRows = new Map<number, Uint8Array>();
  for (let y = 0; y < sizePx; y++) {
    const moduleRow = moduleAt[y] as number;
    const row = matrix.modules[moduleRow];
    if (!row) continue;
    let bits = drawnRows.get(moduleRow);
    if (!bits) {
      bits = new Uint8Array(rowBytes - 1);
      for (let x = 0; x < sizePx; x++) {
        if (row[moduleAt[x] as number]) bits[x >> 3] = (bits[x >> 3] as number) | (0x80 >> (x & 7));
      }
      drawnRows.set(moduleRow, bits);
    }
    raw.set(bits, y * rowBytes + 1); // after the row's filter byte (0: none)
  }
  const transparent = style.bg === "transparent";
  const palette = [...rgb(transparent ? "#ffffff" : style.bg), ...rgb(style.fg)];
  return png([
    chunk("IHDR", [...u32(sizePx), ...u32(sizePx), 1, 3, 0, 0, 0]),
    chunk("PLTE", palette),
    ...(transparent ? [chunk("tRNS", [0, 255])] : []),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", []),
  ]);
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function png(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(SIGNATURE.length + chunks.reduce((sum, c) => sum + c.length, 0));
  out.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function chunk(type: string, data: ArrayLike<number>): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) body[i] = type.charCodeAt(i);
  body.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(u32(data.length));
  out.set(body, 4);
  out.set(u32(crc32(body)), 8 + data.length);
  return out;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 255] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** zlib's deflate, native (CompressionStream: Workers, Node, browsers); what PNG's IDAT and PDF's FlateDecode hold. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
