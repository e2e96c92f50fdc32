// The queue message of scan events, both ways: the redirect worker packs the events of a batch of scans into
// JSON arrays sent as text (at most MAX_EVENTS_PER_MESSAGE events and MESSAGE_BUDGET_BYTES each), so the queue's
// message rate limits batches, not scans; the consumer reads them back, event by event.
import { parseScanEvent, type ScanEvent } from "./scan-event.ts";

/** Events per queue message, at most: the smallest possible events (~250 bytes) fill a message's budget at ~400. */
export const MAX_EVENTS_PER_MESSAGE = 500;
/** JSON bytes per queue message, at most: Cloudflare Queues takes up to 128 KB, billed per 64 KB. */
export const MESSAGE_BUDGET_BYTES = 96 * 1024;

const encoder = new TextEncoder();
const NON_ASCII = /[\u0080-\uffff]/;

/** A queue message of scan events: a JSON array as text, how many events it holds, and its UTF-8 size. */
export interface ScanEventMessage {
  body: string;
  events: number;
  bytes: number;
}

/** Bytes per sendBatch call, at most: Cloudflare Queues takes up to 100 messages and 256 KB in one call. */
export const SEND_BATCH_BUDGET_BYTES = 240_000;
const MAX_MESSAGES_PER_SEND_BATCH = 100;

/**
 * Packs events, in order, into queue messages of at most MAX_EVENTS_PER_MESSAGE events and MESSAGE_BUDGET_BYTES
 * of UTF-8. The bodies are text because every event is serialized here once to measure it; sending arrays as
 * contentType "json" would serialize them all a second time.
 */
export function packScanEvents(events: ScanEvent[]): ScanEventMessage[] {
  // Each event takes its JSON and one byte more: a comma, or for the last one the closing bracket.
  const parts = events.map((event) => {
    const json = JSON.stringify(event);
    return { json, bytes: (NON_ASCII.test(json) ? encoder.encode(json).byteLength : json.length) + 1 };
  });
  const opening = 1; // "["
  return chunkWithin(parts, MESSAGE_BUDGET_BYTES - opening, MAX_EVENTS_PER_MESSAGE).map((chunk) => ({
    body: jsonArrayOf(chunk.map((part) => part.json)),
    events: chunk.length,
    bytes: chunk.reduce((sum, part) => sum + part.bytes, opening),
  }));
}

/**
 * `[a,b,…]` from JSON texts, made as one string (it changes the array it is given): the brackets go onto the
 * first and last texts (a few hundred bytes) rather than around the joined body, which would copy the whole
 * message once more when it is sent.
 */
function jsonArrayOf(jsons: string[]): string {
  const last = jsons.length - 1;
  jsons[0] = `[${jsons[0]}`;
  jsons[last] = `${jsons[last]}]`;
  return jsons.join(",");
}

/** Groups messages, in order, into sendBatch calls within SEND_BATCH_BUDGET_BYTES and 100 messages each. */
export function groupForSendBatch(messages: ScanEventMessage[]): ScanEventMessage[][] {
  return chunkWithin(messages, SEND_BATCH_BUDGET_BYTES, MAX_MESSAGES_PER_SEND_BATCH);
}

/** Splits sized items, in order, into runs of at most `maxCount` items and `maxBytes` bytes (one item always fits). */
function chunkWithin<T extends { bytes: number }>(items: T[], maxBytes: number, maxCount: number): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (chunk.length > 0 && (bytes + item.bytes > maxBytes || chunk.length >= maxCount)) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(item);
    bytes += item.bytes;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** The valid events of a queue message (a JSON array as text), and how many of its entries were not events. */
export function scanEventsOfMessage(message: unknown): { events: ScanEvent[]; malformed: number } {
  const body = typeof message === "string" ? jsonOrUndefined(message) : undefined;
  if (!Array.isArray(body)) return { events: [], malformed: 1 };
  const events: ScanEvent[] = [];
  for (const entry of body.slice(0, MAX_EVENTS_PER_MESSAGE)) {
    const event = parseScanEvent(entry);
    if (event) events.push(event);
  }
  return { events, malformed: body.length - events.length };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
