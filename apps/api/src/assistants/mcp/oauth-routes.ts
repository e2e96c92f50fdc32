// The OAuth endpoints around /mcp. The library serves discovery, registration and tokens; the authorization
// endpoint checks the request and sends the browser to the web app's consent page (/connect), which reads what
// to show and posts the person's decision to /oauth/consent with their session. Allowing makes the grant's API
// key (oauth.ts) and answers where the browser goes next: back to the client with a code, or with access_denied.
import { AuthorizationError, authorizationErrorRedirect } from "@cloudflare/workers-oauth-provider";
import { FOLDER_KEY_PERMISSIONS, ROLE_PERMISSIONS } from "@qr/core/permissions";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { authenticate } from "../../access/auth/authenticate.ts";
import { createApiKey, revokeApiKey } from "../../access/keys/api-keys.ts";
import type { AppEnv } from "../../app-env.ts";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import { jsonBody } from "../../http/middleware/json-body.ts";
import { RESOURCE_METADATA_PATH } from "./authenticate.ts";
import { mcpCors } from "./cors.ts";
import {
  AUTHORIZE_PATH,
  authorizationServer,
  CONSENT_PAGE,
  GRANT_SECONDS,
  type GrantMetadata,
  type GrantProps,
  issuerOf,
  REGISTER_PATH,
  resourceOf,
  SCOPES,
  TOKEN_PATH,
} from "./oauth.ts";

export const CONSENT_PATH = "/oauth/consent";

const DecisionSchema = z.strictObject({
  decision: z.enum(["allow", "deny"]),
  /** `read`: the person's read permissions only; `write`: all their role's. */
  access: z.enum(["read", "write"]).default("write"),
  /** Limits the grant to these folders: the assistant reaches only their codes (access/keys: FOLDER_KEY_PERMISSIONS). */
  folder_ids: z.array(z.string().min(1).max(64)).min(1).max(50).optional(),
});

