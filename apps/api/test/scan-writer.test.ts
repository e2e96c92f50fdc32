// The batched scan writer (one array per column, a whole delivery per statement) against the writer it replaced
// (support/reference-scan-writer.ts), each in its own database, on the same random deliveries: redelivered
// events, repeated visitors, bots, several codes, days and hours. Every rollup, visitor and event row must match.
import { randomBytes } from "node:crypto";
import type { ScanEvent } from "@qr/core/scan-event";
import type { DatabaseSession } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { databaseUrl, TEMPLATE_DATABASE } from "@qr/local/global-setup";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  MAX_CODES_PER_VISITOR,
  MAX_EVENTS_PER_STATEMENT,
  statementsOf,
  storeScanEvents,
} from "../src/scan-path/scans/store-scan-events.ts";
import {
  REFERENCE_EVENTS_PER_STATEMENT,
  REFERENCE_VISITORS_TABLE,
  storeScanEventsAsBefore,
} from "./support/reference-scan-writer.ts";

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
];
const VISITORS = Array.from({ length: 6 }, (_, i) => String(i).repeat(64));
const START = Date.parse("2026-03-30T12:00:00Z"); // three days across a month's end
const THREE_DAYS_S = 3 * 86_400;

let admin: pg.Client;
const databases: string[] = [];
let batched: DatabaseSession;
let before: DatabaseSession;

