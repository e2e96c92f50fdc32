// Forwards scans to Google Analytics 4 (Measurement Protocol) in two steps. The scan consumer, once a batch is
// stored, turns the human scans of teams and codes with a stream into requests (`ga4RequestsOf`: one per stream and
// visitor, up to 25 events each, as the protocol wants) and queues them on the `ga4` queue; its consumer
// (`consumeGa4`) sends them, 6 at a time, each retried twice at once on a failure of Google's and queued again
// later if it still fails. So the scans' storage never waits on Google, and no invocation exceeds a Worker's
// subrequests. Cookieless: the client id is made from the daily visitor hash (no cookie, no id that outlives the
// day), and no IP is sent (the request is the worker's; no IP override is set).

import type { ScanEvent } from "@qr/core/scan-event";
import type { Database, Ga4StreamRow } from "@qr/db";
import { chunks, inTurns } from "../../lib/batches.ts";
import { callOut } from "../../lib/http.ts";
import { logError } from "../../lib/log.ts";
import { unseal } from "../../lib/sealed.ts";
import { streamsOfTeams } from "./streams.ts";

/** Measurement Protocol's most events per request. */
const EVENTS_PER_REQUEST = 25;
/** Requests per queue message: 10 messages an invocation stay within a Worker's subrequest limit. */
const REQUESTS_PER_MESSAGE = 50;
/** A queue message's and a sendBatch's most bytes, below the queue's 128 KB and 256 KB. */
const MESSAGE_BYTES = 100_000;
const SEND_BYTES = 240_000;
const MESSAGES_PER_SEND = 100;
const AT_ONCE = 6;
const TRIES_AT_ONCE = 3;
/** Deliveries of a request that keeps failing, each later than the one before, before it is dropped (logged). */
const DELIVERIES = 4;
const TIMEOUT_MS = 5_000;

type Ga4Event = { name: "qr_scan"; timestamp_micros: number; params: Record<string, string | number> };

/** One Measurement Protocol request: a visitor's client id and up to 25 of its events. */
export interface Ga4Request {
  client_id: string;
  events: Ga4Event[];
}

/** A message of the `ga4` queue: requests of one stream (its secret still sealed), and their deliveries before. */
export interface Ga4Message {
  measurement_id: string;
  sealed_secret: string;
  requests: Ga4Request[];
  delivery: number;
}

/** What this module needs of the `ga4` queue and of its deliveries (the Workers types, narrowed). */
export interface Ga4Queue {
  sendBatch(messages: { body: Ga4Message; delaySeconds?: number }[]): Promise<unknown>;
}
interface Ga4Delivery {
  messages: readonly { body: unknown; ack(): void }[];
}

/** The requests of one stream. */
export interface Ga4Batch {
  measurement_id: string;
  sealed_secret: string;
  requests: Ga4Request[];
}

export interface Ga4Settings {
  collectUrl: string;
  authSecret: string;
  /** Waits between the tries of one delivery (tests pass none). */
  backoffMs?: (attempt: number) => number;
}

/**
 * The requests for these events, by stream: none, and no statement most of the time (the streams are cached per
 * isolate), when no team of the batch has a stream.
 */
export async function ga4RequestsOf(
  db: Database,
  events: readonly ScanEvent[],
  now: number,
): Promise<Ga4Batch[]> {
  const humans = events.filter((event) => !event.bot && event.click === undefined);
  if (humans.length === 0) return [];
  const streams = await streamsOfTeams(db, [...new Set(humans.map((event) => event.team_id))], now);
  if (streams.length === 0) return [];
  const byCode = new Map(streams.filter((s) => s.qrId !== null).map((s) => [s.qrId as string, s]));
  const byTeam = new Map(streams.filter((s) => s.qrId === null).map((s) => [s.teamId, s]));
  const perStream = new Map<Ga4StreamRow, Map<string, Ga4Event[]>>();
  for (const event of humans) {
    const stream = byCode.get(event.qr_id) ?? byTeam.get(event.team_id);
    if (!stream) continue;
    const visitors = perStream.get(stream) ?? new Map<string, Ga4Event[]>();
    perStream.set(stream, visitors);
    const clientId = clientIdOf(event.visitor);
    const list = visitors.get(clientId) ?? [];
    if (list.length === 0) visitors.set(clientId, list);
    list.push(ga4Event(event));
  }
  return [...perStream].map(([stream, visitors]) => ({
    measurement_id: stream.measurementId,
    sealed_secret: stream.apiSecretSealed,
    requests: [...visitors].flatMap(([clientId, all]) =>
      chunks(all, EVENTS_PER_REQUEST).map((part) => ({ client_id: clientId, events: part })),
    ),
  }));
}

