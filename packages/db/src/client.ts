// Database access from a Worker over a WebSocket: a Neon Pool (a Worker cannot share sockets between requests or
// invocations), closed by the caller with `ctx.waitUntil(session.close())`. Opening one costs round trips of its
// own (WebSocket, then PostgreSQL's startup, pipelined by Neon's driver), so it is for work that needs an
// interactive transaction or sends large statements: the account library, the queue consumers, the cron. A
// request's own statements go over the HTTP query path instead (http.ts).
import { neonConfig, Pool } from "@neondatabase/serverless";
import { drizzle } from "drizzle-orm/neon-serverless";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * What business code takes: the Workers (Neon) and Node (node-postgres) clients both satisfy it. Queries
 * use the query builder on `schema` tables; drizzle's relational API is not used, so no schema is
 * registered (registering one costs CPU on every request, as the client is made per request).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConfig {
  /** A Postgres connection string: Neon in production, a local server in dev and tests. */
  url: string;
  /** Local only: `host:port` of the stand-in for Neon's proxy (WebSocket and SQL over HTTP) in front of a plain
   * PostgreSQL server (tooling/local/src/neon-proxy.ts). */
  localProxy?: string | undefined;
}

export interface DatabaseSession {
  db: Database;
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseSession {
  if (config.localProxy) useLocalWebSocketProxy(config.localProxy);
  const pool = new Pool({ connectionString: config.url, max: 4 });
  // An idle connection dropped by the server must not become an uncaught error in the isolate.
  pool.on("error", (error: Error) =>
    console.error(JSON.stringify({ msg: "db pool error", error: error.message })),
  );
  return {
    db: drizzle({ client: pool }),
    close: () => pool.end(),
  };
}

// Neon's own proxy speaks TLS to Postgres for us; a local proxy passes plain bytes, so the driver must
// neither expect wss nor pipeline the TLS/auth handshake. These are per-deployment constants.
function useLocalWebSocketProxy(proxy: string): void {
  neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
  neonConfig.pipelineTLS = false;
  neonConfig.forceDisablePgSSL = true;
}
