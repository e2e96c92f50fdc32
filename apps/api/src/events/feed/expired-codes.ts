// `code.expired`: the one event no write makes, since a code's validity ends by the clock. The cron announces each
// code whose `expires_at` passed since the last announcement of that end (within a week: a cron stopped longer
// than that leaves older ends unannounced), so each end is announced once, and a new end after a change again.
import { type Database, rowCountOf } from "@qr/db";
import { sql } from "drizzle-orm";

const LOOK_BACK_MS = 7 * 86_400_000;

/** Writes the `code.expired` events due at `now`; answers how many. */
export function announceExpiredCodes(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  return rowCountOf(
    db,
    sql`select emit_event(c.team_id, 'code.expired', to_jsonb(c), null, c.id, c.domain, event_tags(c.tags), ${now.toISOString()}::timestamptz)
      from qr_codes c
      where c.expires_at <= ${now.toISOString()}::timestamptz and c.expires_at > ${since}::timestamptz and c.status <> 'deleted'
        and not exists (select 1 from events e where e.code_id = c.id and e.type = 'code.expired' and e.created_at >= c.expires_at)`,
  );
}
