// Scans leave the isolate in batches: the first scan after a quiet moment opens a batch and, in its own
// waitUntil, sends it the batch window later (SCAN_BATCH_WINDOW_MS); scans in between only add their capture, and
// the scan that fills a batch (MAX_SCANS_PER_BATCH) sends it at once. Batches go to the scan queues in turn
// (scan-queues.ts). The events are built when the batch leaves, in one pass
// (scan-event.ts), so a request pays only for reading its fields, and are packed into as few queue messages
// as the message size allows (packScanEvents: typically a few hundred events each), sent with as few sendBatch
// calls as its limits allow (usually one). The queue's per-queue message rate (5,000/s) then limits batches
// rather than scans, and each queue operation carries many scans.
// A lone scan's event leaves one batch window after its response. Only plain data crosses requests: every send
// runs in the context of the request that started it.
import {
  groupForSendBatch,
  MAX_EVENTS_PER_MESSAGE,
  packScanEvents,
  type ScanEventMessage,
} from "@qr/core/scan-message";
import { buildScanEvent, type ScanCapture } from "./scan-event.ts";

const MAX_SCANS_PER_BATCH = MAX_EVENTS_PER_MESSAGE;
const RETRY_AFTER_MS = 100;

interface Batch {
  scans: ScanCapture[];
  sent: boolean;
}

let open: Batch | undefined;
let turn = 0;

export interface ScanQueues {
  queues: Queue[];
  windowMs: number;
}

export function queueScan(to: ScanQueues, secret: string, scan: ScanCapture, ctx: ExecutionContext): void {
  const batch = open ?? openBatch(to, secret, ctx);
  batch.scans.push(scan);
  if (batch.scans.length >= MAX_SCANS_PER_BATCH) ctx.waitUntil(send(nextQueue(to), secret, batch));
}

function openBatch(to: ScanQueues, secret: string, ctx: ExecutionContext): Batch {
  const batch: Batch = { scans: [], sent: false };
  open = batch;
  ctx.waitUntil(scheduler.wait(to.windowMs).then(() => send(nextQueue(to), secret, batch)));
  return batch;
}

function nextQueue({ queues }: ScanQueues): Queue {
  return queues[turn++ % queues.length] as Queue;
}

async function send(queue: Queue, secret: string, batch: Batch): Promise<void> {
  if (batch.sent) return;
  batch.sent = true;
  if (open === batch) open = undefined;
  let messages: ScanEventMessage[];
  try {
    messages = packScanEvents(batch.scans.map((scan) => buildScanEvent(scan, secret)));
  } catch (error) {
    console.error(
      JSON.stringify({ msg: "scan events not built", count: batch.scans.length, error: String(error) }),
    );
    return;
  }
  await Promise.all(groupForSendBatch(messages).map((call) => sendMessages(queue, call)));
}

async function sendMessages(queue: Queue, messages: ScanEventMessage[]): Promise<void> {
  const batch = messages.map(({ body }) => ({ body, contentType: "text" as const }));
  try {
    await queue.sendBatch(batch);
  } catch {
    // One retry covers a passing queue hiccup; the redirects themselves were answered long ago.
    await scheduler.wait(RETRY_AFTER_MS);
    await queue.sendBatch(batch).catch((error: unknown) => {
      const count = messages.reduce((sum, message) => sum + message.events, 0);
      console.error(JSON.stringify({ msg: "scan events not sent", count, error: String(error) }));
    });
  }
}
