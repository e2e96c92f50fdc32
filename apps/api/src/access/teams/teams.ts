// Teams and their members: list the caller's teams, list members, change a role, remove a member.
// The last owner of a team can be neither removed nor demoted: owner rows are locked while that is checked,
// so two owners demoting each other at once cannot leave a team without one. Each change is one statement.
import type { Role } from "@qr/core/permissions";
import { inOneTrip, schema } from "@qr/db";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { assertMayActOn, assertMayGrantRole, mayActOnRole } from "../auth/authority.ts";
import { ownTeam } from "../auth/own-team.ts";
import { assertKeyMay } from "../auth/require-permission.ts";

/** Every person may list their teams (even with none left); an API key needs `team:read`. */
export async function listTeams(ctx: CallerContext) {
  assertKeyMay(ctx.caller, "team:read");
  const rows = await ctx.db
    .select({
      id: schema.teams.id,
      name: schema.teams.name,
      role: schema.memberships.role,
      requireTwoFactor: schema.teams.requireTwoFactor,
      auditRetentionDays: schema.teams.auditRetentionDays,
      createdAt: schema.teams.createdAt,
    })
    .from(schema.memberships)
    .innerJoin(schema.teams, eq(schema.teams.id, schema.memberships.teamId))
    .where(and(eq(schema.memberships.userId, ctx.caller.userId), isNull(schema.teams.deletedAt)))
    .orderBy(asc(schema.teams.createdAt));
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      current: row.id === ctx.caller.teamId,
      require_two_factor: row.requireTwoFactor,
      audit_retention_days: row.auditRetentionDays,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function listMembers(ctx: CallerContext, teamId: string) {
  ownTeam(ctx, teamId);
  const [members, invitations] = await inOneTrip(ctx.db, (db) => [
    db
      .select({
        userId: schema.users.id,
        email: schema.users.email,
        role: schema.memberships.role,
        joinedAt: schema.memberships.createdAt,
      })
      .from(schema.memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
      .where(eq(schema.memberships.teamId, teamId))
      .orderBy(asc(schema.memberships.createdAt)),
    db
      .select()
      .from(schema.invitations)
      .where(
        and(
          eq(schema.invitations.teamId, teamId),
          isNull(schema.invitations.acceptedAt),
          isNull(schema.invitations.revokedAt),
          gt(schema.invitations.expiresAt, new Date(ctx.now())),
        ),
      )
      .orderBy(asc(schema.invitations.createdAt)),
  ]);
  return {
    members: members.map((m) => ({
      user_id: m.userId,
      email: m.email,
      role: m.role,
      joined_at: m.joinedAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      created_at: i.createdAt.toISOString(),
      expires_at: i.expiresAt.toISOString(),
    })),
  };
}

/**
 * Gives a member another role, in one statement that checks what it must: the caller ranks at least the member,
 * and an owner is not demoted while they are the last one. Nothing changed: a second read says why.
 */
export async function changeMemberRole(ctx: CallerContext, teamId: string, userId: string, role: Role) {
  ownTeam(ctx, teamId);
  assertMayGrantRole(ctx.caller, role);
  const { db } = ctx;
  const { memberships: m } = schema;
  const guarded = membershipGuards(ctx, teamId, userId, { demotingTo: role });
  const changed = db.$with("changed").as(
    db
      .update(m)
      .set({ role })
      .where(and(memberIs(teamId, userId), guarded.allowed))
      .returning({ userId: m.userId, from: sql<Role>`${guarded.memberRole}`.as("from_role") }),
  );
  const logged = changeLog(db, {
    from: changed,
    teamId,
    actor: actorOf(ctx.caller),
    action: "member.role_changed",
    targetId: userId,
    details: sql`jsonb_build_object('from', ${changed.from}, 'to', ${role}::text)`,
  });
  const [row] = await db
    .with(...guarded.parts, changed, logged)
    .select()
    .from(changed);
  if (!row)
    await explainRefusal(ctx, teamId, userId, "change the role", role !== "owner" ? "demote" : undefined);
  return { user_id: userId, team_id: teamId, role };
}

export async function removeMember(ctx: CallerContext, teamId: string, userId: string): Promise<void> {
  ownTeam(ctx, teamId);
  await endMembership(ctx, teamId, userId, "member.removed");
}

/** The caller leaves the team (the last owner cannot, while anyone else is in it: 409). */
export async function leaveTeam(ctx: CallerContext, teamId: string): Promise<void> {
  ownTeam(ctx, teamId);
  await endMembership(ctx, teamId, ctx.caller.userId, "member.left");
}

/** Ends a membership and revokes the member's keys for the team, in one statement, checked as a role change. */
async function endMembership(
  ctx: CallerContext,
  teamId: string,
  userId: string,
  action: "member.removed" | "member.left",
): Promise<void> {
  const { db } = ctx;
  const { memberships: m, apiKeys } = schema;
  const leaving = action === "member.left";
  const guarded = membershipGuards(ctx, teamId, userId, { demotingTo: null, self: leaving });
  const ended = db.$with("ended").as(
    db
      .delete(m)
      .where(and(memberIs(teamId, userId), guarded.allowed))
      .returning({ userId: m.userId }),
  );
  // Their keys already stop working (authentication needs the membership); revoke them for the record too.
  const keysRevoked = db.$with("keys_revoked").as(
    db
      .update(apiKeys)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(
        and(
          eq(apiKeys.teamId, teamId),
          eq(apiKeys.userId, userId),
          isNull(apiKeys.revokedAt),
          sql`exists (select 1 from ${ended})`,
        ),
      )
      .returning({ id: apiKeys.id }),
  );
  const logged = changeLog(db, {
    from: ended,
    teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: userId,
  });
  const [row] = await db
    .with(...guarded.parts, ended, keysRevoked, logged)
    .select()
    .from(ended);
  if (!row)
    await explainRefusal(ctx, teamId, userId, leaving ? undefined : "remove the membership", "remove");
}

function memberIs(teamId: string, userId: string) {
  return and(eq(schema.memberships.teamId, teamId), eq(schema.memberships.userId, userId));
}

/**
 * What a change of a membership must hold, as conditions of its own statement: the member's role and the team's
 * owners are read locked (two owners demoting each other at once cannot leave the team without one), the caller
 * ranks at least the member (unless they act on themselves), and the last owner keeps the role.
 */
function membershipGuards(
  ctx: CallerContext,
  teamId: string,
  userId: string,
  change: { demotingTo: Role | null; self?: boolean },
) {
  const { db } = ctx;
  const { memberships: m } = schema;
  const owners = db.$with("owners").as(
    db
      .select({ userId: m.userId })
      .from(m)
      .where(and(eq(m.teamId, teamId), eq(m.role, "owner")))
      .for("update"),
  );
  const member = db
    .$with("member")
    .as(db.select({ role: m.role }).from(m).where(memberIs(teamId, userId)).for("update"));
  const memberRole = sql`(select ${member.role} from ${member})`;
  const losesOwnership =
    change.demotingTo === null ? sql`true` : sql`${change.demotingTo}::member_role <> 'owner'`;
  return {
    parts: [owners, member] as const,
    memberRole,
    allowed: and(
      change.self ? undefined : mayActOnRole(ctx.caller, memberRole),
      sql`not (${memberRole} = 'owner' and ${losesOwnership} and (select count(*) from ${owners}) <= 1)`,
    ),
  };
}

/** Why a change of a membership changed nothing: no such member, a rank too low, or the last owner. */
async function explainRefusal(
  ctx: CallerContext,
  teamId: string,
  userId: string,
  action: string | undefined,
  lastOwner: "demote" | "remove" | undefined,
): Promise<never> {
  const { memberships: m } = schema;
  const [member] = await ctx.db
    .select({
      role: m.role,
      owners: sql<number>`(select count(*)::int from ${m} where ${m.teamId} = ${teamId} and ${m.role} = 'owner')`,
    })
    .from(m)
    .where(memberIs(teamId, userId));
  if (!member) throw new ApiError("member_not_found", "No member with this id in the team.");
  if (action) assertMayActOn(ctx.caller, member.role, action);
  if (lastOwner && member.role === "owner" && member.owners <= 1)
    throw new ApiError("last_owner", `Cannot ${lastOwner} the last owner of the team.`);
  throw new ApiError("concurrent_change", "The team's members changed while this change was made; retry.");
}
