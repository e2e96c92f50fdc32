// A change to how a person signs in (a second factor on or off, a passkey added, recovery codes used, a password
// changed, other sessions ended) and a sign-in from a device not seen before. Each change is written to the
// activity log of every team of the person (their owners see who weakened or strengthened their account) in one
// statement, and the person is emailed; a changed factor also ends the person's other sessions, so that whoever
// held one under the earlier rule holds nothing.
import { machineTime } from "@qr/core/clock";
import { inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { activityEntries } from "../activity/record-activity.ts";
import type { CallerOrigin } from "../auth/caller.ts";
import { originOf } from "../auth/caller-origin.ts";
import type { Mailer } from "../mail/mail.ts";
import { type SecurityEvent, securityMail } from "../mail/messages.ts";
import { deviceName } from "./device-name.ts";

/** Events that end the person's other sessions (the library already does so for a password change). */
const ENDS_OTHER_SESSIONS = new Set<SecurityEvent>([
  "two_factor_enabled",
  "two_factor_disabled",
  "signed_out_everywhere",
]);

export interface SecurityEventInput {
  userId: string;
  email: string;
  event: SecurityEvent;
  /** The session that stays signed in (the one the change was made from), if any. */
  keepSessionId?: string | undefined;
  request: Request | undefined;
  details?: Record<string, string | number | boolean | null>;
}

/** Ends sessions and writes the log before it returns; the mail goes through `background`. */
export async function recordSecurityEvent(
  db: RequestDatabase,
  mailer: Mailer,
  background: (task: Promise<unknown>) => void,
  input: SecurityEventInput,
): Promise<void> {
  await endSessionsAndLog(db, input);
  background(mailer.send(securityMail(input.email, input.event, factsOf(input.request))));
}

/** The change's entries in the person's teams' logs, and the end of their other sessions where it calls for it. */
export async function endSessionsAndLog(
  db: RequestDatabase,
  input: Pick<SecurityEventInput, "userId" | "event" | "keepSessionId" | "details">,
): Promise<{ sessionsEnded: number }> {
  const { userId, event } = input;
  if (event === "new_device") return { sessionsEnded: 0 };
  const { memberships, teams, sessions } = schema;
  const teamIds = await db
    .select({ teamId: memberships.teamId })
    .from(memberships)
    .innerJoin(teams, and(eq(teams.id, memberships.teamId), isNull(teams.deletedAt)))
    .where(eq(memberships.userId, userId));
  const endOthers = ENDS_OTHER_SESSIONS.has(event)
    ? and(eq(sessions.userId, userId), input.keepSessionId ? ne(sessions.id, input.keepSessionId) : undefined)
    : sql`false`;
  const [ended] = await inOneTrip(db, (db) => [
    db.delete(sessions).where(endOthers).returning({ id: sessions.id }),
    ...(teamIds.length > 0
      ? [
          activityEntries(
            db,
            teamIds.map(({ teamId }) => ({
              teamId,
              actor: { kind: "user" as const, id: userId },
              action: `account.${event}` as const,
              targetId: userId,
              ...(input.details ? { details: input.details } : {}),
            })),
          ),
        ]
      : []),
  ]);
  return { sessionsEnded: ended.length };
}

/**
 * The header carrying our request id on the request the account library is handed (auth-routes.ts sets it over
 * whatever the client sent, and the library is reached only through there).
 */
export const LIBRARY_REQUEST_ID_HEADER = "X-Request-Id";

/** A request's origin as the account library hands it, with our request id. */
export function originOfRequest(request: Request | undefined): CallerOrigin | undefined {
  return request ? originOf(request.headers, request.headers.get(LIBRARY_REQUEST_ID_HEADER)) : undefined;
}

/** The device, place and time of the request, for the person to recognise it. */
function factsOf(request: Request | undefined): string[] {
  const headers = request?.headers;
  const device = deviceName(headers?.get("User-Agent"));
  const country = headers?.get("CF-IPCountry");
  const place = country && country !== "XX" ? `, from ${country}` : "";
  return [`When: ${new Date(machineTime()).toUTCString()}. Device: ${device}${place}.`];
}
