// The redirect worker: the scan path. parse path → record (isolate memory, KV, api worker) → decide →
// respond. The scan event is built before responding (plain computation, no I/O) and sent with the isolate's
// next batch from ctx.waitUntil, after the response, so a failing queue never fails or slows a redirect.
import { decide } from "./decide.ts";
import { lookupRecord } from "./lookup.ts";
import {
  goneResponse,
  healthResponse,
  methodNotAllowedResponse,
  notFoundResponse,
  redirectResponse,
  robotsResponse,
  unavailableResponse,
} from "./responses.ts";
import { routeOf } from "./route.ts";
import { buildScanEvent } from "./scan-event.ts";
import { queueScanEvent } from "./scan-queue.ts";
import { visitorSecret } from "./visitor-secret.ts";

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const route = routeOf(request.method, url.pathname);
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

    let record: Awaited<ReturnType<typeof lookupRecord>>;
    try {
      record = await lookupRecord(route.slug, env);
    } catch (error) {
      console.error(JSON.stringify({ msg: "lookup failed", error: String(error) }));
      return unavailableResponse();
    }

    const decision = decide(record, url.searchParams);
    if (decision.kind === "not-found") return notFoundResponse();
    if (decision.kind === "gone" || !record) return goneResponse();

    // Building the event is synchronous (a few µs); the queue send runs in waitUntil, after the response.
    try {
      const event = buildScanEvent(request, route.slug, record, visitorSecret(env), new Date());
      queueScanEvent(env.SCAN_EVENTS, event, ctx);
    } catch (error) {
      console.error(JSON.stringify({ msg: "scan event not built", error: String(error) }));
    }
    return redirectResponse(decision.location);
  },
} satisfies ExportedHandler<Env>;
