// Who hears about what happens to a team: its owners and admins (codes flagged or taken down, a webhook turned off).
import { type RequestDatabase, schema } from "@qr/db";
import { and, eq, inArray } from "drizzle-orm";

export async function teamRecipients(db: RequestDatabase, teamId: string): Promise<string[]> {
  const { memberships, users } = schema;
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.teamId, teamId), inArray(memberships.role, ["owner", "admin"])));
  return rows.map((row) => row.email);
}
