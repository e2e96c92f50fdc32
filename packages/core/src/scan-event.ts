// The scan event: what the redirect worker records for every scan, built from allowlisted, length-capped
// fields only. The api worker's consumer parses it with the same schema.
//
// A queue message carries the events of a batch of scans as a JSON array, sent as text (packScanEvents: at most
// MAX_EVENTS_PER_MESSAGE events and MESSAGE_BUDGET_BYTES), so the queue's per-queue message rate limits batches,
// not scans. The consumer also reads arrays sent as JSON values and a message holding one bare event object (the
// first message shape).
import * as z from "zod/mini";

export const SCAN_EVENT_LIMITS = { ua: 512, refererHost: 253, lang: 35, colo: 8, platform: 32 } as const;

export const scanEventSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  slug: z.string().check(z.maxLength(64)),
  qr_id: z.string().check(z.maxLength(64)),
  team_id: z.string().check(z.maxLength(64)),
  ts: z.iso.datetime(),
  country: z.nullable(z.string().check(z.length(2))),
  colo: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.colo))),
  ua: z.string().check(z.maxLength(SCAN_EVENT_LIMITS.ua)),
  referer_host: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.refererHost))),
  lang: z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.lang))),
  visitor: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  bot: z.boolean(),
  // Client hints, when the browser sent them (Sec-CH-UA-Mobile, Sec-CH-UA-Platform). Optional, so
  // messages queued before they existed still parse.
  ch_mobile: z.optional(z.nullable(z.boolean())),
  ch_platform: z.optional(z.nullable(z.string().check(z.maxLength(SCAN_EVENT_LIMITS.platform)))),
});

export type ScanEvent = z.infer<typeof scanEventSchema>;

export function parseScanEvent(body: unknown): ScanEvent | null {
  const result = scanEventSchema.safeParse(body);
  return result.success ? result.data : null;
}

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

/** The valid events of a queue message, and how many of its entries were not valid events. */
export function scanEventsOfMessage(message: unknown): { events: ScanEvent[]; malformed: number } {
  const body = typeof message === "string" ? jsonOrUndefined(message) : message;
  const entries = Array.isArray(body) ? body.slice(0, MAX_EVENTS_PER_MESSAGE) : [body];
  const events: ScanEvent[] = [];
  for (const entry of entries) {
    const event = parseScanEvent(entry);
    if (event) events.push(event);
  }
  const total = Array.isArray(body) ? body.length : 1;
  return { events, malformed: total - events.length };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
