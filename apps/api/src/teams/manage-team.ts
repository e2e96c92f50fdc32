// A person's own teams: create one, rename it, delete it (owners only), and pick the one a session acts in.
import { schema } from "@qr/db";
import { eq } from "drizzle-orm";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { assertKeyMay } from "../auth/require-permission.ts";
import { ApiError } from "../errors/api-error.ts";
import type { CallerContext, RequestContext } from "../request-context.ts";
import { createTeam } from "./create-team.ts";
import { deleteTeam } from "./delete-team.ts";
import { ownTeam } from "./own-team.ts";

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
    created_at: team.createdAt.toISOString(),
  };
}

export async function renameTeam(ctx: CallerContext, teamId: string, name: string) {
  ownTeam(ctx, teamId);
  const renamed = ctx.db
    .$with("renamed")
    .as(
      ctx.db
        .update(schema.teams)
        .set({ name, updatedAt: new Date() })
        .where(eq(schema.teams.id, teamId))
        .returning(),
    );
  const logged = changeLog(ctx.db, {
    from: renamed,
    teamId,
    actor: actorOf(ctx.caller),
    action: "team.renamed",
    targetId: null,
    details: { name },
  });
  const [team] = await ctx.db.with(renamed, logged).select().from(renamed);
  if (!team) throw new ApiError("team_not_found", "No team with this id.");
  return {
    id: team.id,
    name: team.name,
    role: ctx.caller.role,
    current: true,
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
    .set({ activeTeamId: teamId, updatedAt: new Date() })
    .where(eq(schema.sessions.id, ctx.caller.credential.id));
}
