// A person's own teams: create one, rename it, delete it (owners only), and pick the one a session acts in.
import { schema } from "@qr/db";
import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext, RequestContext } from "../../request-context.ts";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { ownTeam } from "../auth/own-team.ts";
import { assertKeyMay } from "../auth/require-permission.ts";
import { createTeam } from "./create-team.ts";
import { deleteTeam } from "./delete-team.ts";

/** A person may always create a team; an API key needs `team:admin`, as it acts for its team's admin. */
export async function createOwnTeam(
  ctx: CallerContext & Pick<RequestContext, "newTeamCodeLimit">,
  name: string,
) {
  assertKeyMay(ctx.caller, "team:admin");
  const team = await createTeam(ctx.db, {
    ownerId: ctx.caller.userId,
    name,
    codeLimit: ctx.newTeamCodeLimit,
    loggedAs: actorOf(ctx.caller),
  });
  return {
    id: team.id,
    name: team.name,
    role: "owner" as const,
    current: false,
    require_two_factor: team.requireTwoFactor,
    audit_retention_days: team.auditRetentionDays,
    created_at: team.createdAt.toISOString(),
  };
}

/**
 * Renames the team and sets whether it requires two-factor, with an activity entry per change, in one statement.
 * Only an owner sets the policy, and only with their own second factor on, so that it never locks them out.
 */
export async function updateTeamSettings(
  ctx: CallerContext,
  teamId: string,
  settings: {
    name?: string | undefined;
    require_two_factor?: boolean | undefined;
    audit_retention_days?: number | undefined;
  },
) {
  ownTeam(ctx, teamId);
  const policy = settings.require_two_factor;
  const retention = settings.audit_retention_days;
  if (policy !== undefined && ctx.caller.role !== "owner") {
    throw new ApiError("role_insufficient", "Only an owner can change whether the team requires two-factor.");
  }
  if (retention !== undefined && ctx.caller.role !== "owner") {
    throw new ApiError("role_insufficient", "Only an owner can change how long the audit log is kept.");
  }
  const ownerHasSecondFactor = sql`exists (select 1 from ${schema.users} u
    where u.id = ${ctx.caller.userId} and u.two_factor_enabled)`;
  const updated = ctx.db.$with("updated").as(
    ctx.db
      .update(schema.teams)
      .set({
        ...(settings.name !== undefined ? { name: settings.name } : {}),
        ...(policy !== undefined ? { requireTwoFactor: policy } : {}),
        ...(retention !== undefined ? { auditRetentionDays: retention } : {}),
        updatedAt: new Date(ctx.now()),
      })
      .where(and(eq(schema.teams.id, teamId), policy ? ownerHasSecondFactor : undefined))
      .returning(),
  );
  const logs = [
    settings.name !== undefined &&
      changeLog(ctx.db, {
        from: updated,
        name: "renamed",
        teamId,
        actor: actorOf(ctx.caller),
        action: "team.renamed",
        targetId: null,
        details: { name: settings.name },
      }),
    policy !== undefined &&
      changeLog(ctx.db, {
        from: updated,
        name: "policy_changed",
        teamId,
        actor: actorOf(ctx.caller),
        action: "team.two_factor_policy_changed",
        targetId: null,
        details: { require_two_factor: policy },
      }),
    retention !== undefined &&
      changeLog(ctx.db, {
        from: updated,
        name: "retention_changed",
        teamId,
        actor: actorOf(ctx.caller),
        action: "team.audit_retention_changed",
        targetId: null,
        details: { audit_retention_days: retention },
      }),
  ].filter((log) => log !== false);
  const [team] = await ctx.db
    .with(updated, ...logs)
    .select()
    .from(updated);
  if (!team && policy) {
    throw new ApiError(
      "two_factor_required",
      "Turn on two-factor authentication for your own account before requiring it of the team.",
    );
  }
  if (!team) throw new ApiError("team_not_found", "No team with this id.");
  return {
    id: team.id,
    name: team.name,
    role: ctx.caller.role,
    current: true,
    require_two_factor: team.requireTwoFactor,
    audit_retention_days: team.auditRetentionDays,
    created_at: team.createdAt.toISOString(),
  };
}

export async function deleteOwnTeam(ctx: CallerContext, teamId: string): Promise<void> {
  ownTeam(ctx, teamId);
  if (ctx.caller.role !== "owner") {
    throw new ApiError("role_insufficient", "Only an owner can delete the team.");
  }
  await deleteTeam(ctx.db, teamId, actorOf(ctx.caller));
}

/** The team a session acts in when a request names none. */
export async function activateTeam(ctx: CallerContext, teamId: string): Promise<void> {
  ownTeam(ctx, teamId);
  if (ctx.caller.credential.kind !== "session") {
    throw new ApiError(
      "account_request_refused",
      "An API key always acts in its own team; only a session picks one.",
    );
  }
  await ctx.db
    .update(schema.sessions)
    .set({ activeTeamId: teamId, updatedAt: new Date(ctx.now()) })
    .where(eq(schema.sessions.id, ctx.caller.credential.id));
}
