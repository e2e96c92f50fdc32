// The team's activity log, newest first, page by page: who (a person or a key) did what, when.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { components } from "../app/api-client.ts";
import { activityQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";

/** Every action the log records, in words: typed by the API's list, so a new action cannot go without them. */
export const ACTIONS: Record<components["schemas"]["Activity"]["action"], string> = {
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
  "qr.renamed": "renamed a code",
  "qr.tagged": "changed a code's tags",
  "qr.routing_changed": "changed a code's routing",
  "qr.version_restored": "restored a version of a code",
  "qr.change_scheduled": "scheduled a change",
  "qr.scheduled_change_cancelled": "cancelled a scheduled change",
  "qr.flagged": "flagged a code as unsafe",
  "qr.unflagged": "lifted a code's flag",
  "qr.taken_down": "disabled a code for abuse",
  "qr.takedown_lifted": "lifted a code's takedown",
  "tag.created": "created a tag",
  "tag.updated": "changed a tag",
  "tag.deleted": "deleted a tag",
  "design.created": "saved a design",
  "design.updated": "changed a design",
  "design.deleted": "deleted a design",
  "domain.added": "added a domain",
  "domain.verified": "verified a domain",
  "domain.updated": "changed a domain",
  "domain.made_default": "made a domain the default",
  "domain.archived": "archived a domain",
  "domain.unarchived": "brought a domain back",
  "domain.removed": "deleted a domain",
  "domain.claim_expired": "let a domain claim expire",
  "export.created": "started an export",
  "export.failed": "lost an export the queue did not take",
  "export.downloaded": "downloaded an export",
  "folder.created": "made a folder",
  "folder.updated": "changed a folder",
  "folder.deleted": "deleted a folder",
  "folder.access_changed": "changed who has access to a folder",
  "qr.moved": "moved a code to another folder",
  "member.invitation_revoked": "revoked an invitation",
  "team.deleted": "deleted the team",
  "team.audit_retention_changed": "changed how long the audit log is kept",
  "ga4.configured": "set up Google Analytics",
  "ga4.removed": "removed Google Analytics",
  "utm_template.created": "made a UTM template",
  "utm_template.updated": "changed a UTM template",
  "utm_template.deleted": "deleted a UTM template",
  "webhook.delivery_retried": "retried a webhook delivery",
  "account.signed_in": "signed in",
  "account.sign_in_failed": "failed to sign in",
  "account.session_ended": "ended one of their sessions",
  "scim.token_created": "made a SCIM token",
  "scim.disabled": "turned SCIM provisioning off",
  "scim.user_provisioned": "provisioned a person",
  "scim.user_updated": "changed a provisioned person",
  "scim.user_deactivated": "deactivated a person",
  "scim.user_reactivated": "reactivated a person",
  "scim.user_deleted": "deleted a provisioned person",
  "scim.group_created": "pushed a group",
  "scim.group_updated": "changed a group",
  "scim.group_deleted": "deleted a group",
  "file.uploaded": "uploaded a file",
  "file.deleted": "deleted a file",
  "logo.uploaded": "uploaded a logo",
  "logo.deleted": "deleted a logo",
  "team.created": "created the team",
  "team.renamed": "renamed the team",
  "team.two_factor_policy_changed": "changed whether members need two-factor",
  "team.sso_configured": "set up single sign-on",
  "team.sso_verified": "proved the single sign-on domain",
  "team.sso_removed": "removed single sign-on",
  "webhook.created": "added a webhook endpoint",
  "webhook.updated": "changed a webhook endpoint",
  "webhook.deleted": "deleted a webhook endpoint",
  "webhook.secret_rotated": "rotated a webhook's signing secret",
  "webhook.disabled": "turned off a webhook endpoint that kept failing",
  "webhook.replayed": "sent a webhook's events again",
  "account.two_factor_enabled": "turned two-factor on for their account",
  "account.two_factor_disabled": "turned two-factor off for their account",
  "account.recovery_codes_renewed": "made new recovery codes",
  "account.recovery_code_used": "signed in with a recovery code",
  "account.passkey_added": "added a passkey",
  "account.passkey_removed": "removed a passkey",
  "account.password_changed": "changed their password",
  "account.signed_out_everywhere": "signed out their other sessions",
};

type Entry = {
  action: string;
  actor: { kind: string; id: string };
  details: Record<string, unknown>;
};

/** Who did what, with the entry's details: "Ada created a code · slug: menu". */
export function describeEntry(entry: Entry, people?: Map<string, string>): ReactNode {
  const who =
    entry.actor.kind === "key" ? (
      <>
        The key <span className="mono">{entry.actor.id}</span>
      </>
    ) : entry.actor.kind === "system" ? (
      "The service"
    ) : entry.actor.kind === "scim" ? (
      "The identity provider (SCIM)"
    ) : (
      (people?.get(entry.actor.id) ?? (people ? "A former member" : "A member"))
    );
  const details = Object.entries(entry.details)
    .filter(([, value]) => value !== null && value !== "")
    .map(([key, value]) => ` · ${key}: ${String(value)}`)
    .join("");
  return (
    <>
      {who} {ACTIONS[entry.action as keyof typeof ACTIONS] ?? entry.action}
      {details}
    </>
  );
}

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
          <li key={entry.id}>
            <time dateTime={entry.at} className="hint">
              {new Date(entry.at).toLocaleString()}
            </time>{" "}
            {describeEntry(entry, people)}
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
