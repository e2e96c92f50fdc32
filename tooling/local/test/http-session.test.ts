// The api worker's database session over Neon's HTTP query path (@qr/db's openHttpDatabase), against a real
// PostgreSQL server behind the local stand-in for Neon's proxy: what a statement sent ahead does.
import { openHttpDatabase } from "@qr/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNeonProxy, startNeonProxy } from "../src/neon-proxy.ts";
import { type RunningPostgres, startPostgresServer } from "../src/postgres-server.ts";

let postgres: RunningPostgres;
let proxy: RunningNeonProxy;
let reader: pg.Client;

beforeAll(async () => {
  postgres = await startPostgresServer();
  proxy = await startNeonProxy({ host: postgres.host, port: postgres.port });
  reader = new pg.Client({ connectionString: postgres.url });
  await reader.connect();
  await reader.query("create table ahead (n int primary key); create table work (n int primary key)");
});
afterAll(async () => {
  await reader?.end();
  await proxy?.stop();
  await postgres?.stop();
});

const session = () => openHttpDatabase({ url: postgres.url, localProxy: proxy.address });
const rows = async (table: string) =>
  (await reader.query(`select n from ${table} order by n`)).rows.map((r) => r.n);

describe("a statement sent ahead", () => {
  it("rides with the next statement, in its round trip, once", async () => {
    const s = session();
    s.sendAhead(sql`insert into ahead values (1)`);
    await s.db.execute(sql`insert into work values (1)`);
    await s.db.execute(sql`insert into work values (2)`);
    expect(s.waited().roundTrips).toBe(2);
    expect(await rows("ahead")).toEqual([1]);
    expect(await s.settled()).toBeUndefined();
  });

  it("fails the statement it rides with, which keeps nothing, and rides again with the next", async () => {
    const s = session();
    s.sendAhead(sql`insert into ahead values (1)`); // already there: it fails
    await expect(s.db.execute(sql`insert into work values (3)`)).rejects.toThrow();
    expect(await rows("work")).toEqual([1, 2]);
    await expect(s.db.execute(sql`insert into work values (4)`)).rejects.toThrow();
    expect(await s.settled()).toMatchObject({ code: "23505" });
    expect(await rows("work")).toEqual([1, 2]);
  });

  it("makes concurrent statements wait for the trip carrying it, so it takes effect once", async () => {
    const s = session();
    s.sendAhead(sql`insert into ahead values (5)`);
    await Promise.all([5, 6, 7].map((n) => s.db.execute(sql`insert into work values (${n})`)));
    expect(await rows("ahead")).toEqual([1, 5]);
    expect(await rows("work")).toEqual([1, 2, 5, 6, 7]);
  });

  it("rides in front of a batch, in the same transaction", async () => {
    const s = session();
    s.sendAhead(sql`insert into ahead values (8)`);
    const [, counted] = await s.db.batch([
      s.db.execute(sql`insert into work values (8)`),
      s.db.execute(sql`select count(*)::int as n from ahead where n = 8`),
    ]);
    expect(counted.rows).toEqual([{ n: 1 }]);
    expect(s.waited().roundTrips).toBe(1);
  });

  it("is sent alone by settled() when nothing carried it, and can be withdrawn", async () => {
    const s = session();
    const kept = s.sendAhead(sql`insert into ahead values (9)`);
    const withdrawn = s.sendAhead(sql`insert into ahead values (10)`);
    withdrawn.withdraw();
    expect(await s.settled()).toBeUndefined();
    expect(await rows("ahead")).toEqual([1, 5, 8, 9]);
    kept.withdraw(); // after it held: nothing to withdraw
  });
});

describe("a session held by a check made outside the database", () => {
  it("sends its statements once the check holds", async () => {
    const s = session();
    let pass = () => {};
    s.hold(new Promise<void>((resolve) => (pass = resolve)));
    const written = s.db.execute(sql`insert into work values (20)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows("work")).not.toContain(20); // still waiting on the check
    pass();
    await written;
    expect(await rows("work")).toContain(20);
  });

  it("fails every later statement with the check's error, sending none, and settled() answers it", async () => {
    const s = session();
    const refused = new Error("the destination is unsafe");
    s.hold(Promise.resolve());
    s.hold(Promise.reject(refused));
    // drizzle wraps what the client threw: the check's error is the cause.
    const isRefused = (error: unknown) => error === refused || (error as Error).cause === refused;
    await expect(s.db.execute(sql`insert into work values (21)`)).rejects.toSatisfy(isRefused);
    await expect(s.db.execute(sql`insert into work values (22)`)).rejects.toSatisfy(isRefused);
    expect(await s.settled()).toBe(refused);
    expect(s.waited().roundTrips).toBe(0);
    expect(await rows("work")).not.toContain(21);
  });
});
