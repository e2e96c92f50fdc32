// The QR code routes: each states its contract (path, input, output, permission, errors) and calls one action.
import { createRoute } from "@hono/zod-openapi";
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
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { createQrCode } from "./create-qr-code.ts";
import { deleteQrCode } from "./delete-qr-code.ts";
import { getQrCode } from "./get-qr-code.ts";
import { listQrCodes } from "./list-qr-codes.ts";
import {
  CreateQrCodeSchema,
  ListQrCodesQuerySchema,
  QrCodeListSchema,
  QrCodeSchema,
  UpdateQrCodeSchema,
} from "./schemas.ts";
import { updateQrCode } from "./update-qr-code.ts";

export const qrRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/qr",
      tags: ["QR codes"],
      summary: "Create a dynamic QR code",
      description:
        "Needs `qr:write`. Accepts an `Idempotency-Key` header. The destination is checked (http/https, no credentials, no private or internal hosts).",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(CreateQrCodeSchema) },
      responses: {
        201: jsonResponse(QrCodeSchema, "Created; `Location` points to the new code."),
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
      const code = await createQrCode(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/qr/${code.id}`);
      return c.json(code, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/qr",
      tags: ["QR codes"],
      summary: "List QR codes",
      description: "Needs `qr:read`. Newest first; follow `next_cursor` until it is null.",
      middleware: [requirePermission("qr:read")] as const,
      request: { query: ListQrCodesQuerySchema },
      responses: {
        200: jsonResponse(QrCodeListSchema, "A page of codes."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listQrCodes(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/qr/{id}",
      tags: ["QR codes"],
      summary: "Get a QR code",
      description: "Needs `qr:read`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(QrCodeSchema, "The code."),
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) => c.json(await getQrCode(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/qr/{id}",
      tags: ["QR codes"],
      summary: "Update a QR code (destination, status, metadata, style)",
      description:
        "Needs `qr:write`. A new destination reaches every scan within the redirect worker's cache window (KV_CACHE_TTL + ISOLATE_CACHE_TTL, 65 s by default).",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateQrCodeSchema) },
      responses: {
        200: jsonResponse(QrCodeSchema, "The updated code."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "qr_not_found", "destination_blocked"),
      },
    }),
    async (c) =>
      c.json(await updateQrCode(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/qr/{id}",
      tags: ["QR codes"],
      summary: "Delete a QR code",
      description: "Needs `qr:write`. Scans of a deleted code get 410; its slug is never reused.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
      },
    }),
    async (c) => {
      await deleteQrCode(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
