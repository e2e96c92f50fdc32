// The WebSocket→TCP proxy the Neon driver needs to reach a plain Postgres server (Neon runs its own in
// production). It forwards only to the one database it was started for.
import { createConnection } from "node:net";
import { WebSocketServer } from "ws";
import { freePort } from "./free-port.ts";

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
    socket.on("connect", () => {
      for (const chunk of pending.splice(0)) socket.write(chunk);
    });
    ws.on("message", (data: Buffer) => (socket.connecting ? pending.push(data) : socket.write(data)));
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
