// A code's page clicks: what scanners did on the page a scan showed.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { readClicks } from "./read-clicks.ts";
import { ClicksQuerySchema, ClicksSchema } from "./schemas.ts";

export const clickRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/qr/{id}/clicks",
    tags: ["Analytics"],
    summary: "Get a code's page clicks",
    description:
      "Needs `analytics:read`. What scanners did on the code's page: links followed, contacts and calendar files taken, documents opened and downloaded. Each click is tied to the scan that showed the page; page views themselves are scans (GET /qr/{id}/analytics).",
    middleware: [requirePermission("analytics:read")] as const,
    request: { params: IdParamSchema, query: ClicksQuerySchema },
    responses: {
      200: jsonResponse(ClicksSchema, "The code's clicks."),
      ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
    },
  }),
  async (c) => c.json(await readClicks(c.var.context(), c.req.valid("param").id, c.req.valid("query")), 200),
);