async function freshDatabase(): Promise<DatabaseSession> {
  const name = `writer_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  databases.push(name);
  return openNodeDatabase(databaseUrl(inject("postgresUrl"), name));
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  batched = await freshDatabase();
  before = await freshDatabase();
  await before.db.execute(sql.raw(REFERENCE_VISITORS_TABLE));
});
afterAll(async () => {
  await batched?.close();
  await before?.close();
  for (const name of databases) await admin.query(`drop database if exists ${name}`);
  await admin?.end();
});

/** An event of one of three codes; its position in the pool makes its instant unique (ties are arbitrary). */
function eventArbitrary(run: number, position: number) {
  return fc
    .record({
      code: fc.integer({ min: 0, max: 2 }),
      second: fc.integer({ min: 0, max: THREE_DAYS_S }),
      visitor: fc.constantFrom(...VISITORS),
      ua: fc.constantFrom(...UAS),
      bot: fc.boolean(),
      country: fc.constantFrom("DE", "FR", "US", null),
      mobileHint: fc.constantFrom(null, true, false),
      answeredBy: fc.constantFrom(undefined, "default", "fallback", "r_menu"),
      version: fc.constantFrom(undefined, 1, 2),
    })
    .map(
      (drawn): ScanEvent => ({
        v: 1,
        id: crypto.randomUUID(),
        slug: `s${run}_${drawn.code}`,
        qr_id: `qr_${run}_${drawn.code}`,
        team_id: `team_writer_${run}`,
        ts: new Date(START + drawn.second * 1000 + position).toISOString(),
        country: drawn.country,
        colo: "FRA",
        ua: drawn.ua,
        referer_host: null,
        lang: "en",
        visitor: drawn.visitor,
        bot: drawn.bot,
        ch_mobile: drawn.mobileHint,
        ch_platform: null,
        ...(drawn.answeredBy === undefined ? {} : { answered_by: drawn.answeredBy }),
        ...(drawn.version === undefined ? {} : { version: drawn.version }),
      }),
    );
}

/** Deliveries drawn from a pool of events, so events come again (within and across deliveries). */
function deliveriesArbitrary(run: number) {
  return fc
    .integer({ min: 1, max: 120 })
    .chain((size) =>
      fc.tuple(...Array.from({ length: size }, (_, position) => eventArbitrary(run, position))),
    )
    .chain((pool) =>
      fc.array(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 200 }), {
        minLength: 1,
        maxLength: 6,
      }),
    );
}

/** The rows of a query whose `$1` (each of them) is `value`, quoted. */
async function rowsOf(session: DatabaseSession, text: string, value: string) {
  const result = await session.db.execute(sql.raw(text.replaceAll("$1", `'${value}'`)));
  return (result as unknown as pg.QueryResult).rows;
}

/** What both databases must hold alike, for one run's codes. */
async function stateOf(session: DatabaseSession, run: number) {
  const prefix = `qr_${run}_%`;
  const query = (text: string) => rowsOf(session, text, prefix);
  return {
    daily: await query(
      "select qr_id, day::text, dimension, value, scans, unique_scans from scan_daily_rollups where qr_id like $1 order by 1, 2, 3, 4",
    ),
    hourly: await query(
      "select qr_id, hour, scans, unique_scans from scan_hourly_rollups where qr_id like $1 order by 1, 2",
    ),
    // A code's visitors: the reference's rows of its own, the batched writer's codes of its team's rows.
    visitors: await query(
      session === before
        ? "select qr_id, day::text, visitor from scan_visitors where qr_id like $1 order by 1, 2, 3"
        : "select * from (select unnest(codes) as qr_id, day::text, visitor from scan_team_visitors) v where qr_id like $1 order by 1, 2, 3",
    ),
    events: await query(
      "select id, device, os, browser, answered_by, version from scan_events where qr_id like $1 order by id",
    ),
  };
}

/**
 * A team's rollups (which the reference writer did not have) against a recount of its stored events: scans and
 * unique scanners per day, scans per code, and the day's unique scanners spread over its codes (each counted once,
 * on the code of the scanner's first stored scan of the team that day).
 */
async function teamCountsOf(session: DatabaseSession, run: number) {
  const query = (text: string) => rowsOf(session, text, `team_writer_${run}`);
  const humans =
    "select (ts at time zone 'UTC')::date::text as day, * from scan_events where team_id = $1 and not bot";
  return {
    days: await query(`select day::text, scans, unique_scans from scan_daily_rollups
      where qr_id = $1 and dimension = 'total' order by 1`),
    daysRecounted:
      await query(`select day, count(*)::int as scans, count(distinct visitor)::int as unique_scans
      from (${humans}) e group by day order by 1`),
    codes: await query(`select day::text, value as qr_id, scans from scan_daily_rollups
      where qr_id = $1 and dimension = 'code' order by 1, 2`),
    codesRecounted: await query(`select day, qr_id, count(*)::int as scans from (${humans}) e
      group by day, qr_id order by 1, 2`),
    uniquesOverCodes:
      await query(`select day::text, sum(unique_scans)::int as unique_scans from scan_daily_rollups
      where qr_id = $1 and dimension = 'code' group by day order by 1`),
  };
}

/** The monthly rollups must be the daily ones summed by month (decision 23) and all time the months summed, for the run's codes and its team. */
async function expectRollupsSumTheirDays(session: DatabaseSession, run: number) {
  for (const subjects of [`qr_${run}_%`, `team_writer_${run}`]) {
    const months = await rowsOf(
      session,
      `select qr_id, month::text, dimension, value, scans, unique_scans from scan_monthly_rollups
        where qr_id like $1 order by 1, 2, 3, 4`,
      subjects,
    );
    const daysSummed = await rowsOf(
      session,
      `select qr_id, date_trunc('month', day)::date::text as month, dimension, value, sum(scans)::int as scans,
          sum(unique_scans)::int as unique_scans
        from scan_daily_rollups where qr_id like $1 group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      subjects,
    );
    expect(months).toEqual(daysSummed);
    // A month's `total` row also holds its days' counts, the 1st first (decision 24).
    const monthsByDay = await rowsOf(
      session,
      `select qr_id, month::text, day_scans, day_unique_scans from scan_monthly_rollups
        where qr_id like $1 and dimension = 'total' order by 1, 2`,
      subjects,
    );
    const days = (await rowsOf(
      session,
      `select qr_id, date_trunc('month', day)::date::text as month, extract(day from day)::int as day, scans,
          unique_scans from scan_daily_rollups where qr_id like $1 and dimension = 'total' order by 1, 2, 3`,
      subjects,
    )) as { qr_id: string; month: string; day: number; scans: number; unique_scans: number }[];
    const daysByMonth = new Map<
      string,
      { qr_id: string; month: string; day_scans: number[]; day_unique_scans: number[] }
    >();
    for (const { qr_id, month, day, scans, unique_scans } of days) {
      const key = `${qr_id} ${month}`;
      const byDay = daysByMonth.get(key) ?? {
        qr_id,
        month,
        day_scans: Array(31).fill(0),
        day_unique_scans: Array(31).fill(0),
      };
      byDay.day_scans[day - 1] = scans;
      byDay.day_unique_scans[day - 1] = unique_scans;
      daysByMonth.set(key, byDay);
    }
    expect(monthsByDay).toEqual([...daysByMonth.values()]);
    // And all time is the months summed (decision 25).
    const allTime = await rowsOf(
      session,
      `select qr_id, dimension, value, scans::int, unique_scans::int from scan_total_rollups
        where qr_id like $1 order by 1, 2, 3`,
      subjects,
    );
    const monthsSummed = await rowsOf(
      session,
      `select qr_id, dimension, value, sum(scans)::int as scans, sum(unique_scans)::int as unique_scans
        from scan_monthly_rollups where qr_id like $1 group by 1, 2, 3 order by 1, 2, 3`,
      subjects,
    );
    expect(allTime).toEqual(monthsSummed);
  }
}

