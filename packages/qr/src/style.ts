// Image styles: the options, their defaults, and the print-safety rules that refuse a style that would not
// scan (422) and warn about borderline ones.
import { FRAME_FONT } from "./frame-font.ts";
import { canvasWidth, FRAMES, type Frame } from "./layout.ts";

export { FRAMES, type Frame };

import type { ErrorCorrection } from "./matrix.ts";

export const MODULE_SHAPES = ["square", "rounded", "dots"] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];
// Circular eyes were tried and removed: ZBar failed to read them at 1024 px with error correction Q/H.
export const EYE_SHAPES = ["square", "rounded"] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];

/** A gradient over the dark modules, from `fg` to `gradient_to`. */
export const GRADIENTS = ["none", "linear", "radial"] as const;
export type Gradient = (typeof GRADIENTS)[number];

export interface QrStyle {
  fg: string;
  /** A colour, or "transparent" (assumed printed on white). */
  bg: string;
  /** Quiet zone, in modules. */
  margin: number;
  ecl: ErrorCorrection;
  module_shape: ModuleShape;
  eye_shape: EyeShape;
  gradient: Gradient;
  /** The gradient's end colour. */
  gradient_to: string;
  /** Direction of a linear gradient, in degrees clockwise from left-to-right. */
  gradient_angle: number;
  frame: Frame;
  frame_text: string;
  /** The frame's colour; null: the foreground colour. */
  frame_color: string | null;
  /** A logo's side as a share of the symbol's side (quiet zone excluded), when the code has a logo. */
  logo_size: number;
}

export const DEFAULT_STYLE: QrStyle = {
  fg: "#000000",
  bg: "#ffffff",
  margin: 4,
  ecl: "M",
  module_shape: "square",
  eye_shape: "square",
  gradient: "none",
  gradient_to: "#000000",
  gradient_angle: 45,
  frame: "none",
  frame_text: "",
  frame_color: null,
  logo_size: 0.2,
};

export const LIMITS = {
  minMargin: 2,
  recommendedMargin: 4,
  maxMargin: 20,
  minContrast: 3,
  recommendedContrast: 4.5,
  minPixelsPerModule: 2,
  /** Dots are drawn smaller than their module: at 2 px, ZXing and jsQR lost them inside a box frame. */
  minPixelsPerModuleDots: 3,
  recommendedPixelsPerModule: 4,
  minSize: 64,
  maxSize: 4096,
  frameTextMaxLength: 32,
  minLogoSize: 0.1,
  /** The largest logo side every reader still decodes (with error correction H, which a logo always gets). */
  maxLogoSize: 0.3,
};

export interface StyleProblem {
  path: string;
  message: string;
}

/** What would not scan is an error; what may not scan everywhere is a warning. Each names the field at fault. */
export interface SafetyReport {
  errors: StyleProblem[];
  warnings: StyleProblem[];
}

/** Checks a resolved style (and, when given, an output size for a matrix of `moduleCount` modules). */
export function checkPrintSafety(
  style: QrStyle,
  render?: { sizePx: number; moduleCount: number },
): SafetyReport {
  const errors: StyleProblem[] = [];
  const warnings: StyleProblem[] = [];
  const bg = style.bg === "transparent" ? 1 : luminance(style.bg);
  if (style.bg === "transparent")
    warnings.push({
      path: "bg",
      message: "a transparent background scans only when printed on a light surface",
    });
  // Every colour a module can take (both ends of a gradient) must stand out from the background.
  const moduleColours: [path: string, hex: string][] = [["fg", style.fg]];
  if (style.gradient !== "none") moduleColours.push(["gradient_to", style.gradient_to]);
  for (const [path, hex] of moduleColours) {
    const fg = luminance(hex);
    if (fg > bg) {
      errors.push({
        path,
        message: "light modules on a dark background (inverted) do not scan on many readers",
      });
      continue;
    }
    const contrast = (bg + 0.05) / (fg + 0.05);
    if (contrast < LIMITS.minContrast) {
      errors.push({
        path,
        message: `${path === "fg" ? "foreground" : "the gradient's end colour"} and background are too close in contrast (${contrast.toFixed(2)}:1, at least ${LIMITS.minContrast}:1)`,
      });
    } else if (contrast < LIMITS.recommendedContrast) {
      warnings.push({
        path,
        message: `contrast ${contrast.toFixed(2)}:1 is low; ${LIMITS.recommendedContrast}:1 or more scans reliably`,
      });
    }
  }
  errors.push(...frameProblems(style));
  if (style.margin < LIMITS.minMargin) {
    errors.push({ path: "margin", message: `the quiet zone must be at least ${LIMITS.minMargin} modules` });
  } else if (style.margin < LIMITS.recommendedMargin) {
    warnings.push({
      path: "margin",
      message: `a quiet zone under ${LIMITS.recommendedMargin} modules may not scan on every reader`,
    });
  }
  if (style.module_shape === "dots" && style.ecl === "L") {
    warnings.push({
      path: "ecl",
      message: "dots with error correction L leave little margin for damage; use M or higher",
    });
  }
  if (render) {
    const pixelsPerModule = render.sizePx / canvasWidth(style, render.moduleCount);
    const least = minPixelsPerModule(style);
    if (pixelsPerModule < least) {
      errors.push({
        path: "size",
        message: `${render.sizePx} px is too small for ${render.moduleCount} modules${style.module_shape === "dots" ? " drawn as dots" : ""}: at least ${least} px per module`,
      });
    } else if (pixelsPerModule < LIMITS.recommendedPixelsPerModule) {
      warnings.push({
        path: "size",
        message: `${pixelsPerModule.toFixed(1)} px per module is small for printing`,
      });
    }
  }
  return { errors, warnings };
}

export function minPixelsPerModule(style: Pick<QrStyle, "module_shape">): number {
  return style.module_shape === "dots" ? LIMITS.minPixelsPerModuleDots : LIMITS.minPixelsPerModule;
}

/** The smallest output width, in pixels, at which this style scans for a matrix of `moduleCount` modules. */
export function smallestSize(style: QrStyle, moduleCount: number): number {
  return Math.max(LIMITS.minSize, Math.ceil(minPixelsPerModule(style) * canvasWidth(style, moduleCount)));
}

function frameProblems(style: QrStyle): StyleProblem[] {
  if (style.frame === "none") return [];
  const text = style.frame_text;
  if (text.trim() === "" && style.frame !== "box")
    return [
      {
        path: "frame_text",
        message: `a ${style.frame} frame needs its text (a call to action such as "Scan for the menu")`,
      },
    ];
  if ([...text].length > LIMITS.frameTextMaxLength)
    return [
      { path: "frame_text", message: `the frame text is at most ${LIMITS.frameTextMaxLength} characters` },
    ];
  const missing = [...new Set([...text].filter((char) => !(char in FRAME_FONT.glyphs)))];
  if (missing.length > 0)
    return [
      {
        path: "frame_text",
        message: `the frame font has no ${missing.map((char) => JSON.stringify(char)).join(", ")}: use Latin letters, digits and punctuation`,
      },
    ];
  return [];
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
