// The PNG container: signature, chunks with their CRCs, and zlib's deflate (native) for the image data.
import { crc32 } from "@qr/core/crc32";

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

export function pngFile(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(SIGNATURE.length + chunks.reduce((sum, c) => sum + c.length, 0));
  out.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function chunk(type: string, data: ArrayLike<number>): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i++) body[i] = type.charCodeAt(i);
  body.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(u32(data.length));
  out.set(body, 4);
  out.set(u32(crc32(body)), 8 + data.length);
  return out;
}

export function u32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

/** Compresses bytes into a zlib stream, what PNG's IDAT and PDF's FlateDecode hold. */
export type Deflate = (bytes: Uint8Array) => Promise<Uint8Array>;

/** zlib's deflate at its default level, native (CompressionStream: Workers, Node, browsers). */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Pixels as a PNG: premultiplied RGBA (resvg's and rasterScene's) in. A code has few colours (its paints and the
 * anti-aliasing levels between them), so it is written as a palette of at most 256 (a byte a pixel, a quarter of
 * RGBA to deflate); RGBA otherwise. A row like the one above it is written with PNG's "up" filter, which makes it
 * zeros (a code's module rows repeat many times over), any other unfiltered. A palette's indices are runs:
 * `deflateRuns` may be a deflater that looks for nothing else (the api worker's); RGBA keeps the default level.
 */
export async function rgbaPng(
  width: number,
  height: number,
  premultiplied: Uint8Array,
  deflateRuns: Deflate = deflate,
): Promise<Uint8Array> {
  return (
    (await palettePng(width, height, premultiplied, deflateRuns)) ??
    truecolourPng(width, height, premultiplied)
  );
}

async function palettePng(
  width: number,
  height: number,
  premultiplied: Uint8Array,
  deflateRuns: Deflate,
): Promise<Uint8Array | undefined> {
  if (premultiplied.byteOffset % 4 !== 0) return undefined;
  // Signed: an opaque pixel's word would be past 2^31 as unsigned, a double in every comparison.
  const words = new Int32Array(premultiplied.buffer, premultiplied.byteOffset, width * height);
  // Two pixels a word, where rows start on one (an even width): half the comparisons between rows.
  const pairs =
    width % 2 === 0 && premultiplied.byteOffset % 8 === 0
      ? new BigInt64Array(premultiplied.buffer, premultiplied.byteOffset, (width * height) / 2)
      : undefined;
  const seen: SeenColours = { indexOf: new Map<number, number>(), colours: [] };
  const rowBytes = 1 + width;
  const raw = new Uint8Array(rowBytes * height);
  let previous = -1; // the last row written unfiltered
  for (let y = 0; y < height; y++) {
    const at = y * rowBytes + 1;
    let x = 0;
    if (previous >= 0) {
      x = samePrefix(words, pairs, previous * width, y * width, width);
      if (x === width) {
        raw[at - 1] = 2; // up: the row is the one above, its bytes zeros
        continue;
      }
      // Where it starts like that row, its indices are that row's.
      raw.copyWithin(at, previous * rowBytes + 1, previous * rowBytes + 1 + x);
    }
    indexRuns(words, y * width + x, width - x, raw, at + x, seen);
    if (seen.colours.length > 256) return undefined;
    previous = y;
  }
  const { colours } = seen;
  const bytes = new Uint8Array(new Uint32Array(colours).buffer); // r, g, b, a (premultiplied) per colour
  const palette: number[] = [];
  const alphas: number[] = [];
  for (let i = 0; i < colours.length; i++) {
    const alpha = bytes[i * 4 + 3] as number;
    for (let c = 0; c < 3; c++) {
      const value = bytes[i * 4 + c] as number;
      palette.push(alpha === 255 || alpha === 0 ? value : Math.min(255, Math.round((value * 255) / alpha)));
    }
    alphas.push(alpha);
  }
  return pngFile([
    chunk("IHDR", [...u32(width), ...u32(height), 8, 3, 0, 0, 0]),
    chunk("PLTE", palette),
    ...(alphas.some((alpha) => alpha < 255) ? [chunk("tRNS", alphas)] : []),
    chunk("IDAT", await deflateRuns(raw)),
    chunk("IEND", []),
  ]);
}

/** How many pixels from the row starting at `here` are the same as the row starting at `above`. */
function samePrefix(
  words: Int32Array,
  pairs: BigInt64Array | undefined,
  above: number,
  here: number,
  width: number,
): number {
  let x = 0;
  if (pairs) {
    const pairAbove = above / 2;
    const pairHere = here / 2;
    const half = width / 2;
    let k = 0;
    while (k < half && pairs[pairHere + k] === pairs[pairAbove + k]) k++;
    x = 2 * k;
  }
  while (x < width && words[here + x] === words[above + x]) x++;
  return x;
}

/** The colours met so far (a pixel's RGBA as one word), each with its palette index. */
interface SeenColours {
  indexOf: Map<number, number>;
  colours: number[];
}

/** Writes the palette index of `length` pixels from `from` at `to`, a run of one colour at a time (runs are long). */
function indexRuns(
  words: Int32Array,
  from: number,
  length: number,
  raw: Uint8Array,
  to: number,
  seen: SeenColours,
): void {
  const end = from + length;
  let x = from;
  while (x < end) {
    const word = words[x] as number;
    let runEnd = x + 1;
    while (runEnd < end && words[runEnd] === word) runEnd++;
    let index = seen.indexOf.get(word);
    if (index === undefined) {
      index = seen.colours.length;
      seen.indexOf.set(word, index);
      seen.colours.push(word);
    }
    raw.fill(index, to + (x - from), to + (runEnd - from));
    x = runEnd;
  }
}

/** RGBA rows, for more than 256 colours (a gradient): deflated at zlib's default level, whose search they need. */
async function truecolourPng(width: number, height: number, premultiplied: Uint8Array): Promise<Uint8Array> {
  const rowBytes = 1 + width * 4;
  const raw = new Uint8Array(rowBytes * height);
  let previous: Uint8Array | undefined;
  for (let y = 0; y < height; y++) {
    const row = premultiplied.subarray(y * width * 4, (y + 1) * width * 4);
    const at = y * rowBytes;
    if (previous && sameBytes(row, previous)) {
      raw[at] = 2; // up: the row is the one above, its bytes zeros
      continue;
    }
    previous = row;
    raw.set(row, at + 1); // filter byte 0: none
    for (let p = 3; p < row.length; p += 4) {
      const alpha = row[p] as number;
      if (alpha === 255 || alpha === 0) continue;
      for (let c = p - 3; c < p; c++)
        raw[at + 1 + c] = Math.min(255, Math.round(((row[c] as number) * 255) / alpha));
    }
  }
  return pngFile([
    chunk("IHDR", [...u32(width), ...u32(height), 8, 6, 0, 0, 0]),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", []),
  ]);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  // Four bytes at a time where the rows are aligned (they are, in a buffer of whole pixels).
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 && a.length % 4 === 0) {
    const wa = new Uint32Array(a.buffer, a.byteOffset, a.length / 4);
    const wb = new Uint32Array(b.buffer, b.byteOffset, b.length / 4);
    for (let i = 0; i < wa.length; i++) if (wa[i] !== wb[i]) return false;
    return true;
  }
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
