// Scan analytics of one code, or of a whole team, read from the rollups in one statement (one round trip, its plan
// kept per connection: decision 28; its text built once per shape: decision 29): the code's visibility (another
// team's or a deleted code reads as no row: a 404), the breakdown by dimension and the time series. A team's rollups
// are kept under its id (store-scan-events), so both read the same way. The rows read grow with the range's months
// and distinct dimension values (the series: with its months or hours), never with the number of scans. Bots are
// counted apart and left out of every other figure.
import { machineTime } from "@qr/core/clock";

import { shortUrlOf } from "@qr/core/short-url";
import { isStorableInstant } from "@qr/core/storable";
import {
  DAYS_OF_MONTH,
  plannedRowOf,
  ROLLUP_DIMENSION,
  type RollupDimension,
  schema,
  statementByShape,
} from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { accessOf, folderIdsParam, reachesEveryFolder } from "../../codes/folders/reach.ts";
import { notFound, visibleCodeOfShape } from "../../codes/qr/repository.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";
import {
  type ANALYTICS_INTERVALS,
  bucketCounts,
  dayCounts,
  type MonthColumns,
  type SERIES_FORMS,
  type SeriesColumns,
  seriesOf,
} from "./series.ts";

type Interval = (typeof ANALYTICS_INTERVALS)[number];

export interface AnalyticsInput {
  from?: string | undefined;
  to?: string | undefined;
  interval: Interval;
  /** `previous`: also the totals of the period of the same length just before. */
  compare?: "previous" | undefined;
  series?: (typeof SERIES_FORMS)[number] | undefined;
}

const {
  qrCodes: codes,
  teams,
  conversions,
  scanDailyRollups: daily,
  scanMonthlyRollups: monthly,
  scanTotalRollups: totals,
  scanHourlyRollups: hourly,
} = schema;

const DAY_MS = 86_400_000;
/** The longest range of each interval: a series never has more than ~3,700 buckets, whatever is asked. */
export const MAX_RANGE_DAYS = { day: 3660, hour: 31 } as const;

interface AnalyticsRow {
  from: string;
  breakdown: [dimension: RollupDimension, value: string, scans: number, uniques: number][];
  previous: [from: string, to: string, scans: number, uniques: number] | null;
  top_codes: [id: string, name: string | null, slug: string, domain: string | null, scans: number][] | null;
  /** By day: the months' offsets and counts by day of month; by hour: the hours' offsets and counts. */
  series: MonthColumns | SeriesColumns;
  conversions: { total: number; value: { currency: string; value: number }[] | null };
}

/** What the analytics are of: one code of the caller's team, or the team itself (or its codes of one campaign). */
export type AnalyticsSubject = { qrId: string } | { team: true; campaign?: string | undefined };

export async function readAnalytics(ctx: RequestContext, target: AnalyticsSubject, input: AnalyticsInput) {
  const range = requestedRange(input);
  const campaign = "team" in target ? target.campaign : undefined;
  const everyFolder = reachesEveryFolder(ctx.caller);
  const statement = analyticsStatement(
    {
      // A caller some folder hides codes from reads the team's figures as the sum of the codes it reaches.
      subject: "qrId" in target ? "code" : campaign === undefined && everyFolder ? "team" : "codes",
      ofCampaign: campaign !== undefined,
      everyFolder,
      interval: input.interval,
      fromGiven: range.from !== undefined,
      short:
        range.from !== undefined &&
        (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < SHORT_RANGE_DAYS,
      compare: input.compare === "previous",
    },
    {
      qrId: "qrId" in target ? target.qrId : null,
      teamId: ctx.caller.teamId,
      userId: ctx.caller.userId,
      role: ctx.caller.role,
      folderIds: folderIdsParam(ctx.caller.folderIds),
      campaign: campaign ?? null,
      from: range.from ?? null,
      to: range.to,
      earliest: range.earliest,
    },
  );
  const row = (await plannedRowOf<AnalyticsRow>(ctx.db, statement)) ?? notFound();
  const from = row.from;
  checkSpan(from, range.to, input.interval);

  const breakdown = row.breakdown.map(([dimension, value, scans, uniques]) => ({
    dimension,
    value,
    scans,
    uniques,
  }));
  const of = (dimension: RollupDimension) => breakdown.filter((entry) => entry.dimension === dimension);
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
      ...seriesOf(
        {
          from,
          to: range.to,
          interval: input.interval,
          counts:
            input.interval === "day"
              ? dayCounts(row.series as MonthColumns, from, range.to)
              : bucketCounts(row.series as SeriesColumns),
        },
        input.series,
      ),
      conversions: {
        total: row.conversions.total,
        value: (row.conversions.value ?? []).map(({ currency, value }) => ({
          currency,
          value: Number(value),
        })),
      },
      from,
      to: range.to,
      interval: input.interval,
      ...(row.previous
        ? {
            previous: {
              from: row.previous[0],
              to: row.previous[1],
              totalScans: row.previous[2],
              uniqueScans: row.previous[3],
            },
          }
        : {}),
      ...(row.top_codes
        ? {
            topCodes: row.top_codes.map(([id, name, slug, domain, scans]) => ({
              id,
              name,
              slug,
              short_url: shortUrlOf(ctx.scanBaseUrl, domain, slug),
              scans,
            })),
          }
        : {}),
    },
  };
}

