// The cron's read-back of confirmed KV records. Two writers of one code can finish out of order: the slower one's
// older record may land in KV after the newer was written and confirmed. That writer's own confirmation sees the
// row moved and writes the newest again, unless its invocation ends first; then KV would keep the older record
// while the row reads confirmed, out of the outbox's sight. Such a write can only land while a writer still runs,
// within seconds of the change, and KV serves a write everywhere within a minute: so each confirmation
// (`kv_synced_at`) is read back once, at least a minute after it, a record behind its row is written again, and
// `kv_synced_at` is cleared. A bulk change's confirmations wait their turn, oldest first.
import { parseRedirectRecord, redirectKey } from "@qr/core/redirect-record";
import { jsonRows, type QrCodeRow, type RequestDatabase, schema } from "@qr/db";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { logError } from "../lib/log.ts";
import type { EdgeStore } from "../lib/request-context.ts";
import { inParallel } from "./in-parallel.ts";
import { confirmWritten, writeRedirectRecord } from "./redirect-record.ts";

/** How long after its confirmation a record is read back: KV serves a write everywhere within a minute. */
export const READ_BACK_AFTER_MS = 60_000;

/** Reads back up to `budget` records (a KV read each, a write for one behind). */
export async function verifyRecentlyConfirmed(
  db: RequestDatabase,
  kv: EdgeStore,
  now: Date,
  budget: number,
): Promise<{ verified: number; restored: number }> {
  const { qrCodes } = schema;
  const cutoff = new Date(now.getTime() - READ_BACK_AFTER_MS);
  const confirmed = await db
    .select()
    .from(qrCodes)
    .where(
      and(
        isNotNull(qrCodes.kvSyncedAt),
        lt(qrCodes.kvSyncedAt, cutoff),
        eq(qrCodes.kvSyncedVersion, qrCodes.version),
      ),
    )
    .orderBy(asc(qrCodes.kvSyncedAt))
    .limit(budget);
  const behind: QrCodeRow[] = [];
  const held: QrCodeRow[] = [];
  await inParallel(confirmed, async (row) => {
    try {
      const stored = parseRedirectRecord(await kv.get(redirectKey(row.domain, row.slug)));
      if (stored && stored.version >= row.version) {
        held.push(row);
        return;
      }
      await writeRedirectRecord(kv, row);
      behind.push(row);
      console.warn(
        JSON.stringify({
          msg: "a KV record was behind its confirmed row; written again",
          qr_id: row.id,
          version: row.version,
          kv_version: stored?.version ?? null,
        }),
      );
    } catch (error) {
      logError("KV read-back failed", error, { qr_id: row.id });
    }
  });
  // Read back: cleared, unless the row was confirmed again since (a newer confirmation is after the cutoff).
  if (held.length > 0)
    await db
      .update(qrCodes)
      .set({ kvSyncedAt: null })
      .from(
        sql`${jsonRows(
          held.map(({ id, version }) => ({ id, version })),
          { id: "text", version: "bigint" },
        )} as v`,
      )
      .where(
        and(
          eq(qrCodes.id, sql`v.id`),
          eq(qrCodes.kvSyncedVersion, sql`v.version`),
          lt(qrCodes.kvSyncedAt, cutoff),
        ),
      );
  // Written again: confirmed again, so read back again a minute later.
  if (behind.length > 0) await confirmWritten(db, kv, behind);
  return { verified: confirmed.length, restored: behind.length };
}
