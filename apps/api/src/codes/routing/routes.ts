// The smart-destination routes of a code: its version history with restore, and its scheduled changes.
// Rules, validity and the cap themselves are fields of the code (POST and PATCH /qr).
import { createRoute, z } from "@hono/zod-openapi";
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
import { IdParamSchema, idParam } from "../../http/openapi/shared-schemas.ts";
import { QrCodeSchema } from "../qr/schemas.ts";
import { cancelScheduledChange, listScheduledChanges, scheduleChange } from "./schedule.ts";
import {
  CancelledChangeSchema,
  CreateScheduledChangeSchema,
  ScheduledChangeCreatedSchema,
  ScheduledChangeListSchema,
  VersionListQuerySchema,
  VersionListSchema,
} from "./schemas.ts";
import { listVersions, restoreVersion } from "./versions.ts";

const VersionParamsSchema = z.object({
  id: IdParamSchema.shape.id,
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .openapi({ param: { name: "version", in: "path" }, example: 3 }),
});
const ChangeParamsSchema = z.object({
  id: IdParamSchema.shape.id,
  change_id: idParam("change_id", "sch_01jd6m3q2x8f7k0v9w4c5b1n2z"),
});

export const routingRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}/versions",
      tags: ["Smart destinations"],
      summary: "List a code's versions",
      description:
        "Needs `qr:read`. Every change of what scans get (destination, rules, validity, cap, status, scheduled changes), newest first, with who made it. Scan analytics split by `version`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema, query: VersionListQuerySchema },
      responses: {
        200: jsonResponse(VersionListSchema, "A page of versions."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) =>
      c.json(await listVersions(c.var.context(), c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/qr/{id}/versions/{version}/restore",
      tags: ["Smart destinations"],
      summary: "Restore a version",
      description:
        "Needs `qr:write`. The version's url (a url code) or content (a page or app code; a static code's content is printed and stays), its rules, A/B split, validity, fallback, cap and forward_query become the code's newest version (the status stays as it is). Answers the code with `effective_by`.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: VersionParamsSchema },
      responses: {
        200: jsonResponse(QrCodeSchema, "The code, now at a new version."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...IDEMPOTENT,
          "qr_not_found",
          "version_not_found",
          "validation_failed",
          "destination_blocked",
        ),
      },
    }),
    async (c) => {
      const { id, version } = c.req.valid("param");
      return c.json(await restoreVersion(c.var.context(), id, version), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}/schedule",
      tags: ["Smart destinations"],
      summary: "List a code's scheduled changes",
      description: "Needs `qr:read`. The pending changes, soonest first; applied ones show in the versions.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(ScheduledChangeListSchema, "The pending changes."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) => c.json(await listScheduledChanges(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/qr/{id}/schedule",
      tags: ["Smart destinations"],
      summary: "Schedule a change",
      description:
        "Needs `qr:write`. From `at` on, scans get the new `url` and/or `rules`. The redirect record carries the change, so every edge switches at that exact second (when `at` is later than the answer's `effective_by`); the cron then records it as a version. At most 10 pending per code.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(CreateScheduledChangeSchema) },
      responses: {
        201: jsonResponse(ScheduledChangeCreatedSchema, "The scheduled change."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "qr_not_found",
          "destination_blocked",
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const change = await scheduleChange(c.var.context(), id, c.req.valid("json"));
      c.header("Location", `/api/v1/qr/${id}/schedule`);
      return c.json(change, 201);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/qr/{id}/schedule/{change_id}",
      tags: ["Smart destinations"],
      summary: "Cancel a scheduled change",
      description: "Needs `qr:write`. Only a pending change can be cancelled.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: ChangeParamsSchema },
      responses: {
        200: jsonResponse(CancelledChangeSchema, "The cancelled change."),
        ...problemResponses(
          ...AUTHENTICATED,
          "qr_not_found",
          "scheduled_change_not_found",
          "validation_failed",
        ),
      },
    }),
    async (c) => {
      const { id, change_id } = c.req.valid("param");
      return c.json(await cancelScheduledChange(c.var.context(), id, change_id), 200);
    },
  );
