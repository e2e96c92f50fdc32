// The team's audit log, for its owners and admins: every change and security event, newest first, filtered by kind
// of action, by who, by what and by time (the filters live in the address, so a view can be shared), each entry with
// where it came from and, for a code's change, what it was and became; CSV and NDJSON exports of the same filter;
// and, for owners, how long the log is kept.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, ScrollText } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { accountQuery, auditLogQuery, membersQuery, teamsQuery } from "../app/queries.ts";
import { describeEntry } from "../team/team-activity.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";

const KINDS = [
  ["", "Every action"],
  ["account.*", "Sign-ins and account security"],
  ["qr.*", "Codes"],
  ["folder.*", "Folders"],
  ["member.*", "Members and invitations"],
  ["key.*", "API keys"],
  ["team.*", "Team settings and single sign-on"],
  ["domain.*", "Domains"],
  ["webhook.*", "Webhooks"],
  ["export.*", "Exports"],
] as const;

const FILTERS = ["action", "actor", "target", "from", "to"] as const;

export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filter = Object.fromEntries(
    FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])),
  );
  // "To" a day takes that whole day in: the API's bound is the instant entries come before.
  const query = filter.to ? { ...filter, to: dayAfter(filter.to) } : filter;
  const me = useQuery(accountQuery);
  const log = useInfiniteQuery(auditLogQuery(query));
  const members = useQuery({ ...membersQuery(me.data?.team_id ?? ""), enabled: Boolean(me.data?.team_id) });
  const people = new Map((members.data?.members ?? []).map((m) => [m.user_id, m.email]));
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  const exportHref = (format: "csv" | "ndjson") =>
    `/api/v1/audit-log/export?${new URLSearchParams({ format, ...query }).toString()}`;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setSearch(next);
  };
  return (
    <>
      <PageHeader
        title="Audit log"
        actions={
          <>
            <a className="button secondary" href={exportHref("csv")} download>
              <Download size={16} aria-hidden="true" />
              Export CSV
            </a>
            <a className="button secondary" href={exportHref("ndjson")} download>
              <Download size={16} aria-hidden="true" />
              Export NDJSON
            </a>
          </>
        }
      >
        Every change and sign-in in the team: who, from where, on what. Entries are never changed; webhooks
        can take them as they happen (the “Every audit log entry” event).
      </PageHeader>
      <form aria-label="Filter the audit log" className="card audit-filters" onSubmit={apply}>
        <SelectField label="Action" name="action" defaultValue={filter.action ?? ""} options={KINDS} />
        <TextField
          label="Who (user or key id)"
          name="actor"
          defaultValue={filter.actor ?? ""}
          maxLength={64}
        />
        <TextField label="What (object id)" name="target" defaultValue={filter.target ?? ""} maxLength={64} />
        <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ""} />
        <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ""} />
        <div className="audit-filters-actions">
          <button type="submit">Apply filters</button>
        </div>
      </form>
      {log.isPending ? <Skeleton what="the audit log" rows={5} /> : null}
      {log.error ? <Problem error={log.error} /> : null}
      {log.data && entries.length === 0 ? (
        <EmptyState icon={<ScrollText size={28} />} title="No entries match.">
          Change the filters, or widen the dates.
        </EmptyState>
      ) : null}
      {entries.length > 0 ? (
        <ol className="card list-card audit-entries" aria-label="Audit log entries">
          {entries.map((entry) => (
            <li key={entry.id} className="audit-entry">
              <p className="m-0">{describeEntry(entry, people)}</p>
              <p className="m-0 hint">
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                {entry.ip ? ` · from ${entry.ip}` : ""}
                {entry.target_id ? (
                  <>
                    {" "}
                    · on <span className="mono">{entry.target_id}</span>
                  </>
                ) : null}
              </p>
              {entry.change || entry.user_agent ? (
                <details>
                  <summary>Details</summary>
                  <dl className="audit-details">
                    {entry.user_agent ? (
                      <>
                        <dt>User agent</dt>
                        <dd>{entry.user_agent}</dd>
                      </>
                    ) : null}
                    {entry.request_id ? (
                      <>
                        <dt>Request</dt>
                        <dd className="mono">{entry.request_id}</dd>
                      </>
                    ) : null}
                    {entry.change
                      ? Object.keys(entry.change.after).map((field) => (
                          <div key={field} className="contents">
                            <dt>{field}</dt>
                            <dd>
                              {JSON.stringify(entry.change?.before[field] ?? null)} →{" "}
                              {JSON.stringify(entry.change?.after[field] ?? null)}
                            </dd>
                          </div>
                        ))
                      : null}
                  </dl>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {log.hasNextPage ? (
        <button type="button" className="secondary mt-2" onClick={() => log.fetchNextPage()}>
          Show older entries
        </button>
      ) : null}
      {me.data?.role === "owner" && me.data.team_id ? <Retention teamId={me.data.team_id} /> : null}
    </>
  );
}

/** The UTC day after a `YYYY-MM-DD` day (anything else as it is: the API says what is wrong with it). */
function dayAfter(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : new Date(at + 86_400_000).toISOString().slice(0, 10);
}

const YEARS = [1, 2, 3, 4, 5, 6, 7];

/** How long the log keeps an entry: one year to seven, an owner's choice. */
function Retention({ teamId }: { teamId: string }) {
  const teams = useQuery(teamsQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const current = teams.data?.data.find((team) => team.id === teamId)?.audit_retention_days ?? 365;
  const [years, setYears] = useState<string>();
  const save = useMutation({
    mutationFn: (days: number) =>
      unwrap(
        api.PATCH("/api/v1/teams/{id}", {
          params: { path: { id: teamId } },
          body: { audit_retention_days: days },
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["teams"] });
      toast.show("Retention saved.");
    },
  });
  const chosen = years ?? String(Math.min(7, Math.max(1, Math.round(current / 365))));
  return (
    <section aria-labelledby="retention-heading" className="card grid gap-3 mt-6">
      <h2 id="retention-heading" className="m-0">
        Retention
      </h2>
      <p className="hint m-0">
        Entries older than this are deleted every night; nothing else ever deletes one.
      </p>
      <form
        aria-label="Audit log retention"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(Math.min(2555, Number(chosen) * 365));
        }}
      >
        <SelectField
          label="Keep entries for"
          value={chosen}
          onChange={(event) => setYears(event.currentTarget.value)}
          options={YEARS.map((n) => [String(n), `${n} ${n === 1 ? "year" : "years"}`] as const)}
        />
        <button type="submit" disabled={save.isPending}>
          Save retention
        </button>
      </form>
      {save.error ? <Problem error={save.error} /> : null}
    </section>
  );
}
