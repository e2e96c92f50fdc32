// The webhook endpoint and its deliveries as the API accepts and shows them.
import { z } from "@hono/zod-openapi";
import { DELIVERY_STATUSES } from "@qr/db";
import {
  Instant,
  idParam,
  MAX_ID_LENGTH,
  pageOf,
  pageQuery,
  Timestamp,
} from "../../http/openapi/shared-schemas.ts";
import { EventTypeSchema } from "../feed/schemas.ts";

export const MAX_WEBHOOKS_PER_TEAM = 20;
export const MAX_URL_LENGTH = 2048;
export const MAX_IN_FLIGHT = 20;

const FilterSchema = z
  .strictObject({
    code_ids: z.array(z.string().min(1).max(MAX_ID_LENGTH)).max(100).optional().openapi({
      description: "Only these codes (their ids).",
    }),
    tags: z.array(z.string().min(1).max(100)).max(50).optional().openapi({
      description:
        "Only codes with one of these tags (each an id or a name, in any case, of the team's tags; kept as ids, so renaming a tag keeps the filter).",
    }),
    domains: z.array(z.string().min(1).max(253)).max(50).optional().openapi({
      description: "Only codes on one of these hostnames (the service's own scan host included).",
    }),
    folders: z.array(z.string().min(1).max(MAX_ID_LENGTH)).max(50).optional().openapi({
      description: "Only codes in one of these folders (their ids), as they are when the event is sent.",
    }),
  })
  .openapi("WebhookFilter", {
    description:
      "Which codes' events and scans the endpoint receives; every part given must match. Code events and `scan.batch` are filtered (a batch carries only the scans of matching codes, and none is sent when no scan matches); `domain.*` events by `domains`; other events are not about a code and always sent.",
  });

const Events = z
  .array(EventTypeSchema)
  .min(1)
  .max(50)
  .transform((types) => [...new Set(types)])
  .openapi({ description: "The event types to receive." });

const Url = z.string().min(1).max(MAX_URL_LENGTH).openapi({
  description:
    "Where events are POSTed: https, on a public host (no credentials, private, loopback or reserved addresses, or hosts of this service). Redirects are not followed.",
  example: "https://hooks.example.com/qr",
});

const Description = z.string().trim().max(500).nullable();
const MaxInFlight = z
  .int()
  .min(1)
  .max(MAX_IN_FLIGHT)
  .openapi({
    description: `Requests sent to the endpoint at once, at most (1-${MAX_IN_FLIGHT}, default 5).`,
  });

export const CreateWebhookSchema = z
  .strictObject({
    url: Url,
    events: Events,
    description: Description.optional(),
    filter: FilterSchema.optional(),
    enabled: z.boolean().default(true),
    max_in_flight: MaxInFlight.default(5),
  })
  .openapi("CreateWebhook");
export type CreateWebhook = z.infer<typeof CreateWebhookSchema>;

export const UpdateWebhookSchema = z
  .strictObject({
    url: Url.optional(),
    events: Events.optional(),
    description: Description.optional(),
    filter: FilterSchema.optional(),
    enabled: z.boolean().optional().openapi({
      description:
        "`false` stops new deliveries (events still happen: `GET /events` and a replay have them for 30 days); `true` sends the deliveries that were already waiting, and clears the reason the service turned it off for.",
    }),
    max_in_flight: MaxInFlight.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateWebhook");
export type UpdateWebhook = z.infer<typeof UpdateWebhookSchema>;

export const WebhookSchema = z
  .object({
    id: z.string().openapi({ example: "wh_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(EventTypeSchema),
    filter: z.object({
      code_ids: z.array(z.string()),
      tags: z.array(z.string()),
      domains: z.array(z.string()),
      folders: z.array(z.string()),
    }),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().openapi({
      description:
        "Why the service turned it off (it answered 410 Gone, or failed for 5 days); null otherwise.",
    }),
    max_in_flight: z.int(),
    failing_since: Timestamp.nullable().openapi({
      description: "Since when every attempt has failed; null once one succeeds.",
    }),
    previous_secret_expires_at: Timestamp.nullable().openapi({
      description: "After a rotation: until when the previous secret signs beside the new one.",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("Webhook");

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().openapi({
    description: "The signing secret (`whsec_…`). Shown once; stored encrypted.",
    example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  }),
}).openapi("CreatedWebhook");

export const RotatedSecretSchema = z
  .object({
    secret: z.string().openapi({ description: "The new signing secret. Shown once." }),
    previous_secret_expires_at: Timestamp.openapi({
      description: "Until then, requests carry a signature of the old secret beside the new one.",
    }),
  })
  .openapi("RotatedWebhookSecret");

export const AttemptSchema = z
  .object({
    attempt: z.int(),
    at: Timestamp,
    status: z.int().nullable().openapi({ description: "The receiver's HTTP status; null when none came." }),
    latency_ms: z.int(),
    response: z.string().openapi({ description: "The first 1 KB of the answer, or why there was none." }),
    next_attempt_at: Timestamp.nullable().openapi({
      description: "When it is tried again after this attempt.",
    }),
  })
  .openapi("WebhookAttempt");

export const DeliverySchema = z
  .object({
    id: z.string().openapi({
      description: "Also the `webhook-id` header of every attempt.",
      example: "msg_01jd6m3q2x8f7k0v9w4c5b1n2z",
    }),
    webhook_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(DELIVERY_STATUSES).openapi({
      description:
        "`pending` (waiting for its next attempt), `sending`, `succeeded` or `failed` (its retries spent).",
    }),
    attempt_count: z.int(),
    next_attempt_at: Timestamp.nullable(),
    created_at: Timestamp,
    attempts: z.array(AttemptSchema).openapi({ description: "Each attempt, the latest first (at most 20)." }),
  })
  .openapi("WebhookDelivery");

export const DeliveryListSchema = pageOf(DeliverySchema).openapi("WebhookDeliveryList");

export const ListDeliveriesQuerySchema = z.object({
  ...pageQuery(20),
  status: z.enum(DELIVERY_STATUSES).optional(),
});

export const WebhookListSchema = pageOf(WebhookSchema).openapi("WebhookList");
export const ListWebhooksQuerySchema = z.object(pageQuery(20));

export const DeliveryPathSchema = z.object({
  id: idParam("id", "wh_01jd6m3q2x8f7k0v9w4c5b1n2z"),
  deliveryId: idParam("deliveryId", "msg_01jd6m3q2x8f7k0v9w4c5b1n2z"),
});

export const ReplaySchema = z
  .strictObject({
    since: Instant.openapi({ description: "Every event since this instant (at most 30 days ago)." }),
  })
  .openapi("ReplayWebhook");

export const ReplayedSchema = z
  .object({ queued: z.int().openapi({ description: "Deliveries queued again or for the first time." }) })
  .openapi("ReplayedWebhook");
