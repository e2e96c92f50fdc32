// Forwards scans to Google Analytics 4 (Measurement Protocol), from the consumer, after they are stored: a
// `qr_scan` event per human scan of a team or code with a stream, batched (25 events per request, one request per
// stream and visitor), retried on a failure of Google's, never holding back the scans' storage. Cookieless: the
// client id is made from the daily visitor hash (no cookie, no id that outlives the day), and no IP is sent (the
// request comes from the worker; no IP override is set).
import type { ScanEvent } from "@qr/core/scan-event";
import type { Database, Ga4StreamRow } from "@qr/db";
import { logError } from "../lib/log.ts";
import { unseal } from "../lib/sealed.ts";
import { streamsOfTeams } from "./streams.ts";

/** Measurement Protocol's most events per request. */
const EVENTS_PER_REQUEST = 25;
const ATTEMPTS = 3;
const TIMEOUT_MS = 5_000;

export interface Ga4Settings {
  collectUrl: string;
  authSecret: string;
  /** Waits between attempts (tests pass none). */
  backoffMs?: (attempt: number) => number;
}

/** A request to send: the stream's measurement id and secret, a visitor's client id and up to 25 events. */
interface Ga4Request {
  measurementId: string;
  apiSecret: string;
  clientId: string;
  events: { name: "qr_scan"; timestamp_micros: number; params: Record<string, string | number> }[];
}

/**
 * The requests for these events: none (and no statement, most of the time) when no team in the batch has a
 * stream. Reads the streams while the consumer's session is open; sending is `send`'s.
 */
export async function ga4RequestsOf(
  db: Database,
  settings: Ga4Settings,
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
  const secrets = new Map<string, Promise<string>>();
  const secretOf = (sealed: string) => {
    let secret = secrets.get(sealed);
    if (!secret) {
      secret = unseal(settings.authSecret, sealed);
      secrets.set(sealed, secret);
    }
    return secret;
  };
  const requests: Ga4Request[] = [];
  for (const { stream, clientId, events: all } of grouped.values()) {
    const apiSecret = await secretOf(stream.apiSecretSealed);
    for (let start = 0; start < all.length; start += EVENTS_PER_REQUEST)
      requests.push({
        measurementId: stream.measurementId,
        apiSecret,
        clientId,
        events: all.slice(start, start + EVENTS_PER_REQUEST),
      });
  }
  return requests;
}

/** Sends the requests, each retried on a network error or a 5xx; a request that never succeeds is logged. */
export async function sendGa4Requests(settings: Ga4Settings, requests: readonly Ga4Request[]): Promise<void> {
  await Promise.all(
    requests.map(async (request) => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const outcome = await sendOnce(settings.collectUrl, request);
        if (outcome === "sent" || outcome === "refused") return;
        if (attempt < ATTEMPTS) await sleep(settings.backoffMs?.(attempt) ?? 500 * 2 ** (attempt - 1));
      }
      logError("GA4 events not forwarded", new Error("Measurement Protocol kept failing"), {
        measurement_id: request.measurementId,
        events: request.events.length,
      });
    }),
  );
}

async function sendOnce(collectUrl: string, request: Ga4Request): Promise<"sent" | "refused" | "failed"> {
  const url = new URL(collectUrl);
  url.searchParams.set("measurement_id", request.measurementId);
  url.searchParams.set("api_secret", request.apiSecret);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ client_id: request.clientId, events: request.events }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "sent";
    // A 4xx will not pass on a retry (a wrong id or secret): said once, not retried.
    if (response.status < 500 && response.status !== 429) {
      logError("GA4 refused events", new Error(`HTTP ${response.status}`), {
        measurement_id: request.measurementId,
      });
      return "refused";
    }
    return "failed";
  } catch {
    return "failed";
  }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
