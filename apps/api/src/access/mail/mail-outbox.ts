// Email written in the transaction of the change it tells about (`queueMail`), sent by the cron (`sendQueuedMail`):
// for work that runs where there is no mailer (the operators' CLIs) or that must not wait on one. A message is
// marked sent once the mailer took it; one that fails is tried again on later passes, a few times.
import { machineTime } from "@qr/core/clock";
import { newId } from "@qr/core/ids";
import { type RequestDatabase, schema } from "@qr/db";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { logError } from "../../lib/log.ts";
import type { Mail, Mailer } from "./mail.ts";

const MAILS_PER_PASS = 50;
const MAX_ATTEMPTS = 5;

/** The insert that queues `mails`: awaited, or sent with the change it tells about. */
export function queueMail(db: RequestDatabase, mails: Mail[]) {
  return db.insert(schema.mailOutbox).values(mails.map((mail) => ({ id: newId("mail"), ...mail })));
}

/** Sends what is queued, oldest first; returns how many messages the mailer took. */
export async function sendQueuedMail(db: RequestDatabase, mailer: Mailer): Promise<number> {
  const { mailOutbox } = schema;
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(MAILS_PER_PASS);
  let sent = 0;
  for (const mail of due) {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(machineTime()) })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      logError("a queued email was not sent", error);
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
