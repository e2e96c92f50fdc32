// The tag routes: a team's named colours that group its codes (`tags` on a code, `?tag=` on the list).
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
import { CreateTagSchema, TagListSchema, TagSchema, UpdateTagSchema } from "./schemas.ts";
import { createTag, deleteTag, listTags, updateTag } from "./tag-actions.ts";

export const tagRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/tags",
      tags: ["Tags"],
      summary: "List tags",
      description: "Needs `qr:read`. All the team's tags, by name.",
      middleware: [requirePermission("qr:read")] as const,
      responses: {
        200: jsonResponse(TagListSchema, "The team's tags."),
        ...problemResponses(...AUTHENTICATED),
      },
    }),
    async (c) => c.json(await listTags(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/tags",
      tags: ["Tags"],
      summary: "Create a tag",
      description:
        "Needs `qr:write`. A name unique in the team whatever its case (409 `tag_exists` otherwise), and a colour.",
      middleware: [requirePermission("qr:write")] as const,
      request: { body: jsonRequestBody(CreateTagSchema) },
      responses: {
        201: jsonResponse(TagSchema, "The tag."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "tag_exists", "tag_limit_reached"),
      },
    }),
    async (c) => {
      const tag = await createTag(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/tags/${tag.id}`);
      return c.json(tag, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/tags/{id}",
      tags: ["Tags"],
      summary: "Rename or recolour a tag",
      description: "Needs `qr:write`. Every code with the tag shows the change at once.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateTagSchema) },
      responses: {
        200: jsonResponse(TagSchema, "The tag."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "tag_not_found", "tag_exists"),
      },
    }),
    async (c) => c.json(await updateTag(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/tags/{id}",
      tags: ["Tags"],
      summary: "Delete a tag",
      description:
        "Needs `qr:write`. The tag is taken off its codes; the codes stay. A tag a webhook endpoint's filter names is not deleted (409 `tag_in_use`): change that filter first.",
      middleware: [requirePermission("qr:write")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "tag_not_found", "tag_in_use"),
      },
    }),
    async (c) => {
      await deleteTag(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
