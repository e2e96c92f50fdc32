// The `select` of an INSERT … SELECT that writes one row only when a condition holds (a team under its limit,
// counted in the same statement): drizzle inserts into every column in the table's order, so the values are listed
// from the table's own columns, each given value encoded as its column encodes it, each other column its default.
import { getTableColumns, SQL, sql, type Table } from "drizzle-orm";

export function rowSelect<T extends Table>(table: T, values: Partial<T["$inferInsert"]>, where: SQL): SQL {
  const given = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given[key];
    if (value instanceof SQL) return value;
    if (value !== undefined) return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
    if (column.default instanceof SQL) return column.default;
    if (column.default !== undefined)
      return sql`${sql.param(column.default, column)}::${sql.raw(column.getSQLType())}`;
    return sql`null`;
  });
  return sql`select ${sql.join(columns, sql`, `)} where ${where}`;
}
