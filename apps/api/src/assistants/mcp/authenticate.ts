// Who calls /mcp: `Authorization: Bearer` with an API key, or with an OAuth access token issued for /mcp, which
// stands for the API key its grant holds (oauth.ts). Either way the caller is that key's, checked as every REST
// request checks a key, and the tool calls' REST requests send that key. Without a usable credential the answer
// is a 401 whose `WWW-Authenticate` points MCP clients at the OAuth metadata, so they can sign the person in.
import { isWellFormedApiKey } from "@qr/core/api-key";
import { createMiddleware } from "hono/factory";
import { answerAgainIfCredentialChanged } from "../../access/auth/answer-again.ts";
import { bearerSecret, keyCallerOf } from "../../access/auth/key-caller.ts";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { apiKeyOfToken, issuerOf, MCP_PATH, SCOPES } from "./oauth.ts";

/** Where MCP clients read which authorization server protects /mcp (RFC 9728). */
export const RESOURCE_METADATA_PATH = `/.well-known/oauth-protected-resource${MCP_PATH}`;

export const mcpAuthentication = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerSecret(c.req.header("Authorization"));
  const challenge = (error?: "invalid_token") =>
    `Bearer resource_metadata="${issuerOf(c.env)}${RESOURCE_METADATA_PATH}", scope="${SCOPES.read}"${error ? `, error="${error}"` : ""}`;
  if (!token) {
    throw new ApiError(
      "api_key_missing",
      "Send an API key, or an OAuth access token, as `Authorization: Bearer`.",
      {
        headers: { "WWW-Authenticate": challenge() },
      },
    );
  }
  const apiKey = isWellFormedApiKey(token) ? token : await apiKeyOfToken(c.env, token);
  if (!apiKey) {
    throw new ApiError(
      "api_key_invalid",
      "The access token is not valid (expired, revoked or not issued for /mcp).",
      {
        headers: { "WWW-Authenticate": challenge("invalid_token") },
      },
    );
  }
  const authorization = `Bearer ${apiKey}`;
  try {
    c.set("caller", await keyCallerOf(c, authorization));
  } catch (error) {
    if (error instanceof ApiError) error.headers["WWW-Authenticate"] = challenge("invalid_token");
    throw error;
  }
  c.set("mcpAuthorization", authorization);
  await next();
  await answerAgainIfCredentialChanged(c);
});