/**
 * What decides the statement's text (statementByShape): whose analytics, by day or hour, whether `from` was given
 * and the range is known to be short, whether the previous period is asked too.
 */
type AnalyticsShape = {
  /** `codes`: the sum of some of the team's codes (`code.ids`): a campaign's, or those the caller reaches. */
  subject: "code" | "team" | "codes";
  ofCampaign: boolean;
  /** The caller reaches every code (folders/reach.ts): no folder condition. */
  everyFolder: boolean;
  interval: Interval;
  fromGiven: boolean;
  short: boolean;
  compare: boolean;
};

const ANALYTICS_VALUES = [
  "qrId",
  "teamId",
  "userId",
  "role",
  "folderIds",
  "campaign",
  "from",
  "to",
  "earliest",
] as const;

const analyticsStatement = statementByShape<AnalyticsShape, (typeof ANALYTICS_VALUES)[number]>(
  ANALYTICS_VALUES,
  (shape, v) => {
    // Without `from`, the range starts on the code's (or team's) creation day, moved forward to fit the interval's
    // span. Its creation day, `created_day`, tells how to read a range's breakdown (rangeRollups).
    const rangeStart = shape.fromGiven ? v.from : v.earliest;
    const daysOf = (createdAt: unknown) => {
      const createdDay = sql`(${createdAt} at time zone 'UTC')::date`;
      const fromDay = shape.fromGiven
        ? sql`${v.from}::date`
        : sql`greatest(${createdDay}, ${v.earliest}::date)`;
      return sql`${fromDay} as from_day, ${createdDay} as created_day`;
    };
    // The code or team (its rollups are kept under its id); a campaign's subject also lists its codes (`ids`),
    // deleted ones too: as in the team's figures, a code's scans stay counted after it is gone (only top codes are
    // live ones).
    const subject =
      shape.subject === "code"
        ? sql`select ${codes.id} as id, ${daysOf(codes.createdAt)} from ${codes} where ${visibleCodeOfShape(v, shape.everyFolder)}`
        : shape.subject === "team"
          ? sql`select ${teams.id} as id, ${daysOf(teams.createdAt)} from ${teams} where ${teams.id} = ${v.teamId}`
          : sql`select ${teams.id} as id, (select coalesce(array_agg(${codes.id}), '{}') from ${codes}
              where ${codes.teamId} = ${teams.id}
                ${shape.ofCampaign ? sql`and ${codes.utm} ->> 'campaign' = ${v.campaign}` : sql``}
                ${shape.everyFolder ? sql`` : sql`and ${accessOf(codes.folderId, v, "view")}`}) as ids,
            ${daysOf(teams.createdAt)} from ${teams} where ${teams.id} = ${v.teamId}`;
    const conversionsOf =
      shape.subject === "code"
        ? sql`${conversions.qrId} = code.id`
        : shape.subject === "team"
          ? sql`${conversions.teamId} = code.id`
          : sql`${conversions.qrId} = any(code.ids)`;
    const toDay = sql`${v.to}::date`;
    // Whose rollup rows: the code's or team's id as a parameter (not code.ids), so the plan sees how many rows it has.
    const rollupsOf = (column: AnyPgColumn) =>
      shape.subject === "code"
        ? sql`${column} = ${v.qrId}`
        : shape.subject === "team"
          ? sql`${column} = ${v.teamId}`
          : sql`${column} = any(code.ids)`;
    // The breakdown's and top codes' days: at most a month's days at either end are read by day (rangeRollups); a
    // range known to be short is read directly, without the way around all time for PostgreSQL to plan.
    const days: DayRange = {
      first: shape.fromGiven ? sql`${v.from}::date` : sql`code.from_day`,
      last: toDay,
      short: shape.short,
    };
    // By day: the months of the range, bounded by parameters (the longest range's first day when `from` is not
    // given) so the plan knows how many rows it reads, each with its counts by day (decision 24); by hour: its hours,
    // their offsets in double precision (`date_part`), which is cheaper per row than `extract`'s numeric and exact here.
    const series: SQL =
      shape.interval === "day"
        ? sql`select ${monthly.month} - code.from_day, coalesce(${monthly.dayScans}, ${NO_DAYS}),
            coalesce(${monthly.dayUniqueScans}, ${NO_DAYS}) from ${monthly}
          where ${rollupsOf(monthly.qrId)} and ${monthly.dimension} = ${ROLLUP_DIMENSION.total}
            and ${monthly.month} between date_trunc('month', ${rangeStart}::date)::date and ${toDay}`
        : sql`select (date_part('epoch', ${hourly.hour} - code.from_day::timestamp at time zone 'UTC') / 3600)::int, ${hourly.scans},
            ${hourly.uniqueScans} from ${hourly}
          where ${rollupsOf(hourly.qrId)} and ${hourly.hour} >= code.from_day::timestamp at time zone 'UTC'
            and ${hourly.hour} >= ${rangeStart}::date::timestamp at time zone 'UTC'
            and ${hourly.hour} < (${toDay} + 1)::timestamp at time zone 'UTC'`;
    return sql`
    with code as (${subject})
    select code.from_day::text as "from",
      (select coalesce(json_agg(json_build_array(dimension, value, scans, uniques)), '[]') from (
        select dimension, value, sum(scans)::bigint as scans, sum(uniques)::bigint as uniques
        from ${rangeRollups(days, (rollup) =>
          shape.subject === "code"
            ? rollupsOf(rollup.qrId) // a code's rollups have no `code` rows: no list of dimensions to plan
            : sql`${rollupsOf(rollup.qrId)} and ${rollup.dimension} in (${sql.join(
                BREAKDOWN_DIMENSIONS.map((d) => sql`${d}`),
                sql`, `,
              )})`,
        )}
        group by 1, 2 having sum(scans) > 0) breakdown) as breakdown,
      (select json_build_array(coalesce(array_agg(n order by n), '{}'), coalesce(array_agg(scans order by n), '{}'),
          coalesce(array_agg(uniques order by n), '{}')) from (${series}) as buckets(n, scans, uniques)) as series,
      (select json_build_object('total', count(*)::int, 'value', (
          select json_agg(json_build_object('currency', currency, 'value', total) order by currency) from (
            select ${conversions.currency} as currency, sum(${conversions.value})::float8 as total from ${conversions}
            where ${conversionsOf} and ${conversions.currency} is not null
              and ${conversions.scannedAt} >= code.from_day::timestamp at time zone 'UTC'
              and ${conversions.scannedAt} < (${toDay} + 1)::timestamp at time zone 'UTC'
            group by 1) per_currency))
        from ${conversions} where ${conversionsOf}
          and ${conversions.scannedAt} >= code.from_day::timestamp at time zone 'UTC'
          and ${conversions.scannedAt} < (${toDay} + 1)::timestamp at time zone 'UTC') as conversions,
      ${shape.subject === "code" ? sql`null` : topCodes(days, shape.subject === "codes")} as top_codes,
      ${shape.compare ? previousTotals(toDay, (rollup) => rollupsOf(rollup.qrId)) : sql`null`} as previous
    from code
  `;
  },
);

