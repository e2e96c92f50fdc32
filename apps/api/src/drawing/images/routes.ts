// GET /qr/{id}/image: the code's short URL as an image.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, problemResponses } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { ifNoneMatchHits } from "../../lib/etag.ts";
import { drawQrImage } from "./render-image.ts";
import { ImageQuerySchema } from "./schemas.ts";

export const imageRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/qr/{id}/image",
    tags: ["QR codes"],
    summary: "Get the QR code image",
    description:
      "Needs `qr:read`. Encodes the code's `qr_content` (its short_url; a Wi-Fi code's network) with its stored style; query parameters override the style for this request. SVG, PNG, or vector PDF and EPS for print. A style that would not scan is refused (422). Supports If-None-Match (304).",
    middleware: [requirePermission("qr:read")] as const,
    request: { params: IdParamSchema, query: ImageQuerySchema },
    responses: {
      200: {
        description: "The image.",
        content: {
          "image/svg+xml": { schema: { type: "string" } },
          "image/png": { schema: { type: "string", format: "binary" } },
          "application/pdf": { schema: { type: "string", format: "binary" } },
          "application/postscript": { schema: { type: "string" } },
        },
      },
      304: { description: "Not modified (If-None-Match)." },
      ...problemResponses(...AUTHENTICATED, "qr_not_found", "validation_failed"),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { download, ...request } = query;
    const image = await drawQrImage(c.var.context(), c.req.valid("param").id, request);
    const headers: Record<string, string> = {
      ETag: image.etag,
      // Private (it needs a key) and cheap to revalidate with the ETag: a 304 encodes nothing.
      "Cache-Control": "private, no-cache",
      Vary: "Authorization",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    };
    if (ifNoneMatchHits(c.req.header("If-None-Match"), image.etag)) return c.body(null, 304, headers);
    if (download === "1") headers["Content-Disposition"] = `attachment; filename="${image.filename}"`;
    return c.body(await image.encode(), 200, { ...headers, "Content-Type": image.contentType });
  },
);
