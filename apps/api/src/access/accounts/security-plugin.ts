// An account-library plugin that notices what changes how a person signs in, after the library did it (listed
// after the two-factor and passkey plugins, so it sees their outcome): it records each change (security-events.ts)
// and tells the person of a sign-in from a device not seen before. A device is known by a signed cookie naming
// the person, set at every sign-in; a browser that lacks it signs in as a new device.

import { type RequestDatabase, schema } from "@qr/db";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { logPersonEvent } from "../activity/person-events.ts";
import type { Mailer } from "../mail/mail.ts";
import type { SecurityEvent } from "../mail/messages.ts";
import { isSsoCallback } from "../sso/sso-sign-in.ts";
import { originOfRequest, recordSecurityEvent } from "./security-events.ts";

const KNOWN_DEVICE_COOKIE = "known_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 3600;

/** Changes made with a session, by path. */
const CHANGE_OF_PATH: Record<string, SecurityEvent> = {
  "/two-factor/disable": "two_factor_disabled",
  "/two-factor/generate-backup-codes": "recovery_codes_renewed",
  "/passkey/verify-registration": "passkey_added",
  "/passkey/delete-passkey": "passkey_removed",
  "/change-password": "password_changed",
};

/** Paths that end with a new session for someone who was not signed in: a sign-in, or its second step. */
const SIGN_IN_PATHS =
  /^\/(sign-in\/email|two-factor\/verify-(totp|backup-code)|passkey\/verify-authentication|verify-email)$/;

export function securityEvents(
  db: RequestDatabase,
  mailer: Mailer,
  background: (task: Promise<unknown>) => void,
) {
  return {
    id: "security-events",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            // A redirect (the end of a single sign-on) comes as an APIError too: only a refusal stops here.
            if (
              isAPIError(returned)
                ? returned.statusCode >= 400
                : returned instanceof Response && returned.status >= 400
            ) {
              if (ctx.path === "/sign-in/email") await logRefusedSignIn(db, ctx.body, ctx.request);
              return;
            }
            const record = (
              user: { id: string; email: string },
              event: SecurityEvent,
              keepSessionId?: string,
            ) =>
              recordSecurityEvent(db, mailer, background, {
                userId: user.id,
                email: user.email,
                event,
                keepSessionId,
                request: ctx.request,
              });
            const fresh = ctx.context.newSession;
            const signingIn = await ctx.getSignedCookie(
              ctx.context.createAuthCookie("two_factor").name,
              ctx.context.secret,
            );

            // Turning two-factor on is the first correct code of an enrolment, made while signed in.
            if (ctx.path === "/two-factor/verify-totp" && fresh && !signingIn) {
              await record(fresh.user, "two_factor_enabled", fresh.session.id);
              return;
            }
            const change = CHANGE_OF_PATH[ctx.path];
            const person = fresh?.user ?? ctx.context.session?.user;
            if (change && person) {
              await record(person, change, fresh?.session.id ?? ctx.context.session?.session.id);
              return;
            }
            if (!fresh || !(SIGN_IN_PATHS.test(ctx.path) || isSsoCallback(ctx))) return;
            if (ctx.path === "/two-factor/verify-backup-code") await record(fresh.user, "recovery_code_used");
            await logPersonEvent(db, {
              userId: fresh.user.id,
              action: "account.signed_in",
              origin: originOfRequest(ctx.request),
              details: { method: signInMethod(ctx.path, isSsoCallback(ctx)) },
            });
            const cookie = ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, {
              maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
            });
            const known = (await ctx.getSignedCookie(cookie.name, ctx.context.secret)) === fresh.user.id;
            if (!known && ctx.path !== "/verify-email") await record(fresh.user, "new_device");
            await ctx.setSignedCookie(cookie.name, fresh.user.id, ctx.context.secret, cookie.attributes);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** How a sign-in was made, as its entry says. */
function signInMethod(path: string, sso: boolean): string {
  if (sso) return "single sign-on";
  if (path.startsWith("/two-factor/")) return "password and second factor";
  if (path.startsWith("/passkey/")) return "passkey";
  if (path === "/verify-email") return "email verification";
  return "password";
}

/** A refused password sign-in of an existing account, in its teams' logs (an unknown address has no teams). */
async function logRefusedSignIn(db: RequestDatabase, body: unknown, request: Request | undefined) {
  const email = typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== "string" || email.length > 320) return;
  const [person] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email.trim().toLowerCase()));
  if (!person) return;
  await logPersonEvent(db, {
    userId: person.id,
    action: "account.sign_in_failed",
    origin: originOfRequest(request),
    details: { method: "password" },
  });
}
