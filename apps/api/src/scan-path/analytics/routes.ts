// Analytics of a QR code and of the team (the raw scans are scan-path/scans/routes.ts).
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { readAnalytics } from "./read-analytics.ts";
import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  TeamAnalyticsQuerySchema,
  TeamAnalyticsSchema,
} from "./schemas.ts";

export const analyticsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}/analytics",
      tags: ["Analytics"],
      summary: "Read scan analytics of a QR code",
      description:
        "Needs `analytics:read`. `{ analytics: { totalScans, scansByDevice, scansByCountry, … } }` over `from`..`to` (UTC days, default: all time). Bots are excluded from every figure but `botScans`. Served from rollups, updated within seconds of a scan.",
      middleware: [requirePermission("analytics:read")] as const,
      request: { params: IdParamSchema, query: AnalyticsQuerySchema },
      responses: {
        200: jsonResponse(AnalyticsSchema, "The analytics."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) =>
      c.json(
        await readAnalytics(c.var.context(), { qrId: c.req.valid("param").id }, c.req.valid("query")),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/analytics",
      tags: ["Analytics"],
      summary: "Read scan analytics of the whole team",
      description:
        "Needs `analytics:read`. The same figures as a code's analytics, over every code of the team (deleted codes' scans included), plus `topCodes`: the most scanned live codes of the range; `campaign` narrows it to the codes of one UTM campaign (deleted ones' scans included too). `from` defaults to the day the team was created. One request, whatever the number of codes.",
      middleware: [requirePermission("analytics:read")] as const,
      request: { query: TeamAnalyticsQuerySchema },
      responses: {
        200: jsonResponse(TeamAnalyticsSchema, "The team's analytics."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { analytics } = await readAnalytics(
        c.var.context(),
        { team: true, campaign: query.campaign },
        query,
      );
      return c.json({ analytics: { ...analytics, topCodes: analytics.topCodes ?? [] } }, 200);
    },
  );
