// The statement helpers every action builds on: rows sent as JSON, raw statements' answers, correlated columns and
// statements sent together. Rendered to SQL here; tooling/local's tests run them against PostgreSQL.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  firstRowOf,
  inOneTrip,
  jsonRows,
  outer,
  queryOf,
  type RequestDatabase,
  rowCountOf,
  rowsOf,
  schema,
} from "../src/index.ts";

/** A database whose `execute` answers `result`, as a driver would. */
function answering(result: unknown): RequestDatabase {
  return { execute: async () => result } as unknown as RequestDatabase;
}

describe("jsonRows", () => {
  it("declares each column with its type, quoted, and tells the planner how many rows there are", () => {
    const rows = [
      { id: "qr_1", version: 2 },
      { id: "qr_2", version: 3 },
    ];
    const { sql: text, params } = queryOf(
      sql`select * from ${jsonRows(rows, { id: "text", version: "bigint" })} as v`,
    );
    expect(text).toBe(
      'select * from (select * from jsonb_to_recordset($1::jsonb) as r("id" text, "version" bigint) limit 2) as v',
    );
    expect(JSON.parse(params[0] as string)).toEqual(rows);
  });

  it("carries text the caller sent only as a parameter, never as SQL", () => {
    const rows = [{ note: `'); drop table qr_codes; --` }];
    const { sql: text, params } = queryOf(jsonRows(rows, { note: "text" }));
    expect(text).not.toContain("drop table");
    expect(params[0]).toContain("drop table");
  });
});

describe("raw statements' answers", () => {
  it("reads the rows, the first row and the count a driver answers", async () => {
    const db = answering({ rows: [{ n: 1 }, { n: 2 }], rowCount: 2 });
    expect(await rowsOf<{ n: number }>(db, sql`select 1`)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await firstRowOf<{ n: number }>(db, sql`select 1`)).toEqual({ n: 1 });
    expect(await rowCountOf(db, sql`delete from t`)).toBe(2);
    expect(await firstRowOf(answering({ rows: [] }), sql`select 1`)).toBeUndefined();
    expect(await rowCountOf(answering({ rows: [], rowCount: null }), sql`delete from t`)).toBe(0);
  });

  it("refuses an answer without rows, loudly, instead of reading nothing", async () => {
    await expect(rowsOf(answering([{ n: 1 }]), sql`select 1`)).rejects.toThrow(/without rows/);
    await expect(rowCountOf(answering(undefined), sql`delete from t`)).rejects.toThrow(/without rows/);
  });
});

describe("outer", () => {
  it("names a column with its table, for a correlated subquery", () => {
    expect(queryOf(sql`${outer(schema.qrCodes.id)}`).sql).toBe('"qr_codes"."id"');
  });
});

describe("inOneTrip", () => {
  it("sends the statements as one batch where the driver batches (Neon's HTTP path)", async () => {
    const sent: unknown[] = [];
    const db = {
      batch: async (statements: unknown[]) => {
        sent.push(...statements);
        return statements.map((_, i) => [i]);
      },
    } as unknown as RequestDatabase;
    const results = await inOneTrip(db, () => [sql`select 1`, sql`select 2`] as unknown as [never, never]);
    expect(sent).toHaveLength(2);
    expect(results).toEqual([[0], [1]]);
  });

  it("runs them in order in one transaction elsewhere (node-postgres, a WebSocket connection)", async () => {
    const order: string[] = [];
    const tx = { tag: "tx" };
    const db = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        order.push("begin");
        const result = await work(tx);
        order.push("commit");
        return result;
      },
    } as unknown as RequestDatabase;
    const results = await inOneTrip(db, (trip) => {
      expect(trip).toBe(tx);
      return [Promise.resolve("a"), Promise.resolve("b")] as unknown as [never, never];
    });
    expect(order).toEqual(["begin", "commit"]);
    expect(results).toEqual(["a", "b"]);
  });
});
