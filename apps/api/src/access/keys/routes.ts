// The API key routes: all need `team:admin`.
import { createRoute } from "@hono/zod-openapi";
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
import { requirePermission } from "../auth/require-permission.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.ts";
import {
  ApiKeyListSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  ListApiKeysQuerySchema,
} from "./schemas.ts";

export const keyRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/keys",
      tags: ["API keys"],
      summary: "Create an API key",
      description:
        "Needs `team:admin`. Give a `preset` (`analytics`, `device_tracking`, `admin`) or explicit `permissions`; a key can never hold more than the key creating it. The secret is in this response only.",
      middleware: [requirePermission("team:admin")] as const,
      request: { body: jsonRequestBody(CreateApiKeySchema) },
      responses: {
        201: jsonResponse(CreatedApiKeySchema, "Created; the secret is shown only here."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, ...IDEMPOTENT, "role_insufficient"),
      },
    }),
    async (c) => {
      const key = await createApiKey(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/keys/${key.id}`);
      return c.json(key, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/keys",
      tags: ["API keys"],
      summary: "List the team's API keys",
      description:
        "Needs `team:admin`. Newest first, a page at a time (`limit` 1-100, default 100; `cursor`). Secrets are never shown again; `hint` identifies a key.",
      middleware: [requirePermission("team:admin")] as const,
      request: { query: ListApiKeysQuerySchema },
      responses: {
        200: jsonResponse(ApiKeyListSchema, "The keys."),
        ...problemResponses(...AUTHENTICATED, "validation_failed"),
      },
    }),
    async (c) => c.json(await listApiKeys(c.var.context(), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/keys/{id}",
      tags: ["API keys"],
      summary: "Revoke an API key",
      description: "Needs `team:admin`. Takes effect on the key's next request.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Revoked." },
        ...problemResponses(...AUTHENTICATED, "api_key_not_found", "role_insufficient"),
      },
    }),
    async (c) => {
      await revokeApiKey(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
