// The scan-events queue consumer: validates each message, stores the batch in one multi-row insert that
// ignores ids already stored (delivery is at least once), and acknowledges per message. A malformed
// message is acknowledged and logged (retrying cannot fix it); a database error retries the batch's
// valid messages with backoff, and the dead-letter queue takes what never succeeds.
import { parseScanEvent, type ScanEvent } from "@qr/core/scan-event";
import { type Database, openDatabase, schema } from "@qr/db";
import { databaseConfig } from "../middleware/database.ts";
import { classifyUserAgent } from "./user-agent.ts";

export async function consumeScanEvents(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  const valid: { message: Message<unknown>; event: ScanEvent }[] = [];
  for (const message of batch.messages) {
    const event = parseScanEvent(message.body);
    if (event) {
      valid.push({ message, event });
    } else {
      console.warn(JSON.stringify({ msg: "scan event dropped: malformed", message_id: message.id }));
      message.ack();
    }
  }
  if (valid.length === 0) return;

  const session = openDatabase(databaseConfig(env));
  try {
    await storeScanEvents(
      session.db,
      valid.map((v) => v.event),
    );
    for (const { message } of valid) message.ack();
  } catch (error) {
    console.error(
      JSON.stringify({
        msg: "scan events not stored, will retry",
        count: valid.length,
        error: String(error),
      }),
    );
    for (const { message } of valid) message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  } finally {
    ctx.waitUntil(session.close());
  }
}

export async function storeScanEvents(db: Database, events: ScanEvent[]): Promise<number> {
  const rows = events.map((event) => ({
    id: event.id,
    qrId: event.qr_id,
    teamId: event.team_id,
    slug: event.slug,
    ts: new Date(event.ts),
    country: event.country ?? "unknown",
    colo: event.colo,
    ...classifyUserAgent(event.ua),
    ua: event.ua,
    refererHost: event.referer_host,
    lang: event.lang,
    visitor: event.visitor,
    bot: event.bot,
  }));
  const inserted = await db
    .insert(schema.scanEvents)
    .values(rows)
    .onConflictDoNothing({ target: schema.scanEvents.id })
    .returning({ id: schema.scanEvents.id });
  return inserted.length;
}

/** 5 s, 10 s, 20 s … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));
}
