// The printed-code check's query and answer.
import { z } from "@hono/zod-openapi";

export const PrintCheckQuerySchema = z.object({
  printed_width_mm: z.coerce.number().min(5).max(5000).optional().openapi({
    description:
      "How wide the code was printed, quiet zone included, in millimetres: the answer then says from how far it reads.",
    example: 30,
  }),
});

export const PrintCheckSchema = z
  .object({
    decodes: z.boolean().openapi({ description: "A QR code was read in the photo." }),
    matches_this_code: z.boolean().openapi({ description: "What was read is this code's short URL." }),
    decoded_text: z.string().nullable(),
    module_px: z.number().nullable().openapi({ description: "A module's side in the photo, in its pixels." }),
    contrast: z.number().nullable().openapi({
      description:
        "Light modules' luminance over dark ones' (WCAG ratio; 3 at least, 4.5 or more reads reliably).",
    }),
    quiet_zone_modules: z.number().nullable().openapi({
      description:
        "The narrowest light margin around the code, in modules (4 recommended; the photo's edge counts).",
    }),
    scan_distance_cm: z.number().nullable().openapi({
      description:
        "About how far away a phone reads it, from `printed_width_mm` (a module must be at least 1/350 of the distance; the designer's print guide gives the same figure).",
    }),
    advice: z
      .array(z.string())
      .openapi({ description: "What to change, in plain words (or that it reads well)." }),
  })
  .openapi("PrintCheck");
