// The stand-in for Neon's proxy. Its WebSocket path closes a connection after the client's Terminate message, as
// PostgreSQL does, even when the server behind it keeps it open. Its SQL-over-HTTP path answers the driver's `neon()`
// query function as Neon does, against a real PostgreSQL server.
import { createServer, type Socket } from "node:net";
import { type NeonQueryFunction, neon, neonConfig } from "@neondatabase/serverless";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type RunningNeonProxy, startNeonProxy } from "../src/neon-proxy.ts";
import { type RunningPostgres, startPostgresServer } from "../src/postgres-server.ts";

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

async function connect(proxy: RunningNeonProxy, port: number): Promise<WebSocket> {
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
    const proxy = await startNeonProxy({ host: "127.0.0.1", port: server.port });
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
    const proxy = await startNeonProxy({ host: "127.0.0.1", port: server.port });
    cleanups.push(proxy.stop);
    const ws = await connect(proxy, server.port);
    const query = Buffer.concat([Buffer.from("Q\u0000\u0000\u0000\u000a"), TERMINATE, Buffer.from([0])]);
    ws.send(query);
    await until(() => Buffer.concat(server.received).length === query.length);
    // A second message through the same connection arrives: the first did not end it.
    const next = Buffer.from("Q\u0000\u0000\u0000\u000dselect 2\u0000");
    ws.send(next);
    await until(() => Buffer.concat(server.received).length === query.length + next.length);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(server.ended).toEqual([]);
    ws.close();
  });
});

describe("the SQL-over-HTTP path", () => {
  let postgres: RunningPostgres;
  let proxy: RunningNeonProxy;
  let sql: NeonQueryFunction<false, false>;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    proxy = await startNeonProxy({ host: postgres.host, port: postgres.port });
    neonConfig.fetchEndpoint = () => `http://${proxy.address}/sql`;
    sql = neon(postgres.url);
    await sql.query("create table kept (n int primary key)");
  });
  afterAll(async () => {
    await proxy?.stop();
    await postgres?.stop();
  });

  it("answers a statement in the driver's types: numbers, JSON, arrays, bytes, booleans and nulls", async () => {
    const [row] = await sql.query(
      "select 42::int as n, 9007199254740993::int8 as big, '{\"a\":[1,2]}'::jsonb as doc, array['x','y,z'] as list, '\\x0102'::bytea as bytes, true as yes, null::text as nothing, $1::text as echoed",
      ['it\'s "quoted"'],
    );
    expect(row).toEqual({
      n: 42,
      big: "9007199254740993",
      doc: { a: [1, 2] },
      list: ["x", "y,z"],
      bytes: Buffer.from([1, 2]),
      yes: true,
      nothing: null,
      echoed: 'it\'s "quoted"',
    });
  });

  it("runs a batch in one transaction: all of it, or none of it when a statement fails, with the SQLSTATE", async () => {
    const [inserted, counted] = await sql.transaction([
      sql`insert into kept values (1), (2) returning n`,
      sql`select count(*)::int as n from kept`,
    ]);
    expect(inserted).toEqual([{ n: 1 }, { n: 2 }]);
    expect(counted).toEqual([{ n: 2 }]);
    const failed = await sql
      .transaction([sql`insert into kept values (3)`, sql`insert into kept values (1)`])
      .catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: "NeonDbError", code: "23505", constraint: "kept_pkey" });
    expect(await sql`select n from kept order by n`).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("runs a read-only batch read-only", async () => {
    const refused = await sql
      .transaction([sql`insert into kept values (9)`], { readOnly: true })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "25006" });
  });

  it("never hands a transaction one request left open to the next request", async () => {
    await sql.query("begin");
    await sql.query("insert into kept values (10)");
    const reader = new pg.Client({ connectionString: postgres.url });
    await reader.connect();
    const { rows } = await reader.query("select n from kept where n = 10");
    await reader.end();
    expect(rows).toEqual([{ n: 10 }]);
  });

  it("answers 50 concurrent statements, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql.query("select $1::int as i, pg_sleep(0.01)", [i])),
    );
    expect(answers.map((rows) => (rows[0] as { i: number }).i)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it("reaches only the database it was started for", async () => {
    const elsewhere = neon("postgresql://postgres@169.254.169.254:5432/postgres");
    await expect(elsewhere.query("select 1")).rejects.toThrow(/does not reach/);
  });
});
