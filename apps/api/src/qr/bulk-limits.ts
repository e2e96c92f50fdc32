// How much one bulk request may carry, and how much of its KV work it does itself.
export const BULK_MAX_ROWS = 1000;
/**
 * Records synced to KV within the request (a KV read and a write each: 1,000 KV operations, what one Worker
 * invocation may make); the rest reach KV through the cron trigger or a scan's first lookup.
 */
export const KV_SYNC_BUDGET = 500;
export type BulkMode = "all_or_nothing" | "partial";

/** Every row's errors, in row order (rows fail in several passes). */
export function byRow(failures: Map<number, { path: string; message: string }[]>) {
  return [...failures.entries()].sort(([a], [b]) => a - b).flatMap(([, errors]) => errors);
}
