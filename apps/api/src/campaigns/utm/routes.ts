// The UTM template routes: named sets of campaign parameters a code copies (`utm_template_id`).
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
import {
  CreateUtmTemplateSchema,
  UpdateUtmTemplateSchema,
  UtmTemplateListSchema,
  UtmTemplateSchema,
} from "./schemas.ts";
import {
  createUtmTemplate,
  deleteUtmTemplate,
  listUtmTemplates,
  MAX_UTM_TEMPLATES,
  updateUtmTemplate,
} from "./utm-templates.ts";

export const utmTemplateRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/utm-templates",
      tags: ["Campaigns"],
      summary: "List UTM templates",
      description: `Needs \`qr:read\`. All the team's UTM templates (at most ${MAX_UTM_TEMPLATES}), by name.`,
      middleware: [requirePermission("qr:read")] as const,
      responses: {
        200: jsonResponse(UtmTemplateListSchema, "The team's templates."),
        ...problemResponses(...AUTHENTICATED),
      },
    }),
    async (c) => c.json(await listUtmTemplates(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/utm-templates",
      tags: ["Campaigns"],
      summary: "Create a UTM template",
      description:
        "Needs `qr:write`. A name unique in the team whatever its case (409 `utm_template_exists`), and at least one parameter. A code takes it with `utm_template_id`.",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(CreateUtmTemplateSchema) },
      responses: {
        201: jsonResponse(UtmTemplateSchema, "The template."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "utm_template_exists"),
      },
    }),
    async (c) => {
      const template = await createUtmTemplate(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/utm-templates/${template.id}`);
      return c.json(template, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/utm-templates/{id}",
      tags: ["Campaigns"],
      summary: "Change a UTM template",
      description:
        "Needs `qr:write`. A null parameter removes it. Codes that copied the template keep their parameters.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateUtmTemplateSchema) },
      responses: {
        200: jsonResponse(UtmTemplateSchema, "The template."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "utm_template_not_found", "utm_template_exists"),
      },
    }),
    async (c) =>
      c.json(await updateUtmTemplate(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/utm-templates/{id}",
      tags: ["Campaigns"],
      summary: "Delete a UTM template",
      description: "Needs `qr:write`. Codes that copied it keep their parameters.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "utm_template_not_found"),
      },
    }),
    async (c) => {
      await deleteUtmTemplate(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
