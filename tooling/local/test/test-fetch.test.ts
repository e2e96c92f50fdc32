// The test processes' fetch (src/test-fetch.ts, every integration package's setup file) lets an idle connection go
// long before workerd closes it, and sends again a request whose connection closed before any of its answer came.
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { text } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { integrationTestConfig } from "../src/integration-tests.ts";

async function listening(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

it("lets an idle connection go itself, whatever the server offers, and opens a new one for the next request", async () => {
  const server = createServer((_request, response) => {
    response.setHeader("Keep-Alive", "timeout=600"); // undici's own pool would keep it ten minutes
    response.end("ok");
  });
  server.keepAliveTimeout = 0; // the server never lets an idle connection go
  const closed: Promise<unknown>[] = [];
  server.on("connection", (socket) => closed.push(once(socket, "close")));
  try {
    const url = await listening(server);
    expect(await (await fetch(url)).text()).toBe("ok");
    await Promise.all(closed); // the client lets its idle connection go
    expect(await (await fetch(url)).text()).toBe("ok");
    expect(closed).toHaveLength(2);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

it("sends a request again, body and all, when the kept-alive connection it was written on closes unanswered", async () => {
  // The server closes a kept-alive connection as a request arrives on it, as workerd does when its idle timer fires
  // while the request is on its way: the request was never read, so sending it again is safe.
  const answered = new WeakMap<Socket, number>();
  let closedUnanswered: string | undefined;
  const server = createServer(async (request: IncomingMessage, response) => {
    const body = await text(request);
    const socket = request.socket;
    if (closedUnanswered === undefined && (answered.get(socket) ?? 0) > 0) {
      closedUnanswered = body;
      socket.destroy(); // no byte of an answer
      return;
    }
    answered.set(socket, (answered.get(socket) ?? 0) + 1);
    response.end(`answer to ${body}`);
  });
  try {
    const url = await listening(server);
    // undici's pool spreads requests over its connections; a few in a row reach one that was used before
    for (let n = 1; closedUnanswered === undefined; n++) {
      expect(n).toBeLessThan(10);
      const answer = await fetch(url, { method: "POST", body: JSON.stringify({ n }) });
      expect(await answer.text()).toBe(`answer to {"n":${n}}`);
    }
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

it("does not send a request again once any of its answer came", async () => {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { "Content-Length": "100" });
    response.write("part of it", () => response.socket?.destroy());
  });
  try {
    const url = await listening(server);
    const answer = await fetch(url, { method: "POST", body: "once" });
    await expect(answer.text()).rejects.toThrow();
    expect(requests).toBe(1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

it("is set up in every package that tests against the local pipe", () => {
  expect(integrationTestConfig.test?.setupFiles).toContain(
    fileURLToPath(new URL("../src/test-fetch.ts", import.meta.url)),
  );
});
