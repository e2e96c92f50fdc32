// The edge's routing decision at exact instants: time-window edges to the second, daylight-saving changes in the
// rule's zone, validity edges, scheduled changes and the order of rules. The redirect worker runs this same
// function (its whole-pipe tests are in apps/api/test/smart-destinations.test.ts and scheduled-changes.test.ts).
import { describe, expect, it } from "vitest";
import { answerScan, type Routing, type Scanner } from "../src/routing.ts";
import { compileRules, type RoutingRule } from "../src/routing-rules.ts";

const unsplit = { bucket: () => 0, pastLimit: () => false };
const nobody: Scanner = {
  country: () => null,
  device: () => null,
  os: () => null,
  language: () => null,
  ...unsplit,
};
const scanner = (fields: Partial<Record<keyof Scanner, string>>): Scanner => ({
  ...unsplit,
  country: () => fields.country ?? null,
  device: () => (fields.device as ReturnType<Scanner["device"]>) ?? null,
  os: () => (fields.os as ReturnType<Scanner["os"]>) ?? null,
  language: () => fields.language ?? null,
});
const at = (iso: string) => Date.parse(iso);

function routing(rules: RoutingRule[], extra: Partial<Routing> = {}): Routing {
  return {
    url: "https://example.com/default",
    status: "active",
    version: 7,
    rules: compileRules(rules),
    ...extra,
  };
}
const urlAt = (r: Routing, iso: string, who: Scanner = nobody) => {
  const answer = answerScan(r, who, at(iso));
  return answer.kind === "redirect" ? answer.url : answer.reason;
};

describe("time windows", () => {
  const officeHours = routing([
    {
      id: "office",
      url: "https://example.com/office",
      when: {
        time: {
          time_zone: "Europe/Paris",
          days: ["mon", "tue", "wed", "thu", "fri"],
          from: "09:00",
          to: "17:00",
        },
      },
    },
  ]);

  it("opens at the first second of `from` and closes at `to` (winter, UTC+1)", () => {
    expect(urlAt(officeHours, "2026-01-05T07:59:59Z")).toBe("https://example.com/default"); // Mon 08:59:59
    expect(urlAt(officeHours, "2026-01-05T08:00:00Z")).toBe("https://example.com/office"); // Mon 09:00:00
    expect(urlAt(officeHours, "2026-01-05T15:59:59Z")).toBe("https://example.com/office"); // Mon 16:59:59
    expect(urlAt(officeHours, "2026-01-05T16:00:00Z")).toBe("https://example.com/default"); // Mon 17:00:00
    expect(urlAt(officeHours, "2026-01-04T10:00:00Z")).toBe("https://example.com/default"); // Sunday
  });

  it("follows the zone across the spring change: the same local hour is an hour earlier in UTC", () => {
    // Paris moves from UTC+1 to UTC+2 on Sunday 2026-03-29 at 01:00 UTC.
    expect(urlAt(officeHours, "2026-03-27T08:00:00Z")).toBe("https://example.com/office"); // Fri 09:00 CET
    expect(urlAt(officeHours, "2026-03-30T06:59:59Z")).toBe("https://example.com/default"); // Mon 08:59:59 CEST
    expect(urlAt(officeHours, "2026-03-30T07:00:00Z")).toBe("https://example.com/office"); // Mon 09:00 CEST
    expect(urlAt(officeHours, "2026-03-30T14:59:59Z")).toBe("https://example.com/office"); // Mon 16:59:59 CEST
    expect(urlAt(officeHours, "2026-03-30T15:00:00Z")).toBe("https://example.com/default"); // Mon 17:00 CEST
  });

  it("switches on the second of the change itself, for a window spanning it", () => {
    const night = routing([
      {
        id: "night",
        url: "https://example.com/night",
        when: { time: { time_zone: "Europe/Paris", days: ["sat"], from: "22:00", to: "02:30" } },
      },
    ]);
    // Saturday 22:00 CET (21:00 UTC) to Sunday 02:30 local; 02:00-03:00 does not exist that night.
    expect(urlAt(night, "2026-03-28T20:59:59Z")).toBe("https://example.com/default");
    expect(urlAt(night, "2026-03-28T21:00:00Z")).toBe("https://example.com/night");
    expect(urlAt(night, "2026-03-29T00:59:59Z")).toBe("https://example.com/night"); // Sun 01:59:59 CET
    expect(urlAt(night, "2026-03-29T01:00:00Z")).toBe("https://example.com/default"); // Sun 03:00:00 CEST
    // In autumn 02:00-03:00 happens twice; the window holds through both 02:00-02:30s.
    expect(urlAt(night, "2026-10-25T00:15:00Z")).toBe("https://example.com/night"); // Sun 02:15 CEST
    expect(urlAt(night, "2026-10-25T01:15:00Z")).toBe("https://example.com/night"); // Sun 02:15 CET
    expect(urlAt(night, "2026-10-25T01:30:00Z")).toBe("https://example.com/default"); // Sun 02:30 CET
  });

  it("gives a window past midnight to the day it opened on", () => {
    const lateFriday = routing([
      {
        id: "late",
        url: "https://example.com/late",
        when: { time: { time_zone: "UTC", days: ["fri"], from: "23:00", to: "01:00" } },
      },
    ]);
    expect(urlAt(lateFriday, "2026-11-27T23:30:00Z")).toBe("https://example.com/late"); // Fri 23:30
    expect(urlAt(lateFriday, "2026-11-28T00:59:59Z")).toBe("https://example.com/late"); // Sat 00:59:59
    expect(urlAt(lateFriday, "2026-11-28T01:00:00Z")).toBe("https://example.com/default");
    expect(urlAt(lateFriday, "2026-11-27T00:30:00Z")).toBe("https://example.com/default"); // Fri 00:30: Thu's
  });

  it("reads whole days when from and to are absent, in zones far from UTC", () => {
    const saturdayInAuckland = routing([
      {
        id: "sat",
        url: "https://example.com/sat",
        when: { time: { time_zone: "Pacific/Auckland", days: ["sat"] } },
      },
    ]);
    expect(urlAt(saturdayInAuckland, "2026-11-27T10:59:59Z")).toBe("https://example.com/default"); // Fri 23:59:59
    expect(urlAt(saturdayInAuckland, "2026-11-27T11:00:00Z")).toBe("https://example.com/sat"); // Sat 00:00
    expect(urlAt(saturdayInAuckland, "2026-11-28T10:59:59Z")).toBe("https://example.com/sat");
    expect(urlAt(saturdayInAuckland, "2026-11-28T11:00:00Z")).toBe("https://example.com/default");
  });
});

