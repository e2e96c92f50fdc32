// The scan-events queue consumer. Each message carries a batch of scan events (see @qr/core/scan-message); the
// valid events of all messages are stored together (events and rollups, ignoring ids already stored: delivery is
// at least once) and every message is acknowledged on its own. Entries that are not valid events are dropped
// and logged (retrying cannot fix them) without holding back the rest; a database error retries the messages
// with backoff, and the dead-letter queue takes what never succeeds. Once stored, the codes of the delivery
// that reached their scan cap are capped (codes/qr/scan-cap.ts), and the webhook queue hears of the events written
// (`scan.batch`, and `code.cap_reached` by the cap's trigger).
import { machineTime } from "@qr/core/clock";
import type { ScanEvent } from "@qr/core/scan-event";
import { scanEventsOfMessage } from "@qr/core/scan-message";
import { type Database, openDatabase } from "@qr/db";
import { ga4RequestsOf, queueGa4Requests } from "../../campaigns/ga4/forward.ts";
import { syncEdgeAll } from "../../codes/edge-sync/sync-edge.ts";
import { capReachedCodes } from "../../codes/qr/scan-cap.ts";
import { chunks, inTurns } from "../../lib/batches.ts";
import { databaseConfig } from "../../lib/config.ts";
import { logError } from "../../lib/log.ts";
import type { EdgeStore } from "../../lib/stores.ts";
import { announceEvents, type WebhookQueue } from "../../lib/webhook-queue.ts";
import { isClick, storeClicks } from "./store-clicks.ts";
import {
  MAX_EVENTS_PER_STATEMENT,
  STATEMENTS_AT_ONCE,
  statementsOf,
  storeScanEvents,
} from "./store-scan-events.ts";

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
    const batches = await stored(session.db, events, pending);
    if (batches === undefined) return;
    await forwardToGa4(session.db, env, events);
    let capped = 0;
    try {
      capped = await capCodesOf(session.db, env.LINKS, events);
    } catch (error) {
      // The events are stored: the next delivery of these codes checks their caps again.
      logError("scan caps not checked", error, { count: events.length });
    }
    if (batches + capped > 0) await announce(env.WEBHOOKS);
  } finally {
    ctx.waitUntil(session.close());
  }
}

/**
 * Stores the events and acknowledges their messages, answering how many `scan.batch` events were written; on a
 * database error, retries the messages with backoff and answers undefined.
 */
async function stored(
  db: Database,
  events: ScanEvent[],
  messages: Message<unknown>[],
): Promise<number | undefined> {
  try {
    const started = machineTime();
    let batches = 0;
    let inserted = 0;
    // Page clicks travel with the scans; the scans go first, so a click finds the scan that showed its page.
    const scans = events.filter((event) => !isClick(event));
    // Statements of bounded size, each code's events together, STATEMENTS_AT_ONCE at a time; a retry after a
    // partial failure re-inserts nothing already stored.
    await inTurns(statementsOf(scans), STATEMENTS_AT_ONCE, async (chunk) => {
      const result = await storeScanEvents(db, chunk);
      batches += result.batches;
      inserted += result.inserted;
    });
    const clicks = events.filter(isClick);
    for (const chunk of chunks(clicks, MAX_EVENTS_PER_STATEMENT)) await storeClicks(db, chunk);
    for (const message of messages) message.ack();
    // One line a delivery: the rate the database takes scans at in production (docs/scaling.md, "Watch").
    console.log(
      JSON.stringify({
        msg: "scan delivery stored",
        messages: messages.length,
        scans: scans.length,
        new: inserted,
        clicks: clicks.length,
        ms: machineTime() - started,
      }),
    );
    return batches;
  } catch (error) {
    logError("scan events not stored, will retry", error, { count: events.length });
    for (const message of messages) message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    return undefined;
  }
}

/**
 * Queues the stored scans of teams with a GA4 stream for the \`ga4\` queue's consumer (campaigns/ga4/forward.ts): the streams
 * come from the isolate's cache, mostly, so a batch of teams without one costs nothing.
 */
async function forwardToGa4(db: Database, env: Env, events: ScanEvent[]): Promise<void> {
  if (!env.GA4_COLLECT_URL) return;
  try {
    const requests = await ga4RequestsOf(db, events, machineTime());
    if (requests.length > 0) await queueGa4Requests(env.GA4, requests);
  } catch (error) {
    logError("GA4 forwarding skipped", error, { count: events.length });
  }
}

/** Tells the webhook queue; a lost message delays delivery until the cron's next pass, never loses an event. */
async function announce(queue: WebhookQueue): Promise<void> {
  await announceEvents(queue).catch((error: unknown) =>
    logError("webhook queue not told of new events", error),
  );
}

/** Caps the codes of this delivery that reached their `max_scans`, and moves their KV records with them. */
async function capCodesOf(db: Database, kv: EdgeStore, events: ScanEvent[]): Promise<number> {
  const capped = await capReachedCodes(db, [...new Set(events.map((event) => event.qr_id))]);
  const confirmations: Promise<unknown>[] = [];
  await syncEdgeAll({ kv, background: (task) => confirmations.push(task(db)) }, capped);
  await Promise.all(confirmations); // before the delivery's connection closes
  return capped.length;
}

/** 5 s, 10 s, 20 s … capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 5 * 2 ** Math.max(0, attempts - 1));
}
