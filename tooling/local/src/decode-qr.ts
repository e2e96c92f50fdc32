// Test helper: decodes QR images with three independent readers, and answers the text only when all three read
// the same one. rsvg-convert (librsvg) renders the image on a white canvas, as paper would be (so transparent
// backgrounds decode as printed); then ZBar (zbarimg), ZXing (its C++ core as WebAssembly) and jsQR (pure
// JavaScript, the reader in many web-based scanners) each read the PNG.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decode as decodePngPixels } from "fast-png";
import jsQR from "jsqr";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { ensureSystemTools, GHOSTSCRIPT, POPPLER, RSVG, ZBAR } from "./system-tools.mjs";

const require = createRequire(import.meta.url);
// From node_modules, never from a CDN (zxing-wasm's default).
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer as ArrayBuffer,
  },
});

export interface Readings {
  zbar: string;
  zxing: string;
  jsqr: string;
}

/** The text all three readers read in an SVG, or a line naming what each read when they differ. */
export async function decodeSvg(svg: string): Promise<string> {
  return agreed(await readSvg(svg));
}

/** The text all three readers read in a PNG, or a line naming what each read when they differ. */
export async function decodePng(png: Uint8Array): Promise<string> {
  return agreed(await readPng(png));
}

export function readSvg(svg: string): Promise<Readings> {
  return readAll(withTempDir((dir) => rasterise(dir, svg)));
}

export function readPng(png: Uint8Array): Promise<Readings> {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  return readSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`,
  );
}

/** A region of a PDF page, in millimetres from the page's top-left corner. */
export interface PdfRegion {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The number of pages of a PDF (Poppler's pdfinfo). */
export function pdfPageCount(pdf: Uint8Array): number {
  ensureSystemTools([POPPLER]);
  return withTempDir((dir) => {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    const info = execFileSync("pdfinfo", [join(dir, "doc.pdf")], { encoding: "utf8" });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  });
}

/**
 * Regions of a PDF's pages as PNGs at `dpi`, drawn by Poppler's pdftoppm as a printer would see them: one code
 * per region, so that each is read by all three readers (jsQR reads one code per image). 300 dpi is the
 * resolution of the code images in the PDF, so nothing is resampled: at 150 jsQR missed about one cell in 50.
 */
export function pdfRegions(pdf: Uint8Array, regions: PdfRegion[], dpi = 300): Buffer[] {
  ensureSystemTools([POPPLER]);
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  return withTempDir((dir) => {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    return regions.map((region, n) => {
      const out = join(dir, `region-${n}`);
      const page = String(region.page);
      execFileSync("pdftoppm", [
        ...["-r", String(dpi), "-f", page, "-l", page, "-singlefile", "-png"],
        ...["-x", String(px(region.x)), "-y", String(px(region.y))],
        ...["-W", String(px(region.width)), "-H", String(px(region.height))],
        join(dir, "doc.pdf"),
        out,
      ]);
      return readFileSync(`${out}.png`);
    });
  });
}

/**
 * A one-page PDF drawn whole by Poppler's pdftoppm at `dpi`, as a PNG, without anti-aliasing: a printer's dots,
 * as Ghostscript draws an EPS (a blur of grey at 2 px a module is the screen's, not the paper's).
 */
export function pdfPagePng(pdf: Uint8Array, dpi: number): Buffer {
  ensureSystemTools([POPPLER]);
  return withTempDir((dir) => {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    execFileSync("pdftoppm", [
      "-r",
      String(dpi),
      "-singlefile",
      "-png",
      join(dir, "doc.pdf"),
      join(dir, "page"),
    ]);
    return readFileSync(join(dir, "page.png"));
  });
}

/** An EPS drawn by Ghostscript at `dpi` on white, cropped to its bounding box, as a PNG. */
export function epsPng(eps: string, dpi: number): Buffer {
  ensureSystemTools([GHOSTSCRIPT]);
  return withTempDir((dir) => {
    writeFileSync(join(dir, "code.eps"), eps);
    execFileSync(
      "gs",
      [
        "-q",
        "-dSAFER",
        "-dBATCH",
        "-dNOPAUSE",
        "-dEPSCrop",
        "-sDEVICE=png16m",
        `-r${dpi}`,
        `-sOutputFile=${join(dir, "code.png")}`,
        join(dir, "code.eps"),
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return readFileSync(join(dir, "code.png"));
  });
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function agreed({ zbar, zxing, jsqr }: Readings): string {
  return zbar === zxing && zxing === jsqr
    ? zbar
    : `readers differ: zbar=${zbar}; zxing=${zxing}; jsqr=${jsqr}`;
}

async function readAll(png: Buffer): Promise<Readings> {
  return { zbar: withTempDir((dir) => zbar(dir, png)), zxing: await zxing(png), jsqr: jsqrRead(png) };
}

/** The SVG drawn on white by librsvg, as a PNG. */
function rasterise(dir: string, svg: string): Buffer {
  ensureSystemTools([RSVG]);
  writeFileSync(join(dir, "code.svg"), svg);
  execFileSync("rsvg-convert", [
    "--background-color",
    "white",
    "-o",
    join(dir, "code.png"),
    join(dir, "code.svg"),
  ]);
  return readFileSync(join(dir, "code.png"));
}

function zbar(dir: string, png: Buffer): string {
  ensureSystemTools([ZBAR]);
  writeFileSync(join(dir, "code.png"), png);
  try {
    return execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", join(dir, "code.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"], // zbarimg complains about D-Bus on stderr in containers
    }).trimEnd();
  } catch {
    return ""; // zbarimg exits non-zero when it finds no code
  }
}

async function zxing(png: Buffer): Promise<string> {
  const [result] = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"], maxNumberOfSymbols: 1 });
  return result?.isValid ? result.text : "";
}

function jsqrRead(png: Buffer): string {
  const image = decodePngPixels(png);
  const rgba = toRgba(image.data, image.channels);
  return jsQR(rgba, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? "";
}

/** RGBA bytes from librsvg's PNG (RGBA already, or RGB/grey at 8 or 16 bits per channel). */
function toRgba(data: ArrayLike<number>, channels: number): Uint8ClampedArray {
  const max = data instanceof Uint16Array ? 257 : 1;
  const pixels = data.length / channels;
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const at = i * channels;
    const [r, g, b] = channels >= 3 ? [data[at], data[at + 1], data[at + 2]] : [data[at], data[at], data[at]];
    rgba.set([(r ?? 0) / max, (g ?? 0) / max, (b ?? 0) / max, 255], i * 4);
  }
  return rgba;
}

function withTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "qr-decode-"));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
