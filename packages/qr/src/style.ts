// Image styles: the options, their defaults, and the print-safety rules that refuse a style that would not
// scan (422) and warn about borderline ones.
import type { ErrorCorrection } from "./matrix.ts";

export const MODULE_SHAPES = ["square", "rounded", "dots"] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];
// Circular eyes were tried and removed: ZBar failed to read them at 1024 px with error correction Q/H.
export const EYE_SHAPES = ["square", "rounded"] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];

export interface QrStyle {
  fg: string;
  /** A colour, or "transparent" (assumed printed on white). */
  bg: string;
  /** Quiet zone, in modules. */
  margin: number;
  ecl: ErrorCorrection;
  module_shape: ModuleShape;
  eye_shape: EyeShape;
}

export const DEFAULT_STYLE: QrStyle = {
  fg: "#000000",
  bg: "#ffffff",
  margin: 4,
  ecl: "M",
  module_shape: "square",
  eye_shape: "square",
};

export const LIMITS = {
  minMargin: 2,
  recommendedMargin: 4,
  maxMargin: 20,
  minContrast: 3,
  recommendedContrast: 4.5,
  minPixelsPerModule: 2,
  recommendedPixelsPerModule: 4,
  minSize: 64,
  maxSize: 4096,
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
  const fg = luminance(style.fg);
  const bg = style.bg === "transparent" ? 1 : luminance(style.bg);
  if (style.bg === "transparent")
    warnings.push({
      path: "bg",
      message: "a transparent background scans only when printed on a light surface",
    });
  if (fg > bg) {
    errors.push({
      path: "fg",
      message: "light modules on a dark background (inverted) do not scan on many readers",
    });
  } else {
    const contrast = (bg + 0.05) / (fg + 0.05);
    if (contrast < LIMITS.minContrast) {
      errors.push({
        path: "fg",
        message: `foreground and background are too close in contrast (${contrast.toFixed(2)}:1, at least ${LIMITS.minContrast}:1)`,
      });
    } else if (contrast < LIMITS.recommendedContrast) {
      warnings.push({
        path: "fg",
        message: `contrast ${contrast.toFixed(2)}:1 is low; ${LIMITS.recommendedContrast}:1 or more scans reliably`,
      });
    }
  }
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
    const pixelsPerModule = render.sizePx / (render.moduleCount + 2 * style.margin);
    if (pixelsPerModule < LIMITS.minPixelsPerModule) {
      errors.push({
        path: "size",
        message: `${render.sizePx} px is too small for ${render.moduleCount} modules: at least ${LIMITS.minPixelsPerModule} px per module`,
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

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
