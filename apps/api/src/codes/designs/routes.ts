// The saved design routes: a team's named styles that codes reference by `design_id`.
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import { createDesign, deleteDesign, getDesign, listDesigns, updateDesign } from "./design-actions.ts";
import {
  CreateDesignSchema,
  DesignListSchema,
  DesignSchema,
  ListDesignsQuerySchema,
  UpdateDesignSchema,
} from "./schemas.ts";

export const designRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/designs",
      tags: ["Designs"],
      summary: "Save a design",
      description:
        "Needs `qr:write`. A named style (colours, shapes, frame, gradient, logo) that codes reference with `design_id`. The style is checked as a code's is (422 per field, warnings returned). `is_default: true` makes it the team's default, used by every code that names no design.",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(CreateDesignSchema) },
      responses: {
        201: jsonResponse(DesignSchema, "The design."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY),
      },
    }),
    async (c) => {
      const design = await createDesign(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/designs/${design.id}`);
      return c.json(design, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/designs",
      tags: ["Designs"],
      summary: "List designs",
      description: "Needs `qr:read`. The team's saved designs, newest first.",
      middleware: [requirePermission("qr:read")] as const,
      request: { query: ListDesignsQuerySchema },
      responses: {
        200: jsonResponse(DesignListSchema, "A page of designs."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listDesigns(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/designs/{id}",
      tags: ["Designs"],
      summary: "Get a design",
      description: "Needs `qr:read`.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(DesignSchema, "The design."),
        ...problemResponses(...AUTHENTICATED, "design_not_found"),
      },
    }),
    async (c) => c.json(await getDesign(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/designs/{id}",
      tags: ["Designs"],
      summary: "Change a design",
      description:
        "Needs `qr:write`. Every code that uses the design (by `design_id`, or as the team default) is drawn with the change from its next image request on.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateDesignSchema) },
      responses: {
        200: jsonResponse(DesignSchema, "The design."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "design_not_found"),
      },
    }),
    async (c) =>
      c.json(await updateDesign(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/designs/{id}",
      tags: ["Designs"],
      summary: "Delete a design",
      description: "Needs `qr:write`. Codes that used it fall back to the team's default design (or none).",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "design_not_found"),
      },
    }),
    async (c) => {
      await deleteDesign(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
