// PNGs rasterised from the renderer's scene in JavaScript (rasterScene), the path every styled code's PNG takes:
// every combination of module shape, eye shape, frame and gradient at the smallest size it allows reads in the
// three readers, and agrees with librsvg's drawing of the same SVG but for anti-aliased edges.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, deflateSync } from "node:zlib";
import { readPng } from "@qr/local/decode-qr";
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STYLE,
  type QrStyle,
  qrSvg,
  type Raster,
  rasterScene,
  rgbaPng,
  sceneOf,
} from "../src/index.ts";
import { CONTENT, EVERY_STYLE, smallestSizeOf } from "./every-style.ts";

async function pngOf(style: QrStyle, size: number, images: () => Raster | undefined = () => undefined) {
  const image = qrSvg(CONTENT, style, size);
  if (!image.ok) throw new Error(JSON.stringify(image.errors));
  const raster = rasterScene(sceneOf(image.svg), size, images);
  return { svg: image.svg, png: await rgbaPng(raster.width, raster.height, raster.pixels) };
}

describe("PNGs rasterised from the scene", () => {
  it.each(EVERY_STYLE)(
    "$module_shape modules, $eye_shape eyes, frame $frame, gradient $gradient: reads at the smallest size",
    async (choice) => {
      const style: QrStyle = { ...DEFAULT_STYLE, ...choice, gradient_to: "#1d4ed8", frame_text: "SCAN ME" };
      const { png } = await pngOf(style, smallestSizeOf(style));
      expect(await readPng(png)).toEqual({ zbar: CONTENT, zxing: CONTENT, jsqr: CONTENT });
    },
  );

  it.each([
    ["rounded modules and eyes", { module_shape: "rounded", eye_shape: "rounded" }, 512],
    [
      "a banner, a radial gradient",
      { frame: "banner", frame_text: "Scan for the menu", gradient: "radial" },
      600,
    ],
    [
      "dots in a box on transparency",
      { module_shape: "dots", frame: "box", frame_text: "MENU", bg: "transparent" },
      420,
    ],
  ] as const)("%s: librsvg draws the same pixels but for edges", async (_, choice, size) => {
    const style = { ...DEFAULT_STYLE, ...choice, gradient_to: "#b91c1c" } as QrStyle;
    const { svg, png } = await pngOf(style, size);
    const dir = mkdtempSync(join(tmpdir(), "raster-"));
    try {
      writeFileSync(join(dir, "code.svg"), svg);
      execFileSync("rsvg-convert", ["-o", join(dir, "theirs.png"), join(dir, "code.svg")]);
      const theirs = decode(readFileSync(join(dir, "theirs.png")));
      const ours = decode(png);
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      // [r, g, b, a] of a pixel: ours is a palette (transparency in its entries), librsvg's RGB(A).
      const rgba = (image: typeof ours, p: number) => {
        if (image.palette) {
          const entry = image.palette[image.data[p] as number] ?? [];
          return [0, 1, 2, 3].map((c) => entry[c] ?? 255);
        }
        return [0, 1, 2, 3].map((c) =>
          c < 3 || image.channels === 4 ? (image.data[p * image.channels + c] as number) : 255,
        );
      };
      let differing = 0;
      const pixels = ours.width * ours.height;
      for (let p = 0; p < pixels; p++) {
        const [a, b] = [rgba(ours, p), rgba(theirs, p)];
        if (a.some((value, c) => Math.abs(value - (b[c] as number)) > 48)) differing++;
      }
      expect(differing / pixels).toBeLessThan(0.02);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lays a logo's pixels over the code in its box", async () => {
    const style = { ...DEFAULT_STYLE, ecl: "H" } as QrStyle;
    const red: Raster = { width: 1, height: 1, pixels: new Uint8Array([255, 0, 0, 255]) };
    const image = qrSvg(CONTENT, style, 400, { href: "data:image/png;base64,", aspect: 1 });
    if (!image.ok) throw new Error("not drawn");
    const scene = sceneOf(image.svg);
    let asked = 0;
    const raster = rasterScene(scene, 400, () => {
      asked++;
      return red;
    });
    expect(asked).toBe(1);
    const centre = (200 * 400 + 200) * 4;
    // The 1-pixel image lands at its box's corner; the box's centre is whatever the renderer cleared (the background).
    expect([...raster.pixels.subarray(centre, centre + 4)]).toEqual([255, 255, 255, 255]);
    expect(
      [...raster.pixels].some(
        (_, i) => i % 4 === 0 && raster.pixels[i] === 255 && raster.pixels[i + 1] === 0,
      ),
    ).toBe(true);
  });

  it.each([
    [
      "rounded modules in a banner (a palette)",
      { module_shape: "rounded", frame: "banner", frame_text: "Scan for the menu" },
      3,
    ],
    [
      "a radial gradient on transparency",
      { gradient: "radial", gradient_to: "#b91c1c", bg: "transparent" },
      6,
    ],
  ] as const)("holds exactly the raster's pixels: %s", async (_, choice, colourType) => {
    const style = { ...DEFAULT_STYLE, ...choice } as QrStyle;
    const image = qrSvg(CONTENT, style, 1024);
    if (!image.ok) throw new Error(JSON.stringify(image.errors));
    const raster = rasterScene(sceneOf(image.svg), 1024, () => undefined);
    for (const deflater of [undefined, runLengthDeflate]) {
      const png = await rgbaPng(raster.width, raster.height, raster.pixels, deflater);
      expect(png[25]).toBe(colourType); // IHDR's colour type: 3 palette, 6 RGBA
      expectPixels(png, raster);
    }
  });

  it("keeps a gradient's RGBA at the default level whatever deflater the palette is given", async () => {
    const style = { ...DEFAULT_STYLE, gradient: "linear", gradient_to: "#1d4ed8" } as QrStyle;
    const image = qrSvg(CONTENT, style, 1024);
    if (!image.ok) throw new Error(JSON.stringify(image.errors));
    const raster = rasterScene(sceneOf(image.svg), 1024, () => undefined);
    const [ours, runsOnly] = [
      await rgbaPng(raster.width, raster.height, raster.pixels),
      await rgbaPng(raster.width, raster.height, raster.pixels, runLengthDeflate),
    ];
    expect(runsOnly[25]).toBe(6);
    // Runs alone made it ~1 MB instead of ~70 KB: a gradient's rows are not runs.
    expect(runsOnly.length).toBe(ours.length);
  });

  it.each([
    [37, "odd"],
    [38, "even"],
  ])(
    "holds exactly the raster's pixels where rows repeat, start like the row above, or are transparent: %i px wide (%s)",
    async (width) => {
      const height = 9;
      const pixels = new Uint8Array(width * height * 4);
      const paint = (x: number, y: number, rgba: number[]) => pixels.set(rgba, (y * width + x) * 4);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          // Rows 1 and 2 repeat row 0; rows 3–8 share a growing start with row 0 and then differ (an even width's rows
          // are compared two pixels at a time: the first difference falls on either pixel of a pair).
          const differs = y >= 3 && x >= y - 3;
          paint(
            x,
            y,
            differs ? [(x * 7) % 128, y * 20, 60, 128 + (x % 2) * 127] : [x % 3 === 0 ? 255 : 0, 0, 0, 255],
          );
        }
      paint(width - 1, height - 1, [0, 0, 0, 0]);
      for (const deflater of [undefined, runLengthDeflate]) {
        const png = await rgbaPng(width, height, pixels, deflater);
        expect(png[25]).toBe(3);
        expectPixels(png, { width, height, pixels });
      }
    },
  );
});

