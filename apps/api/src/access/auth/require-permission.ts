// Deny by default: a route states the permission it needs, and a caller without it gets a 403 naming it.
import type { Permission } from "@qr/core/permissions";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import type { Caller } from "./caller.ts";

/** For routes every signed-in person may use: an API key still needs `permission`. */
export function assertKeyMay(caller: Caller, permission: Permission): void {
  if (caller.credential.kind === "key" && !caller.permissions.has(permission)) {
    throw new ApiError("permission_missing", `This API key lacks the permission \`${permission}\`.`);
  }
}

/** A caller without `permission` gets a 403 naming it. */
export function assertMay(caller: Caller, permission: Permission): void {
  if (caller.twoFactorMissing) {
    throw new ApiError(
      "two_factor_required",
      "This team requires two-factor authentication. Turn it on in your account's security settings, then try again.",
    );
  }
  if (!caller.permissions.has(permission)) {
    const who = caller.credential.kind === "key" ? "This API key lacks" : "Your role in this team lacks";
    throw new ApiError("permission_missing", `${who} the permission \`${permission}\`.`);
  }
}

export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertMay(c.var.caller, permission);
    await next();
  });
}

/** For routes every member may use whatever the team asks of them (leaving it): an API key still needs `permission`. */
export function requireKeyPermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertKeyMay(c.var.caller, permission);
    await next();
  });
}
