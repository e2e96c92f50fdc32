// The test processes' fetch (src/test-fetch.ts, every integration package's setup file) lets an idle connection go
// long before workerd closes it, so no request is written on a connection being closed.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { integrationTestConfig } from "../src/integration-tests.ts";

it("lets an idle connection go itself, whatever the server offers, and opens a new one for the next request", async () => {
  const server = createServer((_request, response) => {
    response.setHeader("Keep-Alive", "timeout=600"); // undici's own pool would keep it ten minutes
    response.end("ok");
  });
  server.keepAliveTimeout = 0; // the server never lets an idle connection go
  const closed: Promise<unknown>[] = [];
  server.on("connection", (socket) => closed.push(once(socket, "close")));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await (await fetch(url)).text()).toBe("ok");
    await Promise.all(closed); // the client lets its idle connection go
    expect(await (await fetch(url)).text()).toBe("ok");
    expect(closed).toHaveLength(2);
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
