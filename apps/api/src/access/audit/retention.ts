// The audit log's retention job, the one path that deletes entries (prune_audit_log, migration 0039): each team's
// entries older than its `audit_retention_days`, a bounded number per cron run.
import { type Database, rowsOf } from "@qr/db";
import { sql } from "drizzle-orm";

/** Far more than a day's entries of a large team: a backlog drains over a few runs. */
const ENTRIES_PER_RUN = 20_000;

export async function pruneAuditLog(db: Database): Promise<{ auditEntriesPruned: number }> {
  const [row] = await rowsOf<{ pruned: number }>(
    db,
    sql`select prune_audit_log(${ENTRIES_PER_RUN}) as pruned`,
  );
  return { auditEntriesPruned: Number(row?.pruned ?? 0) };
}
