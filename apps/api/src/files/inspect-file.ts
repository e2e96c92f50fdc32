// What an uploaded page file is, judged by its bytes (never by its name or the Content-Type it came with): a
// PDF, or a PNG, JPEG, GIF or WebP image of sensible dimensions, at most MAX_FILE_BYTES. Anything else (HTML, an
// SVG, a script, an archive renamed .pdf) is refused (422): the redirect worker serves these files to anyone who
// scans, so only formats a browser shows without running anything are stored.
import { type FileContentType, MAX_FILE_BYTES } from "@qr/core/content/types";
import { rasterHeader } from "../drawing/raster-header.ts";
import { type FieldError, validationFailed } from "../errors/api-error.ts";

/** An image wider or taller than this is refused: no phone needs it, and a decoder would. */
export const MAX_IMAGE_SIDE = 10_000;

export interface InspectedFile {
  contentType: FileContentType;
  width?: number | undefined;
  height?: number | undefined;
}

export function inspectFile(bytes: Uint8Array): InspectedFile {
  if (bytes.length === 0) refuse("the file is empty");
  if (bytes.length > MAX_FILE_BYTES)
    refuse(
      `a file is at most ${MAX_FILE_BYTES / 1024 / 1024} MB (this one is ${megabytes(bytes.length)} MB)`,
    );
  if (isPdf(bytes)) return { contentType: "application/pdf" };
  const image = imageHeader(bytes);
  if (!image) refuse("a file is a PDF, PNG, JPEG, GIF or WebP; this file is none of them");
  if ("problem" in image) refuse(image.problem);
  const { width, height } = image;
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    refuse(`an image is 1-${MAX_IMAGE_SIDE} px on each side (this one is ${width}×${height})`);
  return image;
}

function refuse(message: string): never {
  throw validationFailed([{ path: "body", message } satisfies FieldError]);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** `%PDF-1.x` or `%PDF-2.x` at the start (a BOM or anything before it is not a PDF a viewer takes as one). */
function isPdf(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  return /^%PDF-[12]\.\d/.test(head);
}

type ImageHeader = { contentType: FileContentType; width: number; height: number } | { problem: string };

function imageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const raster = rasterHeader(bytes);
  if (raster) return "problem" in raster ? raster : { ...raster, contentType: raster.type };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") {
    if (bytes.length < 10) return { problem: "the GIF is damaged" };
    return { contentType: "image/gif", width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return webpHeader(bytes, view, ascii);
  return undefined;
}

/** The three WebP forms: lossy (VP8), lossless (VP8L) and extended (VP8X). */
function webpHeader(
  bytes: Uint8Array,
  view: DataView,
  ascii: (from: number, to: number) => string,
): ImageHeader {
  const damaged = { problem: "the WebP image is damaged" };
  if (bytes.length < 30) return damaged;
  const chunk = ascii(12, 16);
  const contentType = "image/webp" as const;
  if (chunk === "VP8 ") {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return damaged;
    return {
      contentType,
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return damaged;
    const bits = view.getUint32(21, true);
    return { contentType, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const width = 1 + ((bytes[24] as number) | ((bytes[25] as number) << 8) | ((bytes[26] as number) << 16));
    const height = 1 + ((bytes[27] as number) | ((bytes[28] as number) << 8) | ((bytes[29] as number) << 16));
    return { contentType, width, height };
  }
  return damaged;
}
