// The signed-in home: what to do first (a new team's first steps), then how the team's codes are doing: scans
// today, in 7 and in 30 days against the period before, scans a day over 30 days, the top codes, devices, a world
// map of scans by country (with its table), and the latest activity. The figures come from one request for the
// whole team (GET /api/v1/analytics), never one per code; the map loads when the page has scans to show.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Plus, QrCode } from "lucide-react";
import { timeseriesOf } from "qrservice";
import { lazy, Suspense, useDeferredValue } from "react";
import { Link } from "react-router";
import { activityQuery, anyCodeQuery, membersQuery, teamAnalyticsQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";
import { FirstSteps, useFirstStepsSettled } from "../onboarding/first-steps.tsx";
import { describeEntry } from "../team/team-activity.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { WhenVisible } from "../ui/when-visible.tsx";
import { Breakdown } from "./breakdown.tsx";
import { AnalyticsSkeleton } from "./code-analytics-skeleton.tsx";
import { MapLoading } from "./map-frame.tsx";
import { deviceName } from "./names.ts";
import { SeriesChart } from "./series-chart.tsx";
import { Stat } from "./totals.tsx";

const WorldMap = lazy(() => import("./world-map.tsx").then((m) => ({ default: m.WorldMap })));

export function OverviewPage() {
  const may = useMay();
  const any = useQuery(anyCodeQuery);
  const settled = useFirstStepsSettled();
  return (
    <>
      <PageHeader
        title="Overview"
        actions={
          may("qr:write") ? (
            <Link to="/codes/new" className="button">
              <Plus size={16} aria-hidden="true" />
              New code
            </Link>
          ) : null
        }
      >
        How your team's codes are doing, and what to do next.
      </PageHeader>
      <div className="grid gap-5">
        <FirstSteps />
        {any.isPending || (any.data && !settled) ? (
          <Skeleton what="your codes" rows={2} height="5rem" />
        ) : null}
        {any.error ? <Problem error={any.error} /> : null}
        {!settled ? null : any.data && any.data.data.length === 0 ? (
          <EmptyState
            icon={<QrCode size={28} />}
            title="No codes yet"
            action={
              may("qr:write") ? (
                <Link to="/codes/new" className="button">
                  Create your first code
                </Link>
              ) : null
            }
          >
            A dynamic code keeps its printed pattern while you change where it leads.
          </EmptyState>
        ) : null}
        {settled && any.data && any.data.data.length > 0 && may("analytics:read") ? <TeamFigures /> : null}
        {settled && any.data && (any.data.data.length === 0 || !may("analytics:read")) ? (
          <RecentActivity />
        ) : null}
      </div>
    </>
  );
}

function TeamFigures() {
  const analytics = useQuery(teamAnalyticsQuery);
  // Drawn as a deferred render, in slices a phone can answer input between (a query's update alone is not).
  const data = useDeferredValue(analytics.data);
  if (analytics.error) return <Problem error={analytics.error} />;
  if (!data) return <AnalyticsSkeleton />;
  const a = data.analytics;
  const timeseries = timeseriesOf(a);
  const series = timeseries.map((bucket) => bucket.scans);
  const sum = (from: number, to: number) => series.slice(from, to).reduce((total, n) => total + n, 0);
  const days = series.length;
  return (
    <>
      <dl className="stat-grid" aria-label="Totals">
        <Stat
          label="Scans today"
          value={sum(days - 1, days)}
          before={sum(days - 2, days - 1)}
          period="yesterday"
        />
        <Stat
          label="Scans, 7 days"
          value={sum(days - 7, days)}
          before={sum(days - 14, days - 7)}
          period="the 7 days before"
        />
        <Stat
          label="Scans, 30 days"
          value={a.totalScans}
          before={a.previous?.totalScans}
          period="the 30 days before"
        />
      </dl>
      <SeriesChart
        analytics={{ interval: a.interval, from: a.from, to: a.to, timeseries }}
        title="Scans per day, last 30 days"
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="top-heading" className="card">
          <h2 id="top-heading" className="mt-0">
            Top codes, 30 days
          </h2>
          {a.topCodes.length === 0 ? (
            <p className="hint">No scans in the last 30 days.</p>
          ) : (
            <table className="bar-table">
              <caption className="sr-only">The most scanned codes of the last 30 days</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Scans</th>
                </tr>
              </thead>
              <tbody>
                {a.topCodes.map((code) => (
                  <tr key={code.id}>
                    <th scope="row">
                      <span
                        className="bar-fill"
                        style={{ width: `${(code.scans / Math.max(1, a.topCodes[0]?.scans ?? 1)) * 100}%` }}
                        aria-hidden="true"
                      />
                      <Link to={`/codes/${code.id}`} className="bar-name">
                        {code.name ?? code.slug}
                      </Link>
                    </th>
                    <td className="number">{code.scans.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <Breakdown
          title="Devices, 30 days"
          item="Device"
          rows={a.scansByDevice.map((row) => [deviceName(row.device), row.scans])}
        />
      </div>
      <section aria-labelledby="countries-heading" className="card">
        <h2 id="countries-heading" className="mt-0">
          Scans by country, 30 days
        </h2>
        {/* Drawn when near the screen; its room is kept while its code loads, so nothing below it jumps. */}
        <WhenVisible size={{ minHeight: "12rem" }}>
          <Suspense fallback={<MapLoading />}>
            <WorldMap rows={a.scansByCountry} caption="Scans by country, last 30 days" />
          </Suspense>
        </WhenVisible>
      </section>
      <RecentActivity />
    </>
  );
}

function RecentActivity() {
  const me = useAccount();
  const may = useMay();
  const teamId = me.data?.team_id ?? "";
  const activity = useInfiniteQuery({ ...activityQuery(teamId), enabled: teamId !== "" && may("team:read") });
  const members = useQuery({ ...membersQuery(teamId), enabled: teamId !== "" && may("team:read") });
  const people = new Map(members.data?.members.map((member) => [member.user_id, member.email]));
  const entries = (activity.data?.pages[0]?.data ?? []).slice(0, 6);
  if (!may("team:read") || entries.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="card">
      <h2 id="recent-heading" className="mt-0">
        Recent activity
      </h2>
      <ol className="activity-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at} className="hint">
              {new Date(entry.at).toLocaleString()}
            </time>{" "}
            {describeEntry(entry, members.data ? people : undefined)}
          </li>
        ))}
      </ol>
      <Link to="/settings/members">All activity</Link>
    </section>
  );
}
