// The local stack's webhook receiver: every endpoint `http://127.0.0.1:<port>/in/<name>` is an inbox that keeps
// what it receives (headers and body, newest first) and answers as it is told: 200, an error status (503 by
// default, with a Retry-After if given), slowly (past the sender's time limit), or 410 Gone, for the next few
// requests or until told otherwise. The dev stack's /dev/webhooks page shows it and checks each signature; the
// tests drive it directly.
//   POST /in/<name>                   a delivery
//   GET  /inboxes                     [{ name, received, mode }]
//   GET  /inboxes/<name>              { mode, deliveries: [{ id, received_at, headers, body, answered }] }
//   PUT  /inboxes/<name>/mode         { kind: "ok" | "fail" | "slow" | "gone", status?, delay_ms?, retry_after?, times? }
//   DELETE /inboxes/<name>            forgets what it received
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const HEADERS_KEPT = ["webhook-id", "webhook-timestamp", "webhook-signature", "content-type", "user-agent"];

export interface InboxMode {
  kind: "ok" | "fail" | "slow" | "gone";
  /** `fail`: the status answered (503 by default). */
  status?: number;
  /** `slow`: how long before answering 200 (past the sender's 10 s limit by default). */
  delay_ms?: number;
  /** `fail`: a Retry-After header to answer with. */
  retry_after?: string;
  /** For the next this many requests only, then `ok` again (every request while omitted). */
  times?: number;
}

export interface ReceivedDelivery {
  id: string | null;
  received_at: string;
  headers: Record<string, string>;
  body: string;
  /** The status this inbox answered. */
  answered: number;
}

interface Inbox {
  mode: InboxMode;
  deliveries: ReceivedDelivery[];
  received: number;
  /** Requests being answered now, and the most ever at once. */
  inFlight: number;
  mostInFlight: number;
}

export interface WebhookInbox {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The endpoint URL of inbox `name`. */
  url(name: string): string;
  /** What `name` received, newest first. */
  deliveries(name: string): ReceivedDelivery[];
  /** The most requests `name` was answering at once. */
  mostInFlight(name: string): number;
  setMode(name: string, mode: InboxMode): void;
  clear(name: string): void;
  stop(): Promise<void>;
}

export interface InboxOptions {
  /** A fixed port (the dev stack's); a free one otherwise, or when it is taken. */
  port?: number | undefined;
  /** Deliveries kept per inbox (the oldest go first). */
  keep?: number;
}

export async function startWebhookInbox(options: InboxOptions = {}): Promise<WebhookInbox> {
  const keep = options.keep ?? 500;
  const inboxes = new Map<string, Inbox>();
  const inbox = (name: string): Inbox => {
    let found = inboxes.get(name);
    if (!found) {
      found = { mode: { kind: "ok" }, deliveries: [], received: 0, inFlight: 0, mostInFlight: 0 };
      inboxes.set(name, found);
    }
    return found;
  };

  const receive = async (name: string, request: IncomingMessage, response: ServerResponse) => {
    const box = inbox(name);
    box.inFlight += 1;
    box.mostInFlight = Math.max(box.mostInFlight, box.inFlight);
    try {
      await answer(box, name, request, response);
    } finally {
      box.inFlight -= 1;
    }
  };

  const answer = async (box: Inbox, name: string, request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request);
    const mode = box.mode;
    if (mode.times !== undefined) {
      mode.times -= 1;
      if (mode.times <= 0) box.mode = { kind: "ok" };
    }
    const status = mode.kind === "fail" ? (mode.status ?? 503) : mode.kind === "gone" ? 410 : 200;
    const headers = Object.fromEntries(
      HEADERS_KEPT.flatMap((header) => {
        const value = request.headers[header];
        return typeof value === "string" ? [[header, value]] : [];
      }),
    );
    box.received += 1;
    box.deliveries.unshift({
      id: headers["webhook-id"] ?? null,
      received_at: new Date().toISOString(),
      headers,
      body,
      answered: status,
    });
    box.deliveries.splice(keep);
    if (mode.kind === "slow") await new Promise((resolve) => setTimeout(resolve, mode.delay_ms ?? 12_000));
    const headersOut: Record<string, string> = { "content-type": "application/json" };
    if (mode.kind === "fail" && mode.retry_after !== undefined) headersOut["retry-after"] = mode.retry_after;
    respond(response, status, { received: true, inbox: name }, headersOut);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://inbox");
    const [first, name, action] = url.pathname.split("/").filter(Boolean);
    const named = name !== undefined && NAME.test(name);
    const handled = (async () => {
      if (first === "in" && named && request.method === "POST" && action === undefined) {
        return receive(name, request, response);
      }
      if (first === "inboxes" && name === undefined && request.method === "GET") {
        return respond(
          response,
          200,
          [...inboxes].map(([inboxName, box]) => ({
            name: inboxName,
            received: box.received,
            mode: box.mode,
          })),
        );
      }
      if (first === "inboxes" && named && action === undefined && request.method === "GET") {
        const box = inbox(name);
        return respond(response, 200, { mode: box.mode, received: box.received, deliveries: box.deliveries });
      }
      if (first === "inboxes" && named && action === "mode" && request.method === "PUT") {
        inbox(name).mode = modeOf(JSON.parse(await bodyOf(request)));
        return respond(response, 200, { mode: inbox(name).mode });
      }
      if (first === "inboxes" && named && action === undefined && request.method === "DELETE") {
        inboxes.delete(name);
        return respond(response, 204, null);
      }
      return respond(response, 404, { error: "no such inbox route" });
    })();
    handled.catch((error: unknown) => respond(response, 400, { error: String(error) }));
  });
  const port = await listen(server, options.port);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (name) => `${origin}/in/${name}`,
    deliveries: (name) => [...inbox(name).deliveries],
    mostInFlight: (name) => inbox(name).mostInFlight,
    setMode: (name, mode) => {
      inbox(name).mode = modeOf(mode);
    },
    clear: (name) => {
      inboxes.delete(name);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function modeOf(given: unknown): InboxMode {
  const mode = (given ?? {}) as Partial<InboxMode>;
  if (!["ok", "fail", "slow", "gone"].includes(String(mode.kind)))
    throw new Error("kind is ok, fail, slow or gone");
  return {
    kind: mode.kind as InboxMode["kind"],
    ...(typeof mode.status === "number" && mode.status >= 200 && mode.status <= 599
      ? { status: mode.status }
      : {}),
    ...(typeof mode.delay_ms === "number" ? { delay_ms: Math.min(Math.max(0, mode.delay_ms), 60_000) } : {}),
    ...(typeof mode.retry_after === "string" ? { retry_after: mode.retry_after.slice(0, 64) } : {}),
    ...(typeof mode.times === "number" && mode.times > 0 ? { times: Math.floor(mode.times) } : {}),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function respond(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  if (response.headersSent) return;
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

/** Listens on `port` when it is free, else on a free one. */
async function listen(server: ReturnType<typeof createServer>, port: number | undefined): Promise<number> {
  for (const candidate of port === undefined ? [0] : [port, 0]) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(candidate, "127.0.0.1", () => {
          server.off("error", reject);
          resolve();
        });
      });
      const address = server.address();
      if (typeof address === "object" && address) return address.port;
    } catch (error) {
      if ((error as { code?: string }).code !== "EADDRINUSE" || candidate === 0) throw error;
    }
  }
  throw new Error("the webhook inbox found no port");
}
