// Every image is rendered by librsvg and read by three independent readers (ZBar, ZXing, jsQR): all three must
// yield exactly its content.

import { decodeSvg } from "@qr/local/decode-qr";
import fc from "fast-check";
import { correction, generate, mode } from "lean-qr";
import { describe, expect, it } from "vitest";
import { checkPrintSafety, DEFAULT_STYLE, type QrStyle, qrSvg } from "../src/index.ts";
import { qrMatrix } from "../src/matrix.ts";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });

const URL_TO_ENCODE = "https://qr.example.net/AbC123xyz0";

function rendered(style: Partial<QrStyle>, size = 512, content = URL_TO_ENCODE): string {
  const image = qrSvg(content, { ...DEFAULT_STYLE, ...style }, size);
  if (!image.ok) throw new Error(JSON.stringify(image.errors));
  return image.svg;
}

describe("images that must scan", () => {
  const shapes = ["square", "rounded", "dots"] as const;
  const eyes = ["square", "rounded"] as const;
  const combinations = shapes.flatMap((module_shape) =>
    eyes.map((eye_shape) => ({ module_shape, eye_shape })),
  );
  it.each(combinations)("$module_shape modules with $eye_shape eyes decode", async (style) => {
    expect(await decodeSvg(rendered(style))).toBe(URL_TO_ENCODE);
  });

  it("text beyond ASCII reads the same in every reader (UTF-8 declared), and a URL's matrix has no ECI", async () => {
    for (const text of ["WIFI:T:WPA;S:Café Ünïcode 東京;P:x;;", "Zoë — ½ € 🙂"]) {
      expect(await decodeSvg(rendered({}, 512, text))).toBe(text);
    }
    // Printed codes never change: a URL is still its bytes alone, module for module.
    const bytesOnly = generate(mode.bytes([...new TextEncoder().encode(URL_TO_ENCODE)]), {
      minCorrectionLevel: correction.M,
      maxCorrectionLevel: correction.M,
    });
    const matrix = qrMatrix(URL_TO_ENCODE, "M");
    expect(matrix.modules.every((row, y) => row.every((dark, x) => dark === bytesOnly.get(x, y)))).toBe(true);
  });

  it.each(["L", "M", "Q", "H"] as const)("error correction %s decodes", async (ecl) => {
    expect(await decodeSvg(rendered({ ecl }))).toBe(URL_TO_ENCODE);
  });

  it("decodes brand colours, a transparent background, a 2-module quiet zone and a small size", async () => {
    expect(await decodeSvg(rendered({ fg: "#1a237e", bg: "#fff8e1" }))).toBe(URL_TO_ENCODE);
    expect(await decodeSvg(rendered({ bg: "transparent" }))).toBe(URL_TO_ENCODE);
    expect(await decodeSvg(rendered({ margin: 2 }))).toBe(URL_TO_ENCODE);
    expect(await decodeSvg(rendered({}, 128))).toBe(URL_TO_ENCODE);
  });

  it("encodes a long URL (a larger version) that still decodes", async () => {
    const long = `https://example.com/${"a".repeat(300)}`;
    expect(await decodeSvg(rendered({ ecl: "H" }, 1024, long))).toBe(long);
  });

  it("decodes every image of random valid styles (property)", async () => {
    const darkChannel = fc.integer({ min: 0, max: 90 });
    const lightChannel = fc.integer({ min: 215, max: 255 });
    const hex = (r: number, g: number, b: number) =>
      `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    const style = fc.record({
      fg: fc.tuple(darkChannel, darkChannel, darkChannel).map(([r, g, b]) => hex(r, g, b)),
      bg: fc.oneof(
        fc.tuple(lightChannel, lightChannel, lightChannel).map(([r, g, b]) => hex(r, g, b)),
        fc.constant("transparent"),
      ),
      margin: fc.integer({ min: 2, max: 8 }),
      ecl: fc.constantFrom("L", "M", "Q", "H"),
      module_shape: fc.constantFrom("square", "rounded", "dots"),
      eye_shape: fc.constantFrom("square", "rounded"),
    });
    await fc.assert(
      fc.asyncProperty(style, fc.integer({ min: 200, max: 1100 }), async (s, size) => {
        const image = qrSvg(URL_TO_ENCODE, { ...DEFAULT_STYLE, ...s } as QrStyle, size);
        expect(image.ok).toBe(true);
        if (image.ok) expect(await decodeSvg(image.svg)).toBe(URL_TO_ENCODE);
      }),
      { numRuns: 40 },
    );
  });
});

describe("print safety", () => {
  it.each([
    [{ fg: "#ffffff", bg: "#000000" }, "fg", "inverted"],
    [{ fg: "#777777", bg: "#888888" }, "fg", "too close in contrast"],
    [{ fg: "#ffeb3b", bg: "#ffffff" }, "fg", "too close in contrast"],
    [{ margin: 0 }, "margin", "quiet zone"],
    [{ margin: 1 }, "margin", "quiet zone"],
  ])("refuses %j (%s: %s)", (style, path, reason) => {
    const report = checkPrintSafety({ ...DEFAULT_STYLE, ...style });
    expect(report.errors).toEqual([
      expect.objectContaining({ path, message: expect.stringContaining(reason) }),
    ]);
  });

  it("refuses a size too small for the module count, and renders nothing", () => {
    const image = qrSvg(URL_TO_ENCODE, DEFAULT_STYLE, 40);
    expect(image.ok).toBe(false);
    if (!image.ok) expect(image.errors[0]?.path).toBe("size");
  });

  it("accepts borderline choices with warnings, each naming the field at fault", () => {
    const warning = (path: string, text: string) => ({ path, message: expect.stringContaining(text) });
    expect(checkPrintSafety({ ...DEFAULT_STYLE, margin: 3 }).warnings).toEqual([
      warning("margin", "quiet zone"),
    ]);
    expect(checkPrintSafety({ ...DEFAULT_STYLE, fg: "#808080" }).warnings).toEqual([
      warning("fg", "contrast"),
    ]);
    expect(checkPrintSafety({ ...DEFAULT_STYLE, bg: "transparent" }).warnings).toEqual([
      warning("bg", "transparent"),
    ]);
    expect(checkPrintSafety({ ...DEFAULT_STYLE, module_shape: "dots", ecl: "L" }).warnings).toEqual([
      warning("ecl", "dots"),
    ]);
    expect(checkPrintSafety(DEFAULT_STYLE)).toEqual({ errors: [], warnings: [] });
  });

  it("shows that refused styles really do not scan", async () => {
    const inverted = rendered({})
      .replace('fill="#ffffff"', 'fill="#000000"')
      .replaceAll('fill="#000000"', 'fill="#ffffff"');
    expect(await decodeSvg(inverted)).not.toBe(URL_TO_ENCODE);
  });
});