/** A month's counts by day where a `total` row has none (written by a consumer older than decision 24). */
const NO_DAYS = sql`array_fill(0, array[${sql.raw(String(DAYS_OF_MONTH))}])`;

/** Every dimension but a team's `code` rows (thousands a day), which only the top codes read. */
const BREAKDOWN_DIMENSIONS = Object.values(ROLLUP_DIMENSION).filter((d) => d !== ROLLUP_DIMENSION.code);

/**
 * The totals of the period as long as the range that ends the day before it starts: its whole months by month, as
 * a range's breakdown (rollupsOfDays).
 */
function previousTotals(toDay: SQL, ofSubject: (rollup: Rollups) => SQL): SQL {
  const start = sql`(code.from_day - (${toDay} - code.from_day + 1))`;
  const totalsOf = (rollup: Rollups) =>
    sql`${ofSubject(rollup)} and ${rollup.dimension} = ${ROLLUP_DIMENSION.total}`;
  return sql`(select json_build_array(${start}::text, (code.from_day - 1)::text,
      coalesce(sum(scans), 0)::bigint, coalesce(sum(uniques), 0)::bigint)
    from (${rollupsOfDays({ first: start, last: sql`code.from_day - 1` }, totalsOf, 1)}) previous)`;
}

/**
 * The team's most scanned live codes of the range, from the team's `code` dimension; of a campaign, from its
 * codes' own totals.
 */
