// Matches the events that wait (`dispatched_at` null: an enabled endpoint of their team took their type when they
// were written) to the endpoints that take them now, by type and filter (the database's endpoint_takes), making
// one delivery per event and endpoint, and marks them dispatched, all in one statement: events are claimed with
// SKIP LOCKED, so dispatchers running at once share the work, and a delivery is made once (its unique key). The
// lock is NO KEY UPDATE: a delivery inserted meanwhile (a replay) checks its event's key without waiting on it,
// else the two could deadlock on each other's delivery of the same event.
import { type Database, rowsOf } from "@qr/db";
import { sql } from "drizzle-orm";

/** Events matched per statement. */
const EVENTS_PER_PASS = 500;
/** Statements per call: a backlog larger than this is left to the next message (the caller announces it). */
const PASSES = 10;

export interface Dispatched {
  /** The endpoints given new deliveries. */
  endpointIds: string[];
  /** Whether events still wait. */
  more: boolean;
}

export async function dispatchEvents(db: Database, scanHost: string): Promise<Dispatched> {
  const endpoints = new Set<string>();
  for (let pass = 0; pass < PASSES; pass++) {
    const rows = await rowsOf<{ endpoint_id: string | null; events: number }>(
      db,
      dispatchStatement(scanHost),
    );
    for (const row of rows) if (row.endpoint_id) endpoints.add(row.endpoint_id);
    if ((rows[0]?.events ?? 0) < EVENTS_PER_PASS) return { endpointIds: [...endpoints], more: false };
  }
  return { endpointIds: [...endpoints], more: true };
}

/**
 * Whether endpoint `w` takes event `p`: a code event by its code, a domain event by its host, a scan batch when one
 * of its scans is of a code it takes, anything else always (endpoint_takes, the database's one rule).
 */
export function endpointTakes(scanHost: string) {
  return sql`case
    when p.type = 'scan.batch' then w.filter = '{}'::jsonb or exists (
      select 1 from scan_events s left join qr_codes c on c.id = s.qr_id
      where s.team_id = p.team_id and s.ts >= (p.data ->> 'from')::timestamptz and s.ts <= (p.data ->> 'to')::timestamptz
        and s.id = any(array(select jsonb_array_elements_text(p.data -> 'ids'))::uuid[])
        and endpoint_takes(w.filter, 'code', s.qr_id, coalesce(c.domain, ${scanHost}), event_tags(coalesce(c.tags, '[]'))))
    else endpoint_takes(w.filter, split_part(p.type, '.', 1), p.code_id, coalesce(p.domain, ${scanHost}), p.tags) end`;
}

function dispatchStatement(scanHost: string) {
  return sql`
    with pending as (
      select e.id, e.team_id, e.type, e.code_id, e.domain, e.tags, e.data from events e
      where e.dispatched_at is null order by e.id limit ${EVENTS_PER_PASS}
      for no key update skip locked
    ),
    delivered as (
      insert into webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at)
      select new_id('msg'), w.id, p.id, 'pending', now(), now()
      from pending p
      join webhook_endpoints w on w.team_id = p.team_id and w.enabled and p.type = any(w.events)
      where ${endpointTakes(scanHost)}
      order by p.id
      on conflict (event_id, endpoint_id) do nothing
      returning endpoint_id
    ),
    marked as (
      update events set dispatched_at = now() where id in (select id from pending)
    )
    select d.endpoint_id, (select count(*)::int from pending) as events
    from (select 1) one left join (select distinct endpoint_id from delivered) d on true`;
}
