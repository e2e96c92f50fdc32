// @qr/qr: QR code images, pure and runtime-agnostic (Workers, Node): matrix, styles, print safety, SVG.
import { logoArea } from "./layout.ts";
import { qrMatrix } from "./matrix.ts";
import { checkPrintSafety, LIMITS, type QrStyle, type SafetyReport } from "./style.ts";
import { styleVocabularyErrors } from "./style-guard.ts";
import { type LogoImage, renderSvg } from "./svg.ts";

export { canvasWidth, layout } from "./layout.ts";
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
  FRAMES,
  type Frame,
  GRADIENTS,
  type Gradient,
  LIMITS,
  MODULE_SHAPES,
  type ModuleShape,
  type QrStyle,
  type SafetyReport,
  smallestSize,
} from "./style.ts";
export { type LogoImage, renderSvg } from "./svg.ts";

export type QrImage =
  | { ok: true; svg: string; warnings: string[] }
  | { ok: false; errors: SafetyReport["errors"] };

/**
 * Encodes `content` and renders it as SVG, unless the style would not scan at this size. A code with a logo is
 * always encoded with error correction H (the service chooses it: the logo hides modules that H restores), and
 * the logo's side must stay within the limits every reader was shown to decode.
 */
export function qrSvg(content: string, given: QrStyle, sizePx: number, logo?: LogoImage): QrImage {
  const style: QrStyle = logo ? { ...given, ecl: "H" } : given;
  const invalid = styleVocabularyErrors(style, logo?.href);
  if (invalid.length > 0) return { ok: false, errors: invalid };
  const matrix = qrMatrix(content, style.ecl);
  const report = checkPrintSafety(style, { sizePx, moduleCount: matrix.size });
  const area = logo ? logoArea(matrix.size, style.logo_size) : undefined;
  if (logo) {
    if (style.logo_size < LIMITS.minLogoSize || style.logo_size > LIMITS.maxLogoSize)
      report.errors.push({
        path: "logo_size",
        message: `a logo's side is ${LIMITS.minLogoSize}-${LIMITS.maxLogoSize} of the code's side, so that every reader still decodes it`,
      });
    else if (!area)
      report.errors.push({
        path: "logo_size",
        message: `this code's content is too long for a logo: its centre holds an alignment pattern (shorter content, such as a shorter custom slug, fits one)`,
      });
  }
  if (report.errors.length > 0) return { ok: false, errors: report.errors };
  return {
    ok: true,
    svg: renderSvg(matrix, style, sizePx, logo && area ? { image: logo, area } : undefined),
    warnings: report.warnings.map((warning) => warning.message),
  };
}

export { DRAWING_VERSION } from "./drawing-version.ts";
export { gridPng, isGridDrawable } from "./raster/grid-png.ts";
export { type Deflate, deflate, rgbaPng } from "./raster/png-file.ts";
export { imageBoxes, type Raster, rasterScene } from "./raster/scene-raster.ts";
export { DISTANCE_PER_MODULE, scanDistanceCm, smallestWidthCm } from "./scan-distance.ts";
export { epsDocument, type RgbImage } from "./vector/eps.ts";
export { drawScene, type Resources, shadingEntries } from "./vector/operators.ts";
export { type ImageShape, placedShapes, type Scene, sceneOf } from "./vector/scene.ts";
