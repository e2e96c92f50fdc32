// A new team, owned by the person who creates it: on sign-up (their first team, named after them) and from
// POST /teams. The team, its owner and (from the API) the activity entry, in one round trip.
import { newId } from "@qr/core/ids";
import { inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { type Actor, activityEntry } from "../activity/record-activity.ts";

export const TEAM_NAME_MAX_LENGTH = 100;

export async function createTeam(db: RequestDatabase, ownerId: string, name: string, loggedAs?: Actor) {
  const teamId = newId("team");
  const team = (tx: RequestDatabase) => tx.insert(schema.teams).values({ id: teamId, name }).returning();
  const owner = (tx: RequestDatabase) =>
    tx.insert(schema.memberships).values({ teamId, userId: ownerId, role: "owner" });
  const [[created]] = loggedAs
    ? await inOneTrip(db, (tx) => [
        team(tx),
        owner(tx),
        activityEntry(tx, { teamId, actor: loggedAs, action: "team.created", details: { name } }),
      ])
    : await inOneTrip(db, (tx) => [team(tx), owner(tx)]);
  if (!created) throw new Error("team insert returned no row");
  return created;
}

/** "Ada Lovelace" → "Ada Lovelace's team"; without a name, the address's local part. */
export function firstTeamName(name: string | null | undefined, email: string): string {
  const who = name?.trim() || email.split("@")[0] || email;
  return `${who}'s team`.slice(0, TEAM_NAME_MAX_LENGTH);
}
