// Every analytics view against a recount of the scans the test sent: a code's, the team's and a campaign's; by day
// and by hour; the compact series and the spelled-out one; ranges of whole and partial months (read from the
// monthly and the daily rollups); the period before; a deleted code's scans kept in the team's and its campaign's
// figures. The scans are drawn from a fixed seed: several codes, repeated scanners, bots, days across two months' ends. A view that assembles its rows wrongly (a bucket listed once per
// code, a month counted twice) differs from the recount, whatever the writer stored.
import type { ScanEvent } from "@qr/core/scan-event";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyUserAgent } from "../src/scan-path/scans/user-agent.ts";
import { type AnalyticsBody, type ApiClient, apiClient, type QrCodeBody, seedTeam } from "./support/api.ts";
import { ingestScanEvents, scanEvent } from "./support/scan-events.ts";

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
];
const COUNTRIES = ["DE", "FR", "US"];
const FIRST_DAY = Date.parse("2025-01-27T00:00:00Z"); // 40 days: the end of January, February, early March
const DAYS = 40;
const DAY_MS = 86_400_000;

let stack: TestStack;
let api: ApiClient;
/** The team's live codes (two of the campaign `spring`, one of none), then one of `spring` deleted after its scans. */
let codes: QrCodeBody[];
let deleted: QrCodeBody;
let spring: QrCodeBody[];
let sent: ScanEvent[];

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack, (await seedTeam(stack, "Recount")).adminKey);
  const made = async (utm?: { campaign: string }) =>
    (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/recount", utm })).body;
  codes = [await made({ campaign: "spring" }), await made({ campaign: "spring" }), await made()];
  deleted = await made({ campaign: "spring" });
  spring = [codes[0] as QrCodeBody, codes[1] as QrCodeBody, deleted];
  // In time order, as scans reach the queue: a scanner's unique scan is its first one stored that day, so a day's
  // earlier scan stored after a later one would move the unique to the later one's hour (the day's count is the same).
  sent = drawScans([...codes, deleted], 800).sort((a, b) => a.ts.localeCompare(b.ts));
  await ingestScanEvents(stack, sent);
  expect((await api.delete(`/api/v1/qr/${deleted.id}`)).status).toBe(204);
});
afterAll(async () => {
  await stack?.stop();
});

/** A fixed draw (a linear congruential generator): the same scans on every run. */
function drawScans(of: QrCodeBody[], count: number): ScanEvent[] {
  let state = 20_250_127;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * below);
  };
  return Array.from({ length: count }, (_, i) => {
    const code = of[next(of.length)] as QrCodeBody;
    // Distinct instants (the i-th millisecond of a drawn minute), so "a scanner's first scan" has no ties.
    const ts = FIRST_DAY + next(DAYS) * DAY_MS + next(24 * 60) * 60_000 + i;
    return scanEvent(code, {
      ts: new Date(ts).toISOString(),
      visitor: String(next(12)).padStart(64, "0"),
      country: COUNTRIES[next(COUNTRIES.length)] as string,
      ua: UAS[next(UAS.length)] as string,
      bot: next(12) === 0,
    });
  });
}

