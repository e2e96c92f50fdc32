// A code's versions: every change of what its scans get, newest first, with who made it. Those who may write
// codes restore an earlier version in one click; it becomes the newest version.

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { membersQuery, versionsQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { formatInstant } from "../ui/local-instant.ts";
import { Problem } from "../ui/problem.tsx";
import { propagationNote } from "./propagation.ts";
import { useCode, useMayChange } from "./use-code.ts";

type Version = components["schemas"]["Version"];

const CHANGES: Record<Version["change"], string> = {
  created: "Created",
  updated: "Changed",
  restored: "Restored",
  schedule_added: "Change scheduled",
  schedule_cancelled: "Scheduled change cancelled",
  scheduled: "Scheduled change took effect",
  capped: "Scan limit reached",
  uncapped: "Scan limit lifted",
  deleted: "Deleted",
  taken_down: "Disabled for abuse by the service",
  takedown_lifted: "Takedown lifted by the service",
};

export function CodeHistoryPage() {
  const code = useCode();
  const mayChange = useMayChange(code);
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  // Members by user id, so a change shows who made it by their email (the same query the team page uses).
  const members = useQuery(membersQuery(code.team_id));
  const emails = new Map(members.data?.members.map((member) => [member.user_id, member.email]) ?? []);
  const versions = useInfiniteQuery(versionsQuery(code.id, code.version));
  const restore = useMutation({
    mutationFn: (version: number) =>
      unwrap(
        api.POST("/api/v1/qr/{id}/versions/{version}/restore", {
          params: { path: { id: code.id, version } },
        }),
      ),
    onSuccess: (updated, version) => {
      setNote(
        `Version ${version} restored as version ${updated.version}. ${propagationNote(updated.effective_by)}`,
      );
      queryClient.setQueryData(["code", code.id], updated);
    },
  });
  if (versions.isPending) return <Loading what="the history" />;
  if (versions.error) return <Problem error={versions.error} />;
  const rows = versions.data.pages.flatMap((page) => page.data);
  return (
    <div className="grid gap-4">
      <p role="status" className="ok">
        {note}
      </p>
      {restore.error ? <Problem error={restore.error} /> : null}
      <table className="responsive text-sm">
        <caption className="sr-only">Versions of {code.slug}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">By</th>
            <th scope="col">Destination</th>
            <th scope="col">Rules</th>
            <th scope="col">Validity and limit</th>
            {mayChange ? <th scope="col">Restore</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((version, index) => (
            <tr key={version.version}>
              <td data-label="Version">{version.version}</td>
              <td data-label="When">{formatInstant(version.created_at)}</td>
              <td data-label="What">
                {CHANGES[version.change]}
                {version.restored_from ? ` (version ${version.restored_from})` : ""}
                {version.change === "updated" ? `: ${changedFields(version, rows[index + 1])}` : ""}
              </td>
              <td data-label="By">{byWhom(version.changed_by, emails)}</td>
              <td data-label="Destination">{version.url}</td>
              <td data-label="Rules">{version.rules.length}</td>
              <td data-label="Validity and limit">{limitsOf(version)}</td>
              {mayChange ? (
                <td data-label="Restore">
                  {version.version === code.version ? (
                    "current"
                  ) : (
                    <button
                      type="button"
                      className="secondary"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(version.version)}
                    >
                      Restore version {version.version}
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {versions.hasNextPage ? (
        <div>
          <button
            type="button"
            className="secondary"
            disabled={versions.isFetchingNextPage}
            onClick={() => void versions.fetchNextPage()}
          >
            {versions.isFetchingNextPage ? "Loading…" : "Show older versions"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** What an update changed, from the version before it (when that one is on the page). */
function changedFields(version: Version, before: Version | undefined): string {
  if (!before) return "see the version before";
  const fields: [string, unknown, unknown][] = [
    ["destination", version.url, before.url],
    ["status", version.status, before.status],
    ["query forwarding", version.forward_query, before.forward_query],
    ["rules", JSON.stringify(version.rules), JSON.stringify(before.rules)],
    ["start", version.starts_at, before.starts_at],
    ["expiry", version.expires_at, before.expires_at],
    ["fallback", version.fallback_url, before.fallback_url],
    ["scan limit", version.max_scans, before.max_scans],
  ];
  const changed = fields.filter(([, now, then]) => now !== then).map(([name]) => name);
  return changed.length > 0 ? changed.join(", ") : "nothing scans see";
}

function byWhom(actor: Version["changed_by"], emails: Map<string, string>): string {
  if (actor.kind === "system") return "the service";
  if (actor.kind === "key") return `API key ${actor.id}`;
  return emails.get(actor.id ?? "") ?? "a former member";
}

function limitsOf(version: Version): string {
  const parts = [
    version.starts_at && `from ${formatInstant(version.starts_at)}`,
    version.expires_at && `until ${formatInstant(version.expires_at)}`,
    version.max_scans !== null && `${version.max_scans} scans${version.scans_capped ? " (reached)" : ""}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "—";
}
