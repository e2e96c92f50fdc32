// One code: its short URL with a copy button, its status, and its pages (details, design, routing, history,
// analytics).

import { useQuery } from "@tanstack/react-query";
import { NavLink, Outlet, useOutletContext, useParams } from "react-router";
import type { components } from "../app/api-client.ts";
import { codeQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { TagChips } from "../ui/tag-chips.tsx";

export type QrCode = components["schemas"]["QrCode"];

export function useCodeQuery(id: string) {
  return useQuery(codeQuery(id));
}

/** The code the frame loaded, for its pages. */
export function useCode(): QrCode {
  return useOutletContext<QrCode>();
}

export function CodeFrame() {
  const { id = "" } = useParams();
  const may = useMay();
  const code = useCodeQuery(id);
  if (code.isPending) return <Loading what="the code" />;
  if (code.error) return <Problem error={code.error} />;
  const { data } = code;
  return (
    <>
      <h1 className="mb-1">{data.name ?? `Code ${data.slug}`}</h1>
      {data.name ? <p className="hint m-0">Code {data.slug}</p> : null}
      <TagChips tags={data.tags} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <a className="mono" href={data.short_url}>
          {data.short_url}
        </a>
        <CopyButton text={data.short_url} label="Copy short URL" />
        <span className="badge" data-status={data.status}>
          {data.taken_down_reason ? "disabled for abuse" : data.status === "active" ? "active" : "paused"}
        </span>
        {data.flagged_reason ? (
          <span className="badge" data-status="flagged">
            flagged
          </span>
        ) : null}
      </div>
      {data.taken_down_reason ? (
        <p role="alert" className="problem mb-3">
          Our team disabled this code after a report of abuse ({data.taken_down_reason}). Its scans get a page
          saying so, and it cannot be turned back on here: answer the email your team's owners received if
          this is a mistake.
        </p>
      ) : null}
      {data.flagged_reason ? (
        <p role="alert" className="problem mb-3">
          {data.flagged_reason}: scans get a page warning that the link was reported as unsafe. Send the code
          to another destination to turn it back on.
        </p>
      ) : null}
      <nav
        aria-label="Code"
        className="tabs mb-4 flex flex-wrap gap-x-4 gap-y-1 border-b border-gray-300 pb-2"
      >
        <NavLink to={`/codes/${id}`} end>
          Details
        </NavLink>
        <NavLink to={`/codes/${id}/design`}>Design</NavLink>
        <NavLink to={`/codes/${id}/routing`}>Routing</NavLink>
        <NavLink to={`/codes/${id}/campaign`}>Campaign</NavLink>
        <NavLink to={`/codes/${id}/history`}>History</NavLink>
        {may("analytics:read") ? <NavLink to={`/codes/${id}/analytics`}>Analytics</NavLink> : null}
      </nav>
      <Outlet context={data} />
    </>
  );
}
