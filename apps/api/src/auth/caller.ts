// Who is calling: the API key, its team, the user it acts for, and what it may do.
import type { Permission, Role } from "@qr/core/permissions";

export interface Caller {
  keyId: string;
  teamId: string;
  userId: string;
  role: Role;
  /** The key's permissions, narrowed to what the user's current role allows. */
  permissions: ReadonlySet<Permission>;
}
