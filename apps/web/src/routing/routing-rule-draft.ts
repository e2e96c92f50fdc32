// A routing rule as the form edits it (text fields and checkboxes), and the API's rule it becomes.
import type { components } from "../app/api-client.ts";

export type Rule = components["schemas"]["Rule"];
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export const SYSTEMS = [
  ["ios", "iOS"],
  ["android", "Android"],
  ["windows", "Windows"],
  ["macos", "macOS"],
  ["linux", "Linux"],
  ["chromeos", "ChromeOS"],
] as const;
export const WEEKDAYS = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;

export interface RuleDraft {
  /** React's key: stable while rules move. */
  key: number;
  id: string | undefined;
  name: string;
  url: string;
  countries: string;
  languages: string;
  devices: string[];
  os: string[];
  timed: boolean;
  timeZone: string;
  days: string[];
  from: string;
  to: string;
}

let nextKey = 0;
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function emptyDraft(): RuleDraft {
  return {
    key: nextKey++,
    id: undefined,
    name: "",
    url: "",
    countries: "",
    languages: "",
    devices: [],
    os: [],
    timed: false,
    timeZone: browserZone(),
    days: WEEKDAYS.map(([day]) => day),
    from: "09:00",
    to: "17:00",
  };
}

export function draftOf(rule: Rule): RuleDraft {
  const { when } = rule;
  return {
    ...emptyDraft(),
    id: rule.id,
    name: rule.name ?? "",
    url: rule.url,
    countries: (when.countries ?? []).join(", "),
    languages: (when.languages ?? []).join(", "),
    devices: [...(when.devices ?? [])],
    os: [...(when.os ?? [])],
    timed: when.time !== undefined,
    ...(when.time
      ? {
          timeZone: when.time.time_zone,
          days: when.time.days ?? WEEKDAYS.map(([day]) => day),
          from: when.time.from ?? "00:00",
          to: when.time.to === "24:00" || when.time.to === undefined ? "00:00" : when.time.to,
        }
      : {}),
  };
}

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The API's rule: only the conditions the form filled in. Midnight as an end means the end of the day. */
export function ruleOf(draft: RuleDraft): Rule {
  const countries = list(draft.countries);
  const languages = list(draft.languages);
  const when: Rule["when"] = {
    ...(countries.length > 0 ? { countries } : {}),
    ...(draft.devices.length > 0 ? { devices: draft.devices as Rule["when"]["devices"] } : {}),
    ...(draft.os.length > 0 ? { os: draft.os as Rule["when"]["os"] } : {}),
    ...(languages.length > 0 ? { languages } : {}),
    ...(draft.timed
      ? {
          time: {
            time_zone: draft.timeZone,
            days: draft.days as NonNullable<Rule["when"]["time"]>["days"],
            from: draft.from,
            to: draft.to === "00:00" ? "24:00" : draft.to,
          },
        }
      : {}),
  } as Rule["when"];
  return {
    ...(draft.id ? { id: draft.id } : {}),
    ...(draft.name ? { name: draft.name } : {}),
    url: draft.url.trim(),
    when,
  };
}

/** "Germany or Austria · phones · …": a rule's conditions in words. */
export function describeRule(rule: Rule): string {
  const { when } = rule;
  const parts = [
    when.countries && `country ${when.countries.join(" or ")}`,
    when.devices?.join(" or "),
    when.os?.map((os) => SYSTEMS.find(([value]) => value === os)?.[1] ?? os).join(" or "),
    when.languages && `language ${when.languages.join(" or ")}`,
    when.time &&
      `${(when.time.days ?? []).length === 7 || !when.time.days ? "every day" : when.time.days.join(", ")} ${when.time.from ?? "00:00"}–${when.time.to ?? "24:00"} (${when.time.time_zone})`,
  ].filter(Boolean);
  return parts.join(" · ");
}
