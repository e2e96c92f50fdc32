// Smart destinations as the edge sees them: a code's rules, validity, scan cap and upcoming scheduled changes in
// the compact form the KV record carries (instants in epoch ms, times of day in minutes, weekdays as a bit mask),
// and the one function that picks what a scan gets. The API turns its readable fields into this form when it
// writes the record, so a scan compares numbers and never parses text.
import * as z from "zod/mini";
import { localTime } from "./local-time.ts";

export const DEVICE_TYPES = ["mobile", "tablet", "desktop"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const OPERATING_SYSTEMS = ["ios", "android", "windows", "macos", "linux", "chromeos"] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

/** What the scan event records when no rule answered: the code's own `url`, or its fallback. */
export const DEFAULT_ANSWER = "default";
export const FALLBACK_ANSWER = "fallback";

const stringList = z.array(z.string());

/**
 * An A/B split: each variant answers the scans whose bucket (0–99, the scanner's daily visitor hash mixed with the
 * code: campaigns/split.ts) is below its `to` and at or above the previous variant's, so weights are compiled to
 * cumulative bounds once, at write time. The last variant's `to` is 100.
 */
export const edgeVariantsSchema = z.array(z.object({ url: z.string(), to: z.number() }));
export type EdgeVariants = z.infer<typeof edgeVariantsSchema>;

export const edgeRuleSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The rule's scans are split between these instead of going to `url`. */
  variants: z.optional(edgeVariantsSchema),
  /** Every condition present must hold (a list holds when any of its values matches). */
  when: z.object({
    countries: z.optional(stringList),
    devices: z.optional(z.array(z.enum(DEVICE_TYPES))),
    os: z.optional(z.array(z.enum(OPERATING_SYSTEMS))),
    /** Lower-case language tags; `fr` matches `fr-ca`, `fr-ca` matches only itself. */
    languages: z.optional(stringList),
    /** Local time in `tz`: `days` is a mask of the weekdays a window opens on (bit 0 = Sunday), `from`/`to`
     * are minutes of the day; `to` below `from` runs past midnight. */
    time: z.optional(z.object({ tz: z.string(), days: z.number(), from: z.number(), to: z.number() })),
  }),
});
export type EdgeRule = z.infer<typeof edgeRuleSchema>;

/** A scheduled change: from `at` on, scans get `url` and `rules` (when given) and are counted as `version`. */
export const edgeScheduledChangeSchema = z.object({
  at: z.number(),
  version: z.number(),
  url: z.optional(z.string()),
  rules: z.optional(z.array(edgeRuleSchema)),
});

export const routingFields = {
  rules: z.optional(z.array(edgeRuleSchema)),
  starts_at: z.optional(z.number()),
  expires_at: z.optional(z.number()),
  /** What scans get outside the validity window or past the cap; absent: the 410 page. */
  fallback_url: z.optional(z.string()),
  /** The scan cap was reached (the consumer sets it). */
  capped: z.optional(z.boolean()),
  /** Upcoming scheduled changes, oldest first. */
  schedule: z.optional(z.array(edgeScheduledChangeSchema)),
  /** A URL of the code is on a host blocked for abuse: scans get a warning page, never the destination. */
  flagged: z.optional(z.boolean()),
  /** The service disabled the code after a report of abuse: scans get a 410 page that says so. */
  taken_down: z.optional(z.boolean()),
  /** The code's own scans are split between these instead of going to `url` (rules keep theirs). */
  variants: z.optional(edgeVariantsSchema),
  /** Each scanner (daily visitor hash) gets at most this many answers a day; past it, as past `max_scans`. */
  per_scanner: z.optional(z.number()),
};

/** The part of a redirect record that decides where a scan goes. */
export interface Routing {
  url: string;
  status: string;
  version: number;
  rules?: EdgeRule[] | undefined;
  starts_at?: number | undefined;
  expires_at?: number | undefined;
  fallback_url?: string | undefined;
  capped?: boolean | undefined;
  schedule?: z.infer<typeof edgeScheduledChangeSchema>[] | undefined;
  flagged?: boolean | undefined;
  taken_down?: boolean | undefined;
  variants?: EdgeVariants | undefined;
  per_scanner?: number | undefined;
}

