// After a change the API made, the webhook queue is told that events may wait (the database writes them with the
// change: events/). A message per write keeps a change's webhook within a second or two; when no endpoint takes the
// events, the consumer's pass finds nothing to do. A lost message costs a minute (the cron dispatches), never an
// event.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { logError } from "../../lib/log.ts";
import { announceEvents } from "../../lib/webhook-queue.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const announceChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400) return;
  c.executionCtx.waitUntil(
    announceEvents(c.env.WEBHOOKS).catch((error: unknown) =>
      logError("webhook queue not told of a change", error),
    ),
  );
});
