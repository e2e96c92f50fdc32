// Vector output (EPS here; PDF in the api's print tests): every style combination, drawn at the smallest size its
// style allows, is rasterised by an independent tool (Ghostscript) and read by the three readers.
import { epsPng, readPng } from "@qr/local/decode-qr";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_STYLE,
  drawScene,
  epsDocument,
  placedShapes,
  type QrStyle,
  qrSvg,
  sceneOf,
} from "../src/index.ts";
import { CONTENT, EVERY_STYLE, smallestSizeOf } from "./every-style.ts";

const PT_PER_PX = 0.75; // a pixel at 96 dpi, the size an image of `size` px prints at

describe("EPS", () => {
  it.each(EVERY_STYLE)(
    "$module_shape modules, $eye_shape eyes, frame $frame, gradient $gradient: Ghostscript's drawing decodes",
    async (choice) => {
      const style: QrStyle = { ...DEFAULT_STYLE, ...choice, gradient_to: "#1d4ed8", frame_text: "SCAN ME" };
      const size = smallestSizeOf(style);
      const image = qrSvg(CONTENT, style, size);
      if (!image.ok) throw new Error(JSON.stringify(image.errors));
      const eps = epsDocument(sceneOf(image.svg), size * PT_PER_PX, () => undefined);
      expect(eps.startsWith("%!PS-Adobe-3.0 EPSF-3.0")).toBe(true);
      expect(await readPng(epsPng(eps, 96))).toEqual({ zbar: CONTENT, zxing: CONTENT, jsqr: CONTENT });
    },
  );
});

describe("the operators", () => {
  it("paint a gradient once through all the modules, not once a module", () => {
    const style: QrStyle = {
      ...DEFAULT_STYLE,
      module_shape: "dots",
      gradient: "radial",
      gradient_to: "#1d4ed8",
    };
    const image = qrSvg(CONTENT, style, 512);
    if (!image.ok) throw new Error(JSON.stringify(image.errors));
    let shadings = 0;
    const content = drawScene(sceneOf(image.svg), { x: 0, y: 0, width: 300, height: 300 }, "pdf", {
      shading: () => `/Sh${shadings++}`,
      image: () => undefined,
    });
    expect(shadings).toBeLessThanOrEqual(2); // the modules, and the eyes (filled even-odd)
    expect(content.match(/ sh$/gm)?.length).toBe(shadings);
  });
});

describe("the scene reader", () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

  it.each([
    ["a stroke", '<path d="M0 0h5" stroke="#000000"/>'],
    ["opacity", '<g opacity="0.5"><path d="M0 0h5v5z"/></g>'],
    ["a translucent fill", '<path d="M0 0h5v5z" fill-opacity="0.4"/>'],
    [
      "a bounding-box gradient",
      '<defs><linearGradient id="g"><stop stop-color="#ff0000"/></linearGradient></defs>',
    ],
    ["a rotation", '<g transform="rotate(10)"><path d="M0 0h5v5z"/></g>'],
    ["a mask", '<mask id="m"/>'],
  ])("refuses %s, which the writers would drop", (_, body) => {
    expect(() => sceneOf(svg(body))).toThrow();
  });

  it("takes a matrix transform and places another scene fitted into a box", () => {
    const logo = sceneOf(
      svg('<g transform="matrix(2 0 0 2 1 1)"><path fill="#ff0000" d="M0 0h2v2h-2z"/></g>'),
    );
    const [square] = logo.shapes;
    expect(square?.kind === "path" && square.segments[0]).toEqual({ op: "M", x: 1, y: 1 });
    // A 10 × 10 scene in a 20 × 40 box: scaled by 2, centred vertically.
    const [placed] = placedShapes(logo, { x: 100, y: 100, width: 20, height: 40 });
    expect(placed?.kind === "path" && placed.segments[0]).toEqual({ op: "M", x: 102, y: 112 });
  });
});
