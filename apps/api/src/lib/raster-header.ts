// What a PNG or JPEG is and how large, from its header alone: read before anything is decoded, so a file that
// claims a huge size (a decompression bomb) is refused unread. Logos and printed-code photos both use it.

export interface RasterHeader {
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

/** The header, or why it cannot be read; undefined when the file is neither a PNG nor a JPEG. */
export function rasterHeader(bytes: Uint8Array): RasterHeader | { problem: string } | undefined {
  if (isPng(bytes)) return pngHeader(bytes);
  if (isJpeg(bytes)) return jpegHeader(bytes);
  return undefined;
}

function isPng(bytes: Uint8Array): boolean {
  return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte);
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function pngHeader(bytes: Uint8Array): RasterHeader | { problem: string } {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") {
    return { problem: "the PNG is damaged" };
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG's segments to its frame header (SOF), which holds the dimensions. */
function jpegHeader(bytes: Uint8Array): RasterHeader | { problem: string } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return { problem: "the JPEG is damaged" };
    const marker = bytes[at + 1] as number;
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: "image/jpeg", width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + length;
  }
  return { problem: "the JPEG has no frame header" };
}
