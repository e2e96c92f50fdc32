// The redirect worker: the scan path. parse path → record (isolate memory, KV, api worker) → decide →
// respond. The scan's request fields are copied before responding (no I/O); its event is built and sent with
// the isolate's next batch from ctx.waitUntil, after the response, so a failing queue never fails or slows a
// redirect.
// A scan of a record the isolate remembers is answered synchronously: no promise is made on that path, because
// in workerd a request's first promise has a measurable cost (docs/decisions/0003-synchronous-scan-path.md).
// Only a scan that must read KV or ask the api worker waits.
import type { RedirectRecord } from "@qr/core/redirect-record";
import { decide } from "./decide.ts";
import { lookupRecord, ResolverBusy, rememberedRecord } from "./lookup.ts";
import {
  goneResponse,
  healthResponse,
  methodNotAllowedResponse,
  notFoundResponse,
  redirectResponse,
  robotsResponse,
  unavailableResponse,
} from "./responses.ts";
import { pathAndQuery, routeOf } from "./route.ts";
import { captureScan } from "./scan-event.ts";
import { queueScan, type ScanQueues } from "./scan-queue.ts";
import { batchWindowMs, scanQueuesOf } from "./scan-queues.ts";
import { scannerFor } from "./scanner.ts";
import { visitorSecret } from "./visitor-secret.ts";

interface Scan {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  slug: string;
  query: string;
  now: number;
}

export default {
  fetch(request, env, ctx) {
    const { pathname, query } = pathAndQuery(request.url);
    const route = routeOf(request.method, pathname);
    switch (route.kind) {
      case "robots":
        return robotsResponse();
      case "health":
        return healthResponse();
      case "method-not-allowed":
        return methodNotAllowedResponse();
      case "not-found":
        return notFoundResponse();
      case "scan":
        break;
    }

    const scan: Scan = { request, env, ctx, slug: route.slug, query, now: Date.now() };
    const remembered = rememberedRecord(scan.slug, env, scan.now);
    return remembered ? respond(scan, remembered) : respondAfterLookup(scan);
  },
} satisfies ExportedHandler<Env>;

async function respondAfterLookup(scan: Scan): Promise<Response> {
  let record: Awaited<ReturnType<typeof lookupRecord>>;
  try {
    record = await lookupRecord(scan.slug, scan.env, scan.now);
  } catch (error) {
    // A spent resolver budget is expected under probing: one log line per probe would be the flood itself.
    if (!(error instanceof ResolverBusy))
      console.error(JSON.stringify({ msg: "lookup failed", error: String(error) }));
    return unavailableResponse();
  }
  return respond(scan, record);
}

function respond({ request, env, ctx, slug, query, now }: Scan, record: RedirectRecord | null): Response {
  if (!record) return notFoundResponse();
  const decision = decide(record, scannerFor(request, record), query, now);
  if (decision.kind === "not-found") return notFoundResponse();
  if (decision.kind === "gone") return goneResponse(decision.reason);

  // Only the scan's request fields are read now; its event is built and sent with the isolate's batch, in
  // waitUntil, after the response.
  try {
    queueScan(scanQueues(env), visitorSecret(env), captureScan(request, slug, record, decision, now), ctx);
  } catch (error) {
    console.error(JSON.stringify({ msg: "scan not queued", error: String(error) }));
  }
  return redirectResponse(decision, now);
}

function scanQueues(env: Env): ScanQueues {
  return { queues: scanQueuesOf(env), windowMs: batchWindowMs(env.SCAN_BATCH_WINDOW_MS) };
}
