// A team's SCIM connection: its bearer token (shown once when made; only its SHA-256 kept; making a new one
// replaces the old at once), and turning provisioning off. Provisioning needs the team's single sign-on domain
// verified: SCIM makes people of that domain only. Owners and admins manage it; each change is in the audit log.
import { sha256Hex } from "@qr/core/hash";
import { randomBase62 } from "@qr/core/random";
import { inOneTrip, schema } from "@qr/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { activityEntry, actorOf, changeLog } from "../activity/record-activity.ts";
import { ownTeam } from "../auth/own-team.ts";

export const SCIM_TOKEN_PREFIX = "qrs_";
const SCIM_TOKEN_PATTERN = /^qrs_[0-9A-Za-z]{40}$/;

export function isWellFormedScimToken(token: string): boolean {
  return SCIM_TOKEN_PATTERN.test(token);
}

export function hashScimToken(token: string): Promise<string> {
  return sha256Hex(token);
}

const hintOf = (token: string) => `${token.slice(0, 8)}…${token.slice(-4)}`;

export function scimBaseUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl}/scim/v2`;
}

export async function scimStatus(ctx: CallerContext & { apiBaseUrl: string }, teamId: string) {
  ownTeam(ctx, teamId);
  const [row] = await ctx.db
    .select()
    .from(schema.scimConnections)
    .where(eq(schema.scimConnections.teamId, teamId));
  return {
    enabled: row !== undefined,
    base_url: scimBaseUrl(ctx.apiBaseUrl),
    token_hint: row?.tokenHint ?? null,
    token_created_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** A new token (the connection made, or its token replaced): the secret, shown this once. */
export async function newScimToken(ctx: CallerContext & { apiBaseUrl: string }, teamId: string) {
  ownTeam(ctx, teamId);
  const [verified] = await ctx.db
    .select({ teamId: schema.ssoConnections.teamId })
    .from(schema.ssoConnections)
    .where(and(eq(schema.ssoConnections.teamId, teamId), isNotNull(schema.ssoConnections.verifiedAt)));
  if (!verified) {
    throw new ApiError(
      "sso_not_verified",
      "Set up single sign-on and verify its domain first: SCIM provisions people of that domain only.",
    );
  }
  const token = `${SCIM_TOKEN_PREFIX}${randomBase62(40)}`;
  const tokenHash = await hashScimToken(token);
  const hint = hintOf(token);
  await inOneTrip(ctx.db, (db) => [
    db
      .insert(schema.scimConnections)
      .values({ teamId, tokenHash, tokenHint: hint })
      .onConflictDoUpdate({
        target: schema.scimConnections.teamId,
        set: { tokenHash, tokenHint: hint, updatedAt: new Date(ctx.now()) },
      }),
    activityEntry(db, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "scim.token_created",
      details: { token_hint: hint },
    }),
  ]);
  return { token, token_hint: hint, base_url: scimBaseUrl(ctx.apiBaseUrl) };
}

export async function disableScim(ctx: CallerContext, teamId: string) {
  ownTeam(ctx, teamId);
  const removed = ctx.db
    .$with("removed")
    .as(ctx.db.delete(schema.scimConnections).where(eq(schema.scimConnections.teamId, teamId)).returning());
  const logged = changeLog(ctx.db, {
    from: removed,
    teamId,
    actor: actorOf(ctx.caller),
    action: "scim.disabled",
    targetId: null,
  });
  const [row] = await ctx.db.with(removed, logged).select().from(removed);
  if (!row) throw new ApiError("scim_not_enabled", "SCIM provisioning is not on for this team.");
}
