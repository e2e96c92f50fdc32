// Before an account is deleted: refused while its person is the last owner of a team that has other members
// (the team would be left without anyone able to manage it); the teams they are alone in are deleted with it.
// Their keys go with the account (api_keys cascade on the user).
import { type Database, schema } from "@qr/db";
import { APIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import { deleteTeam } from "../teams/delete-team.ts";

export async function assertMayDeleteAccount(db: Database, userId: string): Promise<void> {
  const { memberships: m } = schema;
  const teams = await db
    .select({
      teamId: m.teamId,
      members: sql<number>`(select count(*)::int from ${m} other where other.team_id = ${m.teamId})`,
      owners: sql<number>`(select count(*)::int from ${m} other where other.team_id = ${m.teamId} and other.role = 'owner')`,
      role: m.role,
    })
    .from(m)
    .where(and(eq(m.userId, userId)));
  const blocking = teams.filter((t) => t.role === "owner" && t.owners === 1 && t.members > 1);
  if (blocking.length > 0) {
    throw new APIError("CONFLICT", {
      code: "LAST_OWNER",
      message: "You are the last owner of a team with other members: make another member an owner first.",
    });
  }
  for (const team of teams.filter((t) => t.members === 1)) await deleteTeam(db, team.teamId);
}
