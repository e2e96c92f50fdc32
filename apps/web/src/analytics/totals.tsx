// The totals of a range: scans, unique visitors and bots, each beside its change from the range before when the
// API compared them.
import type { CodeAnalytics } from "./analytics-csv.ts";
import { change } from "./compare.ts";

export function Totals({ analytics: a }: { analytics: CodeAnalytics }) {
  const figures: [string, number, number | undefined][] = [
    ["Scans", a.totalScans, a.previous?.totalScans],
    ["Unique visitors", a.uniqueScans, a.previous?.uniqueScans],
    ["Bots", a.botScans, undefined],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals">
      {figures.map(([label, value, before]) => (
        <div key={label} className="card">
          <dt className="hint">{label}</dt>
          <dd className="m-0 text-2xl font-bold">{value}</dd>
          {before === undefined || !a.previous ? null : (
            <dd className="m-0 hint">{change(value, before, `${a.previous.from} to ${a.previous.to}`)}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
