// A statement's first row with its plan kept per connection (@qr/db's plannedRowOf, the `planned_row` function of
// migration 0035), against a real PostgreSQL server: it answers what the statement answers, through Neon's HTTP
// path as the api worker sends it, and a connection plans each statement once, keeping a bounded number of them.
import { firstRowOf, openHttpDatabase, plannedRowOf } from "@qr/db";
import { runMigrations } from "@qr/db/migrate";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningNeonProxy, startNeonProxy } from "../src/neon-proxy.ts";
import { type RunningPostgres, startPostgresServer } from "../src/postgres-server.ts";

let postgres: RunningPostgres;
let proxy: RunningNeonProxy;
let connection: pg.Client;

beforeAll(async () => {
  postgres = await startPostgresServer();
  await runMigrations(postgres.url);
  proxy = await startNeonProxy({ host: postgres.host, port: postgres.port });
  connection = new pg.Client({ connectionString: postgres.url });
  await connection.connect();
}, 120_000);
afterAll(async () => {
  await connection?.end();
  await proxy?.stop();
  await postgres?.stop();
});

const overHttp = () => openHttpDatabase({ url: postgres.url, localProxy: proxy.address }).db;
/** One connection, whose prepared statements the test can read. */
const oneConnection = () => drizzle({ client: connection });

/** A statement of every kind of parameter and column the helper carries. */
const echo = (text: string, count: number | null, flag: boolean) =>
  sql`select ${text}::text as text, ${count}::int as count, ${flag}::boolean as flag,
    json_build_array(${text}::text, ${count}::int) as list, (${count}::int * 2)::bigint as doubled`;

const HOSTILE_TEXTS = ["plain", "it's", "back\\slash", "'); select 1; --", "$1 $$ %s %I", "ünïcødé ✓ 😀", ""];

describe("a row with its plan kept", () => {
  it("answers the statement's row through Neon's HTTP path, whatever its parameters hold", async () => {
    const db = overHttp();
    for (const text of HOSTILE_TEXTS) {
      for (const [count, flag] of [
        [7, true],
        [null, false],
      ] as const) {
        const planned = await plannedRowOf(db, echo(text, count, flag));
        const doubled = count === null ? null : count * 2;
        expect(planned).toEqual({ text, count, flag, list: [text, count], doubled });
        // What the same statement answers unplanned, but for the bigint the driver reads as text.
        const direct = await firstRowOf<Record<string, unknown>>(db, echo(text, count, flag));
        expect({ ...direct, doubled: direct?.doubled === null ? null : Number(direct?.doubled) }).toEqual(
          planned,
        );
      }
    }
  });

  it("answers nothing for a statement without rows, and runs one without parameters", async () => {
    const db = overHttp();
    expect(await plannedRowOf(db, sql`select 1 as one where ${"a"} = ${"b"}`)).toBeUndefined();
    expect(await plannedRowOf(db, sql`select 2 as two`)).toEqual({ two: 2 });
  });

  it("fails as the statement fails, with its SQLSTATE, and answers again after", async () => {
    const db = overHttp();
    await expect(plannedRowOf(db, sql`select 1 / ${0}::int as quotient`)).rejects.toMatchObject({
      cause: { code: "22012" },
    });
    expect(await plannedRowOf(db, sql`select 1 / ${1}::int as quotient`)).toEqual({ quotient: 1 });
  });

  it("refuses a parameter it would not bind as the driver does", async () => {
    for (const value of [["a"], Number.NaN, Number.POSITIVE_INFINITY, new Date(0), 1n]) {
      await expect(plannedRowOf(overHttp(), sql`select ${sql.param(value)} as value`)).rejects.toThrow(
        TypeError,
      );
    }
  });

  it("plans a statement once per connection, with a generic plan its later runs reuse", async () => {
    const db = oneConnection();
    for (const count of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await plannedRowOf(db, echo("again", count, true))).toMatchObject({ count });
    }
    const { rows } = await connection.query(
      `select generic_plans, custom_plans from pg_prepared_statements where name like 'planned\\_%'`,
    );
    expect(rows).toEqual([{ generic_plans: "7", custom_plans: "0" }]);
  });

  it("keeps the 16 statements a connection prepared last, and still answers every one", async () => {
    const db = oneConnection();
    for (let n = 0; n < 40; n++) {
      const row = await plannedRowOf(db, sql`select ${n}::int as n, ${sql.raw(String(n))} as same`);
      expect(row).toEqual({ n, same: n });
    }
    const { rows } = await connection.query(
      `select count(*)::int as kept from pg_prepared_statements where name like 'planned\\_%'`,
    );
    expect(rows[0].kept).toBe(16);
    // The last ones prepared are kept: the newest runs without being prepared again.
    const newest = sql`select ${39}::int as n, ${sql.raw("39")} as same`;
    expect(await plannedRowOf(db, newest)).toEqual({ n: 39, same: 39 });
    const { rows: runs } = await connection.query(
      `select generic_plans from pg_prepared_statements where statement like '%, 39 as same%'`,
    );
    expect(runs).toEqual([{ generic_plans: "2" }]);
  });
});