/** What is known of the scanner. Each is asked only when a rule needs it (the user agent is read lazily). */
export interface Scanner {
  country(): string | null;
  device(): DeviceType | null;
  os(): OperatingSystem | null;
  /** The most preferred language of Accept-Language, lower case. */
  language(): string | null;
  /** The scanner's bucket of an A/B split, 0–99: the same for one scanner and code all day. */
  bucket(): number;
  /** Counts this answer for the scanner and says whether it is past `limit` answers today. */
  pastLimit(limit: number): boolean;
}

export type GoneReason = "disabled" | "not_started" | "expired" | "capped" | "flagged" | "taken_down";
export type Answer =
  | { kind: "redirect"; url: string; answeredBy: string; version: number; variant?: number }
  | { kind: "gone"; reason: GoneReason };

/**
 * Where a scan at `now` goes: a takedown or a flag for abuse first, then status, then validity and cap (fallback or
 * gone), then the first matching rule.
 */
export function answerScan(routing: Routing, scanner: Scanner, now: number): Answer {
  if (routing.taken_down) return { kind: "gone", reason: "taken_down" };
  if (routing.flagged) return { kind: "gone", reason: "flagged" };
  if (routing.status !== "active") return { kind: "gone", reason: "disabled" };
  let { url, rules, version } = routing;
  // The record already carries what each scheduled change switches to: every edge switches at its instant.
  if (routing.schedule) {
    for (const change of routing.schedule) {
      if (change.at > now) break;
      url = change.url ?? url;
      rules = change.rules ?? rules;
      version = change.version;
    }
  }
  const closed = closedReason(routing, scanner, now);
  if (closed) {
    return routing.fallback_url === undefined
      ? { kind: "gone", reason: closed }
      : { kind: "redirect", url: routing.fallback_url, answeredBy: FALLBACK_ANSWER, version };
  }
  if (rules) {
    for (const rule of rules) {
      if (matches(rule.when, scanner, now))
        return splitAnswer(rule.url, rule.variants, rule.id, version, scanner);
    }
  }
  return splitAnswer(url, routing.variants, DEFAULT_ANSWER, version, scanner);
}

function splitAnswer(
  url: string,
  variants: EdgeVariants | undefined,
  answeredBy: string,
  version: number,
  scanner: Scanner,
): Answer {
  if (!variants) return { kind: "redirect", url, answeredBy, version };
  const bucket = scanner.bucket();
  let variant = 0;
  while (variant < variants.length - 1 && bucket >= (variants[variant] as EdgeVariants[number]).to) variant++;
  return {
    kind: "redirect",
    url: (variants[variant] as EdgeVariants[number]).url,
    answeredBy,
    version,
    variant,
  };
}

function closedReason(routing: Routing, scanner: Scanner, now: number): GoneReason | null {
  if (routing.starts_at !== undefined && now < routing.starts_at) return "not_started";
  if (routing.expires_at !== undefined && now >= routing.expires_at) return "expired";
  if (routing.capped) return "capped";
  // Asked last, so only an answer that would reach the destination counts toward the scanner's limit.
  if (routing.per_scanner !== undefined && scanner.pastLimit(routing.per_scanner)) return "capped";
  return null;
}

function matches(when: EdgeRule["when"], scanner: Scanner, now: number): boolean {
  if (when.countries && !includes(when.countries, scanner.country())) return false;
  if (when.devices && !includes(when.devices, scanner.device())) return false;
  if (when.os && !includes(when.os, scanner.os())) return false;
  if (when.languages && !languageMatches(when.languages, scanner.language())) return false;
  if (when.time && !withinWindow(when.time, now)) return false;
  return true;
}

function includes<T extends string>(values: readonly T[], value: T | null): boolean {
  return value !== null && values.includes(value);
}

function languageMatches(tags: readonly string[], language: string | null): boolean {
  if (language === null) return false;
  for (const tag of tags) {
    if (language === tag || (language.startsWith(tag) && language.charCodeAt(tag.length) === 45)) return true; // "-"
  }
  return false;
}

function withinWindow(window: NonNullable<EdgeRule["when"]["time"]>, now: number): boolean {
  const { weekday, minute } = localTime(window.tz, now);
  const opensOn = (day: number) => (window.days & (1 << day)) !== 0;
  if (window.from < window.to) return opensOn(weekday) && minute >= window.from && minute < window.to;
  // Past midnight: the evening part belongs to today's window, the early morning to yesterday's.
  return (opensOn(weekday) && minute >= window.from) || (opensOn((weekday + 6) % 7) && minute < window.to);
}
