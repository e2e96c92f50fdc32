// The WebSocket→TCP proxy closes a connection after the client's Terminate message, as PostgreSQL does, even
// when the server behind it keeps it open; other traffic passes through untouched.
import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type RunningProxy, startWsProxy } from "../src/ws-proxy.ts";

const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP server that records what it receives and never closes a connection itself. */
async function silentServer() {
  const received: Buffer[] = [];
  const ended: Socket[] = [];
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on("data", (data) => received.push(data));
    socket.on("end", () => ended.push(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { port, received, ended };
}

async function connect(proxy: RunningProxy, port: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://${proxy.address}/v2?address=127.0.0.1:${port}`);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  return ws;
}

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the WebSocket→TCP proxy", () => {
  it("forwards the client's Terminate message, then closes both sides", async () => {
    const server = await silentServer();
    const proxy = await startWsProxy({ host: "127.0.0.1", port: server.port });
    cleanups.push(proxy.stop);
    const ws = await connect(proxy, server.port);
    let closed = false;
    ws.on("close", () => (closed = true));
    ws.send(Buffer.from("Q\u0000\u0000\u0000\u000dselect 1\u0000"));
    ws.send(TERMINATE);
    await until(() => closed && server.ended.length === 1);
    expect(Buffer.concat(server.received).subarray(-5)).toEqual(TERMINATE);
  });

  it("keeps a connection open through any other message, even one that contains the Terminate bytes", async () => {
    const server = await silentServer();
    const proxy = await startWsProxy({ host: "127.0.0.1", port: server.port });
    cleanups.push(proxy.stop);
    const ws = await connect(proxy, server.port);
    const query = Buffer.concat([Buffer.from("Q\u0000\u0000\u0000\u000a"), TERMINATE, Buffer.from([0])]);
    ws.send(query);
    await until(() => Buffer.concat(server.received).length === query.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(server.ended).toEqual([]);
    ws.close();
  });
});