function topCodes(days: DayRange, ofCampaign: boolean): SQL {
  const perCode = ofCampaign
    ? sql`select qr_id, sum(scans)::bigint as scans from ${rangeRollups(
        days,
        (rollup) => sql`${rollup.qrId} = any(code.ids) and ${rollup.dimension} = ${ROLLUP_DIMENSION.total}`,
      )} group by 1 having sum(scans) > 0`
    : sql`select value as qr_id, sum(scans)::bigint as scans from ${rangeRollups(
        days,
        (rollup) => sql`${rollup.qrId} = code.id and ${rollup.dimension} = ${ROLLUP_DIMENSION.code}`,
      )} group by 1 having sum(scans) > 0`;
  return sql`(select coalesce(json_agg(json_build_array(id, name, slug, domain, scans) order by scans desc, id), '[]')
    from (select c.id, c.name, c.slug, c.domain, top.scans
      from (${perCode}) top
      join ${codes} c on c.id = top.qr_id and c.status <> 'deleted'
      order by top.scans desc, c.id limit ${TOP_CODES}) listed)`;
}

/** A range's first and last UTC day. */
interface DayRange {
  first: SQL;
  last: SQL;
  /** At most SHORT_RANGE_DAYS long: read directly, whatever the subject's age. */
  short?: boolean;
}

/** A quarter: a range this short reads at most ~3 months and ~60 days of rollups directly. */
const SHORT_RANGE_DAYS = 92;

type Rollups = typeof daily | typeof monthly | typeof totals;

/**
 * The rollup rows that `where` picks, as (qr_id, dimension, value, scans, uniques), whose sums are a range's: when
 * the days of the subject's life outside the range are fewer than those inside ("all time", the last ten years of
 * a code printed nine years ago), all time (`scan_total_rollups`) less the rollups before and after the range;
 * otherwise, and always for a short range, the range's own. A code's breakdown of "all time" then reads a few
 * days' rows however old it is (decision 25).
 * Values whose sum is 0 (all their scans outside the range) are for the caller to leave out.
 */
function rangeRollups(days: DayRange, where: (rollup: Rollups) => SQL): SQL {
  if (days.short) return sql`(${rollupsOfDays(days, where, 1)}) as rollups`;
  const utcToday = sql`(now() at time zone 'UTC')::date`;
  const outsideIsShorter = sql`(greatest(${days.first} - code.created_day, 0) + greatest(${utcToday} - ${days.last}, 0)
    < ${days.last} - ${days.first} + 1)`;
  const whereOutside = (rollup: Rollups) => sql`${where(rollup)} and ${outsideIsShorter}`;
  return sql`(
    select ${totals.qrId} as qr_id, ${totals.dimension} as dimension, ${totals.value} as value, ${totals.scans} as scans,
      ${totals.uniqueScans} as uniques from ${totals} where ${whereOutside(totals)}
    union all ${rollupsOfDays({ last: sql`${days.first} - 1` }, whereOutside, -1)}
    union all ${rollupsOfDays({ first: sql`${days.last} + 1` }, whereOutside, -1)}
    union all ${rollupsOfDays(days, (rollup) => sql`${where(rollup)} and not ${outsideIsShorter}`, 1)}
  ) as rollups`;
}

