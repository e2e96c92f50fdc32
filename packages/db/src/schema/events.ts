// What happened in a team, for machines: one row per event, written by the statement that made the change (the
// outbox), read by the events API for 30 days and matched to the team's webhook endpoints by the dispatcher
// (`dispatchedAt`). `data` is a snapshot of what the event is about, as the database held it (the API's shape is
// made from it when the event is read); `codeId`, `domain` and `tags` are what endpoints filter on.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { teams } from "./teams.ts";

export const EVENT_TYPES = [
  "code.created",
  "code.updated",
  "code.deleted",
  "code.paused",
  "code.resumed",
  "code.expired",
  "code.cap_reached",
  "code.flagged",
  "code.taken_down",
  "scan.batch",
  "conversion.created",
  "domain.verified",
  "domain.certificate_failed",
  "export.succeeded",
  "export.failed",
  "member.joined",
  "member.removed",
  "key.created",
  "key.revoked",
  "audit.entry",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    type: text("type").$type<EventType | "webhook.test">().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** `code.updated`: the changed columns as they were before (the snapshot in `data` is after). */
    previous: jsonb("previous").$type<Record<string, unknown>>(),
    /** The code the event is about, its hostname (null: the service's own) and tag ids: what endpoints filter on. */
    codeId: text("code_id"),
    domain: text("domain"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** When the dispatcher matched it to the team's endpoints; null while it waits. */
    dispatchedAt: timestamptz("dispatched_at"),
  },
  (t) => [
    // The events API reads a team's events by id (time-sortable), either way.
    index("events_team_idx").on(t.teamId, t.id),
    index("events_pending_idx").on(t.id).where(sql`${t.dispatchedAt} is null`),
    index("events_created_idx").on(t.createdAt),
    // The cron announces each end of a code's validity once: it looks for the announcement since the end.
    index("events_expired_idx").on(t.codeId, t.createdAt).where(sql`${t.type} = 'code.expired'`),
  ],
);

export type EventRow = typeof events.$inferSelect;
