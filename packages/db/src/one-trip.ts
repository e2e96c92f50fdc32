// Several statements as one transaction in one round trip. A request's database (the HTTP query path) cannot hold
// an interactive transaction, so the actions a request runs never take one: what must change together is sent
// together, each statement written so that it needs nothing the ones before it return (a later statement reads
// what an earlier one wrote in the same transaction). From Node (the CLI, tests) the same statements run in an
// ordinary transaction.
import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./client.ts";

/** What actions take: statements and `inOneTrip`, never an interactive transaction. */
export type RequestDatabase = Omit<Database, "transaction">;

export async function inOneTrip<U extends BatchItem<"pg">, T extends Readonly<[U, ...U[]]>>(
  db: RequestDatabase,
  statements: (db: RequestDatabase) => T,
): Promise<BatchResponse<T>> {
  const batching = db as { batch?: (statements: T) => Promise<BatchResponse<T>> };
  if (typeof batching.batch === "function") return batching.batch(statements(db));
  return (db as Database).transaction(async (tx) => {
    const results: unknown[] = [];
    for (const statement of statements(tx)) results.push(await statement);
    return results as BatchResponse<T>;
  });
}

/**
 * A column of the outer query, named with its table, for a correlated subquery: drizzle leaves the table out of
 * column names when a query reads one table, and inside a subquery an unqualified name means the subquery's own.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