/**
 * The rollup rows of the days from `first` to `last` (without one: from or to the end of time) that `where` picks,
 * their counts times `sign`: the whole UTC months from the monthly rollups, the days of a partial first or last
 * month from the daily ones, so a long range reads a row a month, not a row a day (decision 23).
 */
function rollupsOfDays(days: Partial<DayRange>, where: (rollup: Rollups) => SQL, sign: 1 | -1): SQL {
  const { first, last } = days;
  const firstWholeMonth = first && sql`(date_trunc('month', ${first} - 1) + interval '1 month')::date`;
  // In SQL, not JavaScript: the month after 9999-12 is a date PostgreSQL has and an ISO string does not write plainly.
  const afterWholeMonths = last && sql`date_trunc('month', ${last} + 1)::date`;
  const times = sql.raw(sign === 1 ? "" : "-");
  const columns = (rollup: typeof daily | typeof monthly) =>
    sql`${rollup.qrId} as qr_id, ${rollup.dimension} as dimension, ${rollup.value} as value,
      ${times}${rollup.scans}::bigint as scans, ${times}${rollup.uniqueScans}::bigint as uniques`;
  const parts = [
    sql`select ${columns(monthly)} from ${monthly} where ${where(monthly)}
      ${firstWholeMonth ? sql`and ${monthly.month} >= ${firstWholeMonth}` : sql``}
      ${afterWholeMonths ? sql`and ${monthly.month} < ${afterWholeMonths}` : sql``}`,
  ];
  if (firstWholeMonth) {
    const end = afterWholeMonths ? sql`least(${firstWholeMonth}, ${last} + 1)` : firstWholeMonth;
    parts.push(sql`select ${columns(daily)} from ${daily} where ${where(daily)}
      and ${daily.day} >= ${first} and ${daily.day} < ${end}`);
  }
  if (afterWholeMonths) {
    const start = firstWholeMonth ? sql`greatest(${afterWholeMonths}, ${firstWholeMonth})` : afterWholeMonths;
    parts.push(sql`select ${columns(daily)} from ${daily} where ${where(daily)}
      and ${daily.day} >= ${start} and ${daily.day} <= ${last}`);
  }
  return sql.join(parts, sql` union all `);
}

/** How many codes a team's analytics list as its top codes. */
export const TOP_CODES = 10;

/**
 * The UTC days asked for: a given bound must be a storable date and a given range fit (422 otherwise). `to`
 * defaults to today; a missing `from` becomes, in the query, the code's creation day or `earliest`, whichever is later, so the
 * default "all time" of an old code still answers.
 */
function requestedRange(input: AnalyticsInput) {
  const errors = (["from", "to"] as const)
    .filter(
      (bound) => input[bound] !== undefined && !isStorableInstant(new Date(`${input[bound]}T00:00:00Z`)),
    )
    .map((bound) => ({ path: `query.${bound}`, message: "must be a date from 2000-01-01 to 9999-12-31" }));
  if (errors.length > 0) throw validationFailed(errors);
  const to = input.to ?? new Date(machineTime()).toISOString().slice(0, 10);
  if (input.from !== undefined) checkSpan(input.from, to, input.interval);
  const earliest = new Date(Date.parse(to) - (MAX_RANGE_DAYS[input.interval] - 1) * DAY_MS);
  return { from: input.from, to, earliest: earliest.toISOString().slice(0, 10) };
}

/** `from`..`to` (both included) must be in order and at most MAX_RANGE_DAYS of the interval long (422). */
function checkSpan(from: string, to: string, interval: Interval) {
  const maxDays = MAX_RANGE_DAYS[interval];
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw validationFailed([{ path: "query.from", message: "from must not be after to" }]);
  if (days > maxDays) {
    throw validationFailed([
      {
        path: "query.interval",
        message: `${interval === "day" ? "daily" : "hourly"} analytics span at most ${maxDays} days`,
      },
    ]);
  }
}

/** `[{ [key]: value, scans }]`, most scans first, then by name. */
function countsBy<K extends string>(key: K, rows: { value: string; scans: number }[]) {
  return rows
    .filter((row) => row.scans > 0)
    .sort((a, b) => b.scans - a.scans || a.value.localeCompare(b.value))
    .map((row) => ({ [key]: row.value, scans: row.scans }) as Record<K, string> & { scans: number });
}
