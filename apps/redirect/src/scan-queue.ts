// Scan events leave the isolate in batches, one queue message each: the first scan after a quiet moment opens
// a batch and, in its own waitUntil, sends it FLUSH_AFTER_MS later; scans in between only add their event, and
// the scan that fills a batch (MAX_EVENTS_PER_MESSAGE) sends it at once. Under load one message carries up to
// 50 scans, so the queue's per-queue message rate (5,000/s) limits batches rather than scans; a lone scan's
// event leaves FLUSH_AFTER_MS after its response. Only plain data crosses requests: every send runs in the
// context of the request that started it.
import { MAX_EVENTS_PER_MESSAGE, type ScanEvent } from "@qr/core/scan-event";

const FLUSH_AFTER_MS = 20;
const RETRY_AFTER_MS = 100;

interface Batch {
  events: ScanEvent[];
  sent: boolean;
}

let open: Batch | undefined;

export function queueScanEvent(queue: Queue, event: ScanEvent, ctx: ExecutionContext): void {
  const batch = open ?? openBatch(queue, ctx);
  batch.events.push(event);
  if (batch.events.length >= MAX_EVENTS_PER_MESSAGE) ctx.waitUntil(send(queue, batch));
}

function openBatch(queue: Queue, ctx: ExecutionContext): Batch {
  const batch: Batch = { events: [], sent: false };
  open = batch;
  ctx.waitUntil(scheduler.wait(FLUSH_AFTER_MS).then(() => send(queue, batch)));
  return batch;
}

async function send(queue: Queue, batch: Batch): Promise<void> {
  if (batch.sent) return;
  batch.sent = true;
  if (open === batch) open = undefined;
  try {
    await queue.send(batch.events, { contentType: "json" });
  } catch {
    // One retry covers a passing queue hiccup; the redirects themselves were answered long ago.
    await scheduler.wait(RETRY_AFTER_MS);
    await queue
      .send(batch.events, { contentType: "json" })
      .catch((error: unknown) =>
        console.error(
          JSON.stringify({ msg: "scan events not sent", count: batch.events.length, error: String(error) }),
        ),
      );
  }
}
