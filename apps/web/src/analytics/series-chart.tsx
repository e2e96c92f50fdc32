// Scans over time, per day or per hour, with the figures as a table beside the chart.
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { CodeAnalytics } from "./analytics-csv.ts";
import { Figures } from "./figures.tsx";

export function SeriesChart({
  analytics: a,
}: {
  analytics: Pick<CodeAnalytics, "interval" | "from" | "to" | "timeseries">;
}) {
  return (
    <section aria-labelledby="series-heading" className="card">
      <h2 id="series-heading" className="mt-0">
        Scans {a.interval === "day" ? "per day" : "per hour"}, {a.from} to {a.to}
      </h2>
      <div className="h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            accessibilityLayer={false}
            data={a.timeseries.map((b) => ({ ...b, label: bucketLabel(b.start, a.interval) }))}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={24} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Area
              type="monotone"
              dataKey="scans"
              name="Scans"
              stroke="#0a58ca"
              fill="#cfe2ff"
              isAnimationActive={false}
            />
            <Area
              type="monotone"
              dataKey="uniqueScans"
              name="Unique"
              stroke="#116329"
              fill="none"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
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

/** A bucket's start as the chart shows it: the day, or the month-day and hour. */
export function bucketLabel(start: string, interval: string): string {
  return interval === "day" ? start.slice(0, 10) : `${start.slice(5, 10)} ${start.slice(11, 13)}h`;
}
