// A code's analytics: totals, the time series over a chosen range and interval, the map, a page's clicks, the
// device, OS, browser, rule and version breakdowns, and the same figures as CSV. Each chart has its figures as a table beside it. The
// route composes the range and its data (use-analytics-range.ts) with the panels.
import { lazy, Suspense, useDeferredValue } from "react";
import { WithQrService } from "../app/qr-service.tsx";
import { type QrCode, useCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { WhenVisible } from "../ui/when-visible.tsx";
import { type CodeAnalytics, downloadAnalyticsCsv } from "./analytics-csv.ts";
import { Breakdown } from "./breakdown.tsx";
import { AnalyticsSkeleton } from "./code-analytics-skeleton.tsx";
import { MapLoading } from "./map-frame.tsx";
import { countryName, deviceName } from "./names.ts";
import { PageClicks } from "./page-clicks.tsx";
import { RangeForm } from "./range-form.tsx";
import { rangeWords, SeriesChart } from "./series-chart.tsx";
import { Totals } from "./totals.tsx";
import { useAnalyticsRange } from "./use-analytics-range.ts";

const WorldMap = lazy(() => import("./world-map.tsx").then((m) => ({ default: m.WorldMap })));

export function CodeAnalyticsPage() {
  return (
    <WithQrService>
      <CodeAnalyticsView />
    </WithQrService>
  );
}

function CodeAnalyticsView() {
  const code = useCode();
  const view = useAnalyticsRange(code.id);
  const { analytics } = view;
  // The figures are drawn as a deferred render, in slices a phone can answer input between.
  const a = useDeferredValue(analytics.data?.analytics);
  return (
    <div className="grid gap-6">
      <RangeForm view={view} onExport={a ? () => downloadAnalyticsCsv(code.slug, a) : undefined} />
      {!a && !analytics.error ? <AnalyticsSkeleton /> : null}
      {analytics.error ? <Problem error={analytics.error} /> : null}
      {a ? (
        <>
          <Totals analytics={a} period={view.period} />
          <SeriesChart analytics={a} />
          <section aria-labelledby="map-heading" className="card">
            <h2 id="map-heading" className="mt-0">
              Scans by country, {rangeWords(a.from, a.to)}
            </h2>
            <WhenVisible size={{ minHeight: "12rem" }}>
              <Suspense fallback={<MapLoading />}>
                <WorldMap rows={a.scansByCountry} caption={`Scans by country, ${rangeWords(a.from, a.to)}`} />
              </Suspense>
            </WhenVisible>
          </section>
          <PageClicks code={code} from={a.from ?? undefined} to={a.to ?? undefined} />
          <Breakdowns analytics={a} rules={code.rules} />
        </>
      ) : null}
    </div>
  );
}

function Breakdowns({ analytics: a, rules }: { analytics: CodeAnalytics; rules: QrCode["rules"] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Breakdown
        title="Devices"
        item="Device"
        rows={a.scansByDevice.map((r) => [deviceName(r.device), r.scans])}
      />
      <Breakdown
        title="Countries"
        item="Country"
        rows={a.scansByCountry.map((r) => [countryName(r.country), r.scans])}
      />
      <Breakdown
        title="Operating systems"
        item="Operating system"
        rows={a.scansByOs.map((r) => [r.os, r.scans])}
      />
      <Breakdown title="Browsers" item="Browser" rows={a.scansByBrowser.map((r) => [r.browser, r.scans])} />
      <Breakdown
        title="Routing rules"
        item="Answered by"
        rows={a.scansByRule.map((r) => [ruleLabel(r.rule, rules), r.scans])}
      />
      <Breakdown
        title="Versions"
        item="Version"
        rows={a.scansByVersion.map((r) => [`Version ${r.version}`, r.scans])}
      />
    </div>
  );
}

/** A rule's name when it has one; `default` and `fallback` in words. */
export function ruleLabel(rule: string, rules: QrCode["rules"]): string {
  if (rule === "default") return "Destination URL";
  if (rule === "fallback") return "Fallback";
  const named = rules.find((r) => r.id === rule)?.name;
  return named ? `${named} (${rule})` : rule;
}
