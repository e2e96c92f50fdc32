// The WebSocket→TCP proxy the Neon driver needs to reach a plain Postgres server (Neon runs its own in
// production). It forwards only to the one database it was started for.
//
// After a client's Terminate message PostgreSQL closes the connection; not every server speaking the protocol
// does, so the proxy closes it too. Otherwise the worker's WebSocket stays open after
// `pool.end()`, and a queue or cron event that used the database never completes: Miniflare's queue then
// waits for it forever and delivers nothing more.
import { createConnection } from "node:net";
import { WebSocketServer } from "ws";
import { freePort } from "./free-port.ts";

/** The Postgres protocol's Terminate message: 'X' and a length of 4. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

export interface RunningProxy {
  /** `host:port`, the value of the api worker's DATABASE_WS_PROXY. */
  address: string;
  stop(): Promise<void>;
}

export async function startWsProxy(target: { host: string; port: number }): Promise<RunningProxy> {
  const port = await freePort();
  const server = new WebSocketServer({ host: "127.0.0.1", port });
  const allowed = new Set([`${target.host}:${target.port}`, `localhost:${target.port}`]);

  server.on("connection", (ws, request) => {
    const requested = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    if (!allowed.has(requested)) {
      ws.close(1008, "address not allowed");
      return;
    }
    const socket = createConnection({ host: target.host, port: target.port });
    socket.setNoDelay(true);
    const pending: Buffer[] = [];
    let terminated = false;
    socket.on("connect", () => {
      for (const chunk of pending.splice(0)) socket.write(chunk);
      if (terminated) socket.end();
    });
    ws.on("message", (data: Buffer) => {
      if (socket.connecting) pending.push(data);
      else socket.write(data);
      if (data.equals(TERMINATE)) {
        terminated = true;
        if (!socket.connecting) socket.end();
      }
    });
    socket.on("data", (data) => ws.send(data));
    ws.on("close", () => socket.destroy());
    ws.on("error", () => socket.destroy());
    socket.on("close", () => ws.close());
    socket.on("error", () => ws.terminate());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return {
    address: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
