// Scans over time, per day or per hour, as bars with their unique visitors in front, and the figures as a table
// beside the chart.
import { BarChart, type ChartBucket } from "../ui/bar-chart.tsx";
import type { CodeAnalytics } from "./analytics-csv.ts";
import { Figures } from "./figures.tsx";

export function SeriesChart({
  analytics: a,
  title,
}: {
  analytics: Pick<CodeAnalytics, "interval" | "from" | "to" | "timeseries">;
  /** The heading; by default the interval and the range's dates. */
  title?: string;
}) {
  const heading =
    title ?? `Scans ${a.interval === "day" ? "per day" : "per hour"}, ${rangeWords(a.from, a.to)}`;
  const buckets: ChartBucket[] = a.timeseries.map((bucket) => ({
    axis: bucketAxis(bucket.start, a.interval),
    label: bucketLabel(bucket.start, a.interval),
    values: [bucket.scans, bucket.uniqueScans],
  }));
  return (
    <section aria-labelledby="series-heading" className="card">
      <h2 id="series-heading" className="mt-0">
        {heading}
      </h2>
      <BarChart title={heading} series={["Scans", "Unique visitors"]} buckets={buckets} />
      <details>
        <summary>The figures as a table</summary>
        <Figures
          caption="Scans over time"
          head={[a.interval === "day" ? "Day" : "Hour", "Scans", "Unique"]}
          rows={a.timeseries
            .filter((b) => b.scans > 0)
            .map((b) => [bucketLabel(b.start, a.interval), b.scans, b.uniqueScans])}
        />
      </details>
    </section>
  );
}

const UTC = { timeZone: "UTC" } as const;

/** A bucket's start in full: "Sun 6 Dec 2026", or "6 Dec, 14:00 UTC" for an hour. */
export function bucketLabel(start: string, interval: string): string {
  const at = new Date(start.length === 10 ? `${start}T00:00:00Z` : start);
  return interval === "day"
    ? at.toLocaleDateString(undefined, {
        ...UTC,
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
      })
    : `${at.toLocaleDateString(undefined, { ...UTC, day: "numeric", month: "short" })}, ${start.slice(11, 16)} UTC`;
}

/** A bucket's start as the axis shows it: "6 Dec", or "14:00". */
function bucketAxis(start: string, interval: string): string {
  const at = new Date(start.length === 10 ? `${start}T00:00:00Z` : start);
  return interval === "day"
    ? at.toLocaleDateString(undefined, { ...UTC, day: "numeric", month: "short" })
    : start.slice(11, 16);
}

/** "1 Nov to 30 Nov 2026", or "6 Dec 2026" for one day. */
export function rangeWords(from: string | null | undefined, to: string | null | undefined): string {
  const day = (value: string, year: boolean) =>
    new Date(`${value}T00:00:00Z`).toLocaleDateString(undefined, {
      ...UTC,
      day: "numeric",
      month: "short",
      ...(year ? { year: "numeric" } : {}),
    });
  if (!to) return "all time";
  if (!from) return `until ${day(to, true)}`;
  if (from === to) return day(to, true);
  return `${day(from, from.slice(0, 4) !== to.slice(0, 4))} to ${day(to, true)}`;
}
