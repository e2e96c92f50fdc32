// The audit log: GET /audit-log (filtered, a page at a time) and GET /audit-log/export (a CSV or NDJSON file of a
// filter's entries), for the team's owners and admins.
import { createRoute } from "@hono/zod-openapi";
import { AUTHENTICATED, jsonResponse, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { requirePermission } from "../auth/require-permission.ts";
import { auditExport, listAuditLog } from "./read-audit.ts";
import {
  ActivityListSchema,
  AuditExportQuerySchema,
  AuditLogQuerySchema,
  MAX_EXPORTED_ENTRIES,
} from "./schemas.ts";

const CONTENT_TYPES = { csv: "text/csv; charset=utf-8", ndjson: "application/x-ndjson" } as const;

export const auditRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/audit-log",
      tags: ["Audit log"],
      summary: "Read the audit log",
      description:
        "Needs `team:admin`. Every change made in the team and every security event, newest first: who (a person, an API key or an assistant's grant, the system), from which address and user agent, in which request, on what, and for a code's change its fields before and after. Filters by actor, action (`qr.*` for a kind), target and time; entries are kept 365 days, or as long as the team's `audit_retention_days` (up to seven years), and are never changed.",
      middleware: [requirePermission("team:admin")] as const,
      request: { query: AuditLogQuerySchema },
      responses: {
        200: jsonResponse(ActivityListSchema, "A page of the log."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      return c.json(await listAuditLog(ctx.db, ctx.caller.teamId, c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/audit-log/export",
      tags: ["Audit log"],
      summary: "Export the audit log",
      description: `Needs \`team:admin\`. The filter's entries, newest first, as CSV (a header, then a row an entry; \`details\` and \`change\` as JSON) or NDJSON (the entries as \`GET /audit-log\` shows them), streamed; at most ${MAX_EXPORTED_ENTRIES.toLocaleString("en")} entries a file: export a longer range in parts.`,
      middleware: [requirePermission("team:admin")] as const,
      request: { query: AuditExportQuerySchema },
      responses: {
        200: {
          description: "The file.",
          content: {
            "text/csv": { schema: { type: "string" } },
            "application/x-ndjson": { schema: { type: "string" } },
          },
        },
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const { format, ...filter } = c.req.valid("query");
      const day = new Date(ctx.now()).toISOString().slice(0, 10);
      return c.body(auditExport(ctx.db, ctx.caller.teamId, filter, format), 200, {
        "Content-Type": CONTENT_TYPES[format],
        "Content-Disposition": `attachment; filename="audit-log-${day}.${format}"`,
      });
    },
  );
