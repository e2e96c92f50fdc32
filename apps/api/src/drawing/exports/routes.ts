// The export routes: make a print-ready export of many codes (a job), follow its progress, download its file.

import { createRoute } from "@hono/zod-openapi";
import { activityEntry, actorOf } from "../../access/activity/record-activity.ts";
import { assertMay, requirePermission } from "../../access/auth/require-permission.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { openTeamFile } from "../../lib/team-files.ts";
import { createExport, getExport, listExports } from "./export-actions.ts";
import { EXPORT_CONTENT_TYPES, exportNotFound, findExport } from "./export-store.ts";
import { CreateExportSchema, ExportListSchema, ExportSchema, ListExportsQuerySchema } from "./schemas.ts";

export const exportRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/exports",
      tags: ["Exports"],
      summary: "Export codes for print (ZIP or PDF), or raw scans (CSV or NDJSON)",
      description:
        "Needs `qr:read`. Selects up to 2,000 codes by ids, a filter or a bulk create's `bulk_id`, and answers 202 with a job: poll `GET /exports/{id}` for `done` of `total`, then download `file_url`. Each code is drawn as its image is (design, style, logo); one that cannot be drawn at the export's size is listed in `skipped` with why. With `kind: \"scans\"` (needs `scans:read` too), a range of raw scans as CSV or NDJSON, up to 10,000,000 scans: `options.raw_scans_since` says from when raw scans are kept. Files are kept 7 days. Accepts an `Idempotency-Key` header.",
      middleware: [requirePermission("qr:read")] as const,
      request: {
        body: { required: true, content: { "application/json": { schema: CreateExportSchema } } },
      },
      responses: {
        202: jsonResponse(ExportSchema, "The export, queued."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT),
      },
    }),
    async (c) => {
      const job = await createExport(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/exports/${job.id}`);
      return c.json(job, 202);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/exports",
      tags: ["Exports"],
      summary: "List exports",
      description: "Needs `qr:read`. The team's exports of the last 7 days, newest first.",
      middleware: [requirePermission("qr:read")] as const,
      request: { query: ListExportsQuerySchema },
      responses: {
        200: jsonResponse(ExportListSchema, "A page of exports."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listExports(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/exports/{id}",
      tags: ["Exports"],
      summary: "Get an export and its progress",
      description: "Needs `qr:read`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(ExportSchema, "The export."),
        ...problemResponses(...AUTHENTICATED, "export_not_found"),
      },
    }),
    async (c) => c.json(await getExport(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/exports/{id}/file",
      tags: ["Exports"],
      summary: "Download an export's file",
      description:
        "Needs `qr:read` (and `scans:read` for a scan export). 409 `export_not_ready` until the export has succeeded.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: {
          description: "The ZIP, the PDF, the CSV or the NDJSON.",
          content: {
            "application/zip": { schema: { type: "string", format: "binary" } },
            "application/pdf": { schema: { type: "string", format: "binary" } },
            "text/csv": { schema: { type: "string" } },
            "application/x-ndjson": { schema: { type: "string" } },
          },
        },
        ...problemResponses(...AUTHENTICATED, "export_not_found", "export_not_ready"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const row = (await findExport(ctx.db, ctx.caller, c.req.valid("param").id)) ?? exportNotFound();
      if (row.format === "csv" || row.format === "ndjson") assertMay(ctx.caller, "scans:read");
      const file = row.status === "succeeded" && row.r2Key ? await openTeamFile(ctx.files, row.r2Key) : null;
      if (!file)
        throw new ApiError("export_not_ready", `This export is ${row.status}; it has no file to download.`);
      await activityEntry(ctx.db, {
        teamId: ctx.caller.teamId,
        actor: actorOf(ctx.caller),
        action: "export.downloaded",
        targetId: row.id,
        details: { format: row.format },
      });
      return c.body(file.body, 200, {
        "Content-Type": EXPORT_CONTENT_TYPES[row.format],
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="${row.format === "csv" || row.format === "ndjson" ? "qr-scans" : "qr-codes"}-${row.id}.${row.format}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
    },
  );
