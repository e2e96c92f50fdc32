// The team's activity log, newest first, page by page: who (a person or a key) did what, when.
import { useInfiniteQuery } from "@tanstack/react-query";
import { activityQuery } from "../queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";

const ACTIONS: Record<string, string> = {
  "key.created": "created an API key",
  "key.revoked": "revoked an API key",
  "member.invited": "invited a member",
  "member.joined": "joined",
  "member.role_changed": "changed a role",
  "member.removed": "removed a member",
  "member.left": "left",
  "qr.created": "created a code",
  "qr.destination_changed": "changed a destination",
  "qr.deleted": "deleted a code",
  "team.created": "created the team",
  "team.renamed": "renamed the team",
};

export function ActivityLog({ teamId, people }: { teamId: string; people: Map<string, string> }) {
  const activity = useInfiniteQuery(activityQuery(teamId));
  const entries = activity.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="activity-heading" className="mt-6">
      <h2 id="activity-heading">Activity</h2>
      {activity.isPending ? <Loading what="activity" /> : null}
      {activity.error ? <Problem error={activity.error} /> : null}
      {activity.data && entries.length === 0 ? <p>Nothing has happened yet.</p> : null}
      <ol className="grid gap-1">
        {entries.map((entry) => (
          <li key={entry.id} className="url">
            <time dateTime={entry.at} className="hint">
              {new Date(entry.at).toLocaleString()}
            </time>{" "}
            {entry.actor.kind === "key" ? (
              <>
                The key <span className="mono">{entry.actor.id}</span>
              </>
            ) : (
              (people.get(entry.actor.id) ?? "A former member")
            )}{" "}
            {ACTIONS[entry.action] ?? entry.action}
            {Object.entries(entry.details)
              .filter(([, value]) => value !== null)
              .map(([key, value]) => ` · ${key}: ${value}`)
              .join("")}
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <button type="button" className="secondary mt-2" onClick={() => activity.fetchNextPage()}>
          Show older activity
        </button>
      ) : null}
    </section>
  );
}
