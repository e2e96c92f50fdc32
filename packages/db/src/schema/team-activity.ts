// A team's audit log (the activity log): who (a person, an API key, an assistant's grant, the system; by id, never
// a secret) did what to which object, when, from which address and user agent, in which request; a code's change
// with the fields before and after. Append-only: a trigger refuses every update and delete but the retention job's
// (migration 0039), and every entry is also an `audit.entry` event for webhooks.
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { teams } from "./teams.ts";

/**
 * `system`: the service itself (the cron verified a domain, or let a claim expire); its id is "system". `scim`: the
 * team's identity provider through its SCIM token; its id is the team's.
 */
export const ACTIVITY_ACTOR_KINDS = ["user", "key", "system", "scim"] as const;

/** What the log records: the writer (the actions) and the reader (the API) use these names. */
export const ACTIVITY_ACTIONS = [
  "design.created",
  "design.updated",
  "design.deleted",
  "domain.added",
  "domain.verified",
  "domain.updated",
  "domain.made_default",
  "domain.archived",
  "domain.unarchived",
  "domain.removed",
  "domain.claim_expired",
  "export.created",
  "export.failed",
  "export.downloaded",
  "file.uploaded",
  "folder.created",
  "folder.updated",
  "folder.deleted",
  "folder.access_changed",
  "file.deleted",
  "key.created",
  "key.revoked",
  "logo.uploaded",
  "logo.deleted",
  "member.invited",
  "member.invitation_revoked",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
  "qr.created",
  "qr.destination_changed",
  "qr.routing_changed",
  "qr.version_restored",
  "qr.change_scheduled",
  "qr.scheduled_change_cancelled",
  "qr.deleted",
  "qr.renamed",
  "qr.tagged",
  "qr.moved",
  "qr.flagged",
  "qr.unflagged",
  "qr.taken_down",
  "qr.takedown_lifted",
  "ga4.configured",
  "ga4.removed",
  "utm_template.created",
  "utm_template.updated",
  "utm_template.deleted",
  "tag.created",
  "tag.updated",
  "tag.deleted",
  "team.created",
  "team.deleted",
  "team.renamed",
  "team.two_factor_policy_changed",
  "team.sso_configured",
  "team.sso_verified",
  "team.sso_removed",
  "team.audit_retention_changed",
  "scim.token_created",
  "scim.disabled",
  "scim.user_provisioned",
  "scim.user_updated",
  "scim.user_deactivated",
  "scim.user_reactivated",
  "scim.user_deleted",
  "scim.group_created",
  "scim.group_updated",
  "scim.group_deleted",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.secret_rotated",
  "webhook.disabled",
  "webhook.replayed",
  "webhook.delivery_retried",
  "account.two_factor_enabled",
  "account.two_factor_disabled",
  "account.recovery_codes_renewed",
  "account.recovery_code_used",
  "account.passkey_added",
  "account.passkey_removed",
  "account.password_changed",
  "account.signed_out_everywhere",
  "account.signed_in",
  "account.sign_in_failed",
  "account.session_ended",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const teamActivity = pgTable(
  "team_activity",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    actorKind: text("actor_kind", { enum: ACTIVITY_ACTOR_KINDS }).notNull(),
    actorId: text("actor_id").notNull(),
    action: text("action", { enum: ACTIVITY_ACTIONS }).notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
    /** The caller's address and user agent, and the request's id (null: the service acting on its own). */
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    /** A change's fields as they were and became (a code's change), null for entries without one. */
    change: jsonb("change").$type<{ before: Record<string, unknown>; after: Record<string, unknown> }>(),
  },
  // Read newest first per team, by keyset on the time-sortable id.
  (t) => [
    index("team_activity_team_idx").on(t.teamId, t.id.desc()),
    // The audit log's filters: by target, by actor.
    index("team_activity_team_target_idx").on(t.teamId, t.targetId, t.id.desc()),
    index("team_activity_team_actor_idx").on(t.teamId, t.actorId, t.id.desc()),
  ],
);
