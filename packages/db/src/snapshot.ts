// A row kept as JSON (`to_jsonb(row)` in a statement or trigger: an event's snapshot) read back as the row drizzle
// would have selected: columns by their property names, timestamps as Dates, numbers as numbers. The table's own
// column list drives it, so a column added later is read without a change here.
import { getTableColumns, type Table } from "drizzle-orm";

export function rowOfSnapshot<T extends Table>(
  table: T,
  snapshot: Record<string, unknown>,
): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = snapshot[column.name];
    if (value === undefined || value === null) {
      row[key] = null;
    } else if (column.columnType === "PgTimestamp") {
      row[key] = new Date(value as string);
    } else if (column.columnType === "PgBigInt53") {
      row[key] = Number(value);
    } else {
      row[key] = value;
    }
  }
  return row as T["$inferSelect"];
}
