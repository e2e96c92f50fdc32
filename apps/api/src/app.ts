// Builds the api worker's Hono app. Middleware order: request id → logging → per-request services → routes.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./errors.ts";
import { database } from "./middleware/database.ts";
import { requestLog } from "./middleware/logging.ts";
import { requestId } from "./middleware/request-id.ts";
import { problem, problemResponse } from "./problem.ts";
import { healthRoutes } from "./routes/health.ts";

const STATUS_OF_KIND = {
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  gone: 410,
  unprocessable: 422,
  unavailable: 503,
} as const;

export function createApp() {
  const app = new Hono<AppEnv>();
  app.use(requestId, requestLog, database);

  app.route("/api/v1", healthRoutes);

  app.notFound((c) => problemResponse(c, problem(404, `No route for ${c.req.method} ${c.req.path}.`)));
  app.onError((error, c) => {
    if (error instanceof AppError)
      return problemResponse(c, problem(STATUS_OF_KIND[error.kind], error.message));
    if (error instanceof HTTPException && error.status < 500) {
      return problemResponse(c, problem(error.status, error.message || "The request was refused."));
    }
    console.error(
      JSON.stringify({ msg: "unhandled error", request_id: c.get("requestId"), error: String(error) }),
    );
    return problemResponse(
      c,
      problem(500, "Something went wrong on our side. Quote the request id if you ask us."),
    );
  });
  return app;
}
