// People's accounts, on better-auth: sign-up with email verification, sign-in, sign-out, password reset and
// change, sessions, account deletion, two-factor with an authenticator app and recovery codes, passkeys. It runs on our tables (packages/db/src/schema/accounts.ts, users) with our
// ids, our password hash (@qr/core/password-hash), our mailer, and our password policy. Served under /api/auth.

import { passkey } from "@better-auth/passkey";
import { normalizeEmail } from "@qr/core/email";
import { type IdKind, newId } from "@qr/core/ids";
import { hashPassword, verifyPassword } from "@qr/core/password-hash";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "@qr/core/password-policy";
import { type Database, schema } from "@qr/db";
import type { BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins";
import { Label } from "../../http/openapi/shared-schemas.ts";
import { newTeamCodeLimitOf } from "../../lib/config.ts";
import { ownOrigins } from "../auth/own-origins.ts";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "../auth/session-lifetime.ts";
import type { Mailer } from "../mail/mail.ts";
import { resetPasswordMail, verificationMail } from "../mail/messages.ts";
import { assertPasswordSignInAllowed } from "../sso/enforcement.ts";
import { isSsoCallback } from "../sso/sso-sign-in.ts";
import { createTeam, firstTeamName } from "../teams/create-team.ts";
import { type Limit, overAddressLimit } from "./address-limit.ts";
import { assertMayDeleteAccount } from "./delete-account.ts";
import { isDisposableAddress } from "./disposable-email.ts";
import { withHashedSecrets } from "./hashed-secrets.ts";
import { hashedRecoveryCode, recoveryCodeStore } from "./recovery-codes.ts";
import { securityEvents } from "./security-plugin.ts";

export const AUTH_BASE_PATH = "/api/auth";

const ID_KIND_OF_MODEL: Record<string, IdKind> = {
  users: "user",
  sessions: "session",
  accounts: "account",
  verifications: "verification",
  twoFactors: "twoFactor",
  passkeys: "passkey",
};

/** What people call themselves and their passkeys: shown to their teammates and in lists, like any name. */
const PersonName = Label(100, "a name", 0);
const PasskeyName = Label(100, "a passkey's name", 0);
const NAMED_PATHS = new Set(["/sign-up/email", "/update-user"]);

/** A trusted browser skips the second factor at sign-in for this long. */
const TRUSTED_DEVICE_SECONDS = 30 * 24 * 3600;

/** Attempts per address, whatever client they come from (the library limits each client). */
const ADDRESS_LIMITS: Record<string, Limit> = {
  "/sign-in/email": { windowSeconds: 15 * 60, max: 10 },
  "/sign-up/email": { windowSeconds: 3600, max: 5 },
  "/request-password-reset": { windowSeconds: 3600, max: 5 },
  "/send-verification-email": { windowSeconds: 3600, max: 5 },
};

/** Paths whose body carries a new password, checked against the policy before better-auth runs. */
const NEW_PASSWORD_FIELDS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * `background` runs work after the response (sending email), so a request's timing tells nothing. `plugins` are
 * the request's own (a team's single sign-on, access/sso/sso-sign-in.ts).
 */
