// The `last_change` a statement that moves a code's version sets: who made the change and how. The database
// turns it into the version's history row (migration 0006's trigger) and refuses a version move without one.
import type { VersionChange } from "@qr/db";
import type { Caller } from "../auth/caller.ts";
import { actorOf } from "./record-activity.ts";

export function changeBy(
  caller: Pick<Caller, "credential" | "userId">,
  kind: VersionChange["kind"],
  details: Partial<Pick<VersionChange, "restored_from" | "schedule_id">> = {},
): VersionChange {
  const { kind: actorKind, id } = actorOf(caller);
  return { kind, by: { kind: actorKind, id }, ...details };
}

export function systemChange(kind: VersionChange["kind"]): VersionChange {
  return { kind, by: { kind: "system" } };
}
