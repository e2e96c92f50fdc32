// The test processes' fetch (src/test-fetch.ts, every integration package's setup file) never sends a request on
// an idle kept-alive connection, the race with workerd closing it.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { integrationTestConfig } from "../src/integration-tests.ts";

it("opens a connection of its own for each request", async () => {
  let connections = 0;
  const server = createServer((_request, response) => response.end("ok"));
  server.on("connection", () => connections++);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (let i = 0; i < 3; i++) expect(await (await fetch(url)).text()).toBe("ok");
    expect(connections).toBe(3);
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
