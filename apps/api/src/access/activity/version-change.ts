// The `last_change` a statement that moves a code's version sets: who made the change and how. The database
// turns it into the version's history row (migration 0006's trigger) and refuses a version move without one.
import type { VersionChange } from "@qr/db";
import type { Caller } from "../auth/caller.ts";

/** Who made a change, as the versions' history and a scheduled change keep it: never from where. */
export function whoOf(caller: Pick<Caller, "credential" | "userId">): { kind: "user" | "key"; id: string } {
  return caller.credential.kind === "key"
    ? { kind: "key", id: caller.credential.id }
    : { kind: "user", id: caller.userId };
}

export function changeBy(
  caller: Pick<Caller, "credential" | "userId">,
  kind: VersionChange["kind"],
  details: Partial<Pick<VersionChange, "restored_from" | "schedule_id">> = {},
): VersionChange {
  return { kind, by: whoOf(caller), ...details };
}

export function systemChange(kind: VersionChange["kind"]): VersionChange {
  return { kind, by: { kind: "system" } };
}
