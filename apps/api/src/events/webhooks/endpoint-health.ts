// Turning an endpoint off on its own: when the receiver answers 410 Gone, or when every attempt has failed for
// FAILING_DAYS. Off, it gets no new deliveries; those already waiting are sent when it is turned back on, and a
// replay sends what it missed. The team's admins are emailed and the activity log says why, in the statement that
// turns it off, once.
import { newId } from "@qr/core/ids";
import { type Database, jsonRows, schema } from "@qr/db";
import { and, eq, sql } from "drizzle-orm";
import { changeLog, SYSTEM_ACTOR } from "../../access/activity/record-activity.ts";
import { mail } from "../../access/mail/messages.ts";
import { teamRecipients } from "../../access/mail/team-recipients.ts";

export const FAILING_DAYS = 5;

export const DISABLED_GONE = "The endpoint answered 410 Gone.";
export const DISABLED_FAILING = `Every attempt failed for ${FAILING_DAYS} days.`;

/** Whether an endpoint failing since `failingSince` has failed for too long at `now`. */
export function failedTooLong(failingSince: Date | null, now: number): boolean {
  return failingSince !== null && now - failingSince.getTime() >= FAILING_DAYS * 86_400_000;
}

export async function disableEndpoint(
  db: Database,
  endpoint: { id: string; teamId: string; url: string },
  reason: string,
  dashboardUrl: string,
): Promise<void> {
  const { webhookEndpoints: endpoints, mailOutbox } = schema;
  const mails = (await teamRecipients(db, endpoint.teamId)).map((to) => ({
    id: newId("mail"),
    ...mail(to, "A webhook endpoint was turned off", [
      `Your team's webhook endpoint ${endpoint.url} was turned off: ${reason}`,
      "Events still happen and are kept for 30 days. Once the endpoint works again, turn it back on in Settings → Webhooks (each delivery there shows what the endpoint answered) and replay what it missed since it was turned off:",
      dashboardUrl,
    ]),
  }));
  const disabled = db.$with("disabled").as(
    db
      .update(endpoints)
      .set({ enabled: false, disabledReason: reason, nextDrainAt: null, updatedAt: sql`now()` })
      .where(and(eq(endpoints.id, endpoint.id), eq(endpoints.enabled, true)))
      .returning({ id: endpoints.id }),
  );
  const logged = changeLog(db, {
    from: disabled,
    teamId: endpoint.teamId,
    actor: SYSTEM_ACTOR,
    action: "webhook.disabled",
    targetId: endpoint.id,
    details: { url: endpoint.url, reason },
  });
  // Told only if this statement turned it off: a drain that lost the race to another says nothing more.
  const told = db.$with("told").as(
    db
      .insert(mailOutbox)
      .select(
        sql`select m.id, m.to, m.subject, m.text, m.html, now(), null, 0
          from ${jsonRows(mails, { id: "text", to: "text", subject: "text", text: "text", html: "text" })} as m
          where exists (select 1 from ${disabled})`,
      )
      .returning({ id: mailOutbox.id }),
  );
  await db.with(disabled, logged, told).select().from(disabled);
}
