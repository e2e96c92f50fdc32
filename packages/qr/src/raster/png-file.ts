// The PNG container: signature, chunks with their CRCs, and zlib's deflate (native) for the image data.
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++)
    crc = (CRC_TABLE[(crc ^ (bytes[i] as number)) & 255] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** zlib's deflate, native (CompressionStream: Workers, Node, browsers); what PNG's IDAT and PDF's FlateDecode hold. */
export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Pixels as a PNG: premultiplied RGBA (resvg's and rasterScene's) in, RGBA out. A row like the one above it is
 * written with PNG's "up" filter, which makes it zeros (a code's module rows repeat many times over), any other
 * unfiltered: deflate then has little to do, and no pass over the pixels runs in JavaScript but the comparison.
 */
export async function rgbaPng(width: number, height: number, premultiplied: Uint8Array): Promise<Uint8Array> {
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
