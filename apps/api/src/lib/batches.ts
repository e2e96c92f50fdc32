// Working through many items in bounded pieces: chunks of a size, and work at most so many at a time.

/** The items in order, `size` at a time (the last chunk may be shorter). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Runs `work` over the items, at most `limit` at a time. */
export async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
