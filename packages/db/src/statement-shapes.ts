// A large statement sent on every request of a kind, its text built once for each of its shapes. Drizzle walks a
// statement's whole template on every build, which for the analytics statement was the largest share of the api
// worker's own work per request (docs/decisions/0029-statements-built-once-per-shape.md). The builder is handed the
// shape (every choice that changes the text) and placeholders standing for the values, never the values
// themselves: no value can change a text remembered under its shape.
import { BoundedCache } from "@qr/core/bounded-cache";
import { fillPlaceholders, type Placeholder, type Query, type SQL, sql } from "drizzle-orm";
import { queryOf } from "./query-text.ts";

/** What a shape may hold: choices, not values (a value in it only multiplies the texts kept). */
export type StatementShape = Record<string, string | boolean>;

export type Placeholders<Name extends string> = { readonly [N in Name]: Placeholder<N> };

/** Texts kept per builder: far more than a statement's shapes, so only a value put in a shape by mistake evicts. */
const SHAPES_KEPT = 64;

/**
 * The statement `build` writes, as text and parameters: the text built the first time its shape is seen, the
 * parameters filled from `values` every time. A value missing from `values` throws.
 */
export function statementByShape<Shape extends StatementShape, Name extends string>(
  names: readonly Name[],
  build: (shape: Shape, values: Placeholders<Name>) => SQL,
): (shape: Shape, values: Readonly<Record<Name, unknown>>) => Query {
  const placeholders = Object.fromEntries(
    names.map((name) => [name, sql.placeholder(name)]),
  ) as Placeholders<Name>;
  const built = new BoundedCache<Query>({ capacity: SHAPES_KEPT });
  return (shape, values) => {
    const key = JSON.stringify(Object.entries(shape).sort(([a], [b]) => (a < b ? -1 : 1)));
    let query = built.get(key);
    if (!query) {
      query = queryOf(build(shape, placeholders));
      built.set(key, query);
    }
    return { sql: query.sql, params: fillPlaceholders(query.params, values) };
  };
}
