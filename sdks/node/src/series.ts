// The analytics time series asked for with `series: "compact"` (only the buckets with scans, small over any
// range) spelled out as `timeseries` buckets again, zeros included, as charts and tables read them.
import type { Schemas } from "./types.ts";

type CodeAnalytics = Schemas["Analytics"]["analytics"];
export type SeriesBucket = NonNullable<CodeAnalytics["timeseries"]>[number];
/** `series` as answered; its counts typed loosely, as typed clients that read tuples as arrays pass them. */
export type CompactSeries = Omit<NonNullable<CodeAnalytics["series"]>, "counts"> & {
  counts: readonly (readonly number[])[];
};

const STEP_MS = { day: 86_400_000, hour: 3_600_000 } as const;

/** One bucket per day or hour of the range, in order; a bucket the compact form does not list had no scans. */
export function expandSeries(series: CompactSeries): SeriesBucket[] {
  const first = Date.parse(series.start);
  const step = STEP_MS[series.interval];
  const buckets = Array.from({ length: series.buckets }, (_, i) => ({
    start: new Date(first + i * step).toISOString(),
    scans: 0,
    uniqueScans: 0,
  }));
  for (const [offset = -1, scans = 0, uniqueScans = 0] of series.counts) {
    const bucket = buckets[offset];
    if (bucket) Object.assign(bucket, { scans, uniqueScans });
  }
  return buckets;
}

/** The analytics' buckets, whichever form they were asked in. */
export function timeseriesOf(analytics: {
  timeseries?: SeriesBucket[] | undefined;
  series?: CompactSeries | undefined;
}): SeriesBucket[] {
  return analytics.timeseries ?? (analytics.series ? expandSeries(analytics.series) : []);
}
