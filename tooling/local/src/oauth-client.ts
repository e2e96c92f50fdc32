// An assistant's side of OAuth against a running stack, as an MCP client does it: it registers itself (dynamic
// client registration), makes an authorization request with PKCE, and exchanges the code the person's consent sent
// back for tokens.
import { createHash, randomBytes } from "node:crypto";
import type { RunningStack } from "./stack.ts";

export interface OAuthTestClient {
  clientId: string;
  /** The authorization request's query, for /oauth/authorize (and the consent page, which carries it along). */
  query: URLSearchParams;
  /** The tokens for a code the consent sent back. */
  exchange(code: string): Promise<Tokens>;
  /** The token endpoint's answer to a refresh (its status and body: an error is an answer too). */
  refresh(refreshToken: string): Promise<{ status: number; body: Partial<Tokens> & { error?: string } }>;
}

interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
}

export async function oauthClient(
  stack: RunningStack,
  options: { name: string; redirectUri: string; scope?: string },
): Promise<OAuthTestClient> {
  const registered = (await (
    await fetch(`${stack.apiUrl}/oauth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        client_name: options.name,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: "none",
      }),
    })
  ).json()) as { client_id: string };
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: registered.client_id,
    redirect_uri: options.redirectUri,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    state: "st4te",
    ...(options.scope ? { scope: options.scope } : {}),
    resource: `${stack.apiBaseUrl}/mcp`,
  });
  const token = (form: Record<string, string>) =>
    fetch(`${stack.apiUrl}/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...form, client_id: registered.client_id }),
    });
  return {
    clientId: registered.client_id,
    query,
    exchange: async (code) =>
      (await (
        await token({
          grant_type: "authorization_code",
          code,
          redirect_uri: options.redirectUri,
          code_verifier: verifier,
        })
      ).json()) as Tokens,
    refresh: async (refreshToken) => {
      const answer = await token({ grant_type: "refresh_token", refresh_token: refreshToken });
      return { status: answer.status, body: (await answer.json()) as Partial<Tokens> & { error?: string } };
    },
  };
}
