// The scan path end to end: scans through the redirect worker → the queue → the consumer → rollups → the
// analytics and scans endpoints; redelivery, poison messages and a database outage.
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  apiClient,
  issueKey,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { scanEvent } from "./support/scan-events.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  pixel:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function storedScans(qrId: string, atLeast: number) {
  return eventually(async () => {
    const { rows } = await stack.sql.query("select count(*)::int as n from scan_events where qr_id = $1", [
      qrId,
    ]);
    return rows[0].n >= atLeast ? rows[0].n : undefined;
  });
}

async function newCode(): Promise<QrCodeBody> {
  return (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" })).body;
}

/** Sends queue messages as the redirect worker does: each a JSON array of entries, as text. */
async function send(messages: unknown[][]) {
  const queue = await stack.workers.mf.getQueueProducer("SCAN_EVENTS", "qr-redirect");
  await queue.sendBatch(messages.map((entries) => ({ body: JSON.stringify(entries) })));
}

describe("analytics end to end", () => {
  it("counts N scans through the redirect exactly, split by device and country, without bots", async () => {
    const code = await newCode();
    const plan = [
      ...Array.from({ length: 7 }, (_, i) => [UA.iphone, "DE", `198.51.100.${i}`]),
      ...Array.from({ length: 5 }, (_, i) => [UA.pixel, "FR", `198.51.100.${20 + i}`]),
      ...Array.from({ length: 3 }, (_, i) => [UA.ipad, "DE", `198.51.100.${40 + i}`]),
      ...Array.from({ length: 4 }, (_, i) => [UA.windows, "US", `198.51.100.${60 + i}`]),
      [UA.iphone, "DE", "198.51.100.0"], // the first iPhone again: a scan, not a new visitor
    ] as [string, string, string][];
    for (const [ua, country, ip] of plan)
      expect((await scan(stack, code.slug, { ua: ua, country: country, ip: ip })).status).toBe(302);
    expect(
      (await scan(stack, code.slug, { ua: UA.googlebot, country: "US", ip: "66.249.66.1" })).status,
    ).toBe(302);
    expect(
      (await scan(stack, code.slug, { ua: UA.windows, country: "US", ip: "203.0.113.99", method: "HEAD" }))
        .status,
    ).toBe(302);
    await storedScans(code.id, plan.length + 2);

    const { status, body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(status).toBe(200);
    const a = body.analytics;
    expect(a.totalScans).toBe(20);
    expect(a.uniqueScans).toBe(19);
    expect(a.botScans).toBe(2);
    expect(a.scansByDevice).toEqual([
      { device: "mobile", scans: 13 },
      { device: "desktop", scans: 4 },
      { device: "tablet", scans: 3 },
    ]);
    expect(a.scansByCountry).toEqual([
      { country: "DE", scans: 11 },
      { country: "FR", scans: 5 },
      { country: "US", scans: 4 },
    ]);
    expect(a.scansByOs).toEqual([
      { os: "iOS", scans: 11 },
      { os: "Android", scans: 5 },
      { os: "Windows", scans: 4 },
    ]);
    expect(a.scansByBrowser.reduce((sum, b) => sum + b.scans, 0)).toBe(20);
    const today = new Date().toISOString().slice(0, 10);
    expect(a.timeseries).toEqual([{ start: `${today}T00:00:00.000Z`, scans: 20, uniqueScans: 19 }]);
    expect(a).toMatchObject({ from: today, to: today, interval: "day" });

    const hourly = await api.get<AnalyticsBody>(
      `/api/v1/qr/${code.id}/analytics?interval=hour&from=${today}&to=${today}`,
    );
    expect(hourly.body.analytics.timeseries).toHaveLength(24);
    expect(hourly.body.analytics.timeseries?.reduce((sum, b) => sum + b.scans, 0)).toBe(20);

    const listed = await api.get<{ data: QrCodeBody[] }>(`/api/v1/qr?include=scans_7d&search=${code.slug}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: code.id, scans_7d: 20 })]);
  });

  it("adds the last 7 days' scans to a list only for a caller who may read analytics", async () => {
    const code = await newCode();
    const listed = await api.get<{ data: QrCodeBody[] }>(`/api/v1/qr?include=scans_7d&search=${code.slug}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: code.id, scans_7d: 0 })]);
    expect(
      (await api.get<{ data: QrCodeBody[] }>(`/api/v1/qr?search=${code.slug}`)).body.data[0],
    ).not.toHaveProperty("scans_7d");
    const qrOnly = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    const refused = await qrOnly.get<{ code: string }>("/api/v1/qr?include=scans_7d");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("permission_missing");
  });

  it("answers exactly the documented keys, and an empty range with zeros", async () => {
    const code = await newCode();
    const { body } = await api.get<AnalyticsBody>(
      `/api/v1/qr/${code.id}/analytics?from=2020-01-01&to=2020-01-03`,
    );
    expect(body).toEqual({
      analytics: expect.objectContaining({ totalScans: 0, scansByDevice: [], scansByCountry: [] }),
    });
    expect(Object.keys(body)).toEqual(["analytics"]);
    expect(body.analytics.timeseries?.map((b) => b.scans)).toEqual([0, 0, 0]);
  });

  it("has one bucket per day or hour across a leap day, a month end and a year end", async () => {
    const code = await newCode();
    const starts = async (query: string) =>
      (
        await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics?${query}`)
      ).body.analytics.timeseries?.map((bucket) => bucket.start) ?? [];
    expect(await starts("from=2024-02-28&to=2024-03-01")).toEqual(
      ["2024-02-28", "2024-02-29", "2024-03-01"].map((day) => `${day}T00:00:00.000Z`),
    );
    const hours = await starts("interval=hour&from=2024-12-31&to=2025-01-01");
    expect(hours).toHaveLength(48);
    expect(hours.slice(22, 26)).toEqual([
      "2024-12-31T22:00:00.000Z",
      "2024-12-31T23:00:00.000Z",
      "2025-01-01T00:00:00.000Z",
      "2025-01-01T01:00:00.000Z",
    ]);
  });

  it("answers the compact series as the buckets' non-empty entries, by day and by hour", async () => {
    const code = await newCode();
    const at = (ts: string, visitor = "a") => scanEvent(code, { ts, visitor: visitor.repeat(64) });
    await send([
      [
        at("2024-12-30T10:15:00Z"),
        at("2024-12-31T23:59:59Z"),
        at("2024-12-31T23:10:00Z", "b"),
        at("2025-01-02T00:00:00Z"),
        at("2025-01-02T00:30:00Z"), // the same visitor, the same day: a scan, not a unique one
      ],
    ]);
    await storedScans(code.id, 5);
    const read = async (query: string) =>
      (await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics?from=2024-12-29&to=2025-01-02&${query}`))
        .body.analytics;
    const compactDays = await read("series=compact");
    expect(compactDays).not.toHaveProperty("timeseries");
    expect(compactDays.series).toEqual({
      start: "2024-12-29T00:00:00.000Z",
      interval: "day",
      buckets: 5,
      counts: [
        [1, 1, 1],
        [2, 2, 2],
        [4, 2, 1],
      ],
    });
    const compactHours = await read("series=compact&interval=hour");
    expect(compactHours.series).toEqual({
      start: "2024-12-29T00:00:00.000Z",
      interval: "hour",
      buckets: 120,
      counts: [
        [34, 1, 1],
        [71, 2, 2],
        [96, 2, 1],
      ],
    });
    // The same figures as the buckets, once the offsets are spelled out; everything else unchanged.
    for (const [compact, query] of [
      [compactDays, ""],
      [compactHours, "interval=hour"],
    ] as const) {
      const buckets = await read(query);
      expect(buckets).not.toHaveProperty("series");
      expect(buckets.timeseries).toHaveLength(compact.series?.buckets ?? -1);
      expect(
        buckets.timeseries?.flatMap((bucket, offset) =>
          bucket.scans > 0 ? [[offset, bucket.scans, bucket.uniqueScans]] : [],
        ),
      ).toEqual(compact.series?.counts);
      const { series: _, ...rest } = compact;
      const { timeseries: __, ...same } = buckets;
      expect(rest).toEqual(same);
    }
    // Ten years stay a few hundred bytes; an unknown form is a 422 on the field.
    const decade = await api.get<AnalyticsBody>(
      `/api/v1/qr/${code.id}/analytics?from=2015-01-03&to=2025-01-02&series=compact`,
    );
    expect(decade.body.analytics.series?.buckets).toBe(3653);
    expect(JSON.stringify(decade.body).length).toBeLessThan(1_500);
    const refused = await api.get<{ code: string; errors: { path: string }[] }>(
      `/api/v1/qr/${code.id}/analytics?series=sparse`,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("validation_failed");
    expect(refused.body.errors.map((error) => error.path)).toEqual(["query.series"]);
  });

  it("answers a campaign's codes scanned in one day or hour as one bucket, their counts summed", async () => {
    const own = await seedTeam(stack, "Campaign series"); // its own team: the campaign's codes are this test's
    const client = apiClient(stack, own.adminKey);
    const inCampaign = async () =>
      (
        await client.post<QrCodeBody>("/api/v1/qr", {
          url: "https://example.com/launch",
          utm: { campaign: "launch" },
        })
      ).body;
    const [poster, flyer] = [await inCampaign(), await inCampaign()];
    const at = (code: QrCodeBody, ts: string, visitor: string) =>
      scanEvent(code, { ts, visitor: visitor.repeat(64) });
    const events = [
      at(poster, "2025-03-10T09:05:00Z", "a"),
      at(poster, "2025-03-10T09:40:00Z", "b"),
      at(flyer, "2025-03-10T09:20:00Z", "a"),
      at(flyer, "2025-03-11T18:00:00Z", "a"),
    ];
    await send([events]);
    await storedScans(flyer.id, 2);
    await storedScans(poster.id, 2);
    const read = async (query: string) =>
      (
        await client.get<AnalyticsBody>(
          `/api/v1/analytics?campaign=launch&from=2025-03-10&to=2025-03-11&${query}`,
        )
      ).body.analytics;
    // A campaign's unique scans are the sum of its codes' (a scanner of both codes counts for each).
    expect((await read("series=compact")).series?.counts).toEqual([
      [0, 3, 3],
      [1, 1, 1],
    ]);
    expect((await read("series=compact&interval=hour")).series?.counts).toEqual([
      [9, 3, 3],
      [42, 1, 1],
    ]);
    expect((await read("")).timeseries?.map((bucket) => [bucket.scans, bucket.uniqueScans])).toEqual([
      [3, 3],
      [1, 1],
    ]);
  });

  it("counts each day of a range once: whole months from the monthly rollups, partial ones by day", async () => {
    const own = await seedTeam(stack, "Months"); // a team of its own, so its figures are this test's
    const client = apiClient(stack, own.adminKey);
    const code = (await client.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/months" })).body;
    const days = [
      "2025-01-15",
      "2025-01-31",
      "2025-02-01",
      "2025-02-14",
      "2025-02-28",
      "2025-03-01",
      "2025-03-31",
    ];
    // Today's scans too: a range ending yesterday has scans after it, which all time less the days outside leaves out.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const events = [...days, "2025-04-01", today].flatMap((day, i) =>
      Array.from({ length: i + 1 }, (_, k) =>
        scanEvent(code, {
          ts: `${day}T${day === today ? "00:00:00" : "12:00:00"}Z`,
          country: ["DE", "FR", "US"][(i + k) % 3] as string,
        }),
      ),
    );
    await send([events]);
    await storedScans(code.id, events.length);
    for (const [from, to] of [
      ["2025-01-15", "2025-04-01"], // partial first and last months around whole ones
      ["2025-01-01", "2025-03-31"], // whole months only
      ["2025-01-16", "2025-03-31"],
      ["2025-02-01", "2025-02-28"], // one whole month
      ["2025-02-02", "2025-02-27"], // inside one month
      ["2025-02-02", "2025-02-14"], // inside one month, up to a day with scans
      ["2025-01-15", "2025-01-31"], // from a day with scans to the month's end
      ["2025-01-31", "2025-02-01"], // across a month's end, no whole month
      ["2025-03-01", "2025-03-01"],
      ["2024-12-01", "2025-05-31"],
      ["2025-02-14", "2025-04-30"],
      ["9999-12-01", "9999-12-31"], // the last month a date may name
      // Most of the code's life (created today): read as all time less the days outside the range (decision 25).
      ["2025-01-16", today],
      ["2025-01-16", yesterday],
      ["2024-12-01", yesterday],
      [today, today],
    ] as [string, string][]) {
      const counted = events.filter(({ ts }) => ts.slice(0, 10) >= from && ts.slice(0, 10) <= to);
      const perCountry = new Map<string, number>();
      for (const { country } of counted)
        perCountry.set(country ?? "", (perCountry.get(country ?? "") ?? 0) + 1);
      const query = `from=${from}&to=${to}&series=compact`;
      const read = await client.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics?${query}`);
      expect([from, to, read.status]).toEqual([from, to, 200]);
      const ofCode = read.body.analytics;
      expect([from, to, ofCode.totalScans, ofCode.uniqueScans]).toEqual([
        from,
        to,
        counted.length,
        counted.length,
      ]);
      expect(ofCode.scansByCountry).toEqual(
        [...perCountry]
          .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
          .map(([country, scans]) => ({ country, scans })),
      );
      // The series by day from the months' counts by day (decision 24): each scan on its day, none outside.
      const perDay = new Map<number, number>();
      for (const { ts } of counted) {
        const offset = (Date.parse(ts.slice(0, 10)) - Date.parse(from)) / 86_400_000;
        perDay.set(offset, (perDay.get(offset) ?? 0) + 1);
      }
      const seriesCounts = [...perDay].sort(([a], [b]) => a - b).map(([offset, n]) => [offset, n, n]);
      expect([from, to, ofCode.series?.counts]).toEqual([from, to, seriesCounts]);
      const ofTeam = (
        await client.get<AnalyticsBody & { analytics: { topCodes: { id: string; scans: number }[] } }>(
          `/api/v1/analytics?${query}`,
        )
      ).body.analytics;
      expect([from, to, ofTeam.totalScans]).toEqual([from, to, counted.length]);
      expect([from, to, ofTeam.series?.counts]).toEqual([from, to, seriesCounts]);
      expect(ofTeam.topCodes.map(({ id, scans }) => [id, scans])).toEqual(
        counted.length > 0 ? [[code.id, counted.length]] : [],
      );
    }
  });

  it("counts a batch delivered twice once", async () => {
    const code = await newCode();
    const batch = Array.from({ length: 10 }, () => scanEvent(code));
    await send([batch]);
    await storedScans(code.id, 10);
    await send([batch]);
    await send([[scanEvent(code)]]); // a marker: once it is stored, the redelivery has been consumed too
    await storedScans(code.id, 11);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics.totalScans).toBe(11);
    expect(body.analytics.uniqueScans).toBe(11);
  });

  it("does not let a poison message block the rest of its batch", async () => {
    const code = await newCode();
    await send([
      [scanEvent(code)],
      [{ v: 1, id: "not-a-uuid" }],
      ["garbage"],
      [scanEvent(code, { ua: "x".repeat(600) })],
      // What PostgreSQL cannot store would fail the whole delivery on every retry: dropped like any bad entry.
      [scanEvent(code, { ua: "a\u0000b" }), scanEvent(code, { lang: "\ud800" })],
      [scanEvent(code, { referer_host: "x\u0000" }), scanEvent(code, { ts: "1900-01-01T00:00:00Z" })],
      [scanEvent(code)],
    ]);
    expect(await storedScans(code.id, 2)).toBe(2);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics.totalScans).toBe(2);
  });

  it("stores the valid events of a batched message and drops its poison entries", async () => {
    const code = await newCode();
    const valid = Array.from({ length: 4 }, () => scanEvent(code));
    await send([[valid[0], { v: 1, id: "not-a-uuid" }, valid[1], "garbage", valid[2]], [valid[3]]]);
    expect(await storedScans(code.id, 4)).toBe(4);
    await send([[valid[0], valid[1], valid[2]]]); // redelivered: nothing new
    await send([[scanEvent(code)]]); // a marker, consumed after the redelivery
    expect(await storedScans(code.id, 5)).toBe(5);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics.totalScans).toBe(5);
  });

  it("stores deliveries larger than one statement (6,000 events in 40 messages) exactly", async () => {
    const code = await newCode();
    const messages = Array.from({ length: 40 }, () => Array.from({ length: 150 }, () => scanEvent(code)));
    // sendBatch takes at most 256 KB: calls of three messages, sent together.
    await Promise.all(Array.from({ length: 14 }, (_, call) => send(messages.slice(call * 3, call * 3 + 3))));
    expect(await storedScans(code.id, 6000)).toBe(6000);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics).toMatchObject({ totalScans: 6000, uniqueScans: 6000 });
  });

  it("records every one of 120 concurrent scans once (batched per isolate)", async () => {
    const code = await newCode();
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        scan(stack, code.slug, { ua: UA.pixel, country: "NL", ip: `198.51.100.${i}` }),
      ),
    );
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect(await storedScans(code.id, 120)).toBe(120);
    await send([[scanEvent(code, { country: "BE" })]]); // a marker: whatever was queued before it has been consumed
    expect(await storedScans(code.id, 121)).toBe(121);
    const { rows } = await stack.sql.query(
      "select count(distinct visitor)::int as visitors from scan_events where qr_id = $1 and country = 'NL'",
      [code.id],
    );
    expect(rows[0].visitors).toBe(120);
  });

  it("loses nothing when the database is down during ingestion", async () => {
    const code = await newCode();
    const url = new URL(stack.databaseUrl);
    const database = url.pathname.slice(1);
    url.pathname = "/postgres"; // a database's connections can only be switched off from another database
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`alter database ${database} allow_connections false`);
    try {
      const failuresBefore = storeFailures();
      await send([Array.from({ length: 6 }, () => scanEvent(code))]);
      // The consumer ran and failed (it says so), and is retrying: nothing was stored meanwhile.
      await eventually(async () => (storeFailures() > failuresBefore ? true : undefined));
      const { rows } = await stack.sql.query("select count(*)::int as n from scan_events where qr_id = $1", [
        code.id,
      ]);
      expect(rows[0].n).toBe(0);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`);
      await admin.end();
    }
    expect(await storedScans(code.id, 6)).toBe(6);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics.totalScans).toBe(6);
  }, 60_000);
});

