// Before an account is deleted: refused while its person is the last owner of a team that has other members
// (the team would be left without anyone able to manage it); the teams they are alone in are deleted with it.
// Their keys go with the account (api_keys cascade on the user).
import { type Database, schema } from "@qr/db";
import { APIError } from "better-auth/api";
import { eq, inArray, sql } from "drizzle-orm";
import { deleteTeam } from "../teams/delete-team.ts";

export async function assertMayDeleteAccount(db: Database, userId: string): Promise<void> {
  const { memberships: m } = schema;
  const mine = await db.select({ teamId: m.teamId, role: m.role }).from(m).where(eq(m.userId, userId));
  if (mine.length === 0) return;
  const counts = await db
    .select({
      teamId: m.teamId,
      members: sql<number>`count(*)::int`,
      owners: sql<number>`(count(*) filter (where ${m.role} = 'owner'))::int`,
    })
    .from(m)
    .where(
      inArray(
        m.teamId,
        mine.map((team) => team.teamId),
      ),
    )
    .groupBy(m.teamId);
  const countOf = (teamId: string) =>
    counts.find((row) => row.teamId === teamId) ?? { members: 0, owners: 0 };
  const blocking = mine.filter(
    (team) => team.role === "owner" && countOf(team.teamId).owners === 1 && countOf(team.teamId).members > 1,
  );
  if (blocking.length > 0) {
    throw new APIError("CONFLICT", {
      code: "LAST_OWNER",
      message: "You are the last owner of a team with other members: make another member an owner first.",
    });
  }
  for (const team of mine.filter((t) => countOf(t.teamId).members === 1))
    await deleteTeam(db, team.teamId, { kind: "user", id: userId });
}
