// Single sign-on enforced: a team that proved an email domain and turned `enforced` on signs that domain's people
// in through its provider only. Every session the account library makes (password, passkey, second factor, email
// verification) passes here, so no way of signing in is forgotten; single sign-on's own sessions do not.
import { normalizeEmail } from "@qr/core/email";
import { type RequestDatabase, schema } from "@qr/db";
import { APIError } from "better-auth/api";
import { and, eq, isNotNull, sql } from "drizzle-orm";

/** Refuses, with the words a person needs, when the address's domain signs in through single sign-on only. */
export async function assertPasswordSignInAllowed(
  db: RequestDatabase,
  by: { email: string } | { userId: string },
) {
  const { ssoConnections, users } = schema;
  const domain =
    "email" in by
      ? sql`${normalizeEmail(by.email).split("@")[1] ?? ""}`
      : sql`(select split_part(${users.email}, '@', 2) from ${users} where ${users.id} = ${by.userId})`;
  const [enforced] = await db
    .select({ domain: ssoConnections.emailDomain })
    .from(ssoConnections)
    .where(
      and(
        eq(ssoConnections.emailDomain, domain),
        eq(ssoConnections.enforced, true),
        isNotNull(ssoConnections.verifiedAt),
      ),
    );
  if (enforced) {
    throw new APIError("FORBIDDEN", {
      code: "SSO_REQUIRED",
      message: `People at ${enforced.domain} sign in through their organisation's single sign-on.`,
    });
  }
}