/** zlib's run-length strategy, as the api worker deflates its PNGs (apps/api/src/drawing/png-deflate.ts). */
async function runLengthDeflate(bytes: Uint8Array): Promise<Uint8Array> {
  return deflateSync(bytes, { strategy: constants.Z_RLE });
}

/** The PNG's pixels, decoded, are the raster's (premultiplied) pixels with their alpha divided out. */
function expectPixels(png: Uint8Array, raster: Raster): void {
  const image = decode(png);
  expect([image.width, image.height]).toEqual([raster.width, raster.height]);
  const unpremultiplied = (p: number) => {
    const alpha = raster.pixels[p * 4 + 3] as number;
    return [0, 1, 2]
      .map((c) => {
        const value = raster.pixels[p * 4 + c] as number;
        return alpha === 255 || alpha === 0 ? value : Math.min(255, Math.round((value * 255) / alpha));
      })
      .concat(alpha);
  };
  const decoded = (p: number) => {
    if (image.palette) {
      const entry = image.palette[image.data[p] as number] ?? [];
      return [0, 1, 2, 3].map((c) => entry[c] ?? 255);
    }
    return [0, 1, 2, 3].map((c) => image.data[p * 4 + c] as number);
  };
  let differing = 0;
  for (let p = 0; p < raster.width * raster.height; p++)
    if (decoded(p).join() !== unpremultiplied(p).join()) differing++;
  expect(differing).toBe(0);
}
