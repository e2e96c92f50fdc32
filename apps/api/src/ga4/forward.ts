// Forwards scans to Google Analytics 4 (Measurement Protocol) in two steps. The scan consumer, once a batch is
// stored, turns the human scans of teams and codes with a stream into requests (`ga4RequestsOf`: one per stream and
// visitor, up to 25 events each, as the protocol wants) and queues them on the `ga4` queue; its consumer
// (`consumeGa4`) sends them, 6 at a time, each retried twice at once on a failure of Google's and queued again
// later if it still fails. So the scans' storage never waits on Google, and no invocation exceeds a Worker's
// subrequests. Cookieless: the client id is made from the daily visitor hash (no cookie, no id that outlives the
// day), and no IP is sent (the request is the worker's; no IP override is set).
import type { ScanEvent } from "@qr/core/scan-event";
import type { Database, Ga4StreamRow } from "@qr/db";
import { logError } from "../lib/log.ts";
import { unseal } from "../lib/sealed.ts";
import { streamsOfTeams } from "./streams.ts";

/** Measurement Protocol's most events per request. */
const EVENTS_PER_REQUEST = 25;
/** Requests per queue message: 10 messages an invocation stay within a Worker's subrequest limit. */
const REQUESTS_PER_MESSAGE = 50;
const MESSAGES_PER_SEND = 100;
const AT_ONCE = 6;
const TRIES_AT_ONCE = 3;
/** Deliveries of a request that keeps failing, each later than the one before, before it is dropped (logged). */
const DELIVERIES = 4;
const TIMEOUT_MS = 5_000;

/** A request to send: the stream (its secret still sealed), a visitor's client id, up to 25 events. */
export interface Ga4Request {
  measurement_id: string;
  sealed_secret: string;
  client_id: string;
  events: { name: "qr_scan"; timestamp_micros: number; params: Record<string, string | number> }[];
}

/** A message of the `ga4` queue: requests, and how many times they were delivered before. */
export interface Ga4Message {
  requests: Ga4Request[];
  delivery: number;
}

export interface Ga4Settings {
  collectUrl: string;
  authSecret: string;
  /** Waits between the tries of one delivery (tests pass none). */
  backoffMs?: (attempt: number) => number;
}

/**
 * The requests for these events: none, and no statement most of the time (the streams are cached per isolate),
 * when no team of the batch has a stream.
 */
export async function ga4RequestsOf(
  db: Database,
  events: readonly ScanEvent[],
  now: number,
): Promise<Ga4Request[]> {
  const humans = events.filter((event) => !event.bot && event.click === undefined);
  if (humans.length === 0) return [];
  const streams = await streamsOfTeams(db, [...new Set(humans.map((event) => event.team_id))], now);
  if (streams.length === 0) return [];
  const byCode = new Map(streams.filter((s) => s.qrId !== null).map((s) => [s.qrId as string, s]));
  const byTeam = new Map(streams.filter((s) => s.qrId === null).map((s) => [s.teamId, s]));
  const grouped = new Map<string, { stream: Ga4StreamRow; clientId: string; events: Ga4Request["events"] }>();
  for (const event of humans) {
    const stream = byCode.get(event.qr_id) ?? byTeam.get(event.team_id);
    if (!stream) continue;
    const clientId = clientIdOf(event.visitor);
    const key = `${stream.teamId} ${stream.qrId ?? ""} ${clientId}`;
    const group = grouped.get(key) ?? { stream, clientId, events: [] };
    group.events.push(ga4Event(event));
    grouped.set(key, group);
  }
  return [...grouped.values()].flatMap(({ stream, clientId, events: all }) =>
    chunks(all, EVENTS_PER_REQUEST).map((part) => ({
      measurement_id: stream.measurementId,
      sealed_secret: stream.apiSecretSealed,
      client_id: clientId,
      events: part,
    })),
  );
}

/** Queues the requests for the `ga4` queue's consumer. */
export async function queueGa4Requests(queue: Queue, requests: Ga4Request[], delivery = 0): Promise<void> {
  const messages = chunks(requests, REQUESTS_PER_MESSAGE).map((part) => ({
    body: { requests: part, delivery } satisfies Ga4Message,
    ...(delivery > 0 ? { delaySeconds: 60 * 2 ** (delivery - 1) } : {}),
  }));
  for (const batch of chunks(messages, MESSAGES_PER_SEND)) await queue.sendBatch(batch);
}

/** The `ga4` queue's consumer: sends each message's requests; what still fails is queued again, later. */
export async function consumeGa4(batch: MessageBatch<unknown>, settings: Ga4Settings, queue: Queue) {
  const secrets = new Map<string, Promise<string>>();
  const secretOf = (sealed: string) => {
    let secret = secrets.get(sealed);
    if (!secret) {
      secret = unseal(settings.authSecret, sealed);
      secrets.set(sealed, secret);
    }
    return secret;
  };
  for (const message of batch.messages) {
    const { requests = [], delivery = 0 } = (message.body ?? {}) as Partial<Ga4Message>;
    const failed: Ga4Request[] = [];
    await inTurns(requests, AT_ONCE, async (request) => {
      if (!(await sent(settings, request, await secretOf(request.sealed_secret)))) failed.push(request);
    });
    if (failed.length > 0 && delivery + 1 < DELIVERIES) await queueGa4Requests(queue, failed, delivery + 1);
    else if (failed.length > 0)
      logError("GA4 events not forwarded", new Error("Measurement Protocol kept failing"), {
        requests: failed.length,
      });
    message.ack();
  }
}

/** Sent, or refused for good (a 4xx: a wrong id or secret, said once); false when Google kept failing. */
async function sent(settings: Ga4Settings, request: Ga4Request, secret: string): Promise<boolean> {
  const url = new URL(settings.collectUrl);
  url.searchParams.set("measurement_id", request.measurement_id);
  url.searchParams.set("api_secret", secret);
  const body = JSON.stringify({ client_id: request.client_id, events: request.events });
  for (let attempt = 1; attempt <= TRIES_AT_ONCE; attempt++) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status < 500 && response.status !== 429) {
        logError("GA4 refused events", new Error(`HTTP ${response.status}`), {
          measurement_id: request.measurement_id,
        });
        return true;
      }
    } catch {
      // a network failure or a timeout: tried again
    }
    if (attempt < TRIES_AT_ONCE) await sleep(settings.backoffMs?.(attempt) ?? 250 * 2 ** (attempt - 1));
  }
  return false;
}

/** GA4's `client_id` form ("X.Y"), from the day's visitor hash: the same visitor is one client for the day only. */
function clientIdOf(visitor: string): string {
  return `${Number.parseInt(visitor.slice(0, 8), 16)}.${Number.parseInt(visitor.slice(8, 16), 16)}`;
}

function ga4Event(event: ScanEvent): Ga4Request["events"][number] {
  return {
    name: "qr_scan",
    timestamp_micros: Date.parse(event.ts) * 1000,
    params: {
      qr_id: event.qr_id,
      qr_slug: event.slug,
      ...(event.country ? { country: event.country } : {}),
      ...(event.lang ? { language: event.lang } : {}),
      ...(event.answered_by ? { answered_by: event.answered_by } : {}),
      ...(event.variant === undefined ? {} : { variant: event.variant }),
      engagement_time_msec: 1,
    },
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Runs `work` over the items, at most `limit` at a time. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