describe("raw scans", () => {
  it("lists a code's scans newest first, page by page, without any IP", async () => {
    const code = await newCode();
    for (let i = 0; i < 5; i++)
      await scan(stack, code.slug, { ua: UA.pixel, country: "BE", ip: `192.0.2.${i + 10}` });
    await storedScans(code.id, 5);
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read", "scans:read"] }));
    const first = await reader.get<{
      data: { ts: string; country: string; device: string }[];
      next_cursor: string;
    }>(`/api/v1/qr/${code.id}/scans?limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.data[0]).toMatchObject({ country: "BE", device: "mobile", os: "Android", bot: false });
    const second = await reader.get<{ data: unknown[]; next_cursor: string | null }>(
      `/api/v1/qr/${code.id}/scans?limit=3&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.data).toHaveLength(2);
    expect(second.body.next_cursor).toBeNull();
    const all = JSON.stringify([first.body, second.body]);
    expect(all).not.toMatch(/192\.0\.2\./);
    const times = first.body.data.map((scan) => scan.ts);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("needs scans:read, and answers 404 for another team's code", async () => {
    const code = await newCode();
    const analyticsOnly = apiClient(
      stack,
      await issueKey(stack, team, { permissions: ["qr:read", "analytics:read"] }),
    );
    expect((await analyticsOnly.get(`/api/v1/qr/${code.id}/scans`)).status).toBe(403);
    expect((await analyticsOnly.get(`/api/v1/qr/${code.id}/analytics`)).status).toBe(200);
    const stranger = apiClient(stack, (await seedTeam(stack, "Stranger")).adminKey);
    expect((await stranger.get(`/api/v1/qr/${code.id}/scans`)).status).toBe(404);
    expect((await stranger.get(`/api/v1/qr/${code.id}/analytics`)).status).toBe(404);
  });

  it.each([
    ["from=2026-13-01", "query.from"],
    ["from=2026-11-10&to=2026-11-01", "query.from"],
    ["interval=minute", "query.interval"],
    ["interval=hour&from=2026-01-01&to=2026-03-01", "query.interval"],
  ])("refuses analytics?%s with 422", async (query, path) => {
    const code = await newCode();
    const response = await api.get<{ errors: { path: string }[] }>(
      `/api/v1/qr/${code.id}/analytics?${query}`,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.map((e) => e.path)).toContain(path);
  });
});

/** How many times the consumer has said it could not store scan events (and will retry). */
function storeFailures(): number {
  return stack.workerLogs().filter((line) => line.includes("scan events not stored, will retry")).length;
}
