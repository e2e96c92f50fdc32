// The database settings of every entry point that opens a session: requests, the queue consumer, the cron
// trigger and the slug resolver.
export function databaseConfig(env: Env) {
  return { url: env.DATABASE_URL, wsProxy: env.DATABASE_WS_PROXY };
}
