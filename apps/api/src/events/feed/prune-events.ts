// Events are kept for 30 days (the events API reads that far back); their deliveries and attempts go with them.
import { type Database, rowCountOf } from "@qr/db";
import { sql } from "drizzle-orm";

/** Deletes events older than `keptDays` (their deliveries and attempts go with them); answers how many. */
export function pruneEvents(db: Database, now: Date, keptDays: number): Promise<number> {
  const before = new Date(now.getTime() - keptDays * 86_400_000).toISOString();
  // A bounded pass: a backlog is worked off over several minutes rather than in one long statement.
  return rowCountOf(
    db,
    sql`delete from events where id in (select id from events where created_at < ${before}::timestamptz order by created_at limit 10000)`,
  );
}
