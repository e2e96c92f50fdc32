// The events API: what the webhooks push, pulled.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { listEvents } from "./list-events.ts";
import { EventListSchema, ListEventsQuerySchema } from "./schemas.ts";

export const eventRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/events",
    tags: ["Events"],
    summary: "List the team's events",
    description:
      "Needs `team:admin`. The team's events of the last 30 days, oldest first: the same objects webhooks deliver, so a receiver that was down catches up by reading on from the last event it saw (`after=evt_…`) until `next_cursor` is null; an event is listed once every change that began before it has ended (milliseconds), so reading on never skips one that commits late. `type` narrows to some types. A page holds at most `limit` events (1-100, default 50) and at most 2,000 scans of `scan.batch` events past its first event.",
    middleware: [requirePermission("team:admin")] as const,
    request: { query: ListEventsQuerySchema },
    responses: {
      200: jsonResponse(EventListSchema, "A page of events."),
      ...problemResponses(...AUTHENTICATED, "validation_failed"),
    },
  }),
  async (c) => c.json(await listEvents(c.var.context(), c.req.valid("query")), 200),
);
