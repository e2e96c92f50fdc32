// The totals of a range: scans, unique visitors and bots, each with its change from the range before when the API
// compared them ("+9 (vs 0 the 30 days before)").
import { TrendingDown, TrendingUp } from "lucide-react";
import type { CodeAnalytics } from "./analytics-csv.ts";
import { change, trendOf } from "./compare.ts";

export function Totals({ analytics: a, period }: { analytics: CodeAnalytics; period: string }) {
  const figures: [string, number, number | undefined][] = [
    ["Scans", a.totalScans, a.previous?.totalScans],
    ["Unique visitors", a.uniqueScans, a.previous?.uniqueScans],
    ["Bots", a.botScans, undefined],
  ];
  return (
    <dl className="stat-grid" aria-label="Totals">
      {figures.map(([label, value, before]) => (
        <Stat key={label} label={label} value={value} before={before} period={period} />
      ))}
    </dl>
  );
}

/** One figure, large, with its change on the period before under it. */
export function Stat({
  label,
  value,
  before,
  period,
}: {
  label: string;
  value: number;
  before?: number | undefined;
  period: string;
}) {
  const trend = before === undefined ? undefined : trendOf(value, before);
  return (
    <div className="card stat">
      <dt className="hint">{label}</dt>
      <dd className="stat-value">{value.toLocaleString()}</dd>
      {before === undefined ? null : (
        <dd className="stat-change" data-trend={trend}>
          {trend === "up" ? <TrendingUp size={14} aria-hidden="true" /> : null}
          {trend === "down" ? <TrendingDown size={14} aria-hidden="true" /> : null}
          {change(value, before, period)}
        </dd>
      )}
    </div>
  );
}
