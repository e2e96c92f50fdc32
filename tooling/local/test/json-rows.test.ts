// Rows a statement sends as one JSON parameter (@qr/db's jsonRows), joined with a large table by its key: each is
// looked up by that key, never by scanning the table, and no statement builds such rows another way.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { jsonRows, queryOf } from "@qr/db";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/paths.ts";
import { type RunningPostgres, startPostgresServer } from "../src/postgres-server.ts";

let postgres: RunningPostgres;
let client: pg.Client;

beforeAll(async () => {
  postgres = await startPostgresServer();
  client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(
    `create table codes (id text primary key, version bigint not null, synced bigint not null)`,
  );
  await client.query(`insert into codes select 'c' || g, 1, 0 from generate_series(1, 20000) g`);
  await client.query("analyze codes");
}, 60_000);
afterAll(async () => {
  await client?.end();
  await postgres?.stop();
});

/** The plan PostgreSQL makes for `statement`, as its node types and the tables they scan. */
async function plan(statement: ReturnType<typeof sql>): Promise<string[]> {
  const { sql: text, params } = queryOf(statement);
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const nodes: string[] = [];
  const walk = (node: { "Node Type": string; "Relation Name"?: string; Plans?: unknown[] }) => {
    nodes.push(`${node["Node Type"]}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`);
    for (const child of node.Plans ?? []) walk(child as typeof node);
  };
  walk(rows[0]["QUERY PLAN"][0].Plan);
  return nodes;
}

describe("rows sent as JSON", () => {
  it("are looked up by key when a statement joins them with a large table", async () => {
    for (const count of [1, 2, 10]) {
      const rows = Array.from({ length: count }, (_, i) => ({ id: `c${i + 1}`, version: 1 }));
      const nodes = await plan(
        sql`update codes set synced = v.version from ${jsonRows(rows, { id: "text", version: "bigint" })} as v
          where codes.id = v.id and codes.version = v.version`,
      );
      expect(nodes, `${count} rows: ${nodes.join(", ")}`).toContain("Index Scan on codes");
      expect(nodes).not.toContain("Seq Scan on codes");
    }
  });

  it("carry every row and every column, typed", async () => {
    const rows = [
      { id: "c1", version: 7, note: 'it\'s "quoted"' },
      { id: "c2", version: 8, note: null },
    ];
    const { sql: text, params } = queryOf(
      sql`select * from ${jsonRows(rows, { id: "text", version: "bigint", note: "text" })} as v order by id`,
    );
    const { rows: read } = await client.query(text, params);
    expect(read).toEqual([
      { id: "c1", version: "7", note: 'it\'s "quoted"' },
      { id: "c2", version: "8", note: null },
    ]);
  });

  it("are built by jsonRows alone: no statement of the workers calls jsonb_to_recordset itself", () => {
    const sources = ["apps/api/src", "apps/redirect/src", "packages/core/src", "packages/db/src"].flatMap(
      (dir) => filesUnder(join(REPO_ROOT, dir)),
    );
    const offenders = sources
      .filter(
        (file) => !file.endsWith("json-rows.ts") && readFileSync(file, "utf8").includes("jsonb_to_recordset"),
      )
      .map((file) => relative(REPO_ROOT, file));
    expect(offenders).toEqual([]);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );
}
