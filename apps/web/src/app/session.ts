// Who is signed in, the team they act in, and what their role there lets them do: pages show only the controls
// the person can use (the API refuses the rest anyway).
import { type Permission, ROLE_PERMISSIONS } from "@qr/core/permissions";
import { useQuery } from "@tanstack/react-query";
import { accountQuery } from "./queries.ts";

export function useAccount() {
  return useQuery(accountQuery);
}

/** Whether the person's role in the team they act in grants `permission` (false while unknown). */
export function useMay(): (permission: Permission) => boolean {
  const role = useAccount().data?.role;
  return (permission) => (role ? ROLE_PERMISSIONS[role].includes(permission) : false);
}

/** A path inside the app to return to after signing in (never another site). */
export function returnPath(search: URLSearchParams): string {
  const next = search.get("next") ?? "/";
  // "//host" and "/\\host" would leave the app (browsers read a backslash as a slash).
  return /^\/(?![/\\])/.test(next) && !next.includes("\\") ? next : "/";
}
