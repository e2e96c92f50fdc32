// The scan writer as it was before the batched one (store-scan-events.ts at 349ed02): one VALUES row per event,
// 1,000 events a statement. Kept as the reference the batched writer must match; only its conflict target
// follows the partitioned table's key.
import { DEFAULT_ANSWER } from "@qr/core/routing";
import type { ScanEvent } from "@qr/core/scan-event";
import { type Database, ROLLUP_DIMENSION, schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { classifyUserAgent } from "../../src/scan-path/scans/user-agent.ts";

/** 17 parameters per event: 1,000 events stay far below PostgreSQL's 65,535 bind parameters. */
export const REFERENCE_EVENTS_PER_STATEMENT = 1_000;

const { scanEvents: events, scanDailyRollups: daily, scanHourlyRollups: hourly } = schema;

/** The visitor table of that writer, one row per code, day and visitor (migration 0026 replaced it). */
export const REFERENCE_VISITORS_TABLE = `create table scan_visitors (qr_id text not null, day date not null,
  visitor text not null, primary key (qr_id, day, visitor))`;

/** Columns by their bare names, as an INSERT list, ON CONFLICT target or RETURNING list needs them. */
function names(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}
const name = (column: AnyPgColumn) => sql.identifier(column.name);

export async function storeScanEventsAsBefore(db: Database, batch: ScanEvent[]): Promise<number> {
  if (batch.length === 0) return 0;
  const rows = sql.join(
    batch.map((event) => {
      const client = classifyUserAgent(event.ua, { mobile: event.ch_mobile, platform: event.ch_platform });
      return sql`(${event.id}::uuid, ${event.qr_id}, ${event.team_id}, ${event.slug}, ${event.ts}::timestamptz,
        ${event.country ?? "unknown"}, ${event.colo}, ${client.device}, ${client.os}, ${client.browser}, ${event.ua},
        ${event.referer_host}, ${event.lang}, ${event.visitor}, ${event.bot}, ${event.answered_by ?? null},
        ${event.version ?? null}::bigint)`;
    }),
    sql`, `,
  );
  const D = ROLLUP_DIMENSION;
  // Both drivers (Neon in Workers, node-postgres in Node) return a pg QueryResult.
  const result = (await db.execute(sql`
    with inserted as (
      insert into ${events} (${names(events.id, events.qrId, events.teamId, events.slug, events.ts, events.country, events.colo, events.device, events.os, events.browser, events.ua, events.refererHost, events.lang, events.visitor, events.bot, events.answeredBy, events.version)})
      values ${rows}
      on conflict (${names(events.qrId, events.ts, events.id)}) do nothing
      returning ${name(events.qrId)} as qr_id, ${name(events.ts)} as ts, ${name(events.country)} as country,
        ${name(events.device)} as device, ${name(events.os)} as os, ${name(events.browser)} as browser,
        ${name(events.visitor)} as visitor, ${name(events.bot)} as bot,
        coalesce(${name(events.answeredBy)}, ${DEFAULT_ANSWER}) as answered_by, ${name(events.version)} as version
    ),
    counted as (
      select qr_id, (ts at time zone 'UTC')::date as day, date_trunc('hour', ts) as hour,
             country, device, os, browser, visitor, answered_by, version,
             row_number() over (partition by qr_id, (ts at time zone 'UTC')::date, visitor order by ts) as nth
      from inserted where not bot
    ),
    first_seen as (
      insert into scan_visitors (qr_id, day, visitor)
      select distinct qr_id, day, visitor from counted
      on conflict do nothing
      returning qr_id, day, visitor
    ),
    flagged as (
      select c.*, (c.nth = 1 and f.visitor is not null) as is_unique
      from counted c left join first_seen f on f.qr_id = c.qr_id and f.day = c.day and f.visitor = c.visitor
    ),
    dimensions as (
      select qr_id, day, ${D.total}::text as dimension, ''::text as value, count(*) as scans, count(*) filter (where is_unique) as uniques from flagged group by qr_id, day
      union all
      select qr_id, day, ${D.country}::text, country, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, country
      union all
      select qr_id, day, ${D.device}::text, device, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, device
      union all
      select qr_id, day, ${D.os}::text, os, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, os
      union all
      select qr_id, day, ${D.browser}::text, browser, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, browser
      union all
      select qr_id, day, ${D.answeredBy}::text, answered_by, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, answered_by
      union all
      select qr_id, day, ${D.version}::text, version::text, count(*), count(*) filter (where is_unique) from flagged where version is not null group by qr_id, day, version
      union all
      select qr_id, (ts at time zone 'UTC')::date, ${D.bot}::text, '', count(*), 0 from inserted where bot group by qr_id, (ts at time zone 'UTC')::date
    ),
    daily as (
      insert into ${daily} (${names(daily.qrId, daily.day, daily.dimension, daily.value, daily.scans, daily.uniqueScans)})
      select qr_id, day, dimension, value, scans, uniques from dimensions
      on conflict (${names(daily.qrId, daily.day, daily.dimension, daily.value)}) do update
        set ${name(daily.scans)} = ${daily}.${name(daily.scans)} + excluded.${name(daily.scans)},
            ${name(daily.uniqueScans)} = ${daily}.${name(daily.uniqueScans)} + excluded.${name(daily.uniqueScans)}
    ),
    hourly as (
      insert into ${hourly} (${names(hourly.qrId, hourly.hour, hourly.scans, hourly.uniqueScans)})
      select qr_id, hour, count(*), count(*) filter (where is_unique) from flagged group by qr_id, hour
      on conflict (${names(hourly.qrId, hourly.hour)}) do update
        set ${name(hourly.scans)} = ${hourly}.${name(hourly.scans)} + excluded.${name(hourly.scans)},
            ${name(hourly.uniqueScans)} = ${hourly}.${name(hourly.uniqueScans)} + excluded.${name(hourly.uniqueScans)}
    )
    select count(*)::int as inserted from inserted
  `)) as unknown as { rows: { inserted: number }[] };
  return result.rows[0]?.inserted ?? 0;
}
