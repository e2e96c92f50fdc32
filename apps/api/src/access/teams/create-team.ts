// A new team, owned by the person who creates it: on sign-up (their first team, named after them) and from
// POST /teams. The team, its owner and (from the API) the activity entry, in one round trip. A team a person
// makes may create at most NEW_TEAM_CODE_LIMIT codes in its first day (0: no limit; a trigger holds it,
// migration 0015): what an account opened to send phishing does first (docs/abuse.md).
import { newId } from "@qr/core/ids";
import { inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { type Actor, activityEntry } from "../activity/record-activity.ts";

export const TEAM_NAME_MAX_LENGTH = 100;

export interface NewTeam {
  ownerId: string;
  name: string;
  /** Codes it may create in its first day; 0: no limit. */
  codeLimit: number;
  /** The activity entry's actor (from the API); none on sign-up. */
  loggedAs?: Actor | undefined;
}

export async function createTeam(db: RequestDatabase, { ownerId, name, codeLimit, loggedAs }: NewTeam) {
  const teamId = newId("team");
  const limit = codeLimit > 0 ? { codeLimit, codeLimitUntil: sql`now() + interval '1 day'` } : {};
  const team = (tx: RequestDatabase) =>
    tx
      .insert(schema.teams)
      .values({ id: teamId, name, ...limit })
      .returning();
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
