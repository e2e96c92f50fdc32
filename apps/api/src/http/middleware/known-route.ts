// Whether the API serves the request's path and method, decided first, before authentication and body checks:
// a path no route serves is a 404, and a path served with other methods (PUT /api/v1/qr, DELETE …/analytics) a
// 405 naming those methods in `Allow`, instead of a 401 for a URL that could never work or a 415 about a body
// no route would read. The route table is public (the OpenAPI document), so answering first leaks nothing.
import type { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../errors/api-error.ts";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

export function knownRoute(app: Hono<AppEnv>) {
  // Middleware is registered for "ALL" methods; a route has its own method. Hono answers HEAD with GET's route.
  const served = (method: string, path: string) =>
    app.router.match(method, path)[0].some(([[, route]]) => route.method !== "ALL");

  return createMiddleware<AppEnv>(async (c, next) => {
    const { method, path } = c.req;
    if (served(method === "HEAD" ? "GET" : method, path)) return next();
    const allowed = METHODS.filter((other) => served(other, path));
    if (allowed.length === 0) throw noRoute(method, path);
    const allow = (allowed.includes("GET") ? [...allowed, "HEAD"] : allowed).join(", ");
    throw new ApiError("method_not_allowed", `${method} is not served at ${path}; use ${allow}.`, {
      headers: { Allow: allow },
    });
  });
}

export function noRoute(method: string, path: string) {
  return new ApiError("route_not_found", `No route for ${method} ${path}.`);
}