/** Queues each stream's requests for the `ga4` queue's consumer, in messages and sends within the queue's bounds. */
export async function queueGa4Requests(
  queue: Ga4Queue,
  batches: readonly Ga4Batch[],
  delivery = 0,
): Promise<void> {
  const messages: { body: Ga4Message; bytes: number }[] = [];
  for (const { measurement_id, sealed_secret, requests } of batches) {
    const overhead = measurement_id.length + sealed_secret.length + 100;
    let current: Ga4Request[] = [];
    let bytes = overhead;
    const close = () => {
      if (current.length > 0)
        messages.push({ body: { measurement_id, sealed_secret, requests: current, delivery }, bytes });
      current = [];
      bytes = overhead;
    };
    for (const request of requests) {
      const size = JSON.stringify(request).length + 1;
      if (current.length === REQUESTS_PER_MESSAGE || bytes + size > MESSAGE_BYTES) close();
      current.push(request);
      bytes += size;
    }
    close();
  }
  const delay = delivery > 0 ? { delaySeconds: 60 * 2 ** (delivery - 1) } : {};
  let send: { body: Ga4Message }[] = [];
  let sendBytes = 0;
  for (const message of messages) {
    if (send.length === MESSAGES_PER_SEND || sendBytes + message.bytes > SEND_BYTES) {
      await queue.sendBatch(send);
      send = [];
      sendBytes = 0;
    }
    send.push({ body: message.body, ...delay });
    sendBytes += message.bytes;
  }
  if (send.length > 0) await queue.sendBatch(send);
}

/** The `ga4` queue's consumer: sends each message's requests; what still fails is queued again, later. */
export async function consumeGa4(batch: Ga4Delivery, settings: Ga4Settings, queue: Ga4Queue) {
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
    const { measurement_id, sealed_secret, requests = [], delivery = 0 } = (message.body ?? {}) as Ga4Message;
    const secret = await secretOf(sealed_secret);
    const failed: Ga4Request[] = [];
    await inTurns(requests, AT_ONCE, async (request) => {
      if (!(await sent(settings, measurement_id, secret, request))) failed.push(request);
    });
    if (failed.length > 0 && delivery + 1 < DELIVERIES)
      await queueGa4Requests(queue, [{ measurement_id, sealed_secret, requests: failed }], delivery + 1);
    else if (failed.length > 0)
      logError("GA4 events not forwarded", new Error("Measurement Protocol kept failing"), {
        measurement_id,
        requests: failed.length,
      });
    message.ack();
  }
}

/** Sent, or refused for good (a 4xx: a wrong id or secret, said once); false when Google kept failing. */
async function sent(
  settings: Ga4Settings,
  measurementId: string,
  secret: string,
  request: Ga4Request,
): Promise<boolean> {
  const url = new URL(settings.collectUrl);
  url.searchParams.set("measurement_id", measurementId);
  url.searchParams.set("api_secret", secret);
  const body = JSON.stringify({ client_id: request.client_id, events: request.events });
  for (let attempt = 1; attempt <= TRIES_AT_ONCE; attempt++) {
    try {
      const response = await callOut(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        timeoutMs: TIMEOUT_MS,
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status < 500 && response.status !== 429) {
        logError("GA4 refused events", new Error(`HTTP ${response.status}`), {
          measurement_id: measurementId,
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

function ga4Event(event: ScanEvent): Ga4Event {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
