// Runs work over items a few at a time: each KV sync waits mostly on KV, so four in flight keep it busy without
// opening more connections than a Worker may hold at once (six).
export const SYNC_CONCURRENCY = 4;

export async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const pending = [...items];
  const worker = async () => {
    for (let item = pending.shift(); item !== undefined; item = pending.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, pending.length) }, worker));
}
