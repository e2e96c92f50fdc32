// /teams/{id}/scim: the team's SCIM connection (its token, made or replaced; turned off) and the roles its
// identity provider's groups give, for owners and admins. The SCIM protocol itself is at /scim/v2 (protocol-routes.ts).
import { createRoute } from "@hono/zod-openapi";
import {
  AUTHENTICATED,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { requirePermission } from "../auth/require-permission.ts";
import { TeamPathSchema } from "../teams/schemas.ts";
import { listScimGroups, setScimGroupRole } from "./group-roles.ts";
import {
  ScimGroupListSchema,
  ScimGroupPathSchema,
  ScimGroupRoleSchema,
  ScimGroupSchema,
  ScimStatusSchema,
  ScimTokenSchema,
} from "./schemas.ts";
import { disableScim, newScimToken, scimStatus } from "./scim-token.ts";

const TAGS = ["SCIM provisioning"];

export const scimTokenRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/scim",
      tags: TAGS,
      summary: "The team's SCIM provisioning",
      description:
        "Needs `team:admin`. Whether it is on, the base URL to give the identity provider, and the token's hint.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        200: jsonResponse(ScimStatusSchema, "The connection."),
        ...problemResponses(...AUTHENTICATED, "team_not_found"),
      },
    }),
    async (c) => c.json(await scimStatus(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/teams/{id}/scim/token",
      tags: TAGS,
      summary: "Make a SCIM token",
      description:
        "Needs `team:admin`, and the team's single sign-on domain verified (409 `sso_not_verified`): SCIM provisions people of that domain only. Turns provisioning on, or replaces the token at once (the old one stops working). The token is shown this once.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        201: jsonResponse(ScimTokenSchema, "The token, shown once."),
        ...problemResponses(...AUTHENTICATED, "team_not_found", "sso_not_verified"),
      },
    }),
    async (c) => c.json(await newScimToken(c.var.context(), c.req.valid("param").id), 201),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/teams/{id}/scim",
      tags: TAGS,
      summary: "Turn SCIM provisioning off",
      description:
        "Needs `team:admin`. The token stops working; provisioned people stay members as they are.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        204: { description: "Turned off." },
        ...problemResponses(...AUTHENTICATED, "team_not_found", "scim_not_enabled"),
      },
    }),
    async (c) => {
      await disableScim(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/scim/groups",
      tags: TAGS,
      summary: "List the identity provider's groups",
      description:
        "Needs `team:admin`. The groups SCIM pushed, with their members' count and the role each gives.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        200: jsonResponse(ScimGroupListSchema, "The groups."),
        ...problemResponses(...AUTHENTICATED, "team_not_found"),
      },
    }),
    async (c) => c.json(await listScimGroups(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/teams/{id}/scim/groups/{groupId}",
      tags: TAGS,
      summary: "Set what a group gives",
      description:
        "Needs `team:admin`. A team role (members get the highest of their groups'; without one, single sign-on's default role; never owner), or a folder and the access its members get there (the highest of their groups'; an access a person set by hand stays theirs). Applied to the group's members at once.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: ScimGroupPathSchema, body: jsonRequestBody(ScimGroupRoleSchema) },
      responses: {
        200: jsonResponse(ScimGroupSchema, "The group."),
        ...problemResponses(...AUTHENTICATED, ...WITH_BODY, "team_not_found", "scim_group_not_found"),
      },
    }),
    async (c) => {
      const { id, groupId } = c.req.valid("param");
      const group = await setScimGroupRole(c.var.context(), id, groupId, c.req.valid("json"));
      return c.json(group as NonNullable<typeof group>, 200);
    },
  );
