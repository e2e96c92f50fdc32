// GET /api/v1/health: is the worker up and can it reach the database? No authentication.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { Unavailable } from "../errors.ts";
import { logError } from "../log.ts";

const DATABASE_TIMEOUT_MS = 3000;

export const healthRoutes = new Hono<AppEnv>().get("/health", async (c) => {
  const started = Date.now();
  try {
    await Promise.race([
      c.var.db().execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS)),
    ]);
  } catch (error) {
    logError("health: database check failed", error);
    throw new Unavailable("The database is unreachable.");
  }
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok", database: { status: "ok", latency_ms: Date.now() - started } });
});
