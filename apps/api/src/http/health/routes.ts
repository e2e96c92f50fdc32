// GET /health: is the worker up and can it reach the database? No authentication.

import { createRoute, z } from "@hono/zod-openapi";
import { machineTime } from "@qr/core/clock";
import { sql } from "drizzle-orm";
import { logError } from "../../lib/log.ts";
import { ApiError } from "../errors/api-error.ts";
import { jsonResponse, problemResponses } from "../openapi/responses.ts";
import { createRouter } from "../openapi/router.ts";

const DATABASE_TIMEOUT_MS = 3000;

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    database: z.object({ status: z.literal("ok"), latency_ms: z.number().int() }),
  })
  .openapi("Health");

export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/health",
    tags: ["Service"],
    summary: "Check the service's health",
    description: "Public. 200 when the worker answers and the database responds within 3 s; never cached.",
    security: [],
    responses: {
      200: jsonResponse(HealthSchema, "Healthy."),
      ...problemResponses("database_unavailable"),
    },
  }),
  async (c) => {
    const started = machineTime();
    try {
      await Promise.race([
        c.var.db().execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), DATABASE_TIMEOUT_MS)),
      ]);
    } catch (error) {
      logError("health: database check failed", error);
      throw new ApiError("database_unavailable", "The database is unreachable.");
    }
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: "ok" as const, database: { status: "ok" as const, latency_ms: machineTime() - started } },
      200,
    );
  },
);
