// A team's webhook endpoints: where its events are delivered, which types, and which codes (by id, tag or
// domain). The signing secret is kept sealed (AES-GCM under a key derived from AUTH_SECRET); after a rotation the
// previous one keeps signing beside the new one until `previousSecretExpiresAt`.
import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";
import type { EventType } from "./events.ts";
import { teams } from "./teams.ts";

export interface WebhookFilter {
  code_ids?: string[];
  tags?: string[];
  domains?: string[];
  /** Folder ids: events of codes in these folders. */
  folders?: string[];
}

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    events: text("events").array().$type<EventType[]>().notNull(),
    filter: jsonb("filter").$type<WebhookFilter>().notNull().default({}),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the service turned it off (the receiver answered 410, or it failed for days); null otherwise. */
    disabledReason: text("disabled_reason"),
    secretSealed: text("secret_sealed").notNull(),
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretExpiresAt: timestamptz("previous_secret_expires_at"),
    /** Deliveries sent to it at once, at most. */
    maxInFlight: integer("max_in_flight").notNull().default(5),
    /** Since when every attempt has failed (null: the last one succeeded, or none was made). */
    failingSince: timestamptz("failing_since"),
    /** When a queued drain of its deliveries is due: another is queued only for an earlier time (no pile of drains). */
    nextDrainAt: timestamptz("next_drain_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_team_idx").on(t.teamId)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
