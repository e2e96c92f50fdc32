// Stores a batch of scan events and updates the analytics rollups in one statement, hence one transaction:
//   1. insert the events, skipping ids already stored (delivery is at least once);
//   2. from the rows really inserted, record each visitor's first scan of a code per UTC day;
//   3. add the inserted rows to the daily rollups (total, country, device, os, browser; bots on their own)
//      and the hourly totals, counting a unique scan for the first scan of a visitor that day.
// A redelivered batch therefore inserts nothing and counts nothing.
import type { ScanEvent } from "@qr/core/scan-event";
import type { Database } from "@qr/db";
import { sql } from "drizzle-orm";
import { classifyUserAgent } from "./user-agent.ts";

/** 15 parameters per event: 1,000 events stay far below PostgreSQL's 65,535 bind parameters. */
export const MAX_EVENTS_PER_STATEMENT = 1_000;

export async function storeScanEvents(db: Database, events: ScanEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = sql.join(
    events.map((event) => {
      const client = classifyUserAgent(event.ua, { mobile: event.ch_mobile, platform: event.ch_platform });
      return sql`(${event.id}::uuid, ${event.qr_id}, ${event.team_id}, ${event.slug}, ${event.ts}::timestamptz,
        ${event.country ?? "unknown"}, ${event.colo}, ${client.device}, ${client.os}, ${client.browser}, ${event.ua},
        ${event.referer_host}, ${event.lang}, ${event.visitor}, ${event.bot})`;
    }),
    sql`, `,
  );
  // Both drivers (Neon in Workers, node-postgres in Node) return a pg QueryResult.
  const result = (await db.execute(sql`
    with inserted as (
      insert into scan_events (id, qr_id, team_id, slug, ts, country, colo, device, os, browser, ua, referer_host, lang, visitor, bot)
      values ${rows}
      on conflict (id) do nothing
      returning qr_id, ts, country, device, os, browser, visitor, bot
    ),
    counted as (
      select qr_id, (ts at time zone 'UTC')::date as day, date_trunc('hour', ts) as hour,
             country, device, os, browser, visitor,
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
      select qr_id, day, 'total' as dimension, '' as value, count(*) as scans, count(*) filter (where is_unique) as uniques from flagged group by qr_id, day
      union all
      select qr_id, day, 'country', country, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, country
      union all
      select qr_id, day, 'device', device, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, device
      union all
      select qr_id, day, 'os', os, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, os
      union all
      select qr_id, day, 'browser', browser, count(*), count(*) filter (where is_unique) from flagged group by qr_id, day, browser
      union all
      select qr_id, (ts at time zone 'UTC')::date, 'bot', '', count(*), 0 from inserted where bot group by qr_id, (ts at time zone 'UTC')::date
    ),
    daily as (
      insert into scan_daily_rollups (qr_id, day, dimension, value, scans, unique_scans)
      select qr_id, day, dimension, value, scans, uniques from dimensions
      on conflict (qr_id, day, dimension, value) do update
        set scans = scan_daily_rollups.scans + excluded.scans,
            unique_scans = scan_daily_rollups.unique_scans + excluded.unique_scans
    ),
    hourly as (
      insert into scan_hourly_rollups (qr_id, hour, scans, unique_scans)
      select qr_id, hour, count(*), count(*) filter (where is_unique) from flagged group by qr_id, hour
      on conflict (qr_id, hour) do update
        set scans = scan_hourly_rollups.scans + excluded.scans,
            unique_scans = scan_hourly_rollups.unique_scans + excluded.unique_scans
    )
    select count(*)::int as inserted from inserted
  `)) as unknown as { rows: { inserted: number }[] };
  return result.rows[0]?.inserted ?? 0;
}
