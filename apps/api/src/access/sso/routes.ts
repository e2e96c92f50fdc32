// /teams/{id}/sso: a team's single sign-on connection (owners change it, admins read it), and the public lookup
// the sign-in page asks which provider an address signs in through.
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
import {
  deleteConnection,
  getConnection,
  lookupConnection,
  saveConnection,
  verifyConnection,
} from "./connections.ts";
import {
  SsoConnectionInputSchema,
  SsoConnectionSchema,
  SsoLookupInputSchema,
  SsoLookupSchema,
} from "./schemas.ts";

export const SSO_LOOKUP_PATH = "/api/v1/sso/lookup";

export const ssoRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/teams/{id}/sso",
      tags: ["Teams"],
      summary: "The team's single sign-on",
      description: "Needs `team:admin`. The connection without its client secret.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        200: jsonResponse(SsoConnectionSchema, "The connection."),
        ...problemResponses(...AUTHENTICATED, "team_not_found", "sso_not_configured"),
      },
    }),
    async (c) => c.json(await getConnection(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/teams/{id}/sso",
      tags: ["Teams"],
      summary: "Set the team's single sign-on",
      description:
        "Owners only. An OpenID Connect provider (issuer, client id and secret) or a SAML identity provider (its metadata by `metadata_url` or `metadata_xml`) for the people of an email domain: once a TXT record proves the domain (`POST /teams/{id}/sso/verify`), they sign in through the provider and join the team with `default_role`. Register `redirect_uri` (OpenID Connect) or `service_provider` (SAML) at the provider. A new email domain must be proven again. `enforced` refuses password and passkey sign-in to the domain's people.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema, body: jsonRequestBody(SsoConnectionInputSchema) },
      responses: {
        200: jsonResponse(SsoConnectionSchema, "The connection."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "team_not_found",
          "role_insufficient",
          "sso_metadata_unusable",
        ),
      },
    }),
    async (c) =>
      c.json(await saveConnection(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/teams/{id}/sso/verify",
      tags: ["Teams"],
      summary: "Prove the single sign-on domain",
      description:
        "Owners only. Asks DNS for the connection's TXT record now. The first team to prove a domain owns it.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        200: jsonResponse(SsoConnectionSchema, "The connection, proven."),
        ...problemResponses(
          ...AUTHENTICATED,
          "team_not_found",
          "role_insufficient",
          "sso_not_configured",
          "sso_domain_unverified",
          "sso_domain_taken",
        ),
      },
    }),
    async (c) => c.json(await verifyConnection(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/teams/{id}/sso",
      tags: ["Teams"],
      summary: "Remove the team's single sign-on",
      description:
        "Owners only. Members who joined through it stay members and sign in with a password or passkey.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: TeamPathSchema },
      responses: {
        204: { description: "Removed." },
        ...problemResponses(...AUTHENTICATED, "team_not_found", "role_insufficient", "sso_not_configured"),
      },
    }),
    async (c) => {
      await deleteConnection(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

export const ssoLookupRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/sso/lookup",
    tags: ["Account"],
    summary: "Find an address's single sign-on",
    description:
      "Public: the provider a person with this address signs in through, when a team proved its domain. The sign-in then starts at `POST /api/auth/sign-in/social` with `{ provider: provider_id, callbackURL }`.",
    security: [],
    request: { body: jsonRequestBody(SsoLookupInputSchema) },
    responses: {
      200: jsonResponse(SsoLookupSchema, "The provider."),
      ...problemResponses(...WITH_BODY, "sso_not_configured"),
    },
  }),
  async (c) => c.json(await lookupConnection(c.var.db(), c.req.valid("json").email, c.env.API_BASE_URL), 200),
);
