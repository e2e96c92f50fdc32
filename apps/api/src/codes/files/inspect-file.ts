// What an uploaded page file is, judged by its bytes (never by its name or the Content-Type it came with): a
// PDF, or a PNG, JPEG, GIF or WebP image of sensible dimensions, at most MAX_FILE_BYTES. Anything else (HTML, an
// SVG, a script, an archive renamed .pdf) is refused (422): the redirect worker serves these files to anyone who
// scans, so only formats a browser shows without running anything are stored.
import { type FileContentType, MAX_FILE_BYTES } from "@qr/core/content/types";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { rasterHeader } from "../../lib/raster-header.ts";

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
  if (isPdf(bytes)) {
    const problem = pdfProblem(bytes);
    if (problem) refuse(problem);
    return { contentType: "application/pdf" };
  }
  const image = imageHeader(bytes);
  if (!image) refuse("a file is a PDF, PNG, JPEG, GIF or WebP; this file is none of them");
  if ("problem" in image) refuse(image.problem);
  if (!imageComplete(image.contentType, bytes))
    refuse(`the ${imageName(image.contentType)} image is cut short`);
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

/** How far from its end a file's closing marks are looked for: viewers accept a little trailing junk after them. */
const TAIL_BYTES = 1024;

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

/**
 * What makes a PDF unreadable by its structure, or undefined: a viewer reads a PDF from its end, so it needs the
 * `%%EOF` mark and, before it, `startxref` with the offset of a cross-reference table (`xref`) or stream (an
 * object) inside the file. A file cut short loses all three.
 */
function pdfProblem(bytes: Uint8Array): string | undefined {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)));
  const end = tail.lastIndexOf("%%EOF");
  if (end < 0) return "the PDF is cut short: it does not end with %%EOF";
  const pointer = /startxref\s+(\d{1,10})\s*$/.exec(tail.slice(0, end));
  if (!pointer) return "the PDF is damaged: it has no startxref before %%EOF";
  const offset = Number(pointer[1]);
  const target = latin1(bytes.subarray(offset, offset + 32));
  if (offset >= bytes.length || !/^\s*(xref|\d+\s+\d+\s+obj)/.test(target))
    return "the PDF is damaged: its cross-reference offset points outside its tables";
  return undefined;
}

/** Whether an image's bytes reach its closing mark (PNG's IEND, JPEG's EOI, GIF's trailer, WebP's RIFF size). */
function imageComplete(type: FileContentType, bytes: Uint8Array): boolean {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)));
  switch (type) {
    case "image/png":
      return tail.includes("IEND\xae\x42\x60\x82");
    case "image/jpeg":
      return tail.includes("\xff\xd9");
    case "image/gif":
      return tail.includes("\x3b");
    case "image/webp":
      return new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) + 8 <= bytes.length;
    default:
      return true;
  }
}

const IMAGE_NAMES: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
};
const imageName = (type: FileContentType) => IMAGE_NAMES[type] ?? type;

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
