// Records what matters to a team admin, by the action that did it. The actor is the key or the person who
// called, by id; details hold only what the admin needs to read the entry (a role, a destination), never a secret.
import { newId } from "@qr/core/ids";
import { type ActivityAction, type Database, schema } from "@qr/db";
import type { Caller } from "../auth/caller.ts";

export interface Actor {
  kind: "user" | "key";
  id: string;
}

/** A key acts as itself; a person (a session, or an acceptance) as the user. */
export function actorOf(caller: Pick<Caller, "credential" | "userId">): Actor {
  return caller.credential.kind === "key"
    ? { kind: "key", id: caller.credential.id }
    : { kind: "user", id: caller.userId };
}

export async function recordActivity(
  db: Database,
  entry: {
    teamId: string;
    actor: Actor;
    action: ActivityAction;
    targetId?: string | undefined;
    details?: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  await db.insert(schema.teamActivity).values({
    id: newId("activity"),
    teamId: entry.teamId,
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
  });
}
