// The context of team actions, and the rule that a caller only ever sees its key's own team.
import type { Database } from "@qr/db";
import type { Caller } from "../auth/caller.ts";
import { NotFound } from "../errors.ts";

export interface TeamContext {
  db: Database;
  caller: Caller;
}

/** `{id}` in a team path must be the key's team; any other team is as absent as one that never existed. */
export function ownTeam(ctx: TeamContext, teamId: string): string {
  if (teamId !== ctx.caller.teamId) throw new NotFound("No team with this id.");
  return teamId;
}
