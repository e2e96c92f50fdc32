// The cron's part in events and webhooks: announce codes whose validity ended (`code.expired`), match what waits
// (a lost queue message delays an event by a minute at most, never loses it), send a drain for every endpoint with
// deliveries overdue and no pass queued, turn off endpoints that have only failed for days, and forget events past
// their 30 days.
import { type Database, rowsOf } from "@qr/db";
import { sql } from "drizzle-orm";
import { drainLater, type WebhookQueue } from "../../lib/webhook-queue.ts";
import { announceExpiredCodes } from "../feed/expired-codes.ts";
import { EVENTS_KEPT_DAYS } from "../feed/list-events.ts";
import { pruneEvents } from "../feed/prune-events.ts";
import { dispatchEvents } from "./dispatch.ts";
import { DISABLED_FAILING, disableEndpoint, FAILING_DAYS } from "./endpoint-health.ts";

export interface WebhookMaintenance {
  queue: WebhookQueue;
  scanHost: string;
  dashboardUrl: string;
}

/** A delivery overdue this long with no pass queued for its endpoint lost its message. */
const OVERDUE_SECONDS = 60;

export async function maintainWebhooks(db: Database, settings: WebhookMaintenance, now: Date) {
  const codesExpired = await announceExpiredCodes(db, now);
  const dispatched = await dispatchEvents(db, settings.scanHost);
  const overdue = await rowsOf<{ id: string }>(
    db,
    sql`select w.id from webhook_endpoints w
      where w.enabled and (w.next_drain_at is null or w.next_drain_at < now() - make_interval(secs => ${OVERDUE_SECONDS}))
        and exists (select 1 from webhook_deliveries d where d.endpoint_id = w.id
          and d.next_attempt_at < now() - make_interval(secs => ${OVERDUE_SECONDS})
          and (d.status = 'pending' or (d.status = 'sending' and d.lease_until < now())))
      limit 1000`,
  );
  const drains = new Set([...dispatched.endpointIds, ...overdue.map((row) => row.id)]);
  await Promise.all([...drains].map((id) => drainLater(settings.queue, id)));
  const failing = await rowsOf<{ id: string; team_id: string; url: string }>(
    db,
    sql`select id, team_id, url from webhook_endpoints
      where enabled and failing_since <= ${now.toISOString()}::timestamptz - make_interval(days => ${FAILING_DAYS})`,
  );
  for (const endpoint of failing) {
    await disableEndpoint(
      db,
      { id: endpoint.id, teamId: endpoint.team_id, url: endpoint.url },
      DISABLED_FAILING,
      settings.dashboardUrl,
    );
  }
  return {
    codesExpired,
    webhookDrainsQueued: drains.size,
    webhooksDisabled: failing.length,
    eventsPruned: await pruneEvents(db, now, EVENTS_KEPT_DAYS),
  };
}