/** The team's stored figures must be its recounted ones. */
async function expectTeamRecounted(session: DatabaseSession, run: number) {
  const team = await teamCountsOf(session, run);
  expect(team.days).toEqual(team.daysRecounted);
  expect(team.codes).toEqual(team.codesRecounted);
  expect(team.uniquesOverCodes).toEqual(team.days.map(({ day, unique_scans }) => ({ day, unique_scans })));
}

/** A state without the attribution of uniques: every count of scans, and the uniques of each code's day. */
function countsOf(state: Awaited<ReturnType<typeof stateOf>>) {
  const rows = state.daily as { dimension: string; unique_scans: number }[];
  return {
    daily: rows.map((row) => (row.dimension === "total" ? row : { ...row, unique_scans: null })),
    hourly: (state.hourly as { unique_scans: number }[]).map((row) => ({ ...row, unique_scans: null })),
    visitors: state.visitors,
    events: state.events,
  };
}

describe("the batched scan writer", () => {
  it("writes the same events, visitors and rollups as the writer it replaced", async () => {
    // A delivery (≤ 200 events) fits in one statement of either writer, as it did in their consumers.
    expect(Math.min(MAX_EVENTS_PER_STATEMENT, REFERENCE_EVENTS_PER_STATEMENT)).toBeGreaterThanOrEqual(200);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => deliveriesArbitrary(++run).map((deliveries) => ({ run, deliveries }))),
        async ({ run, deliveries }) => {
          let stored = 0;
          for (const delivery of deliveries) {
            stored += (await storeScanEvents(batched.db, delivery)).inserted;
            await storeScanEventsAsBefore(before.db, delivery);
          }
          const expected = await stateOf(before, run);
          expect(stored).toBe(expected.events.length);
          expect(await stateOf(batched, run)).toEqual(expected);
          expect(expected.daily.length).toBeGreaterThan(0);
          await expectTeamRecounted(batched, run);
          await expectRollupsSumTheirDays(batched, run);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("stores deliveries at once as it stores them one by one: never a deadlock, the same rows", async () => {
    // The consumer runs a delivery's statements two at a time, and several consumers run at once: statements that
    // meet on events (redelivered) and visitors must wait for each other, as they write in key order.
    let run = 1_000;
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => deliveriesArbitrary(++run).map((deliveries) => ({ run, deliveries }))),
        async ({ run, deliveries }) => {
          const reversed = deliveries.map((delivery) => [...delivery].reverse());
          await Promise.all(
            [...deliveries, ...reversed].map((delivery) => storeScanEvents(batched.db, delivery)),
          );
          for (const delivery of deliveries) await storeScanEventsAsBefore(before.db, delivery);
          // Which of a visitor's scans that day is the unique one follows the order scans are stored in, at once
          // as one by one; the counts are the same.
          expect(countsOf(await stateOf(batched, run))).toEqual(countsOf(await stateOf(before, run)));
          await expectTeamRecounted(batched, run);
          await expectRollupsSumTheirDays(batched, run);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("cuts a delivery into statements with each code's events together, in the order they came", () => {
    // 20,000 events of 3 teams' 200 codes, interleaved as isolates send them: each code's rollups are then written
    // by one statement (two where a statement ends in its events), not by all four.
    const events = Array.from({ length: 20_000 }, (_, i): ScanEvent => {
      const code = (i * 7) % 200;
      return {
        v: 1,
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        slug: `s${code}`,
        qr_id: `qr_${code}`,
        team_id: `team_${code % 3}`,
        ts: new Date(START + i * 1000).toISOString(),
        country: "DE",
        colo: "FRA",
        ua: UAS[0] ?? "",
        referer_host: null,
        lang: null,
        visitor: VISITORS[i % VISITORS.length] ?? "",
        bot: false,
        ch_mobile: null,
        ch_platform: null,
      };
    });
    const statements = statementsOf(events);
    expect(statements.map((statement) => statement.length)).toEqual([5_000, 5_000, 5_000, 5_000]);
    expect(
      statements
        .flat()
        .map((event) => event.id)
        .sort(),
    ).toEqual(events.map((event) => event.id).sort());
    const statementsOfCode = new Map<string, Set<number>>();
    const teamsSeen: string[] = [];
    statements.forEach((statement, n) => {
      for (const event of statement) {
        statementsOfCode.set(event.qr_id, (statementsOfCode.get(event.qr_id) ?? new Set()).add(n));
        if (teamsSeen.at(-1) !== event.team_id) teamsSeen.push(event.team_id);
      }
    });
    const spans = [...statementsOfCode.values()].map((ns) => ns.size);
    expect(Math.max(...spans)).toBeLessThanOrEqual(2);
    expect(spans.filter((span) => span === 2).length).toBeLessThanOrEqual(statements.length - 1);
    expect(teamsSeen).toEqual(["team_0", "team_1", "team_2"]); // a team's codes together too
    for (const code of statementsOfCode.keys()) {
      const ids = statements
        .flat()
        .filter((event) => event.qr_id === code)
        .map((event) => event.id);
      expect(ids).toEqual(events.filter((event) => event.qr_id === code).map((event) => event.id));
    }
  });

  it("leaves room on the rollups' pages, so their upserts update in place (HOT) instead of moving rows", async () => {
    const rows = await rowsOf(
      batched,
      `select relname, reloptions from pg_class where relname like $1 and relkind = 'r' order by 1`,
      "scan\\_%\\_rollups",
    );
    expect(rows).toEqual(
      ["scan_daily_rollups", "scan_hourly_rollups", "scan_monthly_rollups", "scan_total_rollups"].map(
        (relname) => ({ relname, reloptions: ["fillfactor=70"] }),
      ),
    );
  });

  it("makes a month's rollups again from its days (resum_scan_monthly_rollups and resum_scan_total_rollups, run once after migrations 0029, 0032 and 0033)", async () => {
    const run = 5_000;
    for (const delivery of fc.sample(deliveriesArbitrary(run), 3).flat())
      await storeScanEvents(batched.db, delivery);
    // As a consumer of the worker before decision 23 (or 24, or 25) would leave them: the days counted, the month
    // and all time not.
    const emptied = await batched.db.execute(
      sql.raw(`update scan_monthly_rollups set scans = 0, unique_scans = 0, day_scans = null, day_unique_scans = null
      where (qr_id like 'qr_${run}_%' or qr_id = 'team_writer_${run}') and month = '2026-04-01'`),
    );
    expect((emptied as unknown as pg.QueryResult).rowCount).toBeGreaterThan(0);
    await batched.db.execute(
      sql.raw(
        `delete from scan_total_rollups where (qr_id like 'qr_${run}_%' or qr_id = 'team_writer_${run}')
          and qr_id in (select qr_id from scan_monthly_rollups where month = '2026-04-01')`,
      ),
    );
    await batched.db.execute(sql`select resum_scan_monthly_rollups('2026-04-01')`);
    await batched.db.execute(sql`select resum_scan_total_rollups('2026-04-01')`);
    await expectRollupsSumTheirDays(batched, run);
  });

  it("keeps a scanner's row to its first codes of the day: later codes count scans, not unique scanners", async () => {
    const codes = Array.from({ length: MAX_CODES_PER_VISITOR + 1 }, (_, i) => `qr_cap_${i}`);
    const scanOf = (code: string, second: number): ScanEvent => ({
      v: 1,
      id: crypto.randomUUID(),
      slug: code,
      qr_id: code,
      team_id: "team_cap",
      ts: new Date(START + second * 1000).toISOString(),
      country: "DE",
      colo: "FRA",
      ua: UAS[0] ?? "",
      referer_host: null,
      lang: "en",
      visitor: "c".repeat(64),
      bot: false,
      ch_mobile: null,
      ch_platform: null,
    });
    const scans = codes.map((code, i) => scanOf(code, i));
    // Two deliveries: the second adds codes to the scanner's row, up to its bound, and scans the first code again.
    await storeScanEvents(batched.db, scans.slice(0, 60));
    await storeScanEvents(batched.db, [...scans.slice(60), scanOf("qr_cap_0", 500)]);

    const totals = await batched.db.execute(
      sql`select qr_id, scans, unique_scans from scan_daily_rollups
        where (qr_id like 'qr_cap_%' or qr_id = 'team_cap') and dimension = 'total'`,
    );
    const byCode = new Map(
      (totals as unknown as pg.QueryResult<{ qr_id: string; scans: number; unique_scans: number }>).rows.map(
        (row) => [row.qr_id, row],
      ),
    );
    expect(byCode.get("qr_cap_0")).toMatchObject({ scans: 2, unique_scans: 1 });
    for (const code of codes.slice(1, MAX_CODES_PER_VISITOR)) {
      expect(byCode.get(code)).toMatchObject({ scans: 1, unique_scans: 1 });
    }
    expect(byCode.get(`qr_cap_${MAX_CODES_PER_VISITOR}`)).toMatchObject({ scans: 1, unique_scans: 0 });
    expect(byCode.get("team_cap")).toMatchObject({ scans: MAX_CODES_PER_VISITOR + 2, unique_scans: 1 });
    const row = await batched.db.execute(
      sql`select cardinality(codes) as codes from scan_team_visitors where team_id = 'team_cap'`,
    );
    expect((row as unknown as pg.QueryResult).rows).toEqual([{ codes: MAX_CODES_PER_VISITOR }]);
  });
});
