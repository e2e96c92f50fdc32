// A person's session as the credential: the session cookie the account library set at sign-in. A request that
// changes something must come from the service's own origin (the browser says so in Sec-Fetch-Site or Origin),
// so another site cannot act with a visitor's cookie.
//
// As with API keys, the isolate remembers a session it has read (with the person's teams), and every request
// sends the session's verification ahead of its first statement (verify_session, migration 0008): signing out,
// expiry, a team joined or left, a new role or another active team take effect on the very next request. The
// verification also extends a session in use, as the account library does.
//
// A team that requires a second factor gives a member without one no permission there (`twoFactorMissing`):
// every team route answers 403 `two_factor_required`, while their own account, where they turn it on, stays open.

import { BoundedCache } from "@qr/core/bounded-cache";
import { machineTime } from "@qr/core/clock";
import { sha256Hex } from "@qr/core/hash";
import { ROLE_PERMISSIONS } from "@qr/core/permissions";
import { outer, schema } from "@qr/db";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import type { Caller } from "./caller.ts";
import { originOf } from "./caller-origin.ts";
import { crossSiteAdvice, ownOrigins } from "./own-origins.ts";
import { sessionTokenOf, signedInForOneVisit } from "./session-cookie.ts";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./session-lifetime.ts";
import { type SessionTeam, sessionTeamOf } from "./session-team.ts";

export { hasSessionCookie } from "./session-cookie.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface SessionRead {
  id: string;
  userId: string;
  twoFactorEnabled: boolean;
  expiresAt: number;
  activeTeamId: string | null;
  memberships: SessionTeam[];
}

const sessions = new BoundedCache<SessionRead>({ capacity: 10_000 });

export async function sessionCallerOf(c: Context<AppEnv>): Promise<Caller> {
  if (!SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
  const cookie = c.req.header("Cookie");
  const token = await sessionTokenOf(cookie, c.env.AUTH_SECRET);
  if (!token) throw expired();
  const hash = await sha256Hex(token);
  c.set("forgetCredential", () => sessions.delete(hash));

  const remembered = c.var.rereadCredential ? undefined : sessions.get(hash);
  let session = remembered && remembered.expiresAt > machineTime() ? remembered : await readSession(c, hash);
  let resolution = await sessionTeamOf(c, session.memberships, session.activeTeamId);
  if ("unknownTeam" in resolution && session === remembered) {
    session = await readSession(c, hash); // a team joined since the session was read
    resolution = await sessionTeamOf(c, session.memberships, session.activeTeamId);
  }
  sessions.set(hash, session);
  if ("unknownTeam" in resolution && resolution.unknownTeam === "named") {
    throw new ApiError("team_not_found", "No team with this id among yours.");
  }
  const team = "team" in resolution ? resolution.team : fallbackTeam(session);

  const twoFactorMissing = team?.requireTwoFactor === true && !session.twoFactorEnabled;
  const extend = !signedInForOneVisit(cookie);
  c.var.statements().sendAhead(
    sql`select verify_session(${session.id}, ${session.userId}, ${session.activeTeamId},
      ${session.memberships.length}::int, ${team?.teamId ?? null},
      ${team?.role ?? null}, ${extend ? `${SESSION_EXPIRES_IN_SECONDS} seconds` : null}::interval,
      ${`${SESSION_UPDATE_AGE_SECONDS} seconds`}::interval, ${twoFactorMissing})`,
  );
  return {
    credential: { kind: "session", id: session.id },
    teamId: team?.teamId ?? "",
    userId: session.userId,
    role: team?.role ?? "viewer",
    permissions: new Set(team && !twoFactorMissing ? ROLE_PERMISSIONS[team.role] : []),
    folderIds: null,
    origin: originOf(c.req.raw.headers, c.get("requestId") ?? null),
    ...(twoFactorMissing ? { twoFactorMissing } : {}),
  };
}

/** The session with this token's hash and the person's live teams, oldest membership first; or a 401. */
async function readSession(c: Context<AppEnv>, tokenHash: string): Promise<SessionRead> {
  const { sessions: s } = schema;
  const [row] = await c.var
    .db()
    .select({
      id: s.id,
      userId: s.userId,
      twoFactorEnabled: sql<boolean>`(select u.two_factor_enabled from ${schema.users} u where u.id = ${outer(s.userId)})`,
      expiresAt: s.expiresAt,
      activeTeamId: s.activeTeamId,
      memberships: sql<SessionTeam[]>`coalesce((
        select json_agg(json_build_object('teamId', m.team_id, 'role', m.role,
          'requireTwoFactor', t.require_two_factor) order by m.created_at)
        from ${schema.memberships} m join ${schema.teams} t on t.id = m.team_id and t.deleted_at is null
        where m.user_id = ${outer(s.userId)}), '[]'::json)`,
    })
    .from(s)
    .where(and(eq(s.token, tokenHash), gt(s.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) throw expired();
  return { ...row, expiresAt: row.expiresAt.getTime() };
}

function fallbackTeam(session: SessionRead): SessionTeam | undefined {
  return session.memberships.find((m) => m.teamId === session.activeTeamId) ?? session.memberships[0];
}

function expired() {
  return new ApiError("session_expired", "The session has expired or was signed out; sign in again.");
}

function assertSameOrigin(c: Context<AppEnv>): void {
  const site = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  const own = ownOrigins(c.env.API_BASE_URL);
  const ours = origin !== undefined && own.includes(origin);
  const sameOrigin = site === undefined ? ours : site === "same-origin" && (origin === undefined || ours);
  if (!sameOrigin) throw new ApiError("cross_site_request", crossSiteAdvice(c.env.API_BASE_URL));
}
