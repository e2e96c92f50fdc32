// Scan analytics of one code, read from the rollups: the rows read grow with days and distinct dimension
// values, never with the number of scans. Bots are counted apart and left out of every other figure.

import { isStorableInstant } from "@qr/core/storable";
import { ROLLUP_DIMENSION, type RollupDimension, schema } from "@qr/db";
import { and, asc, between, eq, gte, lt, sql } from "drizzle-orm";
import { validationFailed } from "../errors/api-error.ts";
import { findVisibleCode } from "../qr/repository.ts";
import type { RequestContext } from "../request-context.ts";

export const ANALYTICS_INTERVALS = ["day", "hour"] as const;
type Interval = (typeof ANALYTICS_INTERVALS)[number];

export interface AnalyticsInput {
  from?: string | undefined;
  to?: string | undefined;
  interval: Interval;
}

const DAY_MS = 86_400_000;
/** The longest range of each interval: a series never has more than ~3,700 buckets, whatever is asked. */
export const MAX_RANGE_DAYS = { day: 3660, hour: 31 } as const;

export async function readAnalytics(ctx: RequestContext, qrId: string, input: AnalyticsInput) {
  const { from, to } = await rangeOf(ctx, qrId, input);

  const { scanDailyRollups: daily, scanHourlyRollups: hourly } = schema;
  const breakdown = await ctx.db
    .select({
      dimension: daily.dimension,
      value: daily.value,
      scans: sql<number>`sum(${daily.scans})::int`,
      uniques: sql<number>`sum(${daily.uniqueScans})::int`,
    })
    .from(daily)
    .where(and(eq(daily.qrId, qrId), between(daily.day, from, to)))
    .groupBy(daily.dimension, daily.value);

  const buckets =
    input.interval === "day"
      ? await ctx.db
          .select({ start: sql<string>`${daily.day}::text`, scans: daily.scans, uniques: daily.uniqueScans })
          .from(daily)
          .where(
            and(
              eq(daily.qrId, qrId),
              eq(daily.dimension, ROLLUP_DIMENSION.total),
              between(daily.day, from, to),
            ),
          )
          .orderBy(asc(daily.day))
      : await ctx.db
          .select({
            start: sql<string>`to_char(${hourly.hour} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`,
            scans: hourly.scans,
            uniques: hourly.uniqueScans,
          })
          .from(hourly)
          .where(
            and(
              eq(hourly.qrId, qrId),
              gte(hourly.hour, new Date(`${from}T00:00:00Z`)),
              lt(hourly.hour, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)),
            ),
          )
          .orderBy(asc(hourly.hour));

  const of = (dimension: RollupDimension) => breakdown.filter((row) => row.dimension === dimension);
  const total = of(ROLLUP_DIMENSION.total)[0];
  return {
    analytics: {
      totalScans: total?.scans ?? 0,
      scansByDevice: countsBy("device", of(ROLLUP_DIMENSION.device)),
      scansByCountry: countsBy("country", of(ROLLUP_DIMENSION.country)),
      uniqueScans: total?.uniques ?? 0,
      botScans: of(ROLLUP_DIMENSION.bot)[0]?.scans ?? 0,
      scansByOs: countsBy("os", of(ROLLUP_DIMENSION.os)),
      scansByBrowser: countsBy("browser", of(ROLLUP_DIMENSION.browser)),
      scansByRule: countsBy("rule", of(ROLLUP_DIMENSION.answeredBy)),
      scansByVersion: countsBy("version", of(ROLLUP_DIMENSION.version)).map(({ version, scans }) => ({
        version: Number(version),
        scans,
      })),
      timeseries: zeroFilled(from, to, input.interval, buckets),
      from,
      to,
      interval: input.interval,
    },
  };
}

/**
 * The UTC days `from`..`to`, both included. A given bound must be a storable date and the range at most
 * MAX_RANGE_DAYS of its interval long (422 otherwise); a defaulted `from` (the code's creation day) is moved
 * forward to fit, so the default "all time" of an old code still answers.
 */
async function rangeOf(ctx: RequestContext, qrId: string, input: AnalyticsInput) {
  const code = await findVisibleCode(ctx.db, ctx.caller.teamId, qrId);
  const errors = (["from", "to"] as const)
    .filter(
      (bound) => input[bound] !== undefined && !isStorableInstant(new Date(`${input[bound]}T00:00:00Z`)),
    )
    .map((bound) => ({ path: `query.${bound}`, message: "must be a date from 2000-01-01 to 9999-12-31" }));
  if (errors.length > 0) throw validationFailed(errors);

  const maxDays = MAX_RANGE_DAYS[input.interval];
  const to = input.to ?? new Date().toISOString().slice(0, 10);
  const createdDay = Date.parse(code.createdAt.toISOString().slice(0, 10));
  const earliestDay = Date.parse(to) - (maxDays - 1) * DAY_MS;
  const from = input.from ?? new Date(Math.max(createdDay, earliestDay)).toISOString().slice(0, 10);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw validationFailed([{ path: "query.from", message: "from must not be after to" }]);
  if (days > maxDays) {
    throw validationFailed([
      {
        path: "query.interval",
        message: `${input.interval === "day" ? "daily" : "hourly"} analytics span at most ${maxDays} days`,
      },
    ]);
  }
  return { from, to };
}

/** `[{ [key]: value, scans }]`, most scans first, then by name. */
function countsBy<K extends string>(key: K, rows: { value: string; scans: number }[]) {
  return rows
    .filter((row) => row.scans > 0)
    .sort((a, b) => b.scans - a.scans || a.value.localeCompare(b.value))
    .map((row) => ({ [key]: row.value, scans: row.scans }) as Record<K, string> & { scans: number });
}

/** One bucket per day or hour of the range, so charts need no gap handling. */
function zeroFilled(
  from: string,
  to: string,
  interval: Interval,
  rows: { start: string; scans: number; uniques: number }[],
) {
  const found = new Map(rows.map((row) => [row.start, row]));
  const step = interval === "day" ? DAY_MS : DAY_MS / 24;
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  const series = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at < end; at += step) {
    const iso = new Date(at).toISOString();
    const key = interval === "day" ? iso.slice(0, 10) : iso.slice(0, 13);
    const row = found.get(key);
    series.push({ start: iso, scans: row?.scans ?? 0, uniqueScans: row?.uniques ?? 0 });
  }
  return series;
}
