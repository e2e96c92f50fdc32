// Frames with a call to action, logos and gradients: every combination the service allows, at the smallest size
// it allows, is read by all three readers (ZBar, ZXing, jsQR), and what would not scan is refused with its reason.
import { decodeSvg } from "@qr/local/decode-qr";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkPrintSafety,
  DEFAULT_STYLE,
  EYE_SHAPES,
  FRAMES,
  LIMITS,
  MODULE_SHAPES,
  type QrStyle,
  qrMatrix,
  qrSvg,
  smallestSize,
} from "../src/index.ts";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

/** As long as a deployed short URL: the service's scan host and a 10-character slug. */
const SHORT_URL = "https://qr-redirect.example.workers.dev/AbCdEf1234";
/** A logo as busy as a real one: colour, shapes and a stroke, with a light centre. */
const LOGO = {
  href: `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="#e91e63"/><circle cx="50" cy="50" r="30" fill="#fff"/><path d="M35 50h30M50 35v30" stroke="#e91e63" stroke-width="10"/></svg>',
  ).toString("base64")}`,
  aspect: 1,
};

function atSmallestSize(style: QrStyle, withLogo: boolean) {
  const ecl = withLogo ? "H" : style.ecl;
  const size = smallestSize(style, qrMatrix(SHORT_URL, ecl).size);
  return { size, image: qrSvg(SHORT_URL, style, size, withLogo ? LOGO : undefined) };
}

