// A code's analytics: totals, the time series over a chosen range and interval, the device, OS, browser and
// country breakdowns, and the same figures as CSV. Each chart has its figures as a table beside it.
import { useAnalytics } from "@qrservice/react";
import { lazy, Suspense, useState } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { WithQrService } from "../app/qr-service.tsx";
import { analyticsRequest, dayAgo } from "../app/queries.ts";
import { type QrCode, useCode } from "../codes/code-frame.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { analyticsCsv } from "./analytics-csv.ts";
import { change } from "./compare.ts";

const WorldMap = lazy(() => import("./world-map.tsx").then((m) => ({ default: m.WorldMap })));

const RANGES = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  all: "All time",
  custom: "Custom",
} as const;
type Range = keyof typeof RANGES;

export function CodeAnalyticsPage() {
  return (
    <WithQrService>
      <CodeAnalytics />
    </WithQrService>
  );
}

function CodeAnalytics() {
  const code = useCode();
  const [range, setRange] = useState<Range>("30");
  const [interval, setInterval] = useState<"day" | "hour">("day");
  const [custom, setCustom] = useState({ from: dayAgo(6), to: dayAgo(0) });
  const bounds =
    range === "all" ? {} : range === "custom" ? custom : { from: dayAgo(Number(range) - 1), to: dayAgo(0) };
  // Through the client libraries' hook, as an integrator's dashboard would; refreshed while the page is open.
  const analytics = useAnalytics(code.id, analyticsRequest(bounds, interval), {
    keepPrevious: true,
    refetchInterval: 15_000,
  });
  const a = analytics.data?.analytics;
  const downloadCsv = () => {
    if (!a) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([analyticsCsv(code.slug, a)], { type: "text/csv" }));
    link.download = `analytics-${code.slug}-${a.from}-${a.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="grid gap-6">
      <form
        aria-label="Range"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Range"
          value={range}
          onChange={(event) => setRange(event.target.value as Range)}
          options={Object.entries(RANGES)}
        />
        {range === "custom" ? (
          <>
            <label>
              From
              <input
                type="date"
                value={custom.from}
                onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              />
            </label>
            <label>
              To
              <input
                type="date"
                value={custom.to}
                onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              />
            </label>
          </>
        ) : null}
        <SelectField
          label="Interval"
          value={interval}
          onChange={(event) => setInterval(event.target.value as "day" | "hour")}
          options={[
            ["day", "By day"],
            ["hour", "By hour (31 days at most)"],
          ]}
        />
        <button type="button" className="secondary" disabled={!a} onClick={downloadCsv}>
          Export CSV
        </button>
      </form>
      {analytics.isPending ? <Loading what="analytics" /> : null}
      {analytics.error ? <Problem error={analytics.error} /> : null}
      {a ? (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Totals">
            {(
              [
                ["Scans", a.totalScans, a.previous?.totalScans],
                ["Unique visitors", a.uniqueScans, a.previous?.uniqueScans],
                ["Bots", a.botScans, undefined],
              ] as const
            ).map(([label, value, before]) => (
              <div key={label} className="card">
                <dt className="hint">{label}</dt>
                <dd className="m-0 text-2xl font-bold">{value}</dd>
                {before === undefined || !a.previous ? null : (
                  <dd className="m-0 hint">
                    {change(value, before, `${a.previous.from} to ${a.previous.to}`)}
                  </dd>
                )}
              </div>
            ))}
          </dl>
          <section aria-labelledby="series-heading" className="card">
            <h2 id="series-heading" className="mt-0">
              Scans {a.interval === "day" ? "per day" : "per hour"}, {a.from} to {a.to}
            </h2>
            <div className="h-64" aria-hidden="true">
              <ResponsiveContainer width="100%" height="100%">
                <AreaChart
                  accessibilityLayer={false}
                  data={a.timeseries.map((b) => ({ ...b, label: label(b.start, a.interval) }))}
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
                  .map((b) => [label(b.start, a.interval), b.scans, b.uniqueScans])}
              />
            </details>
          </section>
          <section aria-labelledby="map-heading" className="card">
            <h2 id="map-heading" className="mt-0">
              Scans by country, {a.from} to {a.to}
            </h2>
            <Suspense fallback={<Loading what="the map" />}>
              <WorldMap rows={a.scansByCountry} caption={`Scans by country, ${a.from} to ${a.to}`} />
            </Suspense>
          </section>
          <div className="grid gap-4 md:grid-cols-2">
            <Breakdown title="Devices" item="Device" rows={a.scansByDevice.map((r) => [r.device, r.scans])} />
            <Breakdown
              title="Countries"
              item="Country"
              rows={a.scansByCountry.map((r) => [r.country, r.scans])}
            />
            <Breakdown
              title="Operating systems"
              item="Operating system"
              rows={a.scansByOs.map((r) => [r.os, r.scans])}
            />
            <Breakdown
              title="Browsers"
              item="Browser"
              rows={a.scansByBrowser.map((r) => [r.browser, r.scans])}
            />
            <Breakdown
              title="Routing rules"
              item="Answered by"
              rows={a.scansByRule.map((r) => [ruleLabel(r.rule, code.rules), r.scans])}
            />
            <Breakdown
              title="Versions"
              item="Version"
              rows={a.scansByVersion.map((r) => [`Version ${r.version}`, r.scans])}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** A rule's name when it has one; `default` and `fallback` in words. */
function ruleLabel(rule: string, rules: QrCode["rules"]): string {
  if (rule === "default") return "Destination URL";
  if (rule === "fallback") return "Fallback";
  const named = rules.find((r) => r.id === rule)?.name;
  return named ? `${named} (${rule})` : rule;
}

function label(start: string, interval: string): string {
  return interval === "day" ? start.slice(0, 10) : `${start.slice(5, 10)} ${start.slice(11, 13)}h`;
}

function Breakdown({ title, item, rows }: { title: string; item: string; rows: [string, number][] }) {
  const top = rows.slice(0, 8).map(([name, scans]) => ({ name, scans }));
  return (
    <section aria-label={title} className="card">
      <h2 className="mt-0">{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">No scans in this range.</p>
      ) : (
        <>
          <div style={{ height: 32 + top.length * 28 }} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={top}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
              >
                <XAxis type="number" allowDecimals={false} hide />
                <YAxis type="category" dataKey="name" width={90} />
                <Tooltip />
                <Bar dataKey="scans" name="Scans" fill="#0a58ca" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Figures caption={`Scans by ${title.toLowerCase()}`} head={[item, "Scans"]} rows={rows} />
        </>
      )}
    </section>
  );
}

function Figures({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="mt-2 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) => (
              <td key={head[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
