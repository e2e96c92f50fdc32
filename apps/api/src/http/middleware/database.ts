// The request's ways to the database, each opened on first use. Its statements go over Neon's HTTP query path
// (one round trip each, or per batch; no connection to open). The account library, which needs interactive
// transactions, gets a WebSocket connection, closed once the response is sent. The answer says in Server-Timing
// how many round trips it waited on. See docs/decisions/0009.
import { type DatabaseSession, type HttpSession, openDatabase, openHttpDatabase } from "@qr/db";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { databaseConfig } from "../../lib/config.ts";

export const database = createMiddleware<AppEnv>(async (c, next) => {
  let statements: HttpSession | undefined;
  let connection: DatabaseSession | undefined;
  c.set("statements", () => {
    statements ??= openHttpDatabase(databaseConfig(c.env));
    return statements;
  });
  c.set("db", () => c.var.statements().db);
  c.set("connection", () => {
    connection ??= openDatabase(databaseConfig(c.env));
    return connection.db;
  });
  try {
    await next();
    if (statements || connection) {
      const timing = serverTiming(statements, connection);
      try {
        c.res.headers.set("Server-Timing", timing);
      } catch {
        c.res = new Response(c.res.body, c.res); // a response whose headers are immutable
        c.res.headers.set("Server-Timing", timing);
      }
    }
  } finally {
    if (connection) c.executionCtx.waitUntil(connection.close());
  }
});

/**
 * What the answer waited on in the database, for anyone timing a request (browsers show it beside the request):
 * `db;dur=12.3;desc="1 round trip"`, and "and a connection" when it opened a WebSocket connection too.
 */
function serverTiming(statements: HttpSession | undefined, connection: DatabaseSession | undefined): string {
  const { roundTrips, ms } = statements?.waited() ?? { roundTrips: 0, ms: 0 };
  const trips = `${roundTrips} round trip${roundTrips === 1 ? "" : "s"}`;
  return `db;dur=${ms.toFixed(1)};desc="${trips}${connection ? " and a connection" : ""}"`;
}
