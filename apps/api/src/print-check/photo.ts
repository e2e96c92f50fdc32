// A photo of a printed code, read safely: its type from its bytes (PNG or JPEG), its size from its header before
// any decoding (a decompression bomb is refused unread), then its pixels drawn by resvg, scaled down to at most
// ANALYSIS_SIDE a side (what the reader and the measurements need, and what fits a Worker's memory).
import { Resvg } from "@resvg/resvg-wasm";
import { validationFailed } from "../errors/api-error.ts";
import { resvgReady } from "../images/resvg.ts";

/** Phones save 12 megapixels by default; larger photos are refused before they are decoded. */
export const MAX_PHOTO_PIXELS = 16_000_000;
const ANALYSIS_SIDE = 1600;

export interface Photo {
  width: number;
  height: number;
  /** RGBA, `width` × `height`. */
  data: Uint8Array;
  /** How many of the photo's own pixels one analysed pixel stands for, a side. */
  scale: number;
}

export async function readPhoto(bytes: Uint8Array): Promise<Photo> {
  const type = sniff(bytes);
  if (!type) throw refused("is not a PNG or JPEG image (HEIC: share the photo as JPEG, as phones offer)");
  const size = type === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) throw refused("has an image header that cannot be read");
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    throw refused(
      `is ${size.width} × ${size.height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are read (a phone's default photo is 12)`,
    );
  }
  await resvgReady();
  const scale = Math.max(1, Math.max(size.width, size.height) / ANALYSIS_SIDE);
  const width = Math.max(1, Math.round(size.width / scale));
  const height = Math.max(1, Math.round(size.height / scale));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const href = `data:image/${type};base64,${btoa(binary)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><image href="${href}" width="${width}" height="${height}" preserveAspectRatio="none"/></svg>`;
  let rendered: { width: number; height: number; pixels: Uint8Array };
  try {
    rendered = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  } catch {
    throw refused("could not be decoded: the file is damaged or not what its header says");
  }
  if (!hasImage(rendered.pixels))
    throw refused("is blank, or could not be decoded (damaged, or not what its header says)");
  return { width: rendered.width, height: rendered.height, data: rendered.pixels, scale };
}

function refused(message: string) {
  return validationFailed([{ path: "(body)", message: `the photo ${message}` }]);
}

function sniff(bytes: Uint8Array): "png" | "jpeg" | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return undefined;
}

function pngSize(bytes: Uint8Array) {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The frame size from a JPEG's start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: ((bytes[at + 5] as number) << 8) | (bytes[at + 6] as number),
        width: ((bytes[at + 7] as number) << 8) | (bytes[at + 8] as number),
      };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Whether anything was drawn over the white page (resvg draws nothing for an image it cannot decode). */
function hasImage(pixels: Uint8Array): boolean {
  for (let i = 0; i < pixels.length; i += 4 * 97) if ((pixels[i] as number) < 250) return true;
  return false;
}
