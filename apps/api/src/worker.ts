// The api worker's handlers: the REST API, the consumers of the scan-event, webhook and GA4 queues, and the cron,
// around an app. The deployed entry (index.ts) gives it the app as deployed; the local stack's (local-index.ts) the
// app with its development routes. The app, each queue's consumer and the cron are dynamic imports, which the bundle
// keeps unevaluated until they are first used: an isolate evaluates only what its first event needs.
import { withClientAddress } from "@qr/core/client-address";

/** The REST app, as the worker hands it a request. */
export interface App {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/**
 * The worker's handlers around an app loaded on its first request: an isolate that starts for a queue delivery,
 * the cron or the redirect worker's SlugResolver never builds the routes and their schemas, nor the others' code.
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
    queue: async (batch, env, ctx) => {
      if (batch.queue === "webhooks")
        return (await import("./events/webhooks/consume.ts")).consumeWebhooks(batch, env, ctx);
      if (batch.queue === "ga4") {
        const { consumeGa4 } = await import("./campaigns/ga4/forward.ts");
        return consumeGa4(batch, { collectUrl: env.GA4_COLLECT_URL, authSecret: env.AUTH_SECRET }, env.GA4);
      }
      return (await import("./scan-path/scans/consume.ts")).consumeScanEvents(batch, env, ctx);
    },
    scheduled: async (controller, env, ctx) => (await import("./cron.ts")).runCron(controller, env, ctx),
  } satisfies ExportedHandler<Env>;
}
