// The worker behind bench/scan-event-costs.ts: runs one step of a scan's event `n` times in a row inside
// workerd, on the benchmark's request, and answers when done; the caller times the request (a worker's own
// clock stands still while it computes). GET /steps lists the steps, which call the redirect worker's code.
import type { ScanEvent } from "@qr/core/scan-event";
import { groupForSendBatch, MAX_EVENTS_PER_MESSAGE, packScanEvents } from "@qr/core/scan-message";
import { buildScanEvent, captureScan } from "../src/scan-event.ts";
import { BENCH_ANSWER, BENCH_RECORD, BENCH_SLUG } from "./scan-fixture.ts";

interface Env {
  SCAN_EVENTS: { sendBatch(messages: { body: string; contentType: "text" }[]): Promise<void> };
}

const SECRET = "a".repeat(64);
/** Scans per batch, as a busy isolate sends them (scan-queue.ts). */
const BATCH = MAX_EVENTS_PER_MESSAGE;
// Every result is kept here, and read once at the end, so the compiler cannot drop the work.
let kept: unknown;

const steps: Record<string, (request: Request, env: Env, n: number) => Promise<void> | void> = {
  "read the request": (request, _env, n) => {
    for (let i = 0; i < n; i++)
      kept = captureScan(request, BENCH_SLUG, BENCH_RECORD, BENCH_ANSWER, Date.now() + i);
  },
  "build the event (uuid, timestamp, visitor HMAC, fields)": (request, _env, n) => {
    const scan = captureScan(request, BENCH_SLUG, BENCH_RECORD, BENCH_ANSWER, Date.now());
    for (let i = 0; i < n; i++) kept = buildScanEvent(scan, SECRET);
  },
  "pack into queue messages (JSON)": (request, _env, n) => {
    const events = eventsOf(request);
    for (let i = 0; i < n / BATCH; i++) kept = packScanEvents(events);
  },
  "pack and sendBatch to the local queue": async (request, env, n) => {
    const events = eventsOf(request);
    for (let i = 0; i < n / BATCH; i++) {
      const calls = groupForSendBatch(packScanEvents(events));
      await Promise.all(
        calls.map((call) =>
          env.SCAN_EVENTS.sendBatch(call.map(({ body }) => ({ body, contentType: "text" }))),
        ),
      );
    }
  },
};

function eventsOf(request: Request): ScanEvent[] {
  const scan = captureScan(request, BENCH_SLUG, BENCH_RECORD, BENCH_ANSWER, Date.now());
  return Array.from({ length: BATCH }, () => buildScanEvent(scan, SECRET));
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/steps") return Response.json({ steps: Object.keys(steps), batch: BATCH });
    const step = steps[url.searchParams.get("step") ?? ""];
    if (!step) return new Response("unknown step", { status: 404 });
    await step(request, env, Number(url.searchParams.get("n")));
    return new Response(null, { status: 204, headers: { "X-Last-Result": typeof kept } });
  },
};
