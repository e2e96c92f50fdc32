// The bulk routes: up to 1,000 codes created, changed (as JSON or as a CSV file, Content-Type: text/csv) or
// deleted in one request, with a report of every row.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { bulkCreateQrCodes } from "./bulk-create.ts";
import { csvRows } from "./bulk-csv.ts";
import { bulkDeleteQrCodes } from "./bulk-delete.ts";
import { bulkUpdateQrCodes } from "./bulk-update.ts";
import {
  BulkCreateQrCodesSchema,
  BulkCreateReportSchema,
  BulkCsvQuerySchema,
  BulkDeleteQrCodesSchema,
  BulkDeleteReportSchema,
  BulkUpdateQrCodesSchema,
  BulkUpdateReportSchema,
  BulkUpdateRowSchema,
} from "./schemas.ts";

/** The CSV columns that are fields of a code; every other column is a metadata key. */
const CREATE_COLUMNS = ["url", "slug", "domain", "name", "tags", "forward_query"] as const;
const UPDATE_COLUMNS = ["url", "status", "name", "tags", "forward_query"] as const;

/** Documents the CSV body; zod-openapi validates only JSON and form bodies, so the handler reads it. */
const CSV_BODY = {
  "text/csv": {
    schema: z.string().openapi({
      description: "A header line naming the columns, then one code per line (RFC 4180 quoting).",
    }),
  },
};

function isCsv(c: Context): boolean {
  return /^text\/csv\s*(;|$)/i.test(c.req.header("Content-Type") ?? "");
}

function noBody(field: string): never {
  throw validationFailed([
    { path: field, message: `send ${field} as JSON, or a CSV file (Content-Type: text/csv)` },
  ]);
}

export const bulkRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/qr/bulk",
      tags: ["QR codes"],
      summary: "Create up to 1,000 QR codes (JSON or CSV)",
      description: [
        "Needs `qr:write`. Each row is checked as `POST /qr` checks it; `results` says what became of every row, in order. `all_or_nothing` (the default) answers 422 (or 409 for taken slugs) listing every bad row as `codes.<index>.<field>` and writes nothing; `partial` writes the good rows. Body up to 2 MB. Accepts an `Idempotency-Key` header: a retry creates nothing twice.",
        "",
        "**CSV** (`Content-Type: text/csv`, `mode` in the query): the header names the columns `url` (required), `slug`, `domain`, `name`, `tags` (names or ids separated by `;`), `forward_query` (true/false); every other column is a metadata key (`asset_id` or `metadata.asset_id`). An empty cell is left out. Each result also gives the `line` of the file.",
      ].join("\n"),
      middleware: [requirePermission("qr:write")] as const,
      request: {
        query: BulkCsvQuerySchema.pick({ mode: true }),
        // Not `required`: a CSV body is not JSON, so the JSON validator must let it through.
        body: { content: { "application/json": { schema: BulkCreateQrCodesSchema }, ...CSV_BODY } },
      },
      responses: {
        201: jsonResponse(BulkCreateReportSchema, "The report: each row created or failed, in order."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "slug_taken",
          "concurrent_change",
          "destination_blocked",
        ),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      if (isCsv(c)) {
        const { rows, lines } = csvRows(await c.req.text(), CREATE_COLUMNS, "url");
        return c.json(
          await bulkCreateQrCodes(ctx, { mode: c.req.valid("query").mode, codes: rows }, lines),
          201,
        );
      }
      const body = c.req.valid("json");
      if (typeof body !== "object") noBody("codes"); // a POST with no body at all passes the body gate
      return c.json(await bulkCreateQrCodes(ctx, body), 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/qr/bulk",
      tags: ["QR codes"],
      summary: "Change up to 1,000 QR codes (JSON or CSV)",
      description: [
        "Needs `qr:write`. Each row names one code by `match`: its id, or (with `match_by: metadata.<key>`) its value of that metadata key, which must name exactly one live code of the team. A row changes what `PATCH /qr/{id}` changes, checked the same way: `url`, `status`, `forward_query`, `style` (replaced) and `metadata` (merged; null removes a key). `all_or_nothing` (the default) answers 422 listing every bad row as `updates.<index>.<field>` and writes nothing; `partial` writes the good rows. Accepts an `Idempotency-Key` header.",
        "",
        "**CSV** (`Content-Type: text/csv`, `mode` and `match_by` in the query): the match column is `id`, or the metadata key itself (`asset_id` for `match_by=metadata.asset_id`); then `url`, `status`, `name`, `tags` (replaces the code's tags; names or ids separated by `;`), `forward_query`; every other column is a metadata key to set. An empty cell changes nothing.",
      ].join("\n"),
      middleware: [requirePermission("qr:write")] as const,
      request: {
        query: BulkCsvQuerySchema,
        body: { content: { "application/json": { schema: BulkUpdateQrCodesSchema }, ...CSV_BODY } },
      },
      responses: {
        200: jsonResponse(BulkUpdateReportSchema, "The report: each row updated or failed, in order."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "concurrent_change",
          "destination_blocked",
        ),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      if (isCsv(c)) {
        const query = c.req.valid("query");
        const matchBy = query.match_by ?? "id";
        const matchColumn = matchBy === "id" ? "id" : matchBy.slice("metadata.".length);
        const { rows, lines } = csvRows(await c.req.text(), [matchColumn, ...UPDATE_COLUMNS], matchColumn);
        const updates = rows.map(({ [matchColumn]: match, ...row }) => ({ match, ...row }));
        return c.json(await bulkUpdateQrCodes(ctx, { mode: query.mode, match_by: matchBy, updates }, lines));
      }
      const body = c.req.valid("json");
      if (typeof body !== "object") noBody("updates");
      return c.json(await bulkUpdateQrCodes(ctx, body));
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/qr/bulk/delete",
      tags: ["QR codes"],
      summary: "Delete up to 1,000 QR codes",
      description:
        "Needs `qr:write`. Each id is deleted as `DELETE /qr/{id}` deletes (its slug is never reused; scans get 410), in one statement; the report says, in order, which were deleted and which failed (no live code of the team with that id). Accepts an `Idempotency-Key` header.",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(BulkDeleteQrCodesSchema) },
      responses: {
        200: jsonResponse(BulkDeleteReportSchema, "The report: each id deleted or failed, in order."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT),
      },
    }),
    async (c) => c.json(await bulkDeleteQrCodes(c.var.context(), c.req.valid("json")), 200),
  );

// Referenced by the bulk update's rows, which are checked one by one rather than by the route's validator.
bulkRoutes.openAPIRegistry.register("BulkUpdateRow", BulkUpdateRowSchema);
