// A code's clicks as the API shows them.
import { z } from "@hono/zod-openapi";
import { CLICK_ACTIONS } from "@qr/core/content/files";
import { Instant } from "../../http/openapi/shared-schemas.ts";

export const ClicksQuerySchema = z.object({
  from: Instant.optional().openapi({
    description: "Clicks at or after this instant (a date: its UTC midnight).",
  }),
  to: Instant.optional().openapi({ description: "Clicks before this instant." }),
});

export const ClicksSchema = z
  .object({
    qr_id: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    total: z.int().openapi({ description: "Clicks by people (bots apart)." }),
    scans_clicked: z.int().openapi({
      description:
        "How many scans led to at least one click (a click is its scanner's latest scan of the code in the 30 minutes before it).",
    }),
    by_action: z
      .object(
        Object.fromEntries(CLICK_ACTIONS.map((action) => [action, z.int()])) as Record<
          (typeof CLICK_ACTIONS)[number],
          z.ZodInt
        >,
      )
      .openapi({
        description:
          "`contact` Add to contacts, `calendar` Add to calendar, `open` a file code's file opened, `download` downloaded, `link` a page of links' link followed.",
      }),
    links: z
      .array(z.object({ link: z.int(), target: z.string(), clicks: z.int() }))
      .openapi({ description: "A page of links' clicks by position (1-based) and where the link led then." }),
    bots: z.int().openapi({ description: "Clicks by known bots and link checkers." }),
  })
  .openapi("Clicks");
