// The render worker's RPC contract (apps/render): what the api worker asks of it through its RENDER service binding.
// Drawing pixels and print files (resvg, pdf-lib) and reading photos (ZXing) run there, in isolates of their own, so
// a request for a code's JSON never waits behind a drawing in its isolate (docs/decisions/0030-render-worker.md).
import type { QrStyle } from "./style.ts";

/**
 * The libraries that draw part of an image in the render worker, at the versions installed there: resvg a logo's
 * pixels in a PNG, pdf-lib a PDF's document around our operators. An image's ETag carries them beside
 * DRAWING_VERSION, so upgrading either changes every tag instead of answering 304 with the picture drawn before.
 * apps/render/test/renderer-versions.test.ts keeps them equal to the installed packages.
 */
export const RENDERER_VERSIONS = { "@resvg/resvg-wasm": "2.6.2", "pdf-lib": "1.17.1" } as const;

/** A code drawn as SVG by the api worker (qrSvg), to be encoded as a file. */
export interface EncodeImageRequest {
  format: "png" | "pdf" | "eps";
  svg: string;
  style: QrStyle;
  /** The logo's digest when the code has one: PNGs of grid-drawable codes without a logo skip the SVG. */
  logoSha256: string | undefined;
  /** What the code holds (its short URL or static content). */
  content: string;
  sizePx: number;
}

/** A photo of a printed code whose header the api worker has read and bounded. */
export interface PrintCheckRequest {
  photo: Uint8Array;
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
  /** What the code holds: the photo should read as it. */
  content: string;
  printedWidthMm: number | undefined;
  /** The logo's share of the code's side, when it has one. */
  logoSize: number | undefined;
  /** The code's quiet zone, in modules. */
  margin: number;
}

/** What a photo of a printed code says about the print (the API's PrintCheck). */
export interface PrintVerdict {
  decodes: boolean;
  matches_this_code: boolean;
  decoded_text: string | null;
  module_px: number | null;
  contrast: number | null;
  quiet_zone_modules: number | null;
  scan_distance_cm: number | null;
  advice: string[];
}

/** A photo the render worker could not decode: the reason, for the caller's 422. */
export type PrintCheckAnswer = { ok: true; verdict: PrintVerdict } | { ok: false; problem: string };

export interface RendererRpc {
  encodeImage(request: EncodeImageRequest): Promise<Uint8Array<ArrayBuffer>>;
  checkPrint(request: PrintCheckRequest): Promise<PrintCheckAnswer>;
}
