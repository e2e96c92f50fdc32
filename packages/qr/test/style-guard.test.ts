// The renderer refuses any style value outside its vocabulary, so no caller can write markup into the SVG.
import { describe, expect, it } from "vitest";
import { DEFAULT_STYLE, type QrStyle, qrSvg } from "../src/index.ts";

const CONTENT = "https://qr.example.net/AbC123";

describe("the renderer's guard", () => {
  it.each([
    ["fg", '#000"/><script>alert(1)</script>'],
    ["bg", "red"],
    ["gradient_to", "url(javascript:alert(1))"],
    ["frame_color", "#12345"],
    ["module_shape", "<circle/>"],
    ["frame", "banner'"],
    ["margin", Number.NaN],
  ] as const)("refuses %s = %s", (path, value) => {
    const image = qrSvg(CONTENT, { ...DEFAULT_STYLE, [path]: value } as unknown as QrStyle, 512);
    expect(image.ok).toBe(false);
    expect(!image.ok && image.errors.map((error) => error.path)).toContain(path);
  });

  it("refuses a logo that is not a base64 image data: URL", () => {
    const image = qrSvg(CONTENT, DEFAULT_STYLE, 512, { href: 'x" onload="alert(1)', aspect: 1 });
    expect(image.ok).toBe(false);
  });

  it("draws the defaults and a transparent background", () => {
    expect(qrSvg(CONTENT, { ...DEFAULT_STYLE, bg: "transparent" }, 512).ok).toBe(true);
  });
});
