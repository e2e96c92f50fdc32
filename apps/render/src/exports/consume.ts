// The export queue's consumer: one job, or one part of a ZIP drawn in parts, per message. A failure is retried by the queue (its settings in
// wrangler.toml); the last attempt marks the job failed, so nobody waits on it forever. A job's end writes its event
// (`export.succeeded` or `export.failed`, by the database's trigger): the webhook queue hears of it.

import { databaseConfig } from "@qr/api/src/lib/config.ts";
import { logError } from "@qr/api/src/lib/log.ts";
import { announceEvents } from "@qr/api/src/lib/webhook-queue.ts";
import { openDatabase } from "@qr/db";
import { failExport, runExport } from "./run-export.ts";

/** The queue's max_retries + 1 (wrangler.toml). */
const ATTEMPTS = 3;

export async function consumeExports(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext) {
  const session = openDatabase(databaseConfig(env));
  const deps = { db: session.db, files: env.FILES, scanBaseUrl: env.SCAN_BASE_URL, queue: env.EXPORTS };
  try {
    for (const message of batch.messages) {
      const body = message.body as { export_id?: unknown; part?: unknown } | null;
      const exportId = body?.export_id;
      const part = body?.part;
      if (typeof exportId !== "string" || (part !== undefined && !Number.isSafeInteger(part))) {
        console.warn(JSON.stringify({ msg: "export message dropped: malformed", message_id: message.id }));
        message.ack();
        continue;
      }
      try {
        await runExport(deps, exportId, part as number | undefined);
        message.ack();
      } catch (error) {
        logError("export failed", error, { export_id: exportId, part, attempt: message.attempts });
        if (message.attempts < ATTEMPTS) message.retry();
        else {
          await failExport(deps, exportId).catch(() => undefined);
          message.ack();
        }
      }
    }
    await announceEvents(env.WEBHOOKS).catch((error: unknown) =>
      logError("webhook queue not told of an export", error),
    );
  } finally {
    ctx.waitUntil(session.close());
  }
}
