// The signed-in person's own account: who they are, and their sessions (devices), each revocable.
import { schema } from "@qr/db";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { logPersonEvent } from "../activity/person-events.ts";
import { deviceName } from "./device-name.ts";
import { endSessionsAndLog } from "./security-events.ts";

function assertSession(ctx: CallerContext): void {
  if (ctx.caller.credential.kind !== "session") {
    throw new ApiError(
      "account_request_refused",
      "Account settings are for a signed-in person, not an API key.",
    );
  }
}

export async function readAccount(ctx: CallerContext) {
  assertSession(ctx);
  const [user] = await ctx.db
    .select({
      id: schema.users.id,
      email: schema.users.email,
      name: schema.users.name,
      emailVerified: schema.users.emailVerified,
      twoFactorEnabled: schema.users.twoFactorEnabled,
      createdAt: schema.users.createdAt,
      passkeys: sql<number>`(select count(*)::int from ${schema.passkeys} p where p.user_id = ${schema.users.id})`,
    })
    .from(schema.users)
    .where(eq(schema.users.id, ctx.caller.userId));
  if (!user) throw new ApiError("session_expired", "The account no longer exists.");
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    email_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
    team_id: ctx.caller.teamId || null,
    role: ctx.caller.teamId ? ctx.caller.role : null,
    two_factor_enabled: user.twoFactorEnabled,
    passkeys: user.passkeys,
    two_factor_required: ctx.caller.twoFactorMissing === true,
  };
}

export async function listSessions(ctx: CallerContext) {
  assertSession(ctx);
  const rows = await ctx.db
    .select({
      id: schema.sessions.id,
      createdAt: schema.sessions.createdAt,
      expiresAt: schema.sessions.expiresAt,
      updatedAt: schema.sessions.updatedAt,
      country: schema.sessions.country,
      ipAddress: schema.sessions.ipAddress,
      userAgent: schema.sessions.userAgent,
    })
    .from(schema.sessions)
    .where(
      and(eq(schema.sessions.userId, ctx.caller.userId), gt(schema.sessions.expiresAt, new Date(ctx.now()))),
    )
    .orderBy(desc(schema.sessions.createdAt))
    .limit(100);
  return {
    data: rows.map((row) => ({
      id: row.id,
      current: row.id === ctx.caller.credential.id,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      last_active_at: row.updatedAt.toISOString(),
      device: deviceName(row.userAgent),
      country: row.country,
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
    })),
  };
}

/** Ends one of the person's sessions (another person's session id is as absent as an unknown one). */
export async function revokeSession(ctx: CallerContext, sessionId: string): Promise<void> {
  assertSession(ctx);
  const deleted = await ctx.db
    .delete(schema.sessions)
    .where(and(eq(schema.sessions.id, sessionId), eq(schema.sessions.userId, ctx.caller.userId)))
    .returning({ id: schema.sessions.id });
  if (deleted.length === 0) throw new ApiError("session_not_found", "No session of yours has this id.");
  await logPersonEvent(ctx.db, {
    userId: ctx.caller.userId,
    action: "account.session_ended",
    origin: ctx.caller.origin,
    details: { session_id: sessionId },
  });
}

/** Signs the person out everywhere but here (logged in each of their teams); how many sessions ended. */
export async function endOtherSessions(ctx: CallerContext): Promise<{ ended: number }> {
  assertSession(ctx);
  const { sessionsEnded } = await endSessionsAndLog(ctx.db, {
    userId: ctx.caller.userId,
    event: "signed_out_everywhere",
    keepSessionId: ctx.caller.credential.id,
  });
  return { ended: sessionsEnded };
}
