// The webhook queue's messages (apps/api/src/events/webhooks/consume.ts takes them). `dispatch`: events wait to be matched
// to their team's endpoints, sent by whatever wrote events (a request, the scan consumer, the cron); `drain`: one
// endpoint has deliveries due now or at `delaySeconds`. Both are idempotent, so a lost, repeated or late message
// costs a pass, never an event: the cron sends both again for anything left waiting.

export type WebhookMessage = { kind: "dispatch" } | { kind: "drain"; endpoint_id: string };

/** The part of the queue binding the producers use. */
export interface WebhookQueue {
  send(message: WebhookMessage, options?: { delaySeconds?: number }): Promise<unknown>;
}

/** Cloudflare Queues delays a message by at most 12 hours. */
export const MAX_DELAY_SECONDS = 12 * 60 * 60;

/** Asks for the events written meanwhile to be matched to endpoints and sent. */
export function announceEvents(queue: WebhookQueue): Promise<unknown> {
  return queue.send({ kind: "dispatch" });
}

/** Asks for an endpoint's due deliveries to be sent, now or after `delaySeconds`. */
export function drainLater(queue: WebhookQueue, endpointId: string, delaySeconds = 0): Promise<unknown> {
  const delay = Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds)));
  return queue.send({ kind: "drain", endpoint_id: endpointId }, delay > 0 ? { delaySeconds: delay } : {});
}

/** The message, if `body` is one. */
export function webhookMessageOf(body: unknown): WebhookMessage | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { kind, endpoint_id } = body as { kind?: unknown; endpoint_id?: unknown };
  if (kind === "dispatch") return { kind };
  if (kind === "drain" && typeof endpoint_id === "string" && endpoint_id.length <= 64)
    return { kind, endpoint_id };
  return undefined;
}
