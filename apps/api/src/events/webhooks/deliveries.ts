// An endpoint's deliveries, each with its attempts (what was sent when, what came back, when it is tried next), and
// what a person does with them: retry one now, replay every event since a time, send a test event. A retried or
// replayed delivery keeps its id, so it carries the same `webhook-id`, and gets a fresh retry schedule.
import { isId, newId } from "@qr/core/ids";
import { firstRowOf, rowOfSnapshot, rowsOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { actorOf } from "../../access/activity/record-activity.ts";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { drainLater } from "../../lib/webhook-queue.ts";
import type { RequestContext } from "../../request-context.ts";
import { TEST_EVENT_TYPE } from "../feed/catalog.ts";
import { EVENTS_KEPT_DAYS } from "../feed/list-events.ts";
import { endpointTakes } from "./dispatch.ts";
import { webhookNotFound } from "./endpoint-store.ts";

type Ctx = Pick<RequestContext, "db" | "caller" | "webhookQueue" | "now">;

/** Attempts shown with each delivery, the latest first. */
const ATTEMPTS_SHOWN = 20;

interface DeliveryRow {
  delivery: Record<string, unknown>;
  event_type: string;
  attempts: AttemptRow[] | null;
}

interface AttemptRow {
  attempt: number;
  at: string;
  status: number | null;
  latency_ms: number;
  response: string;
  next_attempt_at: string | null;
}

export function toDelivery(row: DeliveryRow) {
  const delivery = rowOfSnapshot(schema.webhookDeliveries, row.delivery);
  return {
    id: delivery.id,
    webhook_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: row.event_type,
    status: delivery.status,
    attempt_count: delivery.attempts,
    next_attempt_at: delivery.status === "pending" ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: delivery.createdAt.toISOString(),
    attempts: (row.attempts ?? []).map((attempt) => ({
      attempt: attempt.attempt,
      at: new Date(attempt.at).toISOString(),
      status: attempt.status,
      latency_ms: attempt.latency_ms,
      response: attempt.response,
      next_attempt_at: attempt.next_attempt_at ? new Date(attempt.next_attempt_at).toISOString() : null,
    })),
  };
}

/** `select` of deliveries (`d`) with their event's type and latest attempts. */
const deliveryColumns = sql`to_jsonb(d) as delivery, e.type as event_type,
  (select jsonb_agg(to_jsonb(a) - 'delivery_id' order by a.attempt desc)
    from (select * from webhook_attempts where delivery_id = d.id order by attempt desc limit ${ATTEMPTS_SHOWN}) a) as attempts`;

/** The endpoint, if it is the team's: every statement here names it through this, so another team's is a 404. */
const endpointOf = (ctx: Ctx, id: string) =>
  sql`(select id from webhook_endpoints where id = ${id} and team_id = ${ctx.caller.teamId})`;

export async function listDeliveries(
  ctx: Ctx,
  endpointId: string,
  input: { limit: number; cursor?: string | undefined; status?: string | undefined },
) {
  if (!isId("webhook", endpointId)) webhookNotFound();
  const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor, idOf);
  const rows = await rowsOf<DeliveryRow & { visible: boolean }>(
    ctx.db,
    sql`select v.visible, x.* from (select exists ${endpointOf(ctx, endpointId)} as visible) v
      left join lateral (
        select ${deliveryColumns} from webhook_deliveries d join events e on e.id = d.event_id
        where d.endpoint_id = ${endpointId}
          ${input.status ? sql`and d.status = ${input.status}` : sql``}
          ${before ? sql`and d.id < ${before}` : sql``}
        order by d.id desc limit ${input.limit + 1}
      ) x on v.visible`,
  );
  if (!rows[0]?.visible) webhookNotFound();
  return toPage(
    rows.filter((row) => row.delivery !== null),
    input.limit,
    toDelivery,
    (row) => ({ id: String(row.delivery.id) }),
  );
}

