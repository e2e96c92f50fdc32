// What the local stand-ins for hosted services share: a loopback HTTP server answering JSON, a bounded JSON body
// reader, and state kept in a file (the dev stack's) or in memory (tests).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback } from "../free-port.ts";

const MAX_BODY_BYTES = 64 * 1024;

export type Handler = (request: IncomingMessage, url: URL) => Promise<{ status: number; body: unknown }>;

export interface RunningServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  stop(): Promise<void>;
}

export async function startJsonServer(handle: Handler): Promise<RunningServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    handle(request, url)
      .catch((error: unknown) => ({ status: 400, body: { error: String(error) } }))
      .then(({ status, body }) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      });
  });
  const port = await listenOnLoopback(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The request's JSON body (at most 64 KB). */
export async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

/** State read from `file` when it exists (else `initial`), written back by `save`. Without a file: memory only. */
export function persisted<T>(file: string | undefined, initial: T): { state: T; save(): void } {
  const state = file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : initial;
  return { state, save: () => file && writeFileSync(file, JSON.stringify(state, null, 2)) };
}
