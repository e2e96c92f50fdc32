// Signing in through a team's single sign-on, on the account library's generic OpenID Connect client: the proven
// connection a request names (`sso_…`, the provider id) becomes the one provider of that request's account
// library, with discovery, PKCE, a nonce and the ID token checked against the provider's keys. Only addresses of
// the connection's domain are taken; the provider vouches for them (the team proved the domain). Whoever signs in
// joins the team with the connection's default role, unless already a member.
import { type Database, schema } from "@qr/db";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { type GenericOAuthConfig, genericOAuth } from "better-auth/plugins";
import { and, eq } from "drizzle-orm";
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
  return id ? provenConnection(db, id) : undefined;
}

/** The account library's plugins for a request that signs in through `connection`. */
export async function ssoPlugins(
  connection: SsoConnectionRow,
  db: Database,
  authSecret: string,
): Promise<BetterAuthPlugin[]> {
  const domain = connection.emailDomain;
  const config: GenericOAuthConfig = {
    providerId: connection.id,
    discoveryUrl: `${connection.issuer}/.well-known/openid-configuration`,
    clientId: connection.clientId,
    clientSecret: await symmetricDecrypt({ key: authSecret, data: connection.clientSecretEncrypted }),
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
