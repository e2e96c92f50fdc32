// One code: its head (the code as it prints, what it is, its link, downloads, status and last week's scans), then
// the tabs its kind of code has (Details, Design, Routing, Campaign, History, Analytics), each a page of its own.
// An id no code of the team has gets a page that says so and leads back to the codes.
import { BarChart3, FileClock, Info, Megaphone, Palette, Route } from "lucide-react";
import { useDeferredValue } from "react";
import { Link, Outlet, useParams } from "react-router";
import { isMissing } from "../app/api.ts";
import { useMay } from "../app/session.ts";
import { NotHere } from "../ui/not-here.tsx";
import { Problem } from "../ui/problem.tsx";
import { RouteTabs } from "../ui/route-tabs.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { CodeHeader } from "./code-header.tsx";
import { scanHandlingOf } from "./scan-handling.ts";
import { useCodeQuery } from "./use-code.ts";

export function CodeFrame() {
  const { id = "" } = useParams();
  const may = useMay();
  const code = useCodeQuery(id);
  // The page drawn from the code is a deferred render, which React does in slices a phone can answer input
  // between; a query's update alone is drawn at once, in one long task.
  const data = useDeferredValue(code.data);
  if (isMissing(code.error)) return <UnknownCode id={id} />;
  if (code.error) return <Problem error={code.error} />;
  if (!data) return <Skeleton what="the code" rows={2} height="10rem" />;
  const base = `/codes/${id}`;
  // A static code is never scanned through us: nothing to route, run a campaign on or count.
  const { scanned } = scanHandlingOf(data);
  return (
    <>
      <p className="breadcrumb">
        <Link to="/codes">Codes</Link>
      </p>
      <CodeHeader code={data} />
      {data.taken_down_reason ? (
        <p role="alert" className="problem my-4">
          Our team disabled this code after a report of abuse ({data.taken_down_reason}). Its scans get a page
          saying so, and it cannot be turned back on here: answer the email your team's owners received if
          this is a mistake.
        </p>
      ) : null}
      {data.flagged_reason ? (
        <p role="alert" className="problem my-4">
          {data.flagged_reason}: scans get a page warning that the link was reported as unsafe. Send the code
          to another destination to turn it back on.
        </p>
      ) : null}
      <RouteTabs
        label="Code"
        tabs={[
          { to: base, label: "Details", end: true, icon: <Info size={16} /> },
          { to: `${base}/design`, label: "Design", icon: <Palette size={16} /> },
          ...(scanned
            ? [
                { to: `${base}/routing`, label: "Routing", icon: <Route size={16} /> },
                { to: `${base}/campaign`, label: "Campaign", icon: <Megaphone size={16} /> },
              ]
            : []),
          { to: `${base}/history`, label: "History", icon: <FileClock size={16} /> },
          ...(scanned && may("analytics:read")
            ? [{ to: `${base}/analytics`, label: "Analytics", icon: <BarChart3 size={16} /> }]
            : []),
        ]}
      >
        <Outlet context={data} />
      </RouteTabs>
    </>
  );
}

/** An address of a code this team does not have (another team's, deleted for good, or mistyped). */
function UnknownCode({ id }: { id: string }) {
  return (
    <NotHere title="This code is not here" back={{ to: "/codes", label: "Back to your codes" }}>
      Your team has no code <span className="mono">{id}</span>: it may belong to another team, have been
      deleted, or the address may be mistyped.
    </NotHere>
  );
}
