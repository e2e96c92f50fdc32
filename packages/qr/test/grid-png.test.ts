// The PNG drawn straight from the module grid (plain styles) against the SVG drawn by librsvg: both read as the
// same content in the three readers, and they agree pixel for pixel but for module edges rounded the other way.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, deflateSync } from "node:zlib";
import { readPng, readSvg } from "@qr/local/decode-qr";
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { DEFAULT_STYLE, gridPng, isGridDrawable, type QrStyle, qrSvg } from "../src/index.ts";

const CONTENT = "https://qr.example.net/AbC123xyz0";

/** The SVG drawn by librsvg at its own size, as [r, g, b, a] per pixel. */
function librsvgPixels(svg: string) {
  const dir = mkdtempSync(join(tmpdir(), "grid-"));
  try {
    writeFileSync(join(dir, "code.svg"), svg);
    execFileSync("rsvg-convert", ["-o", join(dir, "code.png"), join(dir, "code.svg")]);
    return decode(readFileSync(join(dir, "code.png")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CASES: [string, Partial<QrStyle>, number][] = [
  ["the default style", {}, 512],
  ["the smallest size (2 px a module)", {}, 74],
  ["an odd size", {}, 333],
  ["brand colours", { fg: "#1a237e", bg: "#fffde7" }, 256],
  ["a 2-module quiet zone, error correction H", { margin: 2, ecl: "H" }, 400],
  ["a transparent background", { bg: "transparent" }, 300],
];

describe("PNGs drawn from the module grid", () => {
  it.each(CASES)("%s: reads as the SVG does, and matches its pixels", async (_, choice, size) => {
    const style: QrStyle = { ...DEFAULT_STYLE, ...choice };
    expect(isGridDrawable(style, false)).toBe(true);
    const svg = qrSvg(CONTENT, style, size);
    if (!svg.ok) throw new Error(JSON.stringify(svg.errors));
    const png = await gridPng(CONTENT, style, size);
    expect(await readPng(png)).toEqual({ zbar: CONTENT, zxing: CONTENT, jsqr: CONTENT });
    expect(await readSvg(svg.svg)).toEqual({ zbar: CONTENT, zxing: CONTENT, jsqr: CONTENT });

    // Both drawn by librsvg (ours as an image at its own size, so not resampled) and compared dark for dark.
    const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
    const ours = librsvgPixels(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image href="${href}" width="${size}" height="${size}"/></svg>`,
    );
    const theirs = librsvgPixels(svg.svg);
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    const dark = (image: typeof ours, i: number) =>
      (image.data[i * 4 + 3] as number) >= 128 &&
      (image.data[i * 4] as number) + (image.data[i * 4 + 1] as number) < 256;
    let differing = 0;
    for (let i = 0; i < size * size; i++) if (dark(ours, i) !== dark(theirs, i)) differing++;
    expect(differing / (size * size)).toBeLessThan(0.02);
  });

  it("repeats a module row as PNG's up filter: small whatever the deflater, runs only included", async () => {
    const runLengthOnly = async (bytes: Uint8Array) => deflateSync(bytes, { strategy: constants.Z_RLE });
    for (const deflater of [undefined, runLengthOnly]) {
      const png = await gridPng(CONTENT, DEFAULT_STYLE, 1024, deflater);
      expect(await readPng(png)).toEqual({ zbar: CONTENT, zxing: CONTENT, jsqr: CONTENT });
      // Each row written out and searched for repeats was ~1 KB with zlib's default level, ~16 KB with runs only.
      expect(png.length).toBeLessThan(4096);
    }
  });

  it("leaves every other style to the SVG", () => {
    for (const choice of [
      { module_shape: "dots" },
      { eye_shape: "rounded" },
      { frame: "label", frame_text: "SCAN" },
      { gradient: "linear" },
    ] as Partial<QrStyle>[]) {
      expect(isGridDrawable({ ...DEFAULT_STYLE, ...choice }, false)).toBe(false);
    }
    expect(isGridDrawable(DEFAULT_STYLE, true)).toBe(false);
  });
});
