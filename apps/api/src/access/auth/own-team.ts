// The rule that a caller only ever sees its own team: `{id}` in a team path must be the caller's team.
import { ApiError } from "../../http/errors/api-error.ts";
import type { CallerContext } from "../../request-context.ts";

/** Any other team is as absent as one that never existed. */
export function ownTeam(ctx: CallerContext, teamId: string): string {
  if (teamId !== ctx.caller.teamId) throw new ApiError("team_not_found", "No team with this id.");
  return teamId;
}
