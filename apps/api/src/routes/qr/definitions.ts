// The QR code routes as OpenAPI definitions: paths, inputs, outputs, permissions.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../auth/require-permission.ts";
import {
  AUTHENTICATED,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../openapi/responses.ts";
import {
  CreateQrCodeSchema,
  IdParamSchema,
  ListQrCodesQuerySchema,
  QrCodeListSchema,
  QrCodeSchema,
  UpdateQrCodeSchema,
} from "../../openapi/schemas.ts";

export const createQrCodeRoute = createRoute({
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
    ...problemResponses(...AUTHENTICATED, ...WITH_BODY, 409),
  },
});

export const listQrCodesRoute = createRoute({
  method: "get",
  path: "/qr",
  tags: ["QR codes"],
  summary: "List QR codes",
  description: "Needs `qr:read`. Newest first; follow `next_cursor` until it is null.",
  middleware: [requirePermission("qr:read")] as const,
  request: { query: ListQrCodesQuerySchema },
  responses: {
    200: jsonResponse(QrCodeListSchema, "A page of codes."),
    ...problemResponses(...AUTHENTICATED, 422),
  },
});

export const getQrCodeRoute = createRoute({
  method: "get",
  path: "/qr/{id}",
  tags: ["QR codes"],
  summary: "Get a QR code",
  description: "Needs `qr:read`.",
  middleware: [requirePermission("qr:read")] as const,
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(QrCodeSchema, "The code."), ...problemResponses(...AUTHENTICATED, 404) },
});

export const updateQrCodeRoute = createRoute({
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
    ...problemResponses(...AUTHENTICATED, ...WITH_BODY, 404),
  },
});

export const deleteQrCodeRoute = createRoute({
  method: "delete",
  path: "/qr/{id}",
  tags: ["QR codes"],
  summary: "Delete a QR code",
  description: "Needs `qr:write`. Scans of a deleted code get 410; its slug is never reused.",
  middleware: [requirePermission("qr:write")] as const,
  request: { params: IdParamSchema },
  responses: { 204: { description: "Deleted." }, ...problemResponses(...AUTHENTICATED, 404) },
});
