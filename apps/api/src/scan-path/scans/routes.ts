// The raw scans: a code's, and the whole team's. Both need `scans:read` (the `device_tracking` preset).
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { listCodeScans, listScans } from "./list-scans.ts";
import { CodeScansQuerySchema, ScanListSchema, TeamScansQuerySchema } from "./schemas.ts";

const FILTERS =
  "Filters: `from` and `to` (ISO 8601; a date is its UTC midnight), `country` (ISO 3166), `device` (`mobile`, `tablet`, `desktop`, `other`), `bot` (`true` or `false`)";
const RETENTION =
  "Raw scans are kept for the deployment's retention (13 months by default, docs/privacy.md); analytics keep every period.";

export const scanRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}/scans",
      tags: ["Scans"],
      summary: "List the raw scans of a QR code",
      description: `Needs \`scans:read\` (the \`device_tracking\` preset). Newest first, a page at a time (\`limit\` 1-100, default 50; \`cursor\`); never an IP address. ${FILTERS}. ${RETENTION}`,
      middleware: [requirePermission("scans:read")] as const,
      request: { params: IdParamSchema, query: CodeScansQuerySchema },
      responses: {
        200: jsonResponse(ScanListSchema, "A page of scans."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) =>
      c.json(await listCodeScans(c.var.context(), c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/scans",
      tags: ["Scans"],
      summary: "List the team's raw scans",
      description: `Needs \`scans:read\`. Every code's scans (deleted codes' included), newest first, a page at a time. ${FILTERS}, \`code\` (an id), \`tag\` (id or name, in any case), \`domain\` (a hostname). For large ranges, \`POST /exports\` with \`kind: "scans"\`. ${RETENTION}`,
      middleware: [requirePermission("scans:read")] as const,
      request: { query: TeamScansQuerySchema },
      responses: {
        200: jsonResponse(ScanListSchema, "A page of scans."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listScans(c.var.context(), c.req.valid("query")), 200),
  );
