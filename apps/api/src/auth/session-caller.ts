// A person's session as the credential: the session cookie the account library set at sign-in. A request that
// changes something must come from the service's own origin (the browser says so in Sec-Fetch-Site or Origin),
// so another site cannot act with a visitor's cookie.
import { ROLE_PERMISSIONS } from "@qr/core/permissions";
import type { Context } from "hono";
import { authFor } from "../accounts/auth-for.ts";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import type { Caller } from "./caller.ts";
import { sessionTeamOf } from "./session-team.ts";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?qr\.session_token=/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

export async function sessionCallerOf(c: Context<AppEnv>): Promise<Caller> {
  if (!SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
  // Only the cookie goes to the library: a session is never read from any other header.
  const found = await authFor(c).api.getSession({
    headers: new Headers({ cookie: c.req.header("Cookie") ?? "" }),
  });
  if (!found)
    throw new ApiError("session_expired", "The session has expired or was signed out; sign in again.");
  const userId = found.user.id;
  const team = await sessionTeamOf(
    c,
    userId,
    (found.session as { activeTeamId?: string | null }).activeTeamId,
  );
  return {
    credential: { kind: "session", id: found.session.id },
    teamId: team?.teamId ?? "",
    userId,
    role: team?.role ?? "viewer",
    permissions: new Set(team ? ROLE_PERMISSIONS[team.role] : []),
  };
}

function assertSameOrigin(c: Context<AppEnv>): void {
  const site = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  const own = new URL(c.env.API_BASE_URL).origin;
  const sameOrigin =
    site === undefined ? origin === own : site === "same-origin" && (origin === undefined || origin === own);
  if (!sameOrigin) {
    throw new ApiError(
      "cross_site_request",
      "A request signed in with a session cookie must come from this service's own pages.",
    );
  }
}
