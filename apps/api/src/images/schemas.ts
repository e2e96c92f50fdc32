// The image route's query: output format and size, and per-request overrides of the code's stored style.
import { z } from "@hono/zod-openapi";
import { ERROR_CORRECTION_LEVELS, EYE_SHAPES, LIMITS, MODULE_SHAPES } from "@qr/qr";
import { Background, HexColor, MARGIN_DESCRIPTION } from "../qr/schemas.ts";

export const IMAGE_FORMATS = ["svg", "png"] as const;

export const ImageQuerySchema = z.object({
  format: z
    .enum(IMAGE_FORMATS)
    .default("svg")
    .openapi({ description: "svg (image/svg+xml) or png (image/png)." }),
  size: z.coerce
    .number()
    .int()
    .min(LIMITS.minSize)
    .max(LIMITS.maxSize)
    .default(512)
    .openapi({ description: "Width and height in pixels." }),
  margin: z.coerce
    .number()
    .int()
    .min(LIMITS.minMargin)
    .max(LIMITS.maxMargin)
    .optional()
    .openapi({ description: MARGIN_DESCRIPTION }),
  fg: HexColor.optional(),
  bg: Background.optional(),
  ecl: z.enum(ERROR_CORRECTION_LEVELS).optional(),
  module_shape: z.enum(MODULE_SHAPES).optional(),
  eye_shape: z.enum(EYE_SHAPES).optional(),
  download: z.enum(["0", "1"]).optional().openapi({ description: "1 adds Content-Disposition: attachment." }),
});
