// A new team, owned by the person who creates it: on sign-up (their first team, named after them) and from
// POST /teams.
import { newId } from "@qr/core/ids";
import { type Database, schema } from "@qr/db";

export const TEAM_NAME_MAX_LENGTH = 100;

export async function createTeam(db: Database, ownerId: string, name: string) {
  const teamId = newId("team");
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(schema.teams).values({ id: teamId, name }).returning();
    await tx.insert(schema.memberships).values({ teamId, userId: ownerId, role: "owner" });
    if (!team) throw new Error("team insert returned no row");
    return team;
  });
}

/** "Ada Lovelace" → "Ada Lovelace's team"; without a name, the address's local part. */
export function firstTeamName(name: string | null | undefined, email: string): string {
  const who = name?.trim() || email.split("@")[0] || email;
  return `${who}'s team`.slice(0, TEAM_NAME_MAX_LENGTH);
}
