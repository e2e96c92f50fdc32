// The one way the service sends email. Deployed, an HTTP email API (Resend's shape) configured by the secrets
// EMAIL_API_KEY and EMAIL_FROM (and EMAIL_API_URL to use another provider with the same API). In the local stack,
// the dev mailbox: each message is kept in the DEV_MAILBOX namespace, which only the local stack binds, shown at
// /dev/mailbox and its link printed on the console.

import { machineTime } from "@qr/core/clock";
import { callOut } from "../../lib/http.ts";
import { logError } from "../../lib/log.ts";
import type { Mail, Mailer } from "./mail.ts";

export interface StoredMail extends Mail {
  id: string;
  sent_at: string;
}

const RESEND_API_URL = "https://api.resend.com/emails";
/** How long the dev mailbox keeps a message. */
const DEV_MAIL_TTL_SECONDS = 7 * 24 * 3600;

export function mailerFor(env: Env): Mailer {
  if (env.EMAIL_API_KEY)
    return httpMailer(env.EMAIL_API_URL || RESEND_API_URL, env.EMAIL_API_KEY, env.EMAIL_FROM);
  const mailbox = devMailbox(env);
  if (mailbox) return mailbox;
  return {
    async send(mail) {
      logError("email is not configured (EMAIL_API_KEY); a message was not sent", new Error(mail.subject));
      throw new Error("email is not configured");
    },
  };
}

function httpMailer(url: string, apiKey: string, from: string): Mailer {
  return {
    async send(mail) {
      const response = await callOut(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      });
      if (!response.ok) throw new Error(`the email API answered ${response.status}`);
    },
  };
}

/** The local stack's mailbox, when its namespace is bound. */
export function devMailbox(env: Env): (Mailer & { list(): Promise<StoredMail[]> }) | undefined {
  const store = (env as { DEV_MAILBOX?: KVNamespace }).DEV_MAILBOX;
  if (!store) return undefined;
  return {
    async send(mail) {
      const sentAt = new Date(machineTime()).toISOString();
      const id = crypto.randomUUID();
      // Newest first in a listing: keys sort by the time left until the year 9999.
      const key = `${(253402300799999 - machineTime()).toString().padStart(15, "0")}:${id}`;
      await store.put(key, JSON.stringify({ id, sent_at: sentAt, ...mail }), {
        expirationTtl: DEV_MAIL_TTL_SECONDS,
      });
      // The link to the mailbox, never the message: its links carry single-use tokens.
      console.log(`dev mailbox: "${mail.subject}" to ${mail.to}, open ${env.API_BASE_URL}/dev/mailbox`);
    },
    async list() {
      const { keys } = await store.list({ limit: 100 });
      const messages = await Promise.all(keys.map(({ name }) => store.get(name)));
      return messages.flatMap((raw) => (raw ? [JSON.parse(raw) as StoredMail] : []));
    },
  };
}
