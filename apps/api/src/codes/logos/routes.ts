// The logo routes: upload (the file as the body, any Content-Type: the bytes say what it is), list, read, delete.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import { AUTHENTICATED, jsonResponse, problemResponses, WITH_BODY } from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { deleteLogo, getLogo, listLogos, uploadLogo } from "./logo-actions.ts";
import { findLogo, logoBytes, logoNotFound } from "./logo-store.ts";
import { ListLogosQuerySchema, LogoListSchema, LogoSchema, UploadLogoQuerySchema } from "./schemas.ts";

const FILE_BODY = {
  required: true,
  content: {
    "image/png": { schema: { type: "string" as const, format: "binary" } },
    "image/jpeg": { schema: { type: "string" as const, format: "binary" } },
    "image/svg+xml": { schema: { type: "string" as const } },
  },
};

export const logoRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/logos",
      tags: ["Logos"],
      summary: "Upload a logo",
      description:
        "Needs `qr:write`. The body is the file: PNG, JPEG or SVG, at most 256 KB, 16-4096 px a side; its bytes decide its type, whatever the Content-Type says. An SVG with a script, an event handler, animation, embedded HTML, a DOCTYPE or any reference outside itself (other than embedded PNG/JPEG data) is refused with the reason (422), never silently changed. Draw it on a code with `style.logo_id`.",
      middleware: [requirePermission("qr:write")] as const,
      request: { query: UploadLogoQuerySchema, body: FILE_BODY },
      responses: {
        201: jsonResponse(LogoSchema, "The logo."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY),
      },
    }),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const logo = await uploadLogo(c.var.context(), bytes, c.req.valid("query").name);
      c.header("Location", `/api/v1/logos/${logo.id}`);
      return c.json(logo, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/logos",
      tags: ["Logos"],
      summary: "List logos",
      description: "Needs `qr:read`. The team's logos, newest first.",
      middleware: [requirePermission("qr:read")] as const,
      request: { query: ListLogosQuerySchema },
      responses: {
        200: jsonResponse(LogoListSchema, "A page of logos."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listLogos(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/logos/{id}",
      tags: ["Logos"],
      summary: "Get a logo",
      description: "Needs `qr:read`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(LogoSchema, "The logo."),
        ...problemResponses(...AUTHENTICATED, "logo_not_found"),
      },
    }),
    async (c) => c.json(await getLogo(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/logos/{id}/file",
      tags: ["Logos"],
      summary: "Get a logo's file",
      description:
        "Needs `qr:read`. The file as uploaded, served so that nothing in it can run (a sandboxing CSP).",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: {
          description: "The file.",
          content: {
            "image/png": { schema: { type: "string", format: "binary" } },
            "image/jpeg": { schema: { type: "string", format: "binary" } },
            "image/svg+xml": { schema: { type: "string" } },
          },
        },
        ...problemResponses(...AUTHENTICATED, "logo_not_found"),
      },
    }),
    async (c) => {
      const ctx = c.var.context();
      const row = (await findLogo(ctx.db, ctx.caller.teamId, c.req.valid("param").id)) ?? logoNotFound();
      return c.body(new Uint8Array(await logoBytes(ctx.files, row)), 200, {
        "Content-Type": row.contentType,
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/logos/{id}",
      tags: ["Logos"],
      summary: "Delete a logo",
      description: "Needs `qr:write`. Refused (409 `logo_in_use`) while a code or a saved design draws it.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "logo_not_found", "logo_in_use"),
      },
    }),
    async (c) => {
      await deleteLogo(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
