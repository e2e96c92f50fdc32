// The scan event: what the redirect worker records for every scan, built from allowlisted, length-capped
// fields only. The api worker's consumer parses it with the same schema; scan-message.ts carries it.
import * as z from "zod/mini";

export const SCAN_EVENT_LIMITS = {
  ua: 512,
  refererHost: 253,
  lang: 35,
  colo: 8,
  platform: 32,
  answeredBy: 32,
} as const;

export const scanEventSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  slug: z.string().check(z.maxLength(64)),
  qr_id: z.string().check(z.maxLength(64)),
  team_id: z.string().check(z.maxLength(64)),
  ts: z.iso.datetime(),
  country: z.nullable(z.string().check(z.length(2))),
  colo: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.colo))),
  ua: z.string().check(z.maxLength(SCAN_EVENT_LIMITS.ua)),
  referer_host: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.refererHost))),
  lang: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.lang))),
  visitor: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  bot: z.boolean(),
  // Client hints, when the browser sent them (Sec-CH-UA-Mobile, Sec-CH-UA-Platform).
  ch_mobile: z.nullable(z.boolean()),
  ch_platform: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.platform))),
  // What answered the scan: a rule's id, "default" (the code's url) or "fallback"; and the routing version.
  // Absent in events from before smart destinations.
  answered_by: z.optional(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.answeredBy))),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export type ScanEvent = z.infer<typeof scanEventSchema>;

export function parseScanEvent(body: unknown): ScanEvent | null {
  const result = scanEventSchema.safeParse(body);
  return result.success ? result.data : null;
}
