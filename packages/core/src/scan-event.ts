// The scan event: what the redirect worker records for every scan, built from allowlisted, length-capped
// fields only. The api worker's consumer parses it with the same schema; scan-message.ts carries it.
import * as z from "zod/mini";
import { CLICK_ACTIONS } from "./content/files.ts";
import { isStorableInstant, isStorableText } from "./storable.ts";

export const SCAN_EVENT_LIMITS = {
  ua: 512,
  refererHost: 253,
  lang: 35,
  colo: 8,
  platform: 32,
  answeredBy: 48,
  /** A destination's length (destination.ts), kept apart so the scan path does not load URL checks. */
  clickTarget: 2048,
} as const;

/** Text the consumer can store: one NUL or lone surrogate would fail its whole delivery, again and again. */
const text = (maxLength: number) => z.string().check(z.maxLength(maxLength), z.refine(isStorableText));

export const scanEventSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  // A code's slug, or the identifier a GS1 scan asked for (`01/…/10/…/21/…`, up to four levels).
  slug: text(256),
  qr_id: text(64),
  team_id: text(64),
  ts: z.iso.datetime().check(z.refine((ts) => isStorableInstant(new Date(ts)))),
  country: z.nullable(z.string().check(z.length(2), z.refine(isStorableText))),
  // The region within the country (the subdivision of ISO 3166-2); absent in events from before it was kept.
  region: z.optional(z.nullable(z.string().check(z.regex(/^[A-Z0-9]{1,3}$/)))),
  colo: z.nullable(text(SCAN_EVENT_LIMITS.colo)),
  ua: text(SCAN_EVENT_LIMITS.ua),
  referer_host: z.nullable(text(SCAN_EVENT_LIMITS.refererHost)),
  lang: z.nullable(text(SCAN_EVENT_LIMITS.lang)),
  visitor: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  bot: z.boolean(),
  // Client hints, when the browser sent them (Sec-CH-UA-Mobile, Sec-CH-UA-Platform).
  ch_mobile: z.nullable(z.boolean()),
  ch_platform: z.nullable(text(SCAN_EVENT_LIMITS.platform)),
  // What answered the scan: a rule's id, "default" (the code's url) or "fallback"; and the routing version.
  // Absent in events from before smart destinations.
  answered_by: z.optional(text(SCAN_EVENT_LIMITS.answeredBy)),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
  // The variant of an A/B split that answered (its index in the code's or the answering rule's `variants`).
  variant: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(4))),
  // A click on the code's page (a link followed, a file taken) rather than a scan: stored as a click of the
  // scanner's scan that showed the page, never counted as a scan.
  click: z.optional(
    z.object({
      action: z.enum(CLICK_ACTIONS),
      link: z.optional(z.number().check(z.int(), z.positive(), z.lte(100))),
      target: z.optional(text(SCAN_EVENT_LIMITS.clickTarget)),
    }),
  ),
});

export type ScanEvent = z.infer<typeof scanEventSchema>;

export function parseScanEvent(body: unknown): ScanEvent | null {
  const result = scanEventSchema.safeParse(body);
  return result.success ? result.data : null;
}
