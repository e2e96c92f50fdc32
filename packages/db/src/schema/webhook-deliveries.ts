// An event's delivery to one endpoint, and each attempt at it. The delivery's id is the `webhook-id` every attempt
// carries (receivers deduplicate by it). A delivery waits (`pending`, due at `nextAttemptAt`), is being sent
// (`sending`, held until `leaseUntil`: a consumer that died leaves it to the next), and ends `succeeded`, or
// `failed` once its retries are spent or its endpoint was turned off.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { events } from "./events.ts";
import { webhookEndpoints } from "./webhook-endpoints.ts";

export const DELIVERY_STATUSES = ["pending", "sending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The attempts made before the last manual retry or replay: the retry schedule starts again after them. */
    scheduleFrom: integer("schedule_from").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at"),
    leaseUntil: timestamptz("lease_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.endpointId, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    // An event goes to an endpoint once: a retry or a replay sends the same delivery (the same webhook-id) again.
    uniqueIndex("webhook_deliveries_event_key").on(t.eventId, t.endpointId),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: timestamptz("at").notNull(),
    /** The receiver's HTTP status; null when no answer came (refused, timed out). */
    status: integer("status"),
    latencyMs: integer("latency_ms").notNull(),
    /** The first 1 KB of the answer, or why there was none. */
    response: text("response").notNull(),
    nextAttemptAt: timestamptz("next_attempt_at"),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
