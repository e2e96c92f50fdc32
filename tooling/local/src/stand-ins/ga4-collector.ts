// The local stand-in for Google Analytics 4's Measurement Protocol (`POST /mp/collect?measurement_id=…&api_secret=…`
// with `{ client_id, events: [...] }`, at most 25 events): it keeps what it receives and answers 204, as Google
// does; told to, it fails the next few requests with 503, so the consumer's retries can be seen. Tests and the dev
// stack read what arrived at `GET /collected`.
import { jsonBody, type RunningServer, startJsonServer } from "./json-server.ts";

export interface CollectedRequest {
  measurement_id: string;
  api_secret: string;
  client_id: string;
  events: { name: string; params?: Record<string, unknown>; timestamp_micros?: number }[];
  /** The request's own IP-bearing headers, if any (the consumer must send none). */
  forwarded_for: string | null;
}

export interface Ga4Collector extends RunningServer {
  /** Where the api worker sends (GA4_COLLECT_URL). */
  url: string;
  collected(): CollectedRequest[];
  /** The next `times` requests answer 503. */
  failNext(times: number): void;
  /** Requests answered, failed ones included. */
  requests(): number;
}

const MAX_EVENTS = 25;

export async function startGa4Collector(): Promise<Ga4Collector> {
  const collected: CollectedRequest[] = [];
  let failing = 0;
  let requests = 0;
  const server = await startJsonServer(async (request, url) => {
    if (request.method === "GET" && url.pathname === "/collected") return { status: 200, body: collected };
    if (request.method !== "POST" || url.pathname !== "/mp/collect") return { status: 404, body: {} };
    requests++;
    if (failing > 0) {
      failing--;
      return { status: 503, body: {} };
    }
    const measurementId = url.searchParams.get("measurement_id") ?? "";
    const apiSecret = url.searchParams.get("api_secret") ?? "";
    const body = (await jsonBody(request)) as Partial<CollectedRequest> | undefined;
    // Google answers 2xx to anything; the stand-in refuses what Google would drop, so a test sees the mistake.
    if (!/^G-[A-Z0-9]+$/.test(measurementId) || !apiSecret || !body?.client_id || !Array.isArray(body.events))
      return { status: 400, body: { error: "not a Measurement Protocol request" } };
    if (body.events.length === 0 || body.events.length > MAX_EVENTS)
      return { status: 400, body: { error: `1 to ${MAX_EVENTS} events per request` } };
    collected.push({
      measurement_id: measurementId,
      api_secret: apiSecret,
      client_id: body.client_id,
      events: body.events,
      forwarded_for: (request.headers["x-forwarded-for"] as string | undefined) ?? null,
    });
    return { status: 204, body: {} };
  });
  return {
    ...server,
    url: `${server.origin}/mp/collect`,
    collected: () => collected,
    failNext: (times) => {
      failing = times;
    },
    requests: () => requests,
  };
}
