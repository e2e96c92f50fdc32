// Email the service owes people, for work that runs where no mailer is (the operators' CLIs) or must not wait on
// one (the cron's checks): written in the transaction of the change it tells about, sent by the cron through the
// mailer (apps/api/src/access/mail/mail-outbox.ts), so a change is never told twice or lost when sending fails.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [index("mail_outbox_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
