// The analytics time series in either of its forms. `buckets` (the default, the `timeseries` of docs/api.md): one
// object per day or hour of the range, zeros spelled out. `compact`: the range's first bucket,
// the interval, the number of buckets, and only the buckets with scans as `[offset, scans, uniqueScans]`, so
// the answer grows with the days that had scans, not with the range (the client libraries expand it).

/** How the time series is answered. */
export const SERIES_FORMS = ["buckets", "compact"] as const;

/** What a series is counted by. */
export const ANALYTICS_INTERVALS = ["day", "hour"] as const;
type Interval = (typeof ANALYTICS_INTERVALS)[number];

const DAY_MS = 86_400_000;

/** A bucket with scans: its offset from the range's first bucket (in days or hours), its scans and uniques. */
export type BucketCounts = [offset: number, scans: number, uniqueScans: number];

/**
 * The buckets with scans as the database answers them: their offsets (in order), scans and uniques as three
 * arrays, which PostgreSQL aggregates and the driver parses faster than an array per bucket (decision 19). An
 * offset comes once per code counted: a campaign's codes scanned the same day are rows of the same bucket.
 */
export type SeriesColumns = [offsets: number[], scans: number[], uniqueScans: number[]];

/** The buckets with scans, one per offset: a bucket's rows summed (here: grouping them costs PostgreSQL more). */
export function bucketCounts([offsets, scans, uniqueScans]: SeriesColumns): BucketCounts[] {
  const counts: BucketCounts[] = [];
  offsets.forEach((offset, i) => {
    const [rowScans, rowUniques] = [scans[i] as number, uniqueScans[i] as number];
    const last = counts.at(-1);
    if (last?.[0] === offset) {
      last[1] += rowScans;
      last[2] += rowUniques;
    } else counts.push([offset, rowScans, rowUniques]);
  });
  return counts;
}

/**
 * A day series as the database answers it: the months of the range (a campaign's: a row per code and month), each
 * with its offset from the range's first day (negative for the month it starts in) and its scans and uniques by
 * day of month, so a long range is a row a month, not a row a day (decision 24).
 */
export type MonthColumns = [offsets: number[], dayScans: number[][], dayUniqueScans: number[][]];

/**
 * The days from `from` to `to` (both included) with scans, from their months' counts by day. Sums in two arrays of
 * small integers with plain loops: a long range's days are read on every request for them (an array a day was
 * slow: BENCHMARKS.md).
 */
export function dayCounts(
  [offsets, dayScans, dayUniques]: MonthColumns,
  from: string,
  to: string,
): BucketCounts[] {
  const days = Math.max(0, (Date.parse(to) - Date.parse(from)) / DAY_MS + 1);
  const scans = new Array<number>(days).fill(0);
  const uniques = new Array<number>(days).fill(0);
  offsets.forEach((offset, row) => {
    const monthScans = dayScans[row] ?? [];
    const monthUniques = dayUniques[row] ?? [];
    // Only the month's days inside the range: none before its first day or after its last.
    const last = Math.min(monthScans.length, days - offset);
    for (let day = Math.max(0, -offset); day < last; day++) {
      const count = monthScans[day] as number;
      if (count > 0) {
        const at = offset + day;
        scans[at] = (scans[at] ?? 0) + count;
        uniques[at] = (uniques[at] ?? 0) + (monthUniques[day] ?? 0);
      }
    }
  });
  const withScans: BucketCounts[] = [];
  for (let offset = 0; offset < days; offset++) {
    const count = scans[offset] as number;
    if (count > 0) withScans.push([offset, count, uniques[offset] as number]);
  }
  return withScans;
}

interface SeriesCounts {
  /** First and last UTC day of the range, both included. */
  from: string;
  to: string;
  interval: Interval;
  /** Buckets with scans, by offset. */
  counts: BucketCounts[];
}

export function seriesOf(series: SeriesCounts, form: (typeof SERIES_FORMS)[number] = "buckets") {
  return form === "compact" ? { series: compactSeries(series) } : { timeseries: bucketSeries(series) };
}

function bucketsIn({ from, to, interval }: SeriesCounts): number {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return interval === "day" ? days : days * 24;
}

function compactSeries(series: SeriesCounts) {
  return {
    start: `${series.from}T00:00:00.000Z`,
    interval: series.interval,
    buckets: bucketsIn(series),
    counts: series.counts,
  };
}

/**
 * One bucket per day or hour of the range, so charts need no gap handling. Keys are built from a day counter,
 * not with `toISOString` per bucket, which is slow over a long range.
 */
function bucketSeries(series: SeriesCounts) {
  const buckets = Array.from({ length: bucketsIn(series) }, () => ({ start: "", scans: 0, uniqueScans: 0 }));
  for (const [offset, scans, uniqueScans] of series.counts) {
    const bucket = buckets[offset];
    if (bucket) Object.assign(bucket, { scans, uniqueScans });
  }
  const hours =
    series.interval === "day" ? ["T00"] : Array.from({ length: 24 }, (_, h) => `T${twoDigits(h)}`);
  const day = new Date(`${series.from}T00:00:00Z`);
  for (let i = 0; i < buckets.length; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = `${day.getUTCFullYear()}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
    for (const hour of hours) (buckets[i++] as { start: string }).start = `${date}${hour}:00:00.000Z`;
  }
  return buckets;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");