export function oauthRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(RESOURCE_METADATA_PATH, mcpCors);
  routes.options(RESOURCE_METADATA_PATH, (c) => c.body(null, 204)); // a preflight, answered by mcpCors
  routes.get(RESOURCE_METADATA_PATH, (c) =>
    c.json({
      resource: resourceOf(c.env),
      authorization_servers: [issuerOf(c.env)],
      scopes_supported: [SCOPES.read, SCOPES.write],
      bearer_methods_supported: ["header"],
      resource_name: "QR service MCP server",
    }),
  );
  const library = (c: Context<AppEnv>) =>
    authorizationServer(c.env).fetch(atIssuer(c), c.env, c.executionCtx as never);
  const metadataPath = "/.well-known/oauth-authorization-server";
  routes.get(metadataPath, library);
  routes.post(TOKEN_PATH, library);
  routes.post(REGISTER_PATH, library);
  // Clients that run in a web page preflight these; the library answers with its CORS headers.
  routes.on("OPTIONS", [metadataPath, TOKEN_PATH, REGISTER_PATH], library);

  routes.get(AUTHORIZE_PATH, async (c) => {
    try {
      await authorizationRequestOf(c);
    } catch (error) {
      return authorizationFailure(c, error);
    }
    return c.redirect(`${CONSENT_PAGE}${new URL(c.req.url).search}`, 302);
  });

  routes.use(CONSENT_PATH, authenticate, jsonBody);
  routes.get(CONSENT_PATH, async (c) => {
    const caller = personOf(c);
    const oauth = authorizationServer(c.env).getOAuthApi(c.env);
    const request = await parsed(c);
    const details = await oauth.describeConsent(request);
    return c.json({
      client_name: details.clientName,
      client_domain: details.clientDomain ?? null,
      redirect_host: details.redirectHost,
      redirect_is_loopback: details.redirectIsLoopback,
      team_id: caller.teamId,
      role: caller.role,
      may_write: [...caller.permissions].some((permission) => !permission.endsWith(":read")),
    });
  });
  routes.post(CONSENT_PATH, async (c) => {
    const caller = personOf(c);
    const body = DecisionSchema.safeParse(await c.req.json());
    if (!body.success) {
      throw validationFailed(
        body.error.issues.map((issue) => ({
          path: issue.path.join(".") || "decision",
          message:
            issue.path[0] === "folder_ids" ? "folder_ids is 1 to 50 folder ids" : "must be allow or deny",
        })),
      );
    }
    const oauth = authorizationServer(c.env).getOAuthApi(c.env);
    const request = await parsed(c);
    if (body.data.decision === "deny")
      return c.json({ redirect_to: authorizationErrorRedirect(request, "access_denied") });
    const readOnly = body.data.access === "read";
    const folderIds = body.data.folder_ids;
    const permissions = ROLE_PERMISSIONS[caller.role]
      .filter((p) => !readOnly || p.endsWith(":read"))
      .filter((p) => folderIds === undefined || FOLDER_KEY_PERMISSIONS.includes(p));
    const { clientName } = await oauth.describeConsent(request);
    const ctx = c.var.context();
    // Allowing again replaces the person's earlier grants to this client (the library revokes them): their keys go too.
    const { items: earlier } = await oauth.listUserGrants(caller.userId, { limit: 1000 });
    const replacedKeys = earlier
      .filter((grant) => grant.clientId === request.clientId)
      .map((grant) => (grant.metadata as GrantMetadata | undefined)?.key_id)
      .filter((id): id is string => typeof id === "string");
    // The code's exchange comes within minutes; the key then lives as long as the grant.
    const expiresAt = new Date(ctx.now() + (GRANT_SECONDS + 600) * 1000).toISOString();
    const key = await createApiKey(ctx, {
      name: `MCP: ${clientName}`.slice(0, 100),
      permissions: [...permissions],
      expires_at: expiresAt,
      ...(folderIds ? { folder_ids: folderIds } : {}),
    });
    const props: GrantProps = { apiKey: key.secret };
    const metadata: GrantMetadata = { team_id: caller.teamId, key_id: key.id };
    const { redirectTo } = await oauth.completeAuthorization({
      request,
      userId: caller.userId,
      metadata,
      scope: readOnly ? [SCOPES.read] : [SCOPES.read, SCOPES.write],
      props,
    });
    for (const id of replacedKeys) await revokeApiKey(ctx, id);
    return c.json({ redirect_to: redirectTo });
  });
  return routes;
}

/** Only a signed-in person allows a client: an API key cannot hand itself to an assistant this way. */
function personOf(c: Context<AppEnv>) {
  const caller = c.var.caller;
  if (caller.credential.kind !== "session")
    throw new ApiError(
      "permission_missing",
      "Connecting an assistant needs a person signed in, not an API key.",
    );
  if (caller.twoFactorMissing || caller.permissions.size === 0)
    throw new ApiError("permission_missing", "Your role in this team grants nothing an assistant could use.");
  return caller;
}

/** The request as addressed to the issuer: the library checks endpoints by origin, never taken from Host here. */
function atIssuer(c: Context<AppEnv>): Request {
  const url = new URL(c.req.url);
  return new Request(`${issuerOf(c.env)}${url.pathname}${url.search}`, c.req.raw);
}

/** The authorization request of this request's query, as sent to the authorization endpoint. */
function authorizationRequestOf(c: Context<AppEnv>) {
  const search = new URL(c.req.url).search;
  const original = new Request(`${issuerOf(c.env)}${AUTHORIZE_PATH}${search}`);
  return authorizationServer(c.env).getOAuthApi(c.env).parseAuthRequest(original);
}

/** The authorization request the consent page carries along, checked again. */
async function parsed(c: Context<AppEnv>) {
  try {
    return await authorizationRequestOf(c);
  } catch (error) {
    if (error instanceof AuthorizationError)
      throw validationFailed([{ path: "request", message: error.description || error.message }]);
    throw error;
  }
}

/** A bad authorization request: back to the client when its redirect is trusted, else said here. */
function authorizationFailure(c: Context<AppEnv>, error: unknown) {
  if (error instanceof AuthorizationError && error.redirectTo) return c.redirect(error.redirectTo, 302);
  if (error instanceof AuthorizationError)
    return c.text(`This sign-in link is not valid: ${error.description || error.message}`, 400);
  throw error;
}
