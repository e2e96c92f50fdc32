// Teams and their members: list the caller's teams, list members, change a role, remove a member.
// The last owner of a team can be neither removed nor demoted: owner rows are locked while that is checked,
// so two owners demoting each other at once cannot leave a team without one.
import type { Role } from "@qr/core/permissions";
import { type Database, schema } from "@qr/db";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { assertMayActOn, assertMayGrantRole } from "../auth/authority.ts";
import { assertKeyMay } from "../auth/require-permission.ts";
import { ApiError } from "../errors/api-error.ts";
import type { CallerContext } from "../request-context.ts";
import { ownTeam } from "./own-team.ts";

/** Every person may list their teams (even with none left); an API key needs `team:read`. */
export async function listTeams(ctx: CallerContext) {
  assertKeyMay(ctx.caller, "team:read");
  const rows = await ctx.db
    .select({
      id: schema.teams.id,
      name: schema.teams.name,
      role: schema.memberships.role,
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
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function listMembers(ctx: CallerContext, teamId: string) {
  ownTeam(ctx, teamId);
  const members = await ctx.db
    .select({
      userId: schema.users.id,
      email: schema.users.email,
      role: schema.memberships.role,
      joinedAt: schema.memberships.createdAt,
    })
    .from(schema.memberships)
    .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
    .where(eq(schema.memberships.teamId, teamId))
    .orderBy(asc(schema.memberships.createdAt));
  const invitations = await ctx.db
    .select()
    .from(schema.invitations)
    .where(
      and(
        eq(schema.invitations.teamId, teamId),
        isNull(schema.invitations.acceptedAt),
        isNull(schema.invitations.revokedAt),
        gt(schema.invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(schema.invitations.createdAt));
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

export async function changeMemberRole(ctx: CallerContext, teamId: string, userId: string, role: Role) {
  ownTeam(ctx, teamId);
  assertMayGrantRole(ctx.caller, role);
  return ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, teamId, userId);
    assertMayActOn(ctx.caller, member.role, "change the role");
    if (member.role === "owner" && role !== "owner") await refuseIfLastOwner(tx, teamId, "demote");
    await tx
      .update(schema.memberships)
      .set({ role })
      .where(and(eq(schema.memberships.teamId, teamId), eq(schema.memberships.userId, userId)));
    const from = member.role;
    await recordActivity(tx, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "member.role_changed",
      targetId: userId,
      details: { from, to: role },
    });
    return { user_id: userId, team_id: teamId, role };
  });
}

export async function removeMember(ctx: CallerContext, teamId: string, userId: string): Promise<void> {
  ownTeam(ctx, teamId);
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, teamId, userId);
    assertMayActOn(ctx.caller, member.role, "remove the membership");
    await endMembership(tx, teamId, userId, member.role);
    await recordActivity(tx, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "member.removed",
      targetId: userId,
    });
  });
}

/** The caller leaves the team (the last owner cannot, while anyone else is in it: 409). */
export async function leaveTeam(ctx: CallerContext, teamId: string): Promise<void> {
  ownTeam(ctx, teamId);
  await ctx.db.transaction(async (tx) => {
    const member = await lockedMember(tx, teamId, ctx.caller.userId);
    await endMembership(tx, teamId, ctx.caller.userId, member.role);
    await recordActivity(tx, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "member.left",
      targetId: ctx.caller.userId,
    });
  });
}

async function endMembership(tx: Database, teamId: string, userId: string, role: Role): Promise<void> {
  if (role === "owner") await refuseIfLastOwner(tx, teamId, "remove");
  await tx
    .delete(schema.memberships)
    .where(and(eq(schema.memberships.teamId, teamId), eq(schema.memberships.userId, userId)));
  // Their keys already stop working (authentication needs the membership); revoke them for the record too.
  await tx
    .update(schema.apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(schema.apiKeys.teamId, teamId),
        eq(schema.apiKeys.userId, userId),
        isNull(schema.apiKeys.revokedAt),
      ),
    );
}

async function lockedMember(tx: Database, teamId: string, userId: string) {
  const [member] = await tx
    .select({ role: schema.memberships.role })
    .from(schema.memberships)
    .where(and(eq(schema.memberships.teamId, teamId), eq(schema.memberships.userId, userId)))
    .for("update");
  if (!member) throw new ApiError("member_not_found", "No member with this id in the team.");
  return member;
}

async function refuseIfLastOwner(tx: Database, teamId: string, action: "demote" | "remove") {
  const owners = await tx
    .select({ userId: schema.memberships.userId })
    .from(schema.memberships)
    .where(and(eq(schema.memberships.teamId, teamId), eq(schema.memberships.role, "owner")))
    .for("update");
  if (owners.length <= 1) throw new ApiError("last_owner", `Cannot ${action} the last owner of the team.`);
}
