// Deny by default: a route states the permission it needs, and a caller without it gets a 403 naming it.
import type { Permission } from "@qr/core/permissions";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import type { Caller } from "./caller.ts";

/** For routes every signed-in person may use: an API key still needs `permission`. */
export function assertKeyMay(caller: Caller, permission: Permission): void {
  if (caller.credential.kind === "key" && !caller.permissions.has(permission)) {
    throw new ApiError("permission_missing", `This API key lacks the permission \`${permission}\`.`);
  }
}

export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.caller.permissions.has(permission)) {
      throw new ApiError("permission_missing", `This API key lacks the permission \`${permission}\`.`);
    }
    await next();
  });
}
