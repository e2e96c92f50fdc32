// The database settings of every entry point that reaches the database: requests, the queue consumers, the cron
// trigger and the slug resolver.
import type { DatabaseConfig } from "@qr/db";

export function databaseConfig(env: Env): DatabaseConfig {
  return { url: env.DATABASE_URL, localProxy: env.DATABASE_PROXY };
}