describe("every frame, logo and shape the service allows, at the smallest size it allows", () => {
  const logos = [undefined, LIMITS.minLogoSize, 0.2, LIMITS.maxLogoSize];
  const combinations = FRAMES.flatMap((frame) =>
    logos.flatMap((logo) =>
      MODULE_SHAPES.flatMap((module_shape) =>
        EYE_SHAPES.map((eye_shape) => ({ frame, logo, module_shape, eye_shape })),
      ),
    ),
  );
  it.each(combinations)("$frame frame, logo $logo, $module_shape modules, $eye_shape eyes", async (c) => {
    const style: QrStyle = {
      ...DEFAULT_STYLE,
      frame: c.frame,
      frame_text: "Scan for the menu",
      module_shape: c.module_shape,
      eye_shape: c.eye_shape,
      logo_size: c.logo ?? DEFAULT_STYLE.logo_size,
    };
    const { size, image } = atSmallestSize(style, c.logo !== undefined);
    if (!image.ok) throw new Error(`refused at ${size} px: ${JSON.stringify(image.errors)}`);
    expect(await decodeSvg(image.svg)).toBe(SHORT_URL);
  });

  it.each(["linear", "radial"] as const)(
    "%s gradients decode, with a frame and a logo too",
    async (gradient) => {
      const style: QrStyle = {
        ...DEFAULT_STYLE,
        gradient,
        fg: "#1a237e",
        gradient_to: "#6a1b9a",
        gradient_angle: 135,
        frame: "box",
        frame_text: "Scannez pour le menu ✓".replace(" ✓", "!"),
        module_shape: "rounded",
      };
      for (const withLogo of [false, true]) {
        const { image } = atSmallestSize(style, withLogo);
        if (!image.ok) throw new Error(JSON.stringify(image.errors));
        expect(await decodeSvg(image.svg)).toBe(SHORT_URL);
      }
    },
  );

  it("decodes random allowed brand styles at random sizes from the smallest allowed (property)", async () => {
    const dark = fc.integer({ min: 0, max: 80 });
    const hex = (r: number, g: number, b: number) =>
      `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    const colour = fc.tuple(dark, dark, dark).map(([r, g, b]) => hex(r, g, b));
    const style = fc.record({
      fg: colour,
      gradient: fc.constantFrom("none", "linear", "radial"),
      gradient_to: colour,
      gradient_angle: fc.integer({ min: 0, max: 359 }),
      frame: fc.constantFrom(...FRAMES),
      frame_text: fc.constantFrom("Scan me", "Scan for the menu", "Café — à la carte", "Tap · Scan · Go!"),
      frame_color: fc.option(colour, { nil: null }),
      module_shape: fc.constantFrom(...MODULE_SHAPES),
      eye_shape: fc.constantFrom(...EYE_SHAPES),
      logo_size: fc.double({ min: LIMITS.minLogoSize, max: LIMITS.maxLogoSize, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(
        style,
        fc.boolean(),
        fc.double({ min: 1, max: 4, noNaN: true }),
        async (s, withLogo, scale) => {
          const full = { ...DEFAULT_STYLE, ...s } as QrStyle;
          const smallest = smallestSize(full, qrMatrix(SHORT_URL, withLogo ? "H" : full.ecl).size);
          const size = Math.min(LIMITS.maxSize, Math.round(smallest * scale));
          const image = qrSvg(SHORT_URL, full, size, withLogo ? LOGO : undefined);
          if (!image.ok) throw new Error(JSON.stringify(image.errors));
          expect(await decodeSvg(image.svg)).toBe(SHORT_URL);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("brand choices that would not scan, or not print, are refused with the reason", () => {
  const refusal = (style: Partial<QrStyle>) => checkPrintSafety({ ...DEFAULT_STYLE, ...style }).errors;

  it("a gradient whose end is too light or lighter than the background", () => {
    expect(refusal({ gradient: "linear", gradient_to: "#dddddd" })).toEqual([
      expect.objectContaining({ path: "gradient_to", message: expect.stringContaining("contrast") }),
    ]);
    expect(refusal({ gradient: "radial", bg: "#222222", fg: "#000000", gradient_to: "#ffffff" })).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "gradient_to" })]),
    );
    expect(refusal({ gradient: "none", gradient_to: "#ffffff" })).toEqual([]); // unused, so not checked
  });

  it("frame text: missing for a label or banner, too long, or a character the frame font has not", () => {
    expect(refusal({ frame: "banner", frame_text: " " })[0]?.path).toBe("frame_text");
    expect(refusal({ frame: "label", frame_text: "x".repeat(LIMITS.frameTextMaxLength + 1) })[0]?.path).toBe(
      "frame_text",
    );
    expect(refusal({ frame: "box", frame_text: "Scan 扫码 🍕" })[0]?.message).toContain('"扫"');
    expect(refusal({ frame: "box", frame_text: "" })).toEqual([]);
  });

  it("a logo too large, or in a code long enough to have an alignment pattern at its centre", () => {
    const big = qrSvg(SHORT_URL, { ...DEFAULT_STYLE, logo_size: 0.35 }, 512, LOGO);
    expect(!big.ok && big.errors[0]).toMatchObject({
      path: "logo_size",
      message: expect.stringContaining("0.3"),
    });
    const long = qrSvg(`https://example.com/${"a".repeat(120)}`, DEFAULT_STYLE, 1024, LOGO);
    expect(!long.ok && long.errors[0]).toMatchObject({
      path: "logo_size",
      message: expect.stringContaining("too long"),
    });
  });

  it("a logo makes the service choose error correction H, whatever the style asks", () => {
    const image = qrSvg(SHORT_URL, { ...DEFAULT_STYLE, ecl: "L" }, 512, LOGO);
    const plain = qrSvg(SHORT_URL, { ...DEFAULT_STYLE, ecl: "H" }, 512);
    if (!image.ok || !plain.ok) throw new Error("both render");
    expect(image.svg).toContain("<image");
    expect(image.svg.match(/viewBox="([^"]+)"/)?.[1]).toBe(plain.svg.match(/viewBox="([^"]+)"/)?.[1]);
  });

  it("dots need 3 px per module", () => {
    const size = 100;
    expect(qrSvg(SHORT_URL, { ...DEFAULT_STYLE, module_shape: "square" }, size).ok).toBe(true);
    const dots = qrSvg(SHORT_URL, { ...DEFAULT_STYLE, module_shape: "dots" }, size);
    expect(!dots.ok && dots.errors[0]?.message).toContain("at least 3 px per module");
  });
});
