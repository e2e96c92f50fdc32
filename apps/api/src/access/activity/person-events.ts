// An entry about a person's own account (a sign-in, a refused one, a session ended), written to the audit log of
// every team of theirs: the account library's sign-ins (accounts/) and single sign-on's (sso/) alike.
import type { RequestDatabase } from "@qr/db";
import { schema } from "@qr/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { CallerOrigin } from "../auth/caller.ts";

/**
 * An entry about a person's own account (a sign-in, a refused one, a session ended) in the audit log of every
 * team of theirs, in one statement, with the request's address and user agent.
 */
export async function logPersonEvent(
  db: RequestDatabase,
  input: {
    userId: string;
    action: "account.signed_in" | "account.sign_in_failed" | "account.session_ended";
    origin: CallerOrigin | undefined;
    details?: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  const { memberships, teams } = schema;
  const entries = db.$with("entries").as(
    db
      .select({ teamId: memberships.teamId })
      .from(memberships)
      .innerJoin(teams, and(eq(teams.id, memberships.teamId), isNull(teams.deletedAt)))
      .where(eq(memberships.userId, input.userId)),
  );
  await db
    .with(entries)
    .insert(schema.teamActivity)
    .select(
      sql`select new_id('act'), e.team_id, 'user', ${input.userId}, ${input.action}, ${input.userId},
      ${JSON.stringify(input.details ?? {})}::jsonb, now(), ${input.origin?.ip ?? null},
      ${input.origin?.userAgent ?? null}, ${input.origin?.requestId ?? null}, null from ${entries} e`,
    );
}
