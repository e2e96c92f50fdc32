// The cron trigger's work: repair KV records that lag Postgres, and forget idempotency keys after 24 hours.

import type { Database } from "@qr/db";
import { schema } from "@qr/db";
import { lt } from "drizzle-orm";
import { repairLaggingRecords } from "./edge-sync/repair.ts";
import type { EdgeStore } from "./request-context.ts";

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function runMaintenance(db: Database, kv: EdgeStore) {
  const edge = await repairLaggingRecords(db, kv);
  const expired = await db
    .delete(schema.idempotencyKeys)
    .where(lt(schema.idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: schema.idempotencyKeys.key });
  return { ...edge, idempotencyKeysPruned: expired.length };
}
