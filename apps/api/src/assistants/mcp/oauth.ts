// OAuth 2.1 for assistants that sign a person in (@cloudflare/workers-oauth-provider): this worker is the
// authorization server and /mcp its one resource. When a person allows a client (the web app's /connect page,
// oauth-routes.ts), an API key is made for them in their team, with their role's permissions (or only its read
// ones), named after the client; the grant holds its secret, encrypted under the grant's tokens. An access token
// is then that key at /mcp: its permissions narrowed to the person's role on every request, revoked with the key
// (Settings → API keys) or by the person leaving the team; a refresh token then mints nothing (invalid_grant).
import { OAuthAuthorizationServer, OAuthError } from "@cloudflare/workers-oauth-provider";
import { hashApiKey } from "@qr/core/api-key";
import { openHttpDatabase } from "@qr/db";
import { liveKeyRead } from "../../access/auth/key-caller.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { databaseConfig } from "../../lib/config.ts";

export const MCP_PATH = "/mcp";
export const AUTHORIZE_PATH = "/oauth/authorize";
export const TOKEN_PATH = "/oauth/token";
export const REGISTER_PATH = "/oauth/register";
/** The web app's consent page, to which the authorization endpoint sends the person's browser. */
export const CONSENT_PAGE = "/connect";
export const SCOPES = { read: "mcp:read", write: "mcp:write" } as const;
/** How long a grant lasts from its code's exchange, however often it is refreshed; its API key expires with it. */
export const GRANT_SECONDS = 30 * 24 * 60 * 60;

/** What a grant carries to /mcp, encrypted under its tokens: the API key made when the person allowed the client. */
export interface GrantProps {
  apiKey: string;
}

/** What a grant says in the clear: the team and the id (never the secret) of its key. */
export interface GrantMetadata {
  team_id: string;
  key_id: string;
}

const servers = new Map<string, OAuthAuthorizationServer<Env>>();

export function authorizationServer(env: Env): OAuthAuthorizationServer<Env> {
  const issuer = issuerOf(env);
  let server = servers.get(issuer);
  if (!server) {
    server = new OAuthAuthorizationServer<Env>({
      issuer,
      resources: [resourceOf(env)],
      authorizeEndpoint: AUTHORIZE_PATH,
      tokenEndpoint: TOKEN_PATH,
      clientRegistrationEndpoint: REGISTER_PATH,
      scopesSupported: [SCOPES.read, SCOPES.write],
      refreshTokenTTL: GRANT_SECONDS,
      // A refresh mints a token only while the grant's key still works: revoked, expired, or its person gone from
      // the team, the grant is refused (invalid_grant, which also revokes it and its tokens).
      tokenExchangeCallback: async ({ grantType, props, env }) => {
        if (grantType === "refresh_token") await assertKeyLive(env, (props as GrantProps).apiKey);
      },
    });
    servers.set(issuer, server);
  }
  return server;
}

export function issuerOf(env: Env): string {
  return env.API_BASE_URL.replace(/\/+$/, "");
}

/** The MCP endpoint as OAuth names it: every token is issued for it alone. */
export function resourceOf(env: Env): string {
  return `${issuerOf(env)}${MCP_PATH}`;
}

/** The API key an access token for /mcp stands for, or undefined when it is not a live token of ours. */
export async function apiKeyOfToken(env: Env, token: string): Promise<string | undefined> {
  const validated = await authorizationServer(env).validateToken<GrantProps>(resourceOf(env), token, env);
  return validated?.props.apiKey;
}

async function assertKeyLive(env: Env, apiKey: string): Promise<void> {
  try {
    await liveKeyRead(openHttpDatabase(databaseConfig(env)).db, await hashApiKey(apiKey));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new OAuthError("invalid_grant", { description: `This grant no longer works: ${error.message}` });
  }
}
