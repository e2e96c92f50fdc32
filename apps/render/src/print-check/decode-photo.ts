// A photo of a printed code whose header the api worker read and bounded (its type, its size): its pixels drawn by
// resvg, scaled down to at most ANALYSIS_SIDE a side (what the reader and the measurements need, and what fits a
// Worker's memory).
import { toBase64 } from "@qr/core/base64";
import type { PrintCheckRequest } from "@qr/qr/renderer";
import { Resvg } from "@resvg/resvg-wasm";
import { resvgReady } from "../drawing/resvg.ts";

const ANALYSIS_SIDE = 1600;

export interface Photo {
  width: number;
  height: number;
  /** RGBA, `width` × `height`. */
  data: Uint8Array;
  /** How many of the photo's own pixels one analysed pixel stands for, a side. */
  scale: number;
}

/** The photo's pixels, or why they cannot be read (for the caller's 422). */
export async function decodePhoto(
  photo: Pick<PrintCheckRequest, "photo" | "type" | "width" | "height">,
): Promise<Photo | { problem: string }> {
  await resvgReady();
  const scale = Math.max(1, Math.max(photo.width, photo.height) / ANALYSIS_SIDE);
  const width = Math.max(1, Math.round(photo.width / scale));
  const height = Math.max(1, Math.round(photo.height / scale));
  const href = `data:${photo.type};base64,${toBase64(photo.photo)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><image href="${href}" width="${width}" height="${height}" preserveAspectRatio="none"/></svg>`;
  let rendered: { width: number; height: number; pixels: Uint8Array };
  try {
    rendered = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  } catch {
    return { problem: "could not be decoded: the file is damaged or not what its header says" };
  }
  if (!hasImage(rendered.pixels))
    return { problem: "is blank, or could not be decoded (damaged, or not what its header says)" };
  return { width: rendered.width, height: rendered.height, data: rendered.pixels, scale };
}

/** Whether anything was drawn over the white page (resvg draws nothing for an image it cannot decode). */
function hasImage(pixels: Uint8Array): boolean {
  for (let i = 0; i < pixels.length; i += 4 * 97) if ((pixels[i] as number) < 250) return true;
  return false;
}
