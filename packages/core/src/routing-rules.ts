// Routing rules as the API takes and shows them (readable: weekday names, "HH:MM", IANA zones), and their
// compilation into the compact form the redirect record carries (routing.ts).
import { compileVariants, type Variant } from "./campaigns.ts";
import type { DeviceType, EdgeRule, OperatingSystem } from "./routing.ts";

export const MAX_RULES = 20;
export const MAX_PENDING_SCHEDULED_CHANGES = 10;
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeWindow {
  time_zone: string;
  /** The weekdays the window opens on; all when absent. */
  days?: Weekday[] | undefined;
  /** "HH:MM", 00:00 when absent. */
  from?: string | undefined;
  /** "HH:MM" (24:00 is the end of the day), 24:00 when absent; earlier than `from`: the window runs past midnight. */
  to?: string | undefined;
}

export interface RoutingRule {
  id: string;
  name?: string | undefined;
  url: string;
  /** An A/B split of the rule's scans: they go to these instead of `url`. */
  variants?: Variant[] | undefined;
  when: {
    countries?: string[] | undefined;
    devices?: DeviceType[] | undefined;
    os?: OperatingSystem[] | undefined;
    languages?: string[] | undefined;
    time?: TimeWindow | undefined;
  };
}

/** Minutes since midnight of "HH:MM". */
export function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function compileRules(rules: readonly RoutingRule[], destination = (url: string) => url): EdgeRule[] {
  return rules.map(({ id, url, variants, when }) => ({
    id,
    url: destination(url),
    ...(variants
      ? { variants: compileVariants(variants.map((v) => ({ ...v, url: destination(v.url) }))) }
      : {}),
    when: {
      ...(when.countries ? { countries: when.countries.map((c) => c.toUpperCase()) } : {}),
      ...(when.devices ? { devices: when.devices } : {}),
      ...(when.os ? { os: when.os } : {}),
      ...(when.languages ? { languages: when.languages.map((tag) => tag.toLowerCase()) } : {}),
      ...(when.time ? { time: compileWindow(when.time) } : {}),
    },
  }));
}

function compileWindow(window: TimeWindow): NonNullable<EdgeRule["when"]["time"]> {
  let days = 0;
  for (const day of window.days ?? WEEKDAYS) days |= 1 << WEEKDAYS.indexOf(day);
  return {
    tz: window.time_zone,
    days,
    from: minuteOfDay(window.from ?? "00:00"),
    to: minuteOfDay(window.to ?? "24:00"),
  };
}
