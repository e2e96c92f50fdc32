// Sends an endpoint's due deliveries, round after round (each at most its `max_in_flight`, sent together), until
// none is due or the pass has run long enough; then asks the queue to come back when the next retry is due. The
// endpoint is turned off when it answers 410 or has only failed for days (endpoint-health.ts).
import type { BoundedCache } from "@qr/core/bounded-cache";
import { type Database, type EventRow, firstRowOf, type WebhookFilter } from "@qr/db";
import { sql } from "drizzle-orm";
import type { OutboundRules } from "../../lib/outbound.ts";
import { drainLater, MAX_DELAY_SECONDS, type WebhookQueue } from "../../lib/webhook-queue.ts";
import type { EventRendering } from "../feed/render-event.ts";
import { renderEvent } from "../feed/render-event.ts";
import { scansOfBatches } from "../feed/scan-batches.ts";
import { type Claim, claimDue } from "./claim.ts";
import { DISABLED_FAILING, DISABLED_GONE, disableEndpoint, failedTooLong } from "./endpoint-health.ts";
import { recordAttempts } from "./record.ts";
import { sendMessage } from "./send.ts";

export interface Deliverer {
  db: Database;
  /**
   * Bodies made lately in this invocation, by event and filter: endpoints taking the same events (ten endpoints of
   * a team's scans, drained side by side) read and serialise each batch once. Bounded: a batch is a few hundred KB.
   */
  bodies: BoundedCache<Promise<string>>;
  queue: WebhookQueue;
  outbound: OutboundRules;
  rendering: EventRendering;
  unseal(sealed: string): Promise<string>;
  /** Where an admin turns an endpoint back on (the dashboard's webhooks page). */
  dashboardUrl: string;
  now(): number;
}

/** A pass stops starting rounds after this long; the queue brings the rest straight back. */
const PASS_BUDGET_MS = 20_000;

export async function drainEndpoint(deliverer: Deliverer, endpointId: string): Promise<void> {
  const started = deliverer.now();
  for (;;) {
    const claim = await claimDue(deliverer.db, endpointId);
    if (!claim) return; // turned off or deleted
    if (claim.deliveries.length === 0) {
      if (claim.nextDueAt) await comeBackAt(deliverer, endpointId, claim.nextDueAt);
      return;
    }
    const attempts = await sendRound(deliverer, claim);
    const failingSince = await recordAttempts(deliverer.db, endpointId, attempts);
    const { endpoint } = claim;
    if (attempts.some((attempt) => attempt.gone)) {
      return disableEndpoint(deliverer.db, endpoint, DISABLED_GONE, deliverer.dashboardUrl);
    }
    if (failedTooLong(failingSince, deliverer.now())) {
      return disableEndpoint(deliverer.db, endpoint, DISABLED_FAILING, deliverer.dashboardUrl);
    }
    if (deliverer.now() - started > PASS_BUDGET_MS) {
      await drainLater(deliverer.queue, endpointId);
      return;
    }
  }
}

async function sendRound(deliverer: Deliverer, claim: Claim) {
  const { endpoint } = claim;
  const bodies = bodiesOf(
    deliverer,
    claim.deliveries.map((item) => item.event),
    endpoint.filter,
  );
  const secrets = [await deliverer.unseal(endpoint.secretSealed)];
  const previousValid =
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > deliverer.now();
  if (previousValid) secrets.push(await deliverer.unseal(endpoint.previousSecretSealed as string));
  return Promise.all(
    claim.deliveries.map(async ({ delivery }, i) =>
      sendMessage(
        {
          deliveryId: delivery.id,
          attempt: delivery.attempts,
          scheduleFrom: delivery.scheduleFrom,
          url: endpoint.url,
          body: await (bodies[i] as Promise<string>),
          secrets,
        },
        deliverer.outbound,
        deliverer.now,
        claim.ownHost ? "the URL is a branded domain this service answers" : undefined,
      ),
    ),
  );
}

/** Each event's body as `filter` shows it, from this invocation's bodies, the missing ones read in one statement. */
function bodiesOf(deliverer: Deliverer, events: EventRow[], filter: WebhookFilter): Promise<string>[] {
  const keyOf = (event: EventRow) => `${event.id} ${JSON.stringify(filter)}`;
  const found = events.map((event) => deliverer.bodies.get(keyOf(event)));
  const missing = events.filter((_, i) => found[i] === undefined);
  if (missing.length === 0) return found as Promise<string>[];
  const scanHost = new URL(deliverer.rendering.scanBaseUrl).hostname;
  const scans = scansOfBatches(deliverer.db, missing, { filter, scanHost });
  return events.map((event, i) => {
    const known = found[i];
    if (known !== undefined) return known;
    const body = scans.then((read) =>
      JSON.stringify(renderEvent(event, deliverer.rendering, read.get(event.id))),
    );
    body.catch(() => deliverer.bodies.delete(keyOf(event))); // a failed read is not remembered
    deliverer.bodies.set(keyOf(event), body);
    return body;
  });
}

/**
 * Queues the next pass for `dueAt`, unless one is already queued for then or earlier (`next_drain_at`): retries of
 * many deliveries make one message per endpoint, not one per delivery.
 */
async function comeBackAt(deliverer: Deliverer, endpointId: string, dueAt: Date): Promise<void> {
  const due = dueAt.toISOString();
  const taken = await firstRowOf<{ id: string }>(
    deliverer.db,
    sql`update webhook_endpoints set next_drain_at = ${due}::timestamptz
      where id = ${endpointId} and (next_drain_at is null or next_drain_at <= now() or next_drain_at > ${due}::timestamptz)
      returning id`,
  );
  if (!taken) return;
  const delaySeconds = Math.min(MAX_DELAY_SECONDS, (dueAt.getTime() - deliverer.now()) / 1000);
  await drainLater(deliverer.queue, endpointId, delaySeconds);
}
