// The webhook queue's consumer: matches waiting events to endpoints when told (`dispatch`), then drains every
// endpoint that got deliveries or was named (`drain`), the endpoints side by side. A failure retries the messages;
// every step is idempotent, so a message taken twice costs a pass, never a duplicate delivery.

import { BoundedCache } from "@qr/core/bounded-cache";
import { machineTime } from "@qr/core/clock";
import { openDatabase } from "@qr/db";
import { domainSettingsOf } from "../../codes/domains/domain-settings.ts";
import { databaseConfig } from "../../lib/config.ts";
import { logError } from "../../lib/log.ts";
import { outboundRules } from "../../lib/outbound.ts";
import { unseal } from "../../lib/sealed.ts";
import { announceEvents, webhookMessageOf } from "../../lib/webhook-queue.ts";
import type { EventRendering } from "../feed/render-event.ts";
import { dispatchEvents } from "./dispatch.ts";
import { drainEndpoint } from "./drain.ts";

/** Request bodies an invocation keeps for endpoints that send the same events (a scan batch is ~0.5 MB). */
const BODIES_KEPT = 32;

/** Where a team admin manages webhooks, in the web app (the link in the turned-off email). */
export const WEBHOOKS_PAGE = "/settings/webhooks";

export async function consumeWebhooks(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  const messages = batch.messages.map((message) => webhookMessageOf(message.body));
  const session = openDatabase(databaseConfig(env));
  try {
    const endpoints = new Set(
      messages.flatMap((message) => (message?.kind === "drain" ? [message.endpoint_id] : [])),
    );
    if (messages.some((message) => message?.kind === "dispatch")) {
      const dispatched = await dispatchEvents(session.db, new URL(env.SCAN_BASE_URL).hostname);
      for (const id of dispatched.endpointIds) endpoints.add(id);
      if (dispatched.more) await announceEvents(env.WEBHOOKS);
    }
    const rendering: EventRendering = { scanBaseUrl: env.SCAN_BASE_URL, domains: domainSettingsOf(env) };
    const deliverer = {
      db: session.db,
      bodies: new BoundedCache<Promise<string>>({ capacity: BODIES_KEPT }),
      queue: env.WEBHOOKS,
      outbound: outboundRules(env, "webhooks"),
      rendering,
      unseal: (sealed: string) => unseal(env.AUTH_SECRET, sealed),
      dashboardUrl: new URL(WEBHOOKS_PAGE, env.API_BASE_URL).toString(),
      now: machineTime,
    };
    const drained = await Promise.allSettled([...endpoints].map((id) => drainEndpoint(deliverer, id)));
    const failed = drained.filter((result) => result.status === "rejected");
    for (const result of failed)
      logError("webhook endpoint not drained", (result as PromiseRejectedResult).reason);
    if (failed.length > 0) throw new Error(`${failed.length} endpoint(s) not drained`);
    batch.ackAll();
  } catch (error) {
    logError("webhook messages will be retried", error, { count: batch.messages.length });
    batch.retryAll({ delaySeconds: 5 });
  } finally {
    ctx.waitUntil(session.close());
  }
}
