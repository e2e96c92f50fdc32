// The image route's query: output format and size, and per-request overrides of the code's stored style.
import { z } from "@hono/zod-openapi";
import { LIMITS } from "@qr/qr";
import { MARGIN_DESCRIPTION, STYLE_FIELDS } from "../../codes/qr/schemas.ts";
import { HexColor } from "../../http/openapi/shared-schemas.ts";

export const IMAGE_FORMATS = ["svg", "png", "pdf", "eps"] as const;

export const ImageQuerySchema = z.object({
  format: z.enum(IMAGE_FORMATS).default("svg").openapi({
    description:
      "svg (image/svg+xml), png (image/png), or vector files for print: pdf (application/pdf) and eps (application/postscript), `size` × 0.75 points wide (a pixel at 96 dpi), with every module, eye, gradient and frame text as vector paths.",
  }),
  size: z.coerce
    .number()
    .int()
    .min(LIMITS.minSize)
    .max(LIMITS.maxSize)
    .default(512)
    .openapi({ description: "Width in pixels (for pdf and eps, × 0.75 points)." }),
  ...STYLE_FIELDS,
  // A query carries text: numbers are coerced, and "none" clears what a stored style sets.
  margin: z.coerce
    .number()
    .int()
    .min(LIMITS.minMargin)
    .max(LIMITS.maxMargin)
    .optional()
    .openapi({ description: MARGIN_DESCRIPTION }),
  gradient_angle: z.coerce.number().int().min(0).max(359).optional(),
  logo_size: z.coerce.number().min(LIMITS.minLogoSize).max(LIMITS.maxLogoSize).optional(),
  frame_color: HexColor.optional(),
  logo_id: z.string().max(64).optional().openapi({ description: "A logo's id, or `none` to draw none." }),
  download: z.enum(["0", "1"]).optional().openapi({ description: "1 adds Content-Disposition: attachment." }),
});