describe("rules", () => {
  const rules = routing([
    { id: "de-phones", url: "https://example.com/de-m", when: { countries: ["de"], devices: ["mobile"] } },
    { id: "de", url: "https://example.com/de", when: { countries: ["DE"] } },
    { id: "fr", url: "https://example.com/fr", when: { languages: ["fr"] } },
    { id: "pt-br", url: "https://example.com/pt-br", when: { languages: ["pt-BR"] } },
  ]);
  const now = "2026-11-23T12:00:00Z";

  it("answers with the first rule whose every condition holds", () => {
    expect(urlAt(rules, now, scanner({ country: "DE", device: "mobile" }))).toBe("https://example.com/de-m");
    expect(urlAt(rules, now, scanner({ country: "DE", device: "desktop", language: "fr" }))).toBe(
      "https://example.com/de",
    );
    expect(urlAt(rules, now, scanner({ country: "CH", language: "fr-ch" }))).toBe("https://example.com/fr");
    expect(urlAt(rules, now, scanner({ language: "french" }))).toBe("https://example.com/default");
    expect(urlAt(rules, now, scanner({ language: "pt" }))).toBe("https://example.com/default");
    expect(urlAt(rules, now, scanner({ language: "pt-br" }))).toBe("https://example.com/pt-br");
    expect(answerScan(rules, nobody, at(now))).toEqual({
      kind: "redirect",
      url: "https://example.com/default",
      answeredBy: "default",
      version: 7,
    });
  });
});

