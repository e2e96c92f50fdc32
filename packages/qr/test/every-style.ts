// The style combinations the print tests draw (every module shape, eye shape, frame and gradient), each at the
// smallest size the renderer allows for the test content: the vector files and the scene rasteriser alike.
import {
  EYE_SHAPES,
  FRAMES,
  GRADIENTS,
  MODULE_SHAPES,
  type QrStyle,
  qrMatrix,
  smallestSize,
} from "../src/index.ts";

export const CONTENT = "https://qr.example.net/AbC123xyz0";

export const EVERY_STYLE = MODULE_SHAPES.flatMap((module_shape) =>
  EYE_SHAPES.flatMap((eye_shape) =>
    FRAMES.flatMap((frame) => GRADIENTS.map((gradient) => ({ module_shape, eye_shape, frame, gradient }))),
  ),
);

/** The smallest size, in pixels, at which the style is drawn for CONTENT. */
export function smallestSizeOf(style: QrStyle): number {
  return smallestSize(style, qrMatrix(CONTENT, style.ecl).size);
}
