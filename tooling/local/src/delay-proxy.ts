// A TCP proxy that puts a distance between a client and a server: every chunk the server sends is held `delayMs`
// before the client gets it (in order), so each round trip the client waits on costs `delayMs` more. The
// distance benchmark puts it between the api worker and the database side (Neon's proxy, which sits beside
// PostgreSQL), and changes the delay while the stack runs, so one stack is measured near and far.
import { createConnection, createServer, type Socket } from "node:net";
import { listenOnLoopback } from "./free-port.ts";

export interface DelayProxy {
  /** `host:port` to connect to instead of the target. */
  address: string;
  port: number;
  /** Sets the delay of every chunk sent from now on (0: none). */
  setDelay(ms: number): void;
  stop(): Promise<void>;
}

export async function startDelayProxy(target: { host: string; port: number }): Promise<DelayProxy> {
  let delayMs = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    // Chunks leave in order: one sent later never overtakes one held longer.
    let releaseAt = 0;
    upstream.on("data", (chunk) => {
      if (delayMs === 0 && releaseAt <= Date.now()) {
        client.write(chunk);
        return;
      }
      releaseAt = Math.max(releaseAt, Date.now() + delayMs);
      setTimeout(() => client.writable && client.write(chunk), releaseAt - Date.now());
    });
    client.pipe(upstream);
    upstream.on("end", () => setTimeout(() => client.end(), Math.max(0, releaseAt - Date.now())));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  const port = await listenOnLoopback(server);
  return {
    address: `127.0.0.1:${port}`,
    port,
    setDelay: (ms) => {
      delayMs = Math.max(0, ms);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
