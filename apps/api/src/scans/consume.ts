// The scan-events queue consumer: validates each message, stores the batch (events and rollups in one
// statement that ignores ids already stored: delivery is at least once), and acknowledges per message. A malformed
// message is acknowledged and logged (retrying cannot fix it); a database error retries the batch's
// valid messages with backoff, and the dead-letter queue takes what never succeeds.
import { parseScanEvent, type ScanEvent } from "@qr/core/scan-event";
import { openDatabase } from "@qr/db";
import { databaseConfig } from "../middleware/database.ts";
import { storeScanEvents } from "./store-scan-events.ts";

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

/** 5 s, 10 s, 20 s … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));
}
