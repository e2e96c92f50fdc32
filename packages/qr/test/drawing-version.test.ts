// What DRAWING_VERSION draws, pinned: every style combination, with and without a logo, on white and on
// transparency, at its smallest size and at 333 px (an odd width), as SVG text, raster pixels (the scene's and the plain grid's),
// PDF operators and EPS. A change of any of them fails here until DRAWING_VERSION is raised, so an image's ETag
// (which carries the version) can never name two different pictures.
import { createHash, type Hash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STYLE,
  DRAWING_VERSION,
  drawScene,
  epsDocument,
  gridPng,
  imageBoxes,
  isGridDrawable,
  type QrStyle,
  qrSvg,
  rasterScene,
  sceneOf,
} from "../src/index.ts";
import { CONTENT, EVERY_STYLE, smallestSizeOf } from "./every-style.ts";

/**
 * The digest of what each version draws; a new version adds its line, the old ones stay as its history (a digest
 * changes with the sample too: version 1's was taken again when the odd width went from 777 to 333 px).
 */
const DRAWN_BY_VERSION: Record<number, string> = {
  1: "ae00536b892ee48f0dac6284add4b194c32b19b34207156074cac8672b42bbd3",
};

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><circle cx="32" cy="24" r="20" fill="#c00"/></svg>';
const LOGO = { href: `data:image/svg+xml;base64,${btoa(LOGO_SVG)}`, aspect: 64 / 48 };

/** A logo's stand-in pixels: every coverage a logo can have (clear, half, opaque) in varying colours. */
function logoPixels(width: number, height: number) {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = [0, 128, 255][(i >> 2) % 3] as number;
    pixels.set([Math.min((i * 7) & 255, alpha), (i * 3) & 255 & alpha, alpha >> 1, alpha], i);
  }
  return { width, height, pixels };
}

/** Feeds `hash` with everything one style draws at one size. */
async function drawInto(hash: Hash, style: QrStyle, size: number, withLogo: boolean) {
  const image = qrSvg(CONTENT, style, size, withLogo ? LOGO : undefined);
  if (!image.ok) throw new Error(JSON.stringify(image.errors));
  hash.update(image.svg);
  const scene = sceneOf(image.svg);
  const boxes = imageBoxes(scene, size);
  const raster = rasterScene(scene, size, (shape) => {
    const box = boxes.get(shape);
    return box && logoPixels(box.width, box.height);
  });
  hash.update(raster.pixels);
  const box = { x: 0, y: 0, width: size * 0.75, height: (size * 0.75 * scene.height) / scene.width };
  hash.update(
    drawScene(scene, box, "pdf", {
      shading: (paint) => `/Sh(${JSON.stringify(paint)})`,
      image: (href) => ({ draw: `/Logo(${href.length}) Do`, aspect: LOGO.aspect }),
    }),
  );
  hash.update(
    epsDocument(scene, size * 0.75, () => ({ width: 2, height: 1, rgb: new Uint8Array([1, 2, 3, 4, 5, 6]) })),
  );
  if (isGridDrawable(style, withLogo)) {
    // The rows as the PNG filters them, before deflate (whose bytes depend on the zlib that runs it).
    await gridPng(CONTENT, style, size, async (rows) => {
      hash.update(rows);
      return rows;
    });
  }
}

describe("the drawing's version", () => {
  it(`draws what version ${DRAWING_VERSION} draws`, async () => {
    const hash = createHash("sha256");
    for (const choice of EVERY_STYLE) {
      for (const bg of ["#ffffff", "transparent"]) {
        for (const withLogo of [false, true]) {
          const style: QrStyle = {
            ...DEFAULT_STYLE,
            ...choice,
            gradient_to: "#1d4ed8",
            frame_text: "SCAN ME",
            bg,
          };
          for (const size of [smallestSizeOf(withLogo ? { ...style, ecl: "H" } : style), 333]) {
            await drawInto(hash, style, size, withLogo);
          }
        }
      }
    }
    expect(
      hash.digest("hex"),
      `the drawing changed: raise DRAWING_VERSION (packages/qr/src/drawing-version.ts) and record the new digest here`,
    ).toBe(DRAWN_BY_VERSION[DRAWING_VERSION]);
  });
});
