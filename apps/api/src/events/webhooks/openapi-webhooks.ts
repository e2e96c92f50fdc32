// The OpenAPI 3.1 `webhooks` section: one entry per event type (and the test event), with the request the service
// sends (its body's schema, the Standard Webhooks headers) and what each answer makes it do. Client libraries read
// the event types from it.
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { EVENT_DESCRIPTIONS, EVENT_TYPES, TEST_EVENT_TYPE } from "../feed/catalog.ts";
import { eventSchemaOf, TestEventSchema, WebhookPayloadSchema } from "../feed/schemas.ts";

const HEADERS = z.object({
  "webhook-id": z.string().openapi({
    description:
      "The delivery's id (`msg_…`): the same on every attempt of it, so a receiver deduplicates by it.",
  }),
  "webhook-timestamp": z
    .string()
    .openapi({ description: "When this attempt was signed, in seconds since 1970." }),
  "webhook-signature": z.string().openapi({
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the endpoint\'s secret (two for a day after a rotation). Verify with `verifyWebhook` (Node), `verify_webhook` (Python) or any Standard Webhooks library.',
  }),
});

const ANSWERS = {
  200: { description: "Any 2xx: delivered." },
  410: { description: "Gone: the endpoint is turned off, and the team's admins are told." },
  500: {
    description:
      "Anything else, or no answer within 10 s: tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (with jitter), or when `Retry-After` says.",
  },
};

type Registry = OpenAPIHono["openAPIRegistry"];

export function registerWebhooks(registry: Registry): void {
  registry.register("WebhookPayload", WebhookPayloadSchema);
  const entries = [
    ...EVENT_TYPES.map((type) => ({
      type,
      description: EVENT_DESCRIPTIONS[type],
      schema: eventSchemaOf(type),
    })),
    {
      type: TEST_EVENT_TYPE,
      description: "Sent to one endpoint on request (`POST /webhooks/{id}/test`).",
      schema: TestEventSchema,
    },
  ];
  for (const { type, description, schema } of entries) {
    registry.registerWebhook({
      method: "post",
      path: type,
      summary: type,
      description,
      tags: ["Webhooks"],
      request: { headers: HEADERS, body: { required: true, content: { "application/json": { schema } } } },
      responses: ANSWERS,
    });
  }
}
