// The cron's read-back of confirmed KV records (codes' and branded domains'). Two writers of one record can finish
// out of order: the slower one's older record may land in KV after the newer was written and confirmed. That
// writer's own confirmation sees the row moved and writes the newest again, unless its invocation ends first; then
// KV would keep the older record while the row reads confirmed, out of the outbox's sight. Such a write can only
// land while a writer still runs, within seconds of the change, and KV serves a write everywhere within a minute:
// so each confirmation (`kv_synced_at`) is read back once, at least a minute after it, oldest first; a record that
// holds has `kv_synced_at` cleared, one that is not its row's is written again (and so confirmed and read back
// again).
import { jsonRows, type RequestDatabase, type schema } from "@qr/db";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { logError } from "../../lib/log.ts";
import { inParallel } from "./in-parallel.ts";

/** How long after its confirmation a record is read back: KV serves a write everywhere within a minute. */
export const READ_BACK_AFTER_MS = 60_000;

/** What a read-back needs of a kind of record: its rows' table, and how to check, rewrite and confirm one. */
export interface ReadBackOf<Row extends { id: string; version: number }> {
  table: typeof schema.qrCodes | typeof schema.domains;
  /** Reads the row's record from KV: whether it is the row's (or newer). */
  holds(row: Row): Promise<boolean>;
  write(row: Row): Promise<void>;
  confirm(rows: Row[]): Promise<unknown>;
  /** Names the record in a log line. */
  describe(row: Row): Record<string, unknown>;
}

/** Reads back up to `budget` records confirmed a minute or more before `now` (a KV read each, a write if behind). */
export async function readBackConfirmed<Row extends { id: string; version: number }>(
  db: RequestDatabase,
  of: ReadBackOf<Row>,
  now: Date,
  budget: number,
): Promise<{ readBack: number; restored: number }> {
  // Both tables have the same edge-sync columns; the query is built from the given table's own.
  const table = of.table as typeof schema.qrCodes;
  const cutoff = new Date(now.getTime() - READ_BACK_AFTER_MS);
  const confirmed = (await db
    .select()
    .from(table)
    .where(
      and(
        isNotNull(table.kvSyncedAt),
        lt(table.kvSyncedAt, cutoff),
        eq(table.kvSyncedVersion, table.version),
      ),
    )
    .orderBy(asc(table.kvSyncedAt))
    .limit(budget)) as unknown as Row[];
  const held: Row[] = [];
  const behind: Row[] = [];
  await inParallel(confirmed, async (row) => {
    try {
      if (await of.holds(row)) {
        held.push(row);
        return;
      }
      await of.write(row);
      behind.push(row);
      console.warn(
        JSON.stringify({
          msg: "a KV record was not its confirmed row's; written again",
          ...of.describe(row),
        }),
      );
    } catch (error) {
      logError("KV read-back failed", error, of.describe(row));
    }
  });
  // Read back: cleared, unless the row was confirmed again since (a newer confirmation is after the cutoff).
  if (held.length > 0)
    await db
      .update(table)
      .set({ kvSyncedAt: null })
      .from(
        sql`${jsonRows(
          held.map(({ id, version }) => ({ id, version })),
          { id: "text", version: "bigint" },
        )} as v`,
      )
      .where(
        and(eq(table.id, sql`v.id`), eq(table.kvSyncedVersion, sql`v.version`), lt(table.kvSyncedAt, cutoff)),
      );
  if (behind.length > 0) await of.confirm(behind);
  return { readBack: confirmed.length, restored: behind.length };
}
