// The scan queues this worker sends to: every queue producer binding named SCAN_EVENTS or SCAN_EVENTS_<n>
// (wrangler.toml lists them), in name order. Batches go to them in turn, so the scan path takes the sum of their
// message rates; the api worker consumes them all.
const SCAN_QUEUE_BINDING = /^SCAN_EVENTS(?:_\d+)?$/;

let known: { env: object; queues: Queue[] } | undefined;

export function scanQueuesOf(env: object): Queue[] {
  if (known?.env !== env) {
    const queues = Object.entries(env)
      .filter(([name]) => SCAN_QUEUE_BINDING.test(name))
      .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
      .map(([, queue]) => queue as Queue);
    if (queues.length === 0) throw new Error("no SCAN_EVENTS queue binding");
    known = { env, queues };
  }
  return known.queues;
}

/** The isolate's batch window (SCAN_BATCH_WINDOW_MS, 50 ms unless set to a positive number of ms). */
export function batchWindowMs(value: string | undefined): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 10_000) : 50;
}
