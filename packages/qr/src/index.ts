// @qr/qr: QR code images, pure and runtime-agnostic (Workers, Node): matrix, styles, print safety, SVG.
import { qrMatrix } from "./matrix.ts";
import { checkPrintSafety, type QrStyle, type SafetyReport } from "./style.ts";
import { renderSvg } from "./svg.ts";

export {
  ERROR_CORRECTION_LEVELS,
  type ErrorCorrection,
  isFinderModule,
  type QrMatrix,
  qrMatrix,
} from "./matrix.ts";
export {
  checkPrintSafety,
  DEFAULT_STYLE,
  EYE_SHAPES,
  type EyeShape,
  LIMITS,
  MODULE_SHAPES,
  type ModuleShape,
  type QrStyle,
  type SafetyReport,
} from "./style.ts";
export { renderSvg } from "./svg.ts";

export type QrImage =
  | { ok: true; svg: string; warnings: string[] }
  | { ok: false; errors: SafetyReport["errors"] };

/** Encodes `content` and renders it as SVG, unless the style would not scan at this size. */
export function qrSvg(content: string, style: QrStyle, sizePx: number): QrImage {
  const matrix = qrMatrix(content, style.ecl);
  const report = checkPrintSafety(style, { sizePx, moduleCount: matrix.size });
  if (report.errors.length > 0) return { ok: false, errors: report.errors };
  return {
    ok: true,
    svg: renderSvg(matrix, style, sizePx),
    warnings: report.warnings.map((warning) => warning.message),
  };
}