export function createAuth(
  env: Env,
  db: Database,
  mailer: Mailer,
  background: (task: Promise<unknown>) => void,
  plugins: BetterAuthPlugin[] = [],
) {
  return betterAuth({
    appName: "QR service",
    baseURL: env.API_BASE_URL,
    basePath: AUTH_BASE_PATH,
    // Sessions are listed and ended by /api/v1/account/sessions: these endpoints compare the tokens they list with
    // the one in the cookie, and the database holds only their hashes (hashed-secrets.ts).
    disabledPaths: ["/list-sessions", "/revoke-session", "/revoke-sessions", "/revoke-other-sessions"],
    secret: env.AUTH_SECRET,
    trustedOrigins: ownOrigins(env.API_BASE_URL),
    database: withHashedSecrets(
      drizzleAdapter(db, {
        provider: "pg",
        schema: {
          users: schema.users,
          sessions: schema.sessions,
          accounts: schema.accounts,
          verifications: schema.verifications,
          authRateLimits: schema.authRateLimits,
          twoFactors: schema.twoFactors,
          passkeys: schema.passkeys,
        },
      }),
    ),
    user: {
      modelName: "users",
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => assertMayDeleteAccount(db, user.id),
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      additionalFields: {
        activeTeamId: { type: "string", required: false, input: false },
        country: { type: "string", required: false, input: false },
      },
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 30 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user.email, url)),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "authRateLimits",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 3600, max: 10 },
        "/request-password-reset": { window: 3600, max: 5 },
        "/send-verification-email": { window: 3600, max: 5 },
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "qr",
      backgroundTasks: { handler: background },
      database: { generateId: ({ model }) => newId(ID_KIND_OF_MODEL[model] ?? "user") },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        if (field && typeof body?.[field] === "string") {
          const problem = passwordProblem(body[field]);
          if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_REJECTED", message: problem });
        }
        if (body && typeof body.email === "string") {
          const email = normalizeEmail(body.email);
          body.email = email;
          if (ctx.path === "/sign-up/email" && isDisposableAddress(email)) {
            throw new APIError("BAD_REQUEST", {
              code: "DISPOSABLE_EMAIL",
              message: "must be a lasting address: disposable email services cannot be used to sign up",
            });
          }
          if (ctx.path === "/sign-in/email") await assertPasswordSignInAllowed(db, { email });
          const limit = ADDRESS_LIMITS[ctx.path];
          const wait = limit && (await overAddressLimit(db, ctx.path, email, limit));
          if (wait) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: "Too many attempts for this address." },
              {
                "X-Retry-After": String(wait),
              },
            );
          }
        }
        // A changed password ends every other session, whatever the request asked.
        if (ctx.path === "/change-password" && body) body.revokeOtherSessions = true;
        if (NAMED_PATHS.has(ctx.path) && body?.name !== undefined) {
          const name = PersonName.safeParse(body.name);
          if (!name.success)
            throw new APIError("BAD_REQUEST", { code: "NAME_INVALID", message: firstIssue(name) });
          body.name = name.data;
        }
        const passkeyName = body?.name ?? ctx.query?.name;
        if (ctx.path.startsWith("/passkey/") && passkeyName !== undefined) {
          const name = PasskeyName.safeParse(passkeyName);
          if (!name.success) {
            throw new APIError("BAD_REQUEST", { code: "PASSKEY_NAME_INVALID", message: firstIssue(name) });
          }
        }
        // Recovery codes are kept as hashes (recovery-codes.ts): the one sent is compared as its hash.
        if (ctx.path === "/two-factor/verify-backup-code" && typeof body?.code === "string") {
          body.code = await hashedRecoveryCode(body.code);
        }
      }),
    },
    plugins: [
      // Guessing a code is bounded by the plugin: 3 tries per 10 s per client, 5 per sign-in attempt, and a
      // 15-minute lockout of the account after 10 wrong codes.
      twoFactor({
        issuer: "QR service",
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        schema: { twoFactor: { modelName: "twoFactors" } },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: recoveryCodeStore },
      }),
      passkey({
        rpID: new URL(env.API_BASE_URL).hostname,
        rpName: "QR service",
        origin: ownOrigins(env.API_BASE_URL),
        schema: { passkey: { modelName: "passkeys" } },
      }),
      ...plugins,
      securityEvents(db, mailer, background), // last: it sees what the plugins before it did
    ],
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            if (!isSsoCallback(ctx)) await assertPasswordSignInAllowed(db, { userId: session.userId });
            const country = ctx?.request?.headers.get("CF-IPCountry");
            return { data: { ...session, country: country && country !== "XX" ? country : null } };
          },
        },
      },
      user: {
        create: {
          after: async (user, ctx) => {
            // Someone a team's single sign-on brings in joins that team (sso-sign-in.ts) instead.
            if (isSsoCallback(ctx)) return;
            await createTeam(db, {
              ownerId: user.id,
              name: firstTeamName(user.name, user.email),
              codeLimit: newTeamCodeLimitOf(env.NEW_TEAM_CODE_LIMIT),
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The first refusal of a failed parse, as a person reads it. */
function firstIssue(result: { error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? "is invalid";
}
