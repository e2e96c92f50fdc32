// The scan-events queue consumer. Each message carries a batch of scan events (see @qr/core/scan-message); the
// valid events of all messages are stored together (events and rollups, ignoring ids already stored: delivery is
// at least once) and every message is acknowledged on its own. Entries that are not valid events are dropped
// and logged (retrying cannot fix them) without holding back the rest; a database error retries the messages
// with backoff, and the dead-letter queue takes what never succeeds.
import type { ScanEvent } from "@qr/core/scan-event";
import { scanEventsOfMessage } from "@qr/core/scan-message";
import { openDatabase } from "@qr/db";
import { databaseConfig } from "../config.ts";
import { logError } from "../log.ts";
import { MAX_EVENTS_PER_STATEMENT, storeScanEvents } from "./store-scan-events.ts";

export async function consumeScanEvents(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  const pending: Message<unknown>[] = [];
  const events: ScanEvent[] = [];
  for (const message of batch.messages) {
    const parsed = scanEventsOfMessage(message.body);
    if (parsed.malformed > 0) {
      console.warn(
        JSON.stringify({
          msg: "scan events dropped: malformed",
          message_id: message.id,
          count: parsed.malformed,
        }),
      );
    }
    if (parsed.events.length === 0) {
      message.ack();
      continue;
    }
    pending.push(message);
    events.push(...parsed.events);
  }
  if (events.length === 0) return;

  const session = openDatabase(databaseConfig(env));
  try {
    // Statements of bounded size; a retry after a partial failure re-inserts nothing already stored.
    for (let start = 0; start < events.length; start += MAX_EVENTS_PER_STATEMENT) {
      await storeScanEvents(session.db, events.slice(start, start + MAX_EVENTS_PER_STATEMENT));
    }
    for (const message of pending) message.ack();
  } catch (error) {
    logError("scan events not stored, will retry", error, { count: events.length });
    for (const message of pending) message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  } finally {
    ctx.waitUntil(session.close());
  }
}

/** 5 s, 10 s, 20 s … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));
}