const dayOf = (event: ScanEvent) => event.ts.slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(day) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The figures of a range, recounted: `units` are the groups a scanner is unique in (a code, the team, or each of a
 * campaign's codes, whose uniques add up); a unique scan is a scanner's first of its unit that UTC day.
 */
function recount(units: QrCodeBody[][], from: string, to: string, interval: "day" | "hour") {
  const counts = new Map<number, [scans: number, uniques: number]>();
  const add = (offset: number, scans: number, uniques: number) => {
    const [s, u] = counts.get(offset) ?? [0, 0];
    counts.set(offset, [s + scans, u + uniques]);
  };
  const by = { country: new Map<string, number>(), device: new Map<string, number>() };
  let [total, uniques, bots] = [0, 0, 0];
  for (const unit of units) {
    const ids = new Set(unit.map((code) => code.id));
    const inRange = sent
      .filter((e) => ids.has(e.qr_id) && dayOf(e) >= from && dayOf(e) <= to)
      .sort((a, b) => a.ts.localeCompare(b.ts));
    const seen = new Set<string>();
    for (const event of inRange) {
      if (event.bot) {
        bots++;
        continue;
      }
      const unique = !seen.has(`${dayOf(event)} ${event.visitor}`);
      seen.add(`${dayOf(event)} ${event.visitor}`);
      const hours = (Date.parse(event.ts) - Date.parse(`${from}T00:00:00Z`)) / 3_600_000;
      add(interval === "day" ? Math.floor(hours / 24) : Math.floor(hours), 1, unique ? 1 : 0);
      total++;
      if (unique) uniques++;
      const device = classifyUserAgent(event.ua, {
        mobile: event.ch_mobile,
        platform: event.ch_platform,
      }).device;
      by.country.set(event.country as string, (by.country.get(event.country as string) ?? 0) + 1);
      by.device.set(device, (by.device.get(device) ?? 0) + 1);
    }
  }
  const ranked = <K extends string>(key: K, map: Map<string, number>) =>
    [...map]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .map(([value, scans]) => ({ [key]: value, scans }));
  return {
    totalScans: total,
    uniqueScans: uniques,
    botScans: bots,
    scansByCountry: ranked("country", by.country),
    scansByDevice: ranked("device", by.device),
    counts: [...counts].sort(([a], [b]) => a - b).map(([offset, [s, u]]) => [offset, s, u]),
  };
}

const RANGES: [from: string, to: string][] = [
  ["2025-01-27", "2025-03-07"], // a partial month, a whole one, a partial one
  ["2025-01-01", "2025-03-31"], // whole months only
  ["2025-02-01", "2025-02-28"], // one whole month
  ["2025-01-30", "2025-02-02"], // across a month's end, no whole month
  ["2025-02-10", "2025-03-01"],
];
const HOURLY_RANGES: [from: string, to: string][] = [
  ["2025-02-26", "2025-03-04"],
  ["2025-01-27", "2025-02-26"], // 31 days, the longest by hour
];

type TeamAnalytics = AnalyticsBody["analytics"] & { topCodes?: { id: string; scans: number }[] };

describe("analytics against a recount of the scans sent", () => {
  const views = () => [
    ...codes.map((code, i) => ({
      name: `code ${i}`,
      path: `/api/v1/qr/${code.id}/analytics?`,
      units: [[code]],
      topCodes: false,
    })),
    { name: "team", path: "/api/v1/analytics?", units: [[...codes, deleted]], topCodes: true },
    {
      name: "campaign",
      path: "/api/v1/analytics?campaign=spring&",
      units: spring.map((code) => [code]),
      topCodes: true,
    },
  ];

  it("has every view's totals, breakdown and series by day as recounted, in both series forms", async () => {
    for (const view of views())
      for (const [from, to] of RANGES) {
        const expected = recount(view.units, from, to, "day");
        const query = `${view.path}from=${from}&to=${to}&compare=previous`;
        const compact = (await api.get<{ analytics: TeamAnalytics }>(`${query}&series=compact`)).body
          .analytics;
        const where = `${view.name} ${from}…${to}`;
        expect({ where, ...pick(compact) }).toEqual({ where, ...pick(expected) });
        expect([where, compact.series?.counts]).toEqual([where, expected.counts]);
        const days = daysBetween(from, to) + 1;
        const previous = recount(view.units, dayBefore(from, days), dayBefore(from, 1), "day");
        expect([where, compact.previous?.totalScans, compact.previous?.uniqueScans]).toEqual([
          where,
          previous.totalScans,
          previous.uniqueScans,
        ]);
        const spelled = (await api.get<{ analytics: TeamAnalytics }>(query)).body.analytics;
        expect(spelled.timeseries).toHaveLength(days);
        expect([
          where,
          spelled.timeseries?.flatMap((bucket, offset) =>
            bucket.scans > 0 ? [[offset, bucket.scans, bucket.uniqueScans]] : [],
          ),
        ]).toEqual([where, expected.counts]);
        if (!view.topCodes) continue;
        // The most scanned live codes: a deleted code's scans count in the totals, it is not listed.
        const perCode = view.units
          .flat()
          .filter((code) => code !== deleted)
          .map((code) => ({ id: code.id, scans: recount([[code]], from, to, "day").totalScans }))
          .filter((code) => code.scans > 0)
          .sort((a, b) => b.scans - a.scans || a.id.localeCompare(b.id));
        expect([where, compact.topCodes?.map(({ id, scans }) => ({ id, scans }))]).toEqual([where, perCode]);
      }
  });

  it("has every view's series by hour as recounted, in both series forms", async () => {
    for (const view of views())
      for (const [from, to] of HOURLY_RANGES) {
        const expected = recount(view.units, from, to, "hour");
        const query = `${view.path}from=${from}&to=${to}&interval=hour`;
        const where = `${view.name} ${from}…${to} by hour`;
        const compact = (await api.get<{ analytics: TeamAnalytics }>(`${query}&series=compact`)).body
          .analytics;
        expect([where, compact.totalScans, compact.series?.counts]).toEqual([
          where,
          expected.totalScans,
          expected.counts,
        ]);
        const spelled = (await api.get<{ analytics: TeamAnalytics }>(query)).body.analytics;
        expect(spelled.timeseries).toHaveLength((daysBetween(from, to) + 1) * 24);
        expect([
          where,
          spelled.timeseries?.flatMap((bucket, offset) =>
            bucket.scans > 0 ? [[offset, bucket.scans, bucket.uniqueScans]] : [],
          ),
        ]).toEqual([where, expected.counts]);
      }
  });
});

/** The figures a recount gives, as the answer names them. */
function pick(analytics: Partial<ReturnType<typeof recount>>) {
  const { totalScans, uniqueScans, botScans, scansByCountry, scansByDevice } = analytics;
  return { totalScans, uniqueScans, botScans, scansByCountry, scansByDevice };
}
