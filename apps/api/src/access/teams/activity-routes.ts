// GET /teams/{id}/activity: the team's audit log (access/audit/), for its admins.
import { createRoute } from "@hono/zod-openapi";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { listAuditLog } from "../audit/read-audit.ts";
import { ActivityListSchema, ActivityQuerySchema } from "../audit/schemas.ts";
import { ownTeam } from "../auth/own-team.ts";
import { requirePermission } from "../auth/require-permission.ts";
import { TeamPathSchema } from "./schemas.ts";

export const activityRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/teams/{id}/activity",
    tags: ["Teams"],
    summary: "Read the team's activity log",
    description:
      "Needs `team:admin`. The team's audit log, newest first, a page at a time: `GET /audit-log` is the same with filters and exports.",
    middleware: [requirePermission("team:admin")] as const,
    request: { params: TeamPathSchema, query: ActivityQuerySchema },
    responses: {
      200: jsonResponse(ActivityListSchema, "A page of the log."),
      ...problemResponses(...AUTHENTICATED, "team_not_found", "validation_failed"),
    },
  }),
  async (c) => {
    const ctx = c.var.context();
    const teamId = ownTeam(ctx, c.req.valid("param").id);
    return c.json(await listAuditLog(ctx.db, teamId, c.req.valid("query")), 200);
  },
);
