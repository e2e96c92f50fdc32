// Many rows sent as one JSON parameter, as a relation a statement joins or updates from. The columns are named
// with their types from the rows' own fields, so a field renamed on one side fails the typecheck, and no text of
// the caller's becomes SQL. PostgreSQL guesses that any jsonb_to_recordset returns 100 rows, so a join with a
// large table by its key was planned as a scan of the whole table (every write's KV confirmation read all of
// qr_codes); the LIMIT tells the planner how many rows there are, up to that guess, so it looks each one up by key.
import { type SQL, sql } from "drizzle-orm";

/** The column types a JSON row may carry. */
export type JsonColumnType =
  | "text"
  | "text[]"
  | "bigint"
  | "integer"
  | "boolean"
  | "jsonb"
  | "timestamptz"
  | "uuid";

/** `(select * from jsonb_to_recordset(…) as r(columns) limit n)`; name it with `as v` where it is used. */
export function jsonRows<Row extends object>(
  rows: readonly Row[],
  columns: { [K in keyof Row & string]?: JsonColumnType },
): SQL {
  const definitions = Object.entries(columns as Record<string, JsonColumnType>).map(
    ([name, type]) => sql`${sql.identifier(name)} ${sql.raw(COLUMN_TYPES[type])}`,
  );
  return sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.join(definitions, sql`, `)}) limit ${sql.raw(String(rows.length))})`;
}

/** Each type's SQL, spelled by this module alone. */
const COLUMN_TYPES: Record<JsonColumnType, string> = {
  text: "text",
  "text[]": "text[]",
  bigint: "bigint",
  integer: "integer",
  boolean: "boolean",
  jsonb: "jsonb",
  timestamptz: "timestamptz",
  uuid: "uuid",
};
