// Many rows sent as one JSON parameter, as a relation a statement joins or updates from. PostgreSQL guesses that
// any jsonb_to_recordset returns 100 rows, so a join with a large table by its key was planned as a scan of the
// whole table (every write's KV confirmation read all of qr_codes); the LIMIT tells the planner how many rows
// there are, up to that guess, so it looks each one up by key instead.
import { type SQL, sql } from "drizzle-orm";

/** `(select * from jsonb_to_recordset(…) as r(columns) limit n)`; name it with `as v` where it is used. */
export function jsonRows(rows: readonly object[], columns: string): SQL {
  return sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(columns)}) limit ${sql.raw(String(rows.length))})`;
}
