// POST /qr/{id}/print-check: check a printed code from a phone's photo of it.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses, WITH_BODY } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { checkPrintedCode } from "./check-print.ts";
import { PrintCheckQuerySchema, PrintCheckSchema } from "./schemas.ts";

export const printCheckRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/qr/{id}/print-check",
    tags: ["QR codes"],
    summary: "Check a printed code from a photo",
    description:
      "Needs `qr:read`. The body is a photo of the printed code (PNG or JPEG, at most 8 MB and 16 megapixels; HEIC: share as JPEG). The answer says whether it reads, and as this code; a module's size in the photo, the contrast and the light margin measured; with `printed_width_mm`, from how far it reads; and advice in plain words. Nothing is stored.",
    middleware: [requirePermission("qr:read")] as const,
    request: {
      params: IdParamSchema,
      query: PrintCheckQuerySchema,
      body: {
        required: true,
        content: {
          "image/jpeg": { schema: { type: "string" as const, format: "binary" } },
          "image/png": { schema: { type: "string" as const, format: "binary" } },
        },
      },
    },
    responses: {
      200: jsonResponse(PrintCheckSchema, "The verdict."),
      ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "qr_not_found"),
    },
  }),
  async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const verdict = await checkPrintedCode(
      c.var.context(),
      c.req.valid("param").id,
      bytes,
      c.req.valid("query").printed_width_mm,
    );
    return c.json(verdict, 200);
  },
);
