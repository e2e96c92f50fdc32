// Database access from Node (operator CLI, local stack, tests): node-postgres under the same drizzle schema.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { DatabaseSession } from "./client.ts";

export function openNodeDatabase(url: string): DatabaseSession {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}
