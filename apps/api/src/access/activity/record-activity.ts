// Records what matters to a team admin, by the action that did it. The actor is the key or the person who
// called, by id; details hold only what the admin needs to read the entry (a role, a destination), never a secret.
//
// An entry is written in the same round trip as the change it records: with the change in one statement (a change
// made by a `WITH` query, `changeLog`), or beside it in one transaction (`activityEntry` in `inOneTrip`).
import { newId } from "@qr/core/ids";
import { type ActivityAction, jsonRows, type RequestDatabase, schema } from "@qr/db";
import { SQL, type Subquery, sql } from "drizzle-orm";
import type { Caller, CallerOrigin } from "../auth/caller.ts";

export interface Actor {
  kind: "user" | "key" | "system" | "scim";
  id: string;
  /** Where the request came from: the entry's address, user agent and request id. */
  origin?: CallerOrigin | undefined;
}

/** The service itself, acting from the cron. */
export const SYSTEM_ACTOR: Actor = { kind: "system", id: "system" };

type Details = Record<string, string | number | boolean | null>;

export interface ActivityEntry {
  teamId: string;
  actor: Actor;
  action: ActivityAction;
  targetId?: string | undefined;
  details?: Details;
}

/** A key acts as itself; a person (a session, or an acceptance) as the user. */
export function actorOf(
  caller: Pick<Caller, "credential" | "userId" | "origin">,
): Actor & { kind: "user" | "key" } {
  return caller.credential.kind === "key"
    ? { kind: "key", id: caller.credential.id, origin: caller.origin }
    : { kind: "user", id: caller.userId, origin: caller.origin };
}

/** An entry's origin columns, in the table's order (after created_at): address, user agent, request id. */
function originValues(actor: Actor): SQL {
  const origin = actor.origin;
  return sql`${origin?.ip ?? null}, ${origin?.userAgent ?? null}, ${origin?.requestId ?? null}`;
}

/** The insert of one entry: awaited, or sent with the change it records in `inOneTrip`. */
export function activityEntry(db: RequestDatabase, entry: ActivityEntry) {
  return activityEntries(db, [entry]);
}

/** The insert of several entries, in one statement. */
export function activityEntries(db: RequestDatabase, entries: ActivityEntry[]) {
  return db.insert(schema.teamActivity).values(
    entries.map((entry) => ({
      id: newId("activity"),
      teamId: entry.teamId,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
      action: entry.action,
      targetId: entry.targetId ?? null,
      details: entry.details ?? {},
      ip: entry.actor.origin?.ip ?? null,
      userAgent: entry.actor.origin?.userAgent ?? null,
      requestId: entry.actor.origin?.requestId ?? null,
    })),
  );
}

/** The entry of a change of one row made in the same `WITH` query: its columns may read the changed row. */
export interface LoggedChange {
  /** The `WITH` part holding the changed row: the entry is written when it holds one, not when it is empty. */
  from: Subquery;
  teamId: SQL | string;
  actor: Actor;
  action: ActivityAction;
  targetId: SQL | string | null;
  /** A jsonb expression, or fixed details. */
  details?: SQL | Details;
  /** Which changed rows are recorded (all when omitted). */
  where?: SQL;
  /** The `WITH` part's name, when one query writes several entries. */
  name?: string;
}

/** The `WITH` part that writes the entries of a change (see changeLog's callers). */
export function changeLog(db: RequestDatabase, log: LoggedChange) {
  const details = log.details instanceof SQL ? log.details : sql`${JSON.stringify(log.details ?? {})}::jsonb`;
  return db.$with(log.name ?? "logged").as(
    db.insert(schema.teamActivity).select(
      sql`select ${newId("activity")}, ${log.teamId}, ${log.actor.kind}, ${log.actor.id}, ${log.action}, ${log.targetId},
        ${details}, now(), ${originValues(log.actor)}, null from ${log.from} ${log.where ? sql`where ${log.where}` : sql``}`,
    ),
  );
}

/**
 * The `WITH` part that writes the entries of a change of many rows: of `entries` (one per row the change may
 * write, by target id), those whose row the change really wrote, as the `from` part returns them.
 */
export function changeLogOfRows(db: RequestDatabase, from: Subquery, entries: ActivityEntry[]) {
  const origin = entries[0] ? originValues(entries[0].actor) : sql`null, null, null`;
  const rows = entries.map((entry) => ({
    id: newId("activity"),
    team_id: entry.teamId,
    actor_kind: entry.actor.kind,
    actor_id: entry.actor.id,
    action: entry.action,
    target_id: entry.targetId ?? null,
    details: entry.details ?? {},
  }));
  return db.$with("logged").as(
    db.insert(schema.teamActivity).select(
      sql`select e.id, e.team_id, e.actor_kind, e.actor_id, e.action, e.target_id, e.details, now(), ${origin}, null
        from ${jsonRows(rows, { id: "text", team_id: "text", actor_kind: "text", actor_id: "text", action: "text", target_id: "text", details: "jsonb" })} as e
        join ${from} on ${from}.id = e.target_id`,
    ),
  );
}
