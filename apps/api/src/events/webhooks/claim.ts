// Takes an endpoint's due deliveries for sending, at most its `max_in_flight` at once: the endpoint's row is locked
// for the claim (NO KEY UPDATE: new deliveries' key checks pass meanwhile), so drains of one endpoint running at
// once never send more together. A claimed delivery is held (`sending`) for LEASE_SECONDS: a consumer that dies
// mid-send leaves it to the next drain, sent again with the same `webhook-id` (receivers deduplicate). A disabled or
// deleted endpoint claims nothing.
import {
  type Database,
  type EventRow,
  firstRowOf,
  rowOfSnapshot,
  schema,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from "@qr/db";
import { sql } from "drizzle-orm";

/** Longer than a request's time limit and its recording: a live send is never taken twice. */
const LEASE_SECONDS = 60;

export interface ClaimedDelivery {
  delivery: WebhookDeliveryRow;
  event: EventRow;
}

export interface Claim {
  endpoint: WebhookEndpointRow;
  /** The endpoint's URL is a branded domain's: the service would answer its own request. */
  ownHost: boolean;
  deliveries: ClaimedDelivery[];
  /** When the next delivery left waiting is due (none: null). */
  nextDueAt: Date | null;
}

export async function claimDue(db: Database, endpointId: string): Promise<Claim | undefined> {
  const row = await firstRowOf<{
    endpoint: Record<string, unknown>;
    own_host: boolean;
    claimed: { delivery: Record<string, unknown>; event: Record<string, unknown> }[] | null;
    next_due_at: string | null;
  }>(
    db,
    sql`
    with endpoint as (
      select * from webhook_endpoints where id = ${endpointId} and enabled for no key update
    ),
    busy as (
      select count(*)::int as n from webhook_deliveries
      where endpoint_id = ${endpointId} and status = 'sending' and lease_until > now()
    ),
    due as (
      select d.id from webhook_deliveries d
      where d.endpoint_id = ${endpointId} and exists (select 1 from endpoint)
        and d.next_attempt_at <= now() and (d.status = 'pending' or (d.status = 'sending' and d.lease_until <= now()))
      order by d.next_attempt_at, d.id
      limit greatest(0, coalesce((select max_in_flight from endpoint), 0) - (select n from busy))
      for update of d skip locked
    ),
    claimed as (
      update webhook_deliveries d
      set status = 'sending', attempts = d.attempts + 1, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      from due where d.id = due.id
      returning d.*
    )
    select to_jsonb(endpoint) as endpoint,
      exists (select 1 from domains where status in ('verified', 'archived')
        and hostname = destination_host(endpoint.url)) as own_host,
      (select jsonb_agg(jsonb_build_object('delivery', to_jsonb(c), 'event', to_jsonb(e)) order by c.next_attempt_at, c.id)
        from claimed c join events e on e.id = c.event_id) as claimed,
      (select min(next_attempt_at) from webhook_deliveries
        where endpoint_id = ${endpointId} and status = 'pending' and id not in (select id from claimed)) as next_due_at
    from endpoint`,
  );
  if (!row) return undefined;
  return {
    endpoint: rowOfSnapshot(schema.webhookEndpoints, row.endpoint),
    ownHost: row.own_host,
    deliveries: (row.claimed ?? []).map((claimed) => ({
      delivery: rowOfSnapshot(schema.webhookDeliveries, claimed.delivery),
      event: rowOfSnapshot(schema.events, claimed.event),
    })),
    nextDueAt: row.next_due_at ? new Date(row.next_due_at) : null,
  };
}
