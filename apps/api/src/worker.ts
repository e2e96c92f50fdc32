// The api worker's handlers: the REST API, the consumers of the scan-event, webhook and GA4 queues, and the cron,
// around an app. The deployed entry (index.ts) gives it the app as deployed; the local stack's (local-index.ts) the
// app with its development routes. Each loads the app with a dynamic import, which the bundle keeps unevaluated
// until the first request.
import { withClientAddress } from "@qr/core/client-address";
import { openDatabase } from "@qr/db";
import { webRiskSettingsOf } from "./abuse/web-risk.ts";
import { domainSettingsOf } from "./domains/domain-settings.ts";
import { consumeGa4 } from "./ga4/forward.ts";
import { databaseConfig } from "./lib/config.ts";
import { mailerFor } from "./mail/mailer.ts";
import { runMaintenance } from "./maintenance.ts";
import { consumeScanEvents } from "./scans/consume.ts";
import { retentionMonthsOf } from "./scans/scan-retention.ts";
import { consumeWebhooks, WEBHOOKS_PAGE } from "./webhooks/consume.ts";

/** The REST app, as the worker hands it a request. */
export interface App {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * The worker's handlers around an app loaded on its first request: an isolate that starts for a queue delivery,
 * the cron or the redirect worker's SlugResolver never builds the routes and their schemas.
 */
export function apiWorker(loadApp: () => Promise<App>) {
  let app: Promise<App> | undefined;
  const loaded = () => {
    app ??= loadApp().catch((error: unknown) => {
      app = undefined; // the next request tries again
      throw error;
    });
    return app;
  };
  return {
    fetch: async (request, env, ctx) => (await loaded()).fetch(withClientAddress(request, env), env, ctx),
    queue: (batch, env, ctx) => {
      if (batch.queue === "webhooks") return consumeWebhooks(batch, env, ctx);
      if (batch.queue === "ga4")
        return consumeGa4(batch, { collectUrl: env.GA4_COLLECT_URL, authSecret: env.AUTH_SECRET }, env.GA4);
      return consumeScanEvents(batch, env, ctx);
    },
    async scheduled(controller, env, ctx) {
      const session = openDatabase(databaseConfig(env));
      try {
        const result = await runMaintenance(
          session.db,
          env.LINKS,
          env.FILES,
          {
            scanRetentionMonths: retentionMonthsOf(env.SCAN_RETENTION_MONTHS),
            domains: domainSettingsOf(env),
            webRisk: webRiskSettingsOf(env),
            mailer: mailerFor(env),
            webhooks: {
              queue: env.WEBHOOKS,
              scanHost: new URL(env.SCAN_BASE_URL).hostname,
              dashboardUrl: new URL(WEBHOOKS_PAGE, env.API_BASE_URL).toString(),
            },
          },
          new Date(controller.scheduledTime),
        );
        if (Object.values(result).some((value) => (Array.isArray(value) ? value.length > 0 : value)))
          console.log(JSON.stringify({ msg: "maintenance", ...result }));
      } finally {
        ctx.waitUntil(session.close());
      }
    },
  } satisfies ExportedHandler<Env>;
}
