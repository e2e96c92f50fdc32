// GET /teams/{id}/activity: what was done in the team, by whom, for its admins.
import { createRoute } from "@hono/zod-openapi";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { requirePermission } from "../auth/require-permission.ts";
import { ActivityListSchema, ActivityQuerySchema } from "./activity-schemas.ts";
import { listActivity } from "./list-activity.ts";
import { TeamPathSchema } from "./schemas.ts";

export const activityRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/teams/{id}/activity",
    tags: ["Teams"],
    summary: "Read the team's activity log",
    description:
      "Needs `team:admin`. Keys created and revoked; members invited, joined, changed, removed and left; codes created, destinations changed, codes deleted. Newest first, a page at a time.",
    middleware: [requirePermission("team:admin")] as const,
    request: { params: TeamPathSchema, query: ActivityQuerySchema },
    responses: {
      200: jsonResponse(ActivityListSchema, "A page of the log."),
      ...problemResponses(...AUTHENTICATED, "team_not_found", "validation_failed"),
    },
  }),
  async (c) =>
    c.json(await listActivity(c.var.context(), c.req.valid("param").id, c.req.valid("query")), 200),
);
