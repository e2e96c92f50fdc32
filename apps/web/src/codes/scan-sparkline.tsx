// A code's scans of the last 7 days: the total, the change on the 7 days before, and a bar a day (drawn here, a few
// hundred bytes). Read aloud as the numbers themselves.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { WEEK_DAYS as DAYS, dayAgo, weekScansQuery } from "../app/queries.ts";

export function WeekScans({ codeId }: { codeId: string }) {
  const week = useQuery(weekScansQuery(codeId));
  const analytics = week.data?.analytics;
  const days = Array.from({ length: DAYS }, (_, offset) => {
    const count = analytics?.series?.counts.find(([at]) => at === offset)?.[1] ?? 0;
    const day = new Date(`${dayAgo(DAYS - 1 - offset)}T12:00:00Z`);
    return { day, count };
  });
  const total = analytics?.totalScans ?? 0;
  const before = analytics?.previous?.totalScans;
  const most = Math.max(1, ...days.map((entry) => entry.count));
  const described = days
    .map((entry) => `${entry.day.toLocaleDateString(undefined, { weekday: "short" })} ${entry.count}`)
    .join(", ");
  return (
    <section aria-labelledby={`${codeId}-week`} className="week-scans">
      <h2 id={`${codeId}-week`} className="sr-only">
        Scans of the last 7 days
      </h2>
      <p className="week-total">
        <strong>{week.isPending ? "…" : total.toLocaleString()}</strong>{" "}
        <span className="hint">scans, last 7 days</span>
      </p>
      {before === undefined || week.isPending ? null : <p className="hint">{changeWords(total, before)}</p>}
      <svg
        className="sparkline"
        viewBox={`0 0 ${DAYS * 12} 32`}
        role="img"
        aria-label={`Scans a day: ${described}`}
        preserveAspectRatio="none"
      >
        {days.map((entry, index) => {
          const height = entry.count === 0 ? 1.5 : Math.max(3, (entry.count / most) * 30);
          return (
            <rect
              key={entry.day.toISOString()}
              x={index * 12 + 1}
              y={32 - height}
              width={10}
              height={height}
              rx={2}
              data-empty={entry.count === 0 || undefined}
            />
          );
        })}
      </svg>
      <Link to={`/codes/${codeId}/analytics`} className="hint">
        See all analytics
      </Link>
    </section>
  );
}

/** "+9 on the 7 days before (0)" in words people read at a glance. */
export function changeWords(now: number, before: number): string {
  if (now === before) return `As many as the 7 days before`;
  const difference = now - before;
  return `${difference > 0 ? "+" : "−"}${Math.abs(difference).toLocaleString()} vs ${before.toLocaleString()} the 7 days before`;
}
