// A photo of a printed code, read safely: its type from its bytes (PNG or JPEG), its size from its header before
// any decoding (a decompression bomb is refused unread), then its pixels drawn by resvg, scaled down to at most
// ANALYSIS_SIDE a side (what the reader and the measurements need, and what fits a Worker's memory).

import { toBase64 } from "@qr/core/base64";
import { Resvg } from "@resvg/resvg-wasm";
import { rasterHeader } from "../drawing/raster-header.ts";
import { resvgReady } from "../drawing/resvg.ts";
import { validationFailed } from "../errors/api-error.ts";

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
  const size = rasterHeader(bytes);
  if (!size) throw refused("is not a PNG or JPEG image (HEIC: share the photo as JPEG, as phones offer)");
  if ("problem" in size || size.width < 1 || size.height < 1) {
    throw refused("has an image header that cannot be read");
  }
  if (size.width * size.height > MAX_PHOTO_PIXELS) {
    throw refused(
      `is ${size.width} × ${size.height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are read (a phone's default photo is 12)`,
    );
  }
  await resvgReady();
  const scale = Math.max(1, Math.max(size.width, size.height) / ANALYSIS_SIDE);
  const width = Math.max(1, Math.round(size.width / scale));
  const height = Math.max(1, Math.round(size.height / scale));
  const href = `data:${size.type};base64,${toBase64(bytes)}`;
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

/** Whether anything was drawn over the white page (resvg draws nothing for an image it cannot decode). */
function hasImage(pixels: Uint8Array): boolean {
  for (let i = 0; i < pixels.length; i += 4 * 97) if ((pixels[i] as number) < 250) return true;
  return false;
}
