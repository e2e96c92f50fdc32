// A real OpenID Connect provider for tests of a team's single sign-on (and the SAML stand-in beside it, saml-idp.ts): the maintained `oidc-provider` package on a
// free port of this machine, with its development login (any login, any password: the login is the person's
// address) and consent pages. Clients are registered as a team's administrator would at their provider, through
// the provider's own Dynamic Client Registration, once the service has shown the redirect URI to register.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";
import { type SamlIdentityProvider, samlIdentityProvider } from "./saml-idp.ts";

export interface OpenIdProvider {
  /** The issuer: its discovery document is at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** A SAML identity provider on the same port, under `/saml/` (saml-idp.ts). */
  saml: SamlIdentityProvider;
  /** Registers a confidential client that sends people back to `redirectUri`. */
  addClient(redirectUri: string): Promise<{ clientId: string; clientSecret: string }>;
  stop(): Promise<void>;
}

/** On `port` (the dev stack's), or a free one (tests). */
export async function startOpenIdProvider(options: { port?: number } = {}): Promise<OpenIdProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [],
    cookies: { keys: [randomBytes(32).toString("hex")] },
    features: { registration: { enabled: true }, devInteractions: { enabled: true } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The dev login's "login" is the person's address; the provider vouches for it.
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true, name: sub.split("@")[0] }),
    }),
  });
  const saml = samlIdentityProvider(issuer);
  const oidc = provider.callback();
  server.on("request", (request, response) => {
    if (!saml.handle(request, response)) void oidc(request, response);
  });

  return {
    issuer,
    saml,
    addClient: async (redirectUri) => {
      const response = await fetch(`${issuer}/reg`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          redirect_uris: [redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
        }),
      });
      if (!response.ok)
        throw new Error(`client registration answered ${response.status}: ${await response.text()}`);
      const client = (await response.json()) as { client_id: string; client_secret: string };
      return { clientId: client.client_id, clientSecret: client.client_secret };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
