// The webhook routes: all need `team:admin`.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { listDeliveries, replayDeliveries, retryDelivery, sendTestEvent } from "./deliveries.ts";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from "./endpoint-actions.ts";
import {
  CreatedWebhookSchema,
  CreateWebhookSchema,
  DeliveryListSchema,
  DeliveryPathSchema,
  DeliverySchema,
  ListDeliveriesQuerySchema,
  ListWebhooksQuerySchema,
  ReplayedSchema,
  ReplaySchema,
  RotatedSecretSchema,
  UpdateWebhookSchema,
  WebhookListSchema,
  WebhookSchema,
} from "./schemas.ts";

const TAGS = ["Webhooks"];

export const webhookRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/webhooks",
      tags: TAGS,
      summary: "Add a webhook endpoint",
      description:
        "Needs `team:admin`. Events of the chosen types (and, with `filter`, of some codes) are POSTed to `url` as they happen, signed as the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`); see docs/webhooks.md. The signing secret is in this response only. A team has at most 20 endpoints.",
      middleware: [requirePermission("team:admin")] as const,
      request: { body: jsonRequestBody(CreateWebhookSchema) },
      responses: {
        201: jsonResponse(CreatedWebhookSchema, "Added; the secret is shown only here."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "webhook_limit_reached"),
      },
    }),
    async (c) => {
      const webhook = await createWebhook(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/webhooks/${webhook.id}`);
      return c.json(webhook, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/webhooks",
      tags: TAGS,
      summary: "List the team's webhook endpoints",
      description: "Needs `team:admin`. Newest first, a page at a time. Secrets are never shown again.",
      middleware: [requirePermission("team:admin")] as const,
      request: { query: ListWebhooksQuerySchema },
      responses: {
        200: jsonResponse(WebhookListSchema, "The endpoints."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listWebhooks(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/webhooks/{id}",
      tags: TAGS,
      summary: "Get a webhook endpoint",
      description: "Needs `team:admin`.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(WebhookSchema, "The endpoint."),
        ...problemResponses(...AUTHENTICATED, "webhook_not_found"),
      },
    }),
    async (c) => c.json(await getWebhook(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/webhooks/{id}",
      tags: TAGS,
      summary: "Change a webhook endpoint",
      description:
        "Needs `team:admin`. Any of `url`, `events`, `filter`, `description`, `max_in_flight`, `enabled`. While an endpoint is off it gets no new deliveries; turned back on, it sends those that were already waiting, and `POST /webhooks/{id}/replay` sends what it missed.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateWebhookSchema) },
      responses: {
        200: jsonResponse(WebhookSchema, "Changed."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "webhook_not_found"),
      },
    }),
    async (c) =>
      c.json(await updateWebhook(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/webhooks/{id}",
      tags: TAGS,
      summary: "Delete a webhook endpoint",
      description: "Needs `team:admin`. Its deliveries go with it.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "webhook_not_found"),
      },
    }),
    async (c) => {
      await deleteWebhook(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/webhooks/{id}/rotate-secret",
      tags: TAGS,
      summary: "Rotate a webhook's signing secret",
      description:
        "Needs `team:admin`. Answers a new secret, once. For 24 hours every request carries two signatures, one with each secret (the specification's list), so a receiver can switch to the new one without losing a request.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(RotatedSecretSchema, "The new secret."),
        ...problemResponses(...AUTHENTICATED, ...IDEMPOTENT, "webhook_not_found"),
      },
    }),
    async (c) => c.json(await rotateWebhookSecret(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/webhooks/{id}/test",
      tags: TAGS,
      summary: "Send a test event",
      description:
        "Needs `team:admin`. Sends a `webhook.test` event to this endpoint now (whether it is enabled or not). Answers the delivery; its attempts show what the endpoint answered (`GET /webhooks/{id}/deliveries`).",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        202: jsonResponse(DeliverySchema, "Queued."),
        ...problemResponses(...AUTHENTICATED, ...IDEMPOTENT, "webhook_not_found"),
      },
    }),
    async (c) => c.json(await sendTestEvent(c.var.context(), c.req.valid("param").id), 202),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/webhooks/{id}/deliveries",
      tags: TAGS,
      summary: "List a webhook's deliveries",
      description:
        "Needs `team:admin`. Newest first, a page at a time (`status` narrows), each with its latest attempts: when, the HTTP status (or none), latency, the first 1 KB of the answer, and when it is tried next.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema, query: ListDeliveriesQuerySchema },
      responses: {
        200: jsonResponse(DeliveryListSchema, "The deliveries."),
        ...problemResponses(...AUTHENTICATED, "webhook_not_found", "validation_failed"),
      },
    }),
    async (c) =>
      c.json(await listDeliveries(c.var.context(), c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/webhooks/{id}/deliveries/{deliveryId}/retry",
      tags: TAGS,
      summary: "Retry a delivery",
      description:
        "Needs `team:admin`. Sends the delivery again now (same `webhook-id`), with a fresh retry schedule, whatever its state; one being sent is left to finish.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: DeliveryPathSchema },
      responses: {
        202: jsonResponse(DeliverySchema, "Queued."),
        ...problemResponses(...AUTHENTICATED, ...IDEMPOTENT, "webhook_not_found", "delivery_not_found"),
      },
    }),
    async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      return c.json(await retryDelivery(c.var.context(), id, deliveryId), 202);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/webhooks/{id}/replay",
      tags: TAGS,
      summary: "Replay events since a time",
      description:
        "Needs `team:admin`. Queues every event since `since` (at most 30 days ago) that the endpoint takes now: again where it was delivered before (same `webhook-id`, so a receiver that kept what it saw can skip it), and for the first time where it was not.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(ReplaySchema) },
      responses: {
        202: jsonResponse(ReplayedSchema, "Queued."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "webhook_not_found"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const { since } = c.req.valid("json");
      const scanHost = new URL(ctx.scanBaseUrl).hostname;
      return c.json(await replayDeliveries(ctx, c.req.valid("param").id, since, scanHost), 202);
    },
  );
