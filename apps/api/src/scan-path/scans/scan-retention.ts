// How long raw scans and visitor hashes are kept (docs/privacy.md). Raw scans live in one partition of
// scan_events per UTC month (migration 0007): the cron creates the months ahead before they start and drops a
// month once all of it is older than the retention, which costs nothing per row. Analytics read the rollups,
// which are kept forever, so the figures of a dropped month do not change. Visitor hashes only tell whether a
// scan is the visitor's first of the day; a few days after, they are deleted.
import { machineTime } from "@qr/core/clock";
import type { Database } from "@qr/db";
import { firstRowOf, rowCountOf, rowsOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";

export const DEFAULT_RETENTION_MONTHS = 13;
/** Partitions exist this many months ahead, so a new month never starts without one. */
const MONTHS_AHEAD = 2;
/** Far longer than a delivery can be retried (10 attempts, at most 5 minutes apart). */
const VISITOR_DAYS_KEPT = 3;
/** Bounds one pass: a day of a national campaign can leave tens of millions of hashes; the cron runs each minute. */
const VISITORS_PRUNED_PER_PASS = 100_000;
/** Dropping a month locks the table for an instant; a pass that would wait longer tries again next minute. */
const LOCK_TIMEOUT = "2s";

const PARTITION_NAME = /^scan_events_y(\d{4})m(\d{2})$/;

/** SCAN_RETENTION_MONTHS: a whole number of months, 0 keeping every raw scan; anything else is the default. */
export function retentionMonthsOf(setting: string | undefined): number {
  return setting !== undefined && /^\d{1,4}$/.test(setting.trim())
    ? Number(setting.trim())
    : DEFAULT_RETENTION_MONTHS;
}

/** From when raw scans are kept at `now` (the start of the oldest month kept); null when every scan is kept. */
export function rawScansKeptSince(retentionMonths: number, now: Date): Date | null {
  return retentionMonths > 0 ? monthStart(addMonths(now, -retentionMonths)) : null;
}

export async function maintainScanRetention(
  db: Database,
  retentionMonths: number,
  now = new Date(machineTime()),
) {
  const created = await createMonthsAhead(db, now);
  const cutoff = addMonths(now, -retentionMonths);
  const dropped = retentionMonths > 0 ? await dropExpiredMonths(db, cutoff) : [];
  return {
    scanPartitionsCreated: created,
    scanPartitionsDropped: dropped,
    // A page's clicks are raw scans' too: they go with their month (once a month, not a scan every minute).
    scanClicksPruned: dropped.length > 0 ? await pruneClicks(db, cutoff) : 0,
    scanVisitorsPruned: await pruneVisitors(db, now),
  };
}

async function createMonthsAhead(db: Database, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
    const month = monthStart(addMonths(now, ahead)).toISOString().slice(0, 10);
    const result = await firstRowOf<{ created: boolean }>(
      db,
      sql`select create_scan_events_partition(${month}::date) as created`,
    );
    if (result?.created) created.push(month.slice(0, 7));
  }
  return created;
}

/** Drops the months that ended before `cutoff`, and deletes older events that landed in the default partition. */
async function dropExpiredMonths(db: Database, cutoff: Date): Promise<string[]> {
  const partitions = await rowsOf<{ name: string }>(
    db,
    sql`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    where pg_inherits.inhparent = 'scan_events'::regclass
  `,
  );
  const expired = partitions.flatMap(({ name }) => {
    const match = PARTITION_NAME.exec(name);
    if (!match) return [];
    const ends = addMonths(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)), 1);
    return ends <= cutoff ? [name] : [];
  });
  for (const name of expired) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      await tx.execute(sql`drop table ${sql.identifier(name)}`);
    });
  }
  await db.execute(sql`delete from scan_events_default where ts < ${cutoff.toISOString()}::timestamptz`);
  return expired.map((name) => name.replace(PARTITION_NAME, "$1-$2"));
}

async function pruneClicks(db: Database, cutoff: Date): Promise<number> {
  const { scanClicks: clicks } = schema;
  return rowCountOf(db, sql`delete from ${clicks} where ${clicks.ts} < ${cutoff.toISOString()}::timestamptz`);
}

async function pruneVisitors(db: Database, now: Date): Promise<number> {
  const { scanTeamVisitors: visitors } = schema;
  const before = new Date(now.getTime() - VISITOR_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10);
  return rowCountOf(
    db,
    sql`
    delete from ${visitors} where ctid = any(array(
      select ctid from ${visitors} where ${visitors.day} < ${before}::date limit ${VISITORS_PRUNED_PER_PASS}
    ))
  `,
  );
}

function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The same instant `months` calendar months later (earlier if negative), the day clamped to the month's end. */
function addMonths(at: Date, months: number): Date {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return target;
}
