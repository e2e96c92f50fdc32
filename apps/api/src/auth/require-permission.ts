// Deny by default: a route states the permission it needs, and a caller without it gets a 403 naming it.
import type { Permission } from "@qr/core/permissions";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { problem, problemResponse } from "../problem.ts";

export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.caller.permissions.has(permission)) {
      return problemResponse(c, problem(403, `This API key lacks the permission \`${permission}\`.`));
    }
    await next();
  });
}
