// What a caller may hand out and whom it may act on: one rule for every path that yields a credential or a
// role (a new key, an invitation and the key its acceptance makes, a role change).
// - Granting: a role only if it ranks at most the caller's own role and the caller's key holds every permission
//   of that role; a set of permissions (a key) only if the caller's key holds each of them. So a key holding only
//   `team:admin` can mint nothing broader than itself, whichever path it takes.
// - Acting on a member, their keys or an invitation: only if its role ranks at most the caller's own, so an
//   admin never revokes, demotes or removes an owner.
import { type Permission, ROLE_PERMISSIONS, ROLE_RANK, type Role } from "@qr/core/permissions";
import { type SQL, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { Caller } from "./caller.ts";

export function assertMayGrantPermissions(caller: Caller, permissions: readonly Permission[]): void {
  const lacking = permissions.filter((permission) => !caller.permissions.has(permission));
  if (lacking.length > 0) {
    throw new ApiError(
      "role_insufficient",

      `Nothing can be granted beyond the API key's own permissions; it lacks \`${lacking.join("`, `")}\`.`,
    );
  }
}

export function assertMayGrantRole(caller: Caller, role: Role): void {
  if (ROLE_RANK[role] > ROLE_RANK[caller.role]) {
    throw new ApiError(
      "role_insufficient",
      `${capitalized(aRole(caller.role))} cannot grant the role ${role}.`,
    );
  }
  assertMayGrantPermissions(caller, ROLE_PERMISSIONS[role]);
}

export function assertMayActOn(caller: Caller, role: Role, action: string): void {
  if (ROLE_RANK[role] > ROLE_RANK[caller.role]) {
    throw new ApiError(
      "role_insufficient",
      `${capitalized(aRole(caller.role))} cannot ${action} of ${aRole(role)}.`,
    );
  }
}

/** "an owner", "an admin", "a member", "a viewer". */
function aRole(role: Role): string {
  return `${/^[aeiou]/.test(role) ? "an" : "a"} ${role}`;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * assertMayActOn as a condition on a role the database holds, so a change checks it in its own statement: the
 * roles' enum runs owner, admin, member, viewer, so ranking at most the caller is coming no earlier.
 */
export function mayActOnRole(caller: Caller, role: SQL): SQL {
  return sql`${role} >= ${caller.role}::member_role`;
}
