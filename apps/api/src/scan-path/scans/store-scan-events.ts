// Stores a batch of scan events and updates the analytics rollups in one statement, hence one transaction:
//   1. insert the events, skipping those already stored (delivery is at least once);
//   2. from the rows really inserted, record each visitor's first scan per team and UTC day, in one row with the
//      team's codes it scanned (the row's insert tells the team's first scan, each code added to it a code's);
//   3. add the inserted rows to the daily rollups (ROLLUP_DIMENSION, including the rule and the routing version
//      that answered; bots on their own), the same sums to the monthly rollups (their totals also by day of the
//      month, decision 24) and to the all-time ones (decision 25), and the hourly totals, one upsert per (code,
//      bucket, dimension value), counting a unique scan for the first scan of a visitor that day.
// Step 3 runs for each code and for its team (the rollups' `qr_id` then holds the team's id, with a `code`
// dimension for top codes), so team-wide analytics read as few rows as a code's.
// A redelivered batch therefore inserts nothing and counts nothing, and no crash can store events without their
// counts. For a team with an endpoint subscribed to scans, the same statement writes the `scan.batch` events of
// the new scans (their ids and time span, up to SCANS_PER_BATCH_EVENT each: events/feed/scan-batches.ts reads them).
// The events travel as one array per column (unnest): the statement's text and its 19 arrays stay the same
// whatever the batch size. Every row is written in key order (events, visitors, rollups), so statements running at
// once (a delivery's, consume.ts; several consumers') that meet on a row wait for each other instead of
// deadlocking. Tables and their columns are named through drizzle's schema objects, so a rename fails the type
// check instead of this statement.
import { DEFAULT_ANSWER } from "@qr/core/routing";
import type { ScanEvent } from "@qr/core/scan-event";
import { type Database, firstRowOf, ROLLUP_DIMENSION, schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { chunks } from "../../lib/batches.ts";
import { type ClientInfo, classifyUserAgent } from "./user-agent.ts";

/** Scans per `scan.batch` event, at most: a webhook request stays a few hundred KB however large the burst. */
export const SCANS_PER_BATCH_EVENT = 1_000;

/** Events per statement: one delivery of the scan queue (≤ 100 messages of ≤ 128 KB) fits in a few. */
export const MAX_EVENTS_PER_STATEMENT = 5_000;

/**
 * A delivery's events cut into statements of at most MAX_EVENTS_PER_STATEMENT, each team's and each code's events
 * together, in the order they came: a code's rollup rows are then written by as few statements as its events fill,
 * not by every statement of the delivery (decision 26).
 */
export function statementsOf(events: readonly ScanEvent[]): ScanEvent[][] {
  const byTeam = new Map<string, Map<string, ScanEvent[]>>();
  for (const event of events) {
    const byCode = byTeam.get(event.team_id) ?? new Map<string, ScanEvent[]>();
    const ofCode = byCode.get(event.qr_id) ?? [];
    ofCode.push(event);
    byCode.set(event.qr_id, ofCode); // a key set again keeps its first place: teams and codes in order of arrival
    byTeam.set(event.team_id, byCode);
  }
  const grouped = [...byTeam.values()].flatMap((byCode) => [...byCode.values()].flat());
  return chunks(grouped, MAX_EVENTS_PER_STATEMENT);
}

/**
 * A delivery's statements (of up to 50,000 events, 5,000 each) run two at a time: PostgreSQL then works on both
 * cores' worth (BENCHMARKS.md, "Scan path"; decision 18). They write in key order, so they never deadlock.
 */
export const STATEMENTS_AT_ONCE = 2;

/**
 * Codes of one team a scanner's row holds per day. A scanner past it (a crawler with a phone's user agent going
 * through a team's codes) still counts its scans, but no longer unique ones for further codes: its row stays small.
 */
export const MAX_CODES_PER_VISITOR = 100;

const {
  scanEvents: events,
  scanTeamVisitors: visitors,
  scanDailyRollups: daily,
  scanMonthlyRollups: monthly,
  scanTotalRollups: totals,
  scanHourlyRollups: hourly,
  webhookEndpoints: webhooks,
} = schema;

/** Columns by their bare names, as an INSERT list, ON CONFLICT target or RETURNING list needs them. */
function names(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}
const name = (column: AnyPgColumn) => sql.identifier(column.name);

const maxCodes = sql.raw(String(MAX_CODES_PER_VISITOR));
/** In the visitor row's upsert: the codes being stored that its existing row (`seen`) lacks, within its bound. */
const codesNewToSeen = sql`(array(select code from unnest(excluded.${name(visitors.codes)}) code where code <> all(seen.${name(visitors.codes)})))[1:${maxCodes} - cardinality(seen.${name(visitors.codes)})]`;

/** What one statement stored: the scans new to the database, and the `scan.batch` events written for them. */
export interface StoredScans {
  inserted: number;
  batches: number;
}

export async function storeScanEvents(db: Database, batch: ScanEvent[]): Promise<StoredScans> {
  if (batch.length === 0) return { inserted: 0, batches: 0 };
  const clients = batch.map((event) =>
    classifyUserAgent(event.ua, { mobile: event.ch_mobile, platform: event.ch_platform }),
  );
  /** One column of the batch as a single array parameter. */
  const column = <T>(value: (event: ScanEvent, client: ClientInfo) => T) =>
    sql.param(batch.map((event, i) => value(event, clients[i] as ClientInfo)));
  const D = ROLLUP_DIMENSION;
  const isTotal = sql`dimension = ${D.total}`;
  const result = await firstRowOf<{ inserted: number; batches: number }>(
    db,
    sql`
    with inserted as (
      insert into ${events} (${names(events.id, events.qrId, events.teamId, events.slug, events.ts, events.country, events.region, events.colo, events.device, events.os, events.browser, events.ua, events.refererHost, events.lang, events.visitor, events.bot, events.answeredBy, events.version, events.variant)})
      select * from unnest(
        ${column((e) => e.id)}::uuid[], ${column((e) => e.qr_id)}::text[], ${column((e) => e.team_id)}::text[],
        ${column((e) => e.slug)}::text[], ${column((e) => e.ts)}::timestamptz[],
        ${column((e) => e.country ?? "unknown")}::text[], ${column((e) => e.region ?? null)}::text[],
        ${column((e) => e.colo)}::text[],
        ${column((_, c) => c.device)}::text[], ${column((_, c) => c.os)}::text[],
        ${column((_, c) => c.browser)}::text[], ${column((e) => e.ua)}::text[],
        ${column((e) => e.referer_host)}::text[], ${column((e) => e.lang)}::text[],
        ${column((e) => e.visitor)}::text[], ${column((e) => e.bot)}::boolean[],
        ${column((e) => e.answered_by ?? null)}::text[], ${column((e) => e.version ?? null)}::bigint[],
        ${column((e) => e.variant ?? null)}::smallint[])
      order by 2, 5, 1
      on conflict (${names(events.qrId, events.ts, events.id)}) do nothing
      returning ${name(events.id)} as id, ${name(events.qrId)} as qr_id, ${name(events.teamId)} as team_id, ${name(events.ts)} as ts, ${name(events.country)} as country,
        ${name(events.device)} as device, ${name(events.os)} as os, ${name(events.browser)} as browser,
        ${name(events.visitor)} as visitor, ${name(events.bot)} as bot,
        coalesce(${name(events.answeredBy)}, ${DEFAULT_ANSWER}) as answered_by, ${name(events.version)} as version
    ),
    scanned as (
      select id, ts, qr_id, team_id, (ts at time zone 'UTC')::date as day, date_trunc('hour', ts) as hour,
             country, device, os, browser, visitor, answered_by, version,
             row_number() over (partition by qr_id, (ts at time zone 'UTC')::date, visitor order by ts, id) as nth_of_code,
             row_number() over (partition by team_id, (ts at time zone 'UTC')::date, visitor order by ts, id) as nth_of_team
      from inserted where not bot
    ),
    first_seen as (
      insert into ${visitors} as seen (${names(visitors.teamId, visitors.day, visitors.visitor, visitors.codes, visitors.newCodes)})
      select team_id, day, visitor, codes, codes from (
        select team_id, day, visitor, (array_agg(qr_id order by ts, id))[1:${maxCodes}] as codes
        from scanned where nth_of_code = 1 group by team_id, day, visitor
      ) visits order by team_id, day, visitor
      on conflict (${names(visitors.teamId, visitors.day, visitors.visitor)}) do update
        set (${names(visitors.codes, visitors.newCodes)}) = (
          select seen.${name(visitors.codes)} || added, added from (select ${codesNewToSeen}) appended (added))
        where cardinality(seen.${name(visitors.codes)}) < ${maxCodes}
          and not excluded.${name(visitors.codes)} <@ seen.${name(visitors.codes)}
      returning ${name(visitors.teamId)} as team_id, ${name(visitors.day)} as day, ${name(visitors.visitor)} as visitor,
        ${name(visitors.newCodes)} as new_codes,
        cardinality(${name(visitors.newCodes)}) = cardinality(${name(visitors.codes)}) as new_to_team
    ),
    joined as (
      select s.*, coalesce(s.nth_of_code = 1 and s.qr_id = any(f.new_codes), false) as unique_for_code,
             coalesce(s.nth_of_team = 1 and f.new_to_team, false) as unique_for_team
      from scanned s left join first_seen f on f.team_id = s.team_id and f.day = s.day and f.visitor = s.visitor
    ),
    flagged as (
      select qr_id as subject, false as is_team, qr_id, day, hour, country, device, os, browser, answered_by, version, unique_for_code as is_unique from joined
      union all
      select team_id, true, qr_id, day, hour, country, device, os, browser, answered_by, version, unique_for_team from joined
    ),
    dimensions as (
      -- Every dimension in one pass over the rows: a code's rule and version, and a team's codes, only where read.
      select subject, day,
        case when grouping(country) = 0 then ${D.country} when grouping(device) = 0 then ${D.device}
          when grouping(os) = 0 then ${D.os} when grouping(browser) = 0 then ${D.browser}
          when grouping(answered_by) = 0 then ${D.answeredBy} when grouping(version) = 0 then ${D.version}
          when grouping(qr_id) = 0 then ${D.code} else ${D.total} end as dimension,
        coalesce(country, device, os, browser, answered_by, version::text, qr_id, '') as value,
        count(*) as scans, count(*) filter (where is_unique) as uniques
      from flagged
      group by grouping sets ((subject, day), (subject, day, country), (subject, day, device), (subject, day, os),
        (subject, day, browser), (subject, day, is_team, answered_by), (subject, day, is_team, version),
        (subject, day, is_team, qr_id))
      having (grouping(answered_by) = 1 or not is_team)
        and (grouping(version) = 1 or (not is_team and version is not null))
        and (grouping(qr_id) = 1 or is_team)
      union all
      select subject, (ts at time zone 'UTC')::date, ${D.bot}, '', count(*), 0 from inserted, lateral (values (qr_id), (team_id)) subjects (subject)
      where bot group by subject, (ts at time zone 'UTC')::date
    ),
    daily as (
      insert into ${daily} (${names(daily.qrId, daily.day, daily.dimension, daily.value, daily.scans, daily.uniqueScans)})
      select subject, day, dimension, value, scans, uniques from dimensions order by subject, day, dimension, value
      on conflict (${names(daily.qrId, daily.day, daily.dimension, daily.value)}) do update
        set ${name(daily.scans)} = ${daily}.${name(daily.scans)} + excluded.${name(daily.scans)},
            ${name(daily.uniqueScans)} = ${daily}.${name(daily.uniqueScans)} + excluded.${name(daily.uniqueScans)}
    ),
    monthly as (
      insert into ${monthly} (${names(monthly.qrId, monthly.month, monthly.dimension, monthly.value, monthly.scans, monthly.uniqueScans, monthly.dayScans, monthly.dayUniqueScans)})
      select subject, date_trunc('month', day)::date, dimension, value, sum(scans), sum(uniques),
        scan_day_counts(array_agg(day) filter (where ${isTotal}), array_agg(scans) filter (where ${isTotal})),
        scan_day_counts(array_agg(day) filter (where ${isTotal}), array_agg(uniques) filter (where ${isTotal}))
      from dimensions group by 1, 2, 3, 4 order by 1, 2, 3, 4
      on conflict (${names(monthly.qrId, monthly.month, monthly.dimension, monthly.value)}) do update
        set ${name(monthly.scans)} = ${monthly}.${name(monthly.scans)} + excluded.${name(monthly.scans)},
            ${name(monthly.uniqueScans)} = ${monthly}.${name(monthly.uniqueScans)} + excluded.${name(monthly.uniqueScans)},
            ${name(monthly.dayScans)} = add_day_counts(${monthly}.${name(monthly.dayScans)}, excluded.${name(monthly.dayScans)}),
            ${name(monthly.dayUniqueScans)} = add_day_counts(${monthly}.${name(monthly.dayUniqueScans)}, excluded.${name(monthly.dayUniqueScans)})
    ),
    totals as (
      insert into ${totals} (${names(totals.qrId, totals.dimension, totals.value, totals.scans, totals.uniqueScans)})
      select subject, dimension, value, sum(scans), sum(uniques) from dimensions
      group by 1, 2, 3 order by 1, 2, 3
      on conflict (${names(totals.qrId, totals.dimension, totals.value)}) do update
        set ${name(totals.scans)} = ${totals}.${name(totals.scans)} + excluded.${name(totals.scans)},
            ${name(totals.uniqueScans)} = ${totals}.${name(totals.uniqueScans)} + excluded.${name(totals.uniqueScans)}
    ),
    hourly as (
      insert into ${hourly} (${names(hourly.qrId, hourly.hour, hourly.scans, hourly.uniqueScans)})
      select subject, hour, count(*), count(*) filter (where is_unique) from flagged group by subject, hour
      order by subject, hour
      on conflict (${names(hourly.qrId, hourly.hour)}) do update
        set ${name(hourly.scans)} = ${hourly}.${name(hourly.scans)} + excluded.${name(hourly.scans)},
            ${name(hourly.uniqueScans)} = ${hourly}.${name(hourly.uniqueScans)} + excluded.${name(hourly.uniqueScans)}
    ),
    scan_batches as (
      insert into ${schema.events} (id, team_id, type, data, code_id, domain, tags, created_at, dispatched_at)
      select new_id('evt'), team_id, 'scan.batch',
        jsonb_build_object('count', count(*), 'from', min(ts), 'to', max(ts), 'ids', jsonb_agg(id order by ts, id)),
        null, null, '{}', now(), case when bool_or(delivered) then null else now() end
      from (
        select i.team_id, i.ts, i.id, t.delivered,
          (row_number() over (partition by i.team_id order by i.ts, i.id) - 1) / ${SCANS_PER_BATCH_EVENT} as chunk
        from inserted i
        join (
          select ${webhooks.teamId} as team_id, bool_or(${webhooks.enabled}) as delivered from ${webhooks}
          where 'scan.batch' = any(${webhooks.events}) group by ${webhooks.teamId}
        ) t on t.team_id = i.team_id
      ) subscribed
      group by team_id, chunk
      returning 1
    )
    select (select count(*)::int from inserted) as inserted, (select count(*)::int from scan_batches) as batches
  `,
  );
  return { inserted: result?.inserted ?? 0, batches: result?.batches ?? 0 };
}