describe("validity, cap and schedule", () => {
  const base = routing([], {
    starts_at: at("2026-12-01T00:00:00Z"),
    expires_at: at("2026-12-31T23:00:00Z"),
    fallback_url: "https://example.com/fallback",
  });

  it("opens at starts_at and closes at expires_at, to the millisecond", () => {
    expect(urlAt(base, "2026-11-30T23:59:59.999Z")).toBe("https://example.com/fallback");
    expect(urlAt(base, "2026-12-01T00:00:00.000Z")).toBe("https://example.com/default");
    expect(urlAt(base, "2026-12-31T22:59:59.999Z")).toBe("https://example.com/default");
    expect(urlAt(base, "2026-12-31T23:00:00.000Z")).toBe("https://example.com/fallback");
    const { fallback_url: _, ...without } = base;
    expect(urlAt(without, "2026-11-30T23:59:59Z")).toBe("not_started");
    expect(urlAt(without, "2027-01-01T00:00:00Z")).toBe("expired");
    expect(urlAt({ ...without, capped: true }, "2026-12-15T00:00:00Z")).toBe("capped");
    expect(urlAt({ ...base, status: "disabled" }, "2026-12-15T00:00:00Z")).toBe("disabled");
  });

  it("switches at each scheduled instant, counting scans under the version each change becomes", () => {
    const scheduled: Routing = {
      ...routing([]),
      schedule: [
        { at: at("2026-12-01T09:00:00Z"), version: 8, url: "https://example.com/sale" },
        {
          at: at("2026-12-02T09:00:00Z"),
          version: 9,
          rules: compileRules([
            { id: "de", url: "https://example.com/sale-de", when: { countries: ["DE"] } },
          ]),
        },
      ],
    };
    const answer = (iso: string, who: Scanner = nobody) => answerScan(scheduled, who, at(iso));
    expect(answer("2026-12-01T08:59:59Z")).toMatchObject({ url: "https://example.com/default", version: 7 });
    expect(answer("2026-12-01T09:00:00Z")).toMatchObject({ url: "https://example.com/sale", version: 8 });
    expect(answer("2026-12-02T09:00:00Z", scanner({ country: "DE" }))).toMatchObject({
      url: "https://example.com/sale-de",
      answeredBy: "de",
      version: 9,
    });
    // The second change kept the first one's url for everyone else.
    expect(answer("2026-12-02T09:00:00Z")).toMatchObject({ url: "https://example.com/sale", version: 9 });
  });
});

describe("A/B splits", () => {
  const split = (bucket: number, answers = 0): Scanner => ({
    ...nobody,
    bucket: () => bucket,
    pastLimit: (limit) => ++answers > limit,
  });
  const variants = [
    { url: "https://example.com/a", to: 50 },
    { url: "https://example.com/b", to: 80 },
    { url: "https://example.com/c", to: 100 },
  ];
  const routing: Routing = { url: "https://example.com/", status: "active", version: 3, variants };

  it("sends each bucket to the variant whose cumulative bound it is under", () => {
    const answer = (bucket: number) => answerScan(routing, split(bucket), 0);
    expect(answer(0)).toEqual({
      kind: "redirect",
      url: "https://example.com/a",
      answeredBy: "default",
      version: 3,
      variant: 0,
    });
    expect(answer(49)).toMatchObject({ variant: 0 });
    expect(answer(50)).toMatchObject({ variant: 1, url: "https://example.com/b" });
    expect(answer(79)).toMatchObject({ variant: 1 });
    expect(answer(80)).toMatchObject({ variant: 2 });
    expect(answer(99)).toMatchObject({ variant: 2, url: "https://example.com/c" });
  });

  it("splits a matching rule's scans by its own variants, and leaves the code's to the rest", () => {
    const [rule] = compileRules([
      {
        id: "fr",
        url: "https://example.com/fr",
        variants: [
          { url: "https://example.com/fr-a", weight: 10 },
          { url: "https://example.com/fr-b", weight: 90 },
        ],
        when: { countries: ["FR"] },
      },
    ]);
    const withRule: Routing = { ...routing, rules: [rule as NonNullable<Routing["rules"]>[number]] };
    const french = { ...split(10), country: () => "FR" };
    expect(answerScan(withRule, french, 0)).toMatchObject({
      answeredBy: "fr",
      variant: 1,
      url: "https://example.com/fr-b",
    });
    expect(answerScan(withRule, split(10), 0)).toMatchObject({ answeredBy: "default", variant: 0 });
  });

  it("answers a scanner past its daily limit as past the cap: the fallback, else gone", () => {
    const limited: Routing = { ...routing, variants: undefined, per_scanner: 2 };
    const one = split(0);
    expect(answerScan(limited, one, 0).kind).toBe("redirect");
    expect(answerScan(limited, one, 0).kind).toBe("redirect");
    expect(answerScan(limited, one, 0)).toEqual({ kind: "gone", reason: "capped" });
    expect(answerScan({ ...limited, fallback_url: "https://example.com/full" }, one, 0)).toMatchObject({
      url: "https://example.com/full",
      answeredBy: "fallback",
    });
  });
});
