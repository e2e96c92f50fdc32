// Raw scans by month and their retention: partitions ahead of time, events of any date landing, expired months
// dropped by the cron while their rollups (and so the analytics) stay, SCAN_RETENTION_MONTHS=0 keeping all.
import { openNodeDatabase } from "@qr/db/node";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintainScanRetention, retentionMonthsOf } from "../src/scan-path/scans/scan-retention.ts";
import { type AnalyticsBody, type ApiClient, apiClient, type QrCodeBody, seedTeam } from "./support/api.ts";
import { ingestScanEvents, scanEvent } from "./support/scan-events.ts";

let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

const event = (code: QrCodeBody, ts: Date) => scanEvent(code, { ts: ts.toISOString() });

async function newCode(): Promise<QrCodeBody> {
  return (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" })).body;
}

async function partitions(): Promise<string[]> {
  const { rows } = await stack.sql.query(
    `select child.relname from pg_inherits join pg_class child on child.oid = inhrelid
     where inhparent = 'scan_events'::regclass order by 1`,
  );
  return rows.map((row) => row.relname);
}

const partitionOf = (at: Date) =>
  `scan_events_y${at.getUTCFullYear()}m${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
const monthsFromNow = (months: number, day = 15) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day, 12));
};
const day = (at: Date) => at.toISOString().slice(0, 10);

async function analytics(code: QrCodeBody, from: Date, to: Date) {
  const { status, body } = await api.get<AnalyticsBody>(
    `/api/v1/qr/${code.id}/analytics?from=${day(from)}&to=${day(to)}`,
  );
  expect(status).toBe(200);
  return body.analytics;
}

describe("raw scans by month", () => {
  it("has the partitions of this month and the next two before they start", async () => {
    await stack.runCron();
    const names = await partitions();
    for (const months of [0, 1, 2]) expect(names).toContain(partitionOf(monthsFromNow(months)));
    expect(names).toContain("scan_events_default");
  });

  it("stores an event dated in a month without a partition, and moves it into the month's partition once made", async () => {
    const code = await newCode();
    const far = monthsFromNow(30);
    expect(await partitions()).not.toContain(partitionOf(far));
    const scan = event(code, far);
    await ingestScanEvents(stack, [scan]);
    const where = async () =>
      (
        await stack.sql.query("select tableoid::regclass::text as p from scan_events where id = $1", [
          scan.id,
        ])
      ).rows;
    expect(await where()).toEqual([{ p: "scan_events_default" }]);

    await stack.sql.query("select create_scan_events_partition($1::date)", [day(far)]);
    expect(await where()).toEqual([{ p: partitionOf(far) }]);
    expect((await analytics(code, far, far)).totalScans).toBe(1);
  });

  it("drops a month past the retention with its raw scans, and keeps its rollups and analytics", async () => {
    const code = await newCode();
    const expired = monthsFromNow(-15);
    const older = monthsFromNow(-20); // no partition: lands in the default one
    const kept = monthsFromNow(-11);
    await stack.sql.query("select create_scan_events_partition($1::date)", [day(expired)]);
    await stack.sql.query("select create_scan_events_partition($1::date)", [day(kept)]);
    await ingestScanEvents(stack, [
      event(code, expired),
      event(code, expired),
      event(code, older),
      event(code, kept),
    ]);
    const before = await analytics(code, older, kept);
    expect(before.totalScans).toBe(4);
    const rollups = await stack.sql.query(
      "select * from scan_daily_rollups where qr_id = $1 order by 2, 3, 4",
      [code.id],
    );

    await stack.runCron(); // the default retention: 13 months

    expect(await partitions()).not.toContain(partitionOf(expired));
    expect(await partitions()).toContain(partitionOf(kept));
    const { rows } = await stack.sql.query("select ts from scan_events where qr_id = $1", [code.id]);
    expect(rows.map((row) => day(row.ts))).toEqual([day(kept)]);
    expect(
      (await stack.sql.query("select * from scan_daily_rollups where qr_id = $1 order by 2, 3, 4", [code.id]))
        .rows,
    ).toEqual(rollups.rows);
    expect(await analytics(code, older, kept)).toEqual(before);
  });

  it("keeps every month with a retention of 0, and drops by whole months otherwise", async () => {
    const code = await newCode();
    const old = monthsFromNow(-40);
    await stack.sql.query("select create_scan_events_partition($1::date)", [day(old)]);
    await ingestScanEvents(stack, [event(code, old)]);
    // A click of that month's page goes with it; one of this month stays.
    await stack.sql.query(
      `insert into scan_clicks (id, qr_id, team_id, ts, action, visitor, bot)
       select gen_random_uuid(), $1, team_id, t, 'contact', repeat('a', 64), false
       from qr_codes, unnest(array[$2::timestamptz, now()]) t where id = $1`,
      [code.id, old.toISOString()],
    );
    const session = openNodeDatabase(stack.databaseUrl);
    try {
      const keepAll = await maintainScanRetention(session.db, 0);
      expect(keepAll.scanPartitionsDropped).toEqual([]);
      expect(await partitions()).toContain(partitionOf(old));

      // 40 months of retention: the month 40 months ago ends within it, so it stays until that month is over.
      expect((await maintainScanRetention(session.db, 40)).scanPartitionsDropped).toEqual([]);
      const monthAfter = new Date(Date.UTC(old.getUTCFullYear(), old.getUTCMonth() + 41, 1));
      const dropped = await maintainScanRetention(session.db, 40, monthAfter);
      expect(dropped.scanPartitionsDropped).toEqual([day(old).slice(0, 7)]);
      expect(dropped.scanClicksPruned).toBe(1);
    } finally {
      await session.close();
    }
  });

  it("reads SCAN_RETENTION_MONTHS as whole months, 0 keeping all, anything else the default", () => {
    expect(retentionMonthsOf("0")).toBe(0);
    expect(retentionMonthsOf(" 24 ")).toBe(24);
    for (const bad of [undefined, "", "-1", "1.5", "a year", "99999"])
      expect(retentionMonthsOf(bad)).toBe(13);
  });
});
