// A raw statement's answer, typed where the statement is written. `execute` answers `{ rows, rowCount }` on every
// driver the service uses (Neon's HTTP and WebSocket paths, node-postgres), but drizzle types it `unknown` for a
// database of any driver: this is the one place that reads it, and it checks the shape, so a driver that answered
// otherwise fails here, loudly, instead of reading `undefined` rows.
import { is, type Query, SQL, sql } from "drizzle-orm";
import type { RequestDatabase } from "./one-trip.ts";
import { queryOf } from "./query-text.ts";

interface RawResult {
  rows: unknown[];
  rowCount?: number | null;
}

/** The rows of a raw statement, each of the shape the caller names. */
export async function rowsOf<Row extends object>(db: RequestDatabase, statement: SQL): Promise<Row[]> {
  return (await raw(db, statement)).rows as Row[];
}

/** The first row of a raw statement (undefined when it answered none). */
export async function firstRowOf<Row extends object>(
  db: RequestDatabase,
  statement: SQL,
): Promise<Row | undefined> {
  return (await rowsOf<Row>(db, statement))[0];
}

/** How many rows a raw statement changed. */
export async function rowCountOf(db: RequestDatabase, statement: SQL): Promise<number> {
  return (await raw(db, statement)).rowCount ?? 0;
}

async function raw(db: RequestDatabase, statement: SQL): Promise<RawResult> {
  const result: unknown = await db.execute(statement);
  if (!isRawResult(result)) throw new Error("the database driver answered a statement without rows");
  return result;
}

function isRawResult(result: unknown): result is RawResult {
  return typeof result === "object" && result !== null && Array.isArray((result as RawResult).rows);
}

/**
 * The first row of a large statement sent on every request of a kind, with its plan kept: PostgreSQL parses and
 * plans it once per connection (`planned_row`, migration 0035) instead of on every request, where that cost more
 * than running it (docs/decisions/0028). The row comes as `to_json` makes it (numbers stay numbers, `json`
 * columns stay objects): give its columns JSON or text types. Parameters are strings, finite numbers, booleans or
 * null. Give a statement sent on every request as `statementByShape` builds it: its text is then built once.
 */
export async function plannedRowOf<Row extends object>(
  db: RequestDatabase,
  statement: SQL | Query,
): Promise<Row | undefined> {
  const { sql: text, params } = is(statement, SQL) ? queryOf(statement) : statement;
  const row = await firstRowOf<{ row: Row | null }>(
    db,
    sql`select planned_row(${text}, ${JSON.stringify(params.map(plannedParameter))}::json) as row`,
  );
  return row?.row ?? undefined;
}

/** A parameter as the statement binds it: as text, as the driver sends its own (an array would bind as JSON). */
function plannedParameter(value: unknown): string | number | boolean | null {
  if (
    value === null ||
    typeof value === "string" ||
    (typeof value === "number" && Number.isFinite(value)) || // JSON would write NaN as null
    typeof value === "boolean"
  ) {
    return value;
  }
  const kind = typeof value === "number" ? String(value) : Object.prototype.toString.call(value);
  throw new TypeError(`plannedRowOf binds strings, finite numbers, booleans and null, not ${kind}`);
}
