// Signing in through a team's single sign-on, on the account library's generic OpenID Connect client: the proven
// connection a request names (`sso_…`, the provider id) becomes the one provider of that request's account
// library, with discovery, PKCE, a nonce and the ID token checked against the provider's keys. Only addresses of
// the connection's domain are taken; the provider vouches for them (the team proved the domain). Whoever signs in
// joins the team with the connection's default role, unless already a member.

import { checkOutboundUrl } from "@qr/core/outbound-url";
import { type Database, schema } from "@qr/db";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { type GenericOAuthConfig, genericOAuth } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import { fetchOutbound, type OutboundRules } from "../../lib/outbound.ts";
import { changeLog } from "../activity/record-activity.ts";
import { provenConnection, type SsoConnectionRow } from "./connections.ts";

const SSO_CALLBACK = /^\/api\/auth\/callback\/(sso_[0-9a-z]+)$/;

/** Whether an account-library request is the return from a team's single sign-on (its route is `/callback/:id`). */
export function isSsoCallback(ctx: { path?: string; params?: unknown } | null | undefined): boolean {
  const id = (ctx?.params as { id?: unknown } | undefined)?.id;
  return ctx?.path === "/callback/:id" && typeof id === "string" && id.startsWith("sso_");
}

/** The proven connection an account request signs in through: a callback's path, or a sign-in's `provider`. */
export async function ssoConnectionOf(
  db: Database,
  path: string,
  body: string | undefined,
): Promise<SsoConnectionRow | undefined> {
  let id = SSO_CALLBACK.exec(path)?.[1];
  if (!id && path === "/api/auth/sign-in/social" && body) {
    try {
      const provider = (JSON.parse(body) as { provider?: unknown }).provider;
      if (typeof provider === "string" && /^sso_[0-9a-z]+$/.test(provider)) id = provider;
    } catch {
      return undefined; // not JSON: the library refuses it
    }
  }
  return id ? provenConnection(db, id, "oidc") : undefined;
}

export interface SsoSettings {
  unseal(sealed: string): Promise<string>;
  outbound: OutboundRules;
}

/** The account library's plugins for a request that signs in through `connection`. */
export async function ssoPlugins(
  connection: SsoConnectionRow,
  db: Database,
  settings: SsoSettings,
): Promise<BetterAuthPlugin[]> {
  const domain = connection.emailDomain;
  const discoveryUrl = `${connection.issuer ?? ""}/.well-known/openid-configuration`;
  await checkDiscovery(discoveryUrl, settings.outbound);
  const config: GenericOAuthConfig = {
    providerId: connection.id,
    discoveryUrl,
    clientId: connection.clientId ?? "",
    clientSecret: await settings.unseal(connection.clientSecretEncrypted ?? ""),
    scopes: ["openid", "email", "profile"],
    pkce: true,
    requireIdTokenVerification: true,
    mapProfileToUser: (profile) => {
      const email = String(profile.email ?? "").toLowerCase();
      if (!email.endsWith(`@${domain}`)) {
        throw new APIError("FORBIDDEN", {
          code: "SSO_EMAIL_OUTSIDE_DOMAIN",
          message: `This single sign-on is for addresses at ${domain}.`,
        });
      }
      return { email, emailVerified: true };
    },
  };
  return [genericOAuth({ config: [config] }), joinTeamOnSignIn(connection, db)];
}

/** Every endpoint the discovery document names passes the outbound check, or nobody signs in through it. */
async function checkDiscovery(discoveryUrl: string, outbound: OutboundRules): Promise<void> {
  const answer = await fetchOutbound(discoveryUrl, { method: "GET" }, outbound, DISCOVERY_LIMITS);
  let document: Record<string, unknown> = {};
  try {
    document = answer.status === 200 ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  } catch {
    // not JSON: refused below
  }
  const endpoints = DISCOVERED_ENDPOINTS.map((name) => document[name]).filter((url) => url !== undefined);
  const unsafe = endpoints.some((url) => typeof url !== "string" || !checkOutboundUrl(url, outbound).ok);
  if (answer.status !== 200 || endpoints.length === 0 || unsafe) {
    throw new ApiError(
      "sso_provider_unusable",
      "The single sign-on provider's discovery document could not be read, or names an address the service does not call.",
    );
  }
}

const DISCOVERY_LIMITS = { timeoutMs: 10_000, maxBytes: 64 * 1024 };
const DISCOVERED_ENDPOINTS = ["authorization_endpoint", "token_endpoint", "userinfo_endpoint", "jwks_uri"];

function joinTeamOnSignIn(connection: SsoConnectionRow, db: Database) {
  return {
    id: "sso-membership",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSsoCallback(ctx) && (ctx.params as { id?: string }).id === connection.id,
          handler: createAuthMiddleware(async (ctx) => {
            const fresh = ctx.context.newSession;
            if (!fresh) return;
            const { memberships, sessions } = schema;
            const joined = db
              .$with("joined")
              .as(
                db
                  .insert(memberships)
                  .values({ teamId: connection.teamId, userId: fresh.user.id, role: connection.defaultRole })
                  .onConflictDoNothing()
                  .returning({ userId: memberships.userId }),
              );
            const logged = changeLog(db, {
              from: joined,
              teamId: connection.teamId,
              actor: { kind: "user", id: fresh.user.id },
              action: "member.joined",
              targetId: fresh.user.id,
              details: { role: connection.defaultRole, via: "sso" },
            });
            await db.with(joined, logged).select().from(joined);
            await db
              .update(sessions)
              .set({ activeTeamId: connection.teamId })
              .where(and(eq(sessions.id, fresh.session.id), eq(sessions.userId, fresh.user.id)));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
