// The signed-in home: how the team's codes are doing. Scans today, in 7 and in 30 days against the period before,
// the top codes, a world map of scans by country (with its table), devices, and the latest activity. The figures
// come from one request for the whole team (GET /api/v1/analytics), never one per code; the map loads when the
// page has scans to show.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { timeseriesOf } from "qrservice";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { activityQuery, anyCodeQuery, membersQuery, teamAnalyticsQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";
import { describeEntry } from "../team/team-activity.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { WhenVisible } from "../ui/when-visible.tsx";
import { change } from "./compare.ts";
import { MapLoading } from "./map-frame.tsx";

const WorldMap = lazy(() => import("./world-map.tsx").then((m) => ({ default: m.WorldMap })));

export function OverviewPage() {
  const may = useMay();
  const any = useQuery(anyCodeQuery);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1>Overview</h1>
        {may("qr:write") ? (
          <Link to="/codes/new" className="button">
            New code
          </Link>
        ) : null}
      </div>
      {any.isPending ? <Loading what="your codes" /> : null}
      {any.error ? <Problem error={any.error} /> : null}
      {any.data && any.data.data.length === 0 ? (
        <section className="empty">
          <h2>No codes yet</h2>
          <p>A dynamic code keeps its printed pattern while you change where it leads.</p>
          {may("qr:write") ? <Link to="/codes/new">Create your first code</Link> : null}
        </section>
      ) : null}
      {any.data && any.data.data.length > 0 && may("analytics:read") ? <TeamFigures /> : null}
      {any.data && (any.data.data.length === 0 || !may("analytics:read")) ? <RecentActivity /> : null}
    </>
  );
}

function TeamFigures() {
  const analytics = useQuery(teamAnalyticsQuery);
  if (analytics.isPending) return <Loading what="the team's scans" />;
  if (analytics.error) return <Problem error={analytics.error} />;
  const a = analytics.data.analytics;
  const series = timeseriesOf(a).map((bucket) => bucket.scans);
  const sum = (from: number, to: number) => series.slice(from, to).reduce((total, n) => total + n, 0);
  const days = series.length;
  const totals: [string, number, number | undefined, string][] = [
    ["Scans today", sum(days - 1, days), sum(days - 2, days - 1), "yesterday"],
    ["Scans, 7 days", sum(days - 7, days), sum(days - 14, days - 7), "the 7 days before"],
    ["Scans, 30 days", a.totalScans, a.previous?.totalScans, "the 30 days before"],
  ];
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Totals">
        {totals.map(([label, value, before, period]) => (
          <div key={label} className="card">
            <dt className="hint">{label}</dt>
            <dd className="m-0 text-2xl font-bold">{value}</dd>
            {before === undefined ? null : <dd className="m-0 hint">{change(value, before, period)}</dd>}
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="top-heading" className="card">
          <h2 id="top-heading" className="mt-0">
            Top codes, 30 days
          </h2>
          {a.topCodes.length === 0 ? (
            <p className="hint">No scans in the last 30 days.</p>
          ) : (
            <table className="text-sm">
              <caption className="sr-only">The most scanned codes of the last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Scans</th>
                </tr>
              </thead>
              <tbody>
                {a.topCodes.map((code) => (
                  <tr key={code.id}>
                    <td>
                      <Link to={`/codes/${code.id}`}>{code.name ?? code.slug}</Link>
                    </td>
                    <td>{code.scans}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="devices-heading" className="card">
          <h2 id="devices-heading" className="mt-0">
            Devices, 30 days
          </h2>
          {a.scansByDevice.length === 0 ? (
            <p className="hint">No scans in the last 30 days.</p>
          ) : (
            <table className="text-sm">
              <caption className="sr-only">Scans by device, last 30 days</caption>
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">Scans</th>
                </tr>
              </thead>
              <tbody>
                {a.scansByDevice.map((row) => (
                  <tr key={row.device}>
                    <td>{row.device}</td>
                    <td>{row.scans}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      <section aria-labelledby="countries-heading" className="card mt-4">
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
    <section aria-labelledby="recent-heading" className="card mt-4">
      <h2 id="recent-heading" className="mt-0">
        Recent activity
      </h2>
      <ol className="grid gap-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at} className="hint">
              {new Date(entry.at).toLocaleString()}
            </time>{" "}
            {describeEntry(entry, members.data ? people : undefined)}
          </li>
        ))}
      </ol>
      <Link to="/team">All activity</Link>
    </section>
  );
}