/** Sends a delivery again now, whatever its state, with a fresh retry schedule. */
export async function retryDelivery(ctx: Ctx, endpointId: string, deliveryId: string) {
  const actor = actorOf(ctx.caller);
  const row = await firstRowOf<DeliveryRow>(
    ctx.db,
    sql`with d as (
        update webhook_deliveries set status = 'pending', next_attempt_at = now(), lease_until = null,
          schedule_from = attempts
        where id = ${deliveryId} and endpoint_id in ${endpointOf(ctx, endpointId)} and status <> 'sending'
        returning *
      ),
      logged as (
        insert into team_activity (id, team_id, actor_kind, actor_id, action, target_id, details, created_at,
          ip, user_agent, request_id)
        select ${newId("activity")}, ${ctx.caller.teamId}, ${actor.kind}, ${actor.id}, 'webhook.delivery_retried',
          d.endpoint_id, jsonb_build_object('delivery_id', d.id), now(),
          ${actor.origin?.ip ?? null}, ${actor.origin?.userAgent ?? null}, ${actor.origin?.requestId ?? null}
        from d
      )
      select ${deliveryColumns} from d join events e on e.id = d.event_id`,
  );
  if (!row) {
    const [found] = await rowsOf<{ endpoint: boolean; delivery: boolean }>(
      ctx.db,
      sql`select exists ${endpointOf(ctx, endpointId)} as endpoint, exists (select 1 from webhook_deliveries
        where id = ${deliveryId} and endpoint_id in ${endpointOf(ctx, endpointId)}) as delivery`,
    );
    if (!found?.endpoint) webhookNotFound();
    if (!found.delivery)
      throw new ApiError("delivery_not_found", "No delivery with this id to this webhook endpoint.");
    return listedDelivery(ctx, endpointId, deliveryId); // being sent right now: it is shown as it is
  }
  await drainLater(ctx.webhookQueue, endpointId);
  return toDelivery(row);
}

async function listedDelivery(ctx: Ctx, endpointId: string, deliveryId: string) {
  const row = await firstRowOf<DeliveryRow>(
    ctx.db,
    sql`select ${deliveryColumns} from webhook_deliveries d join events e on e.id = d.event_id
      where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}`,
  );
  if (!row) throw new ApiError("delivery_not_found", "No delivery with this id to this webhook endpoint.");
  return toDelivery(row);
}

/**
 * Queues every event since `since` (within the 30 days events are kept) that the endpoint takes today, again
 * where it was sent before, with its activity entry, in one statement; answers how many.
 */
export async function replayDeliveries(ctx: Ctx, endpointId: string, since: Date, scanHost: string) {
  const oldest = ctx.now() - EVENTS_KEPT_DAYS * 86_400_000;
  if (since.getTime() < oldest) {
    throw validationFailed([
      { path: "since", message: `since must be within the last ${EVENTS_KEPT_DAYS} days` },
    ]);
  }
  const actor = actorOf(ctx.caller);
  const row = await firstRowOf<{ visible: boolean; queued: number }>(
    ctx.db,
    sql`with w as (select * from webhook_endpoints where id = ${endpointId} and team_id = ${ctx.caller.teamId}),
      replayed as (
        insert into webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at)
        select new_id('msg'), w.id, p.id, 'pending', now(), now()
        from events p join w on p.team_id = w.team_id and p.type = any(w.events)
        where p.created_at >= ${since.toISOString()}::timestamptz and ${endpointTakes(scanHost)}
        on conflict (event_id, endpoint_id) do update
          set status = 'pending', next_attempt_at = now(), lease_until = null, schedule_from = webhook_deliveries.attempts
          where webhook_deliveries.status <> 'sending'
        returning id
      ),
      logged as (
        insert into team_activity (id, team_id, actor_kind, actor_id, action, target_id, details, created_at,
          ip, user_agent, request_id)
        select ${newId("activity")}, w.team_id, ${actor.kind}, ${actor.id}, 'webhook.replayed', w.id,
          jsonb_build_object('since', ${since.toISOString()}::text, 'deliveries', (select count(*) from replayed)), now(),
          ${actor.origin?.ip ?? null}, ${actor.origin?.userAgent ?? null}, ${actor.origin?.requestId ?? null}
        from w where exists (select 1 from replayed)
      )
      select exists (select 1 from w) as visible, (select count(*)::int from replayed) as queued`,
  );
  if (!row?.visible) webhookNotFound();
  if (row.queued > 0) await drainLater(ctx.webhookQueue, endpointId);
  return { queued: row.queued };
}

/** A `webhook.test` event for this endpoint alone, sent now (through the queue, as every delivery). */
export async function sendTestEvent(ctx: Ctx, endpointId: string) {
  const eventId = newId("event");
  const row = await firstRowOf<DeliveryRow>(
    ctx.db,
    sql`with w as ${endpointOf(ctx, endpointId)},
      e as (
        insert into events (id, team_id, type, data, created_at, dispatched_at)
        select ${eventId}, ${ctx.caller.teamId}, ${TEST_EVENT_TYPE},
          jsonb_build_object('webhook_id', w.id, 'message', 'This is a test event. Events of the types you chose will arrive like this one.'),
          now(), now()
        from w
        returning *
      ),
      d as (
        insert into webhook_deliveries (id, endpoint_id, event_id, status, next_attempt_at, created_at)
        select ${newId("webhookMessage")}, w.id, e.id, 'pending', now(), now() from w, e
        returning *
      )
      select ${deliveryColumns} from d join e on e.id = d.event_id`,
  );
  if (!row) webhookNotFound();
  await drainLater(ctx.webhookQueue, endpointId);
  return toDelivery(row);
}

function idOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("webhookMessage", fields.id) ? fields.id : undefined;
}
