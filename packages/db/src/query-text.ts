// A statement as PostgreSQL receives it, text and parameters: the one dialect for the modules that send statements
// themselves rather than through drizzle's session (statements sent ahead, plans kept).
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

export function queryOf(statement: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(statement);
}
