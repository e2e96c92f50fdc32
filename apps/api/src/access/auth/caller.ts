// Who is calling: the credential (an API key, or a person's session), the team the request acts in, the user,
// and what they may do there.
import type { Permission, Role } from "@qr/core/permissions";

export interface Credential {
  kind: "key" | "session";
  /** The API key's id, or the session's id; never a secret. */
  id: string;
}

/** Where a request comes from: what the audit log records beside each change (caller-origin.ts). */
export interface CallerOrigin {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface Caller {
  credential: Credential;
  teamId: string;
  userId: string;
  role: Role;
  /** A key's permissions narrowed to the user's current role, or a session's: the role's own. */
  permissions: ReadonlySet<Permission>;
  /** The folders an API key is limited to: it reaches codes in these only (null: all the user reaches). */
  folderIds: readonly string[] | null;
  /** Where the request comes from (absent for work outside a request: the CLI, tests, benchmarks). */
  origin?: CallerOrigin;
  /** A person in a team that requires a second factor, without one: no permission there until they turn it on. */
  twoFactorMissing?: true;
}

/** An API key caller, as code outside a request (the CLI, tests, benchmarks) acts for someone. */
export function keyCaller(
  keyId: string,
  teamId: string,
  userId: string,
  role: Role,
  permissions: Iterable<Permission>,
  folderIds: readonly string[] | null = null,
): Caller {
  return {
    credential: { kind: "key", id: keyId },
    teamId,
    userId,
    role,
    permissions: new Set(permissions),
    folderIds,
  };
}
