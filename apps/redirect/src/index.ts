// The redirect worker: the scan path. parse path → record (isolate memory, KV, api worker) → decide →
// respond. The scan's request fields are copied before responding (no I/O); its event is built and sent with
// the isolate's next batch from ctx.waitUntil, after the response, so a failing queue never fails or slows a
// redirect.
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
import { pathAndQuery, routeOf } from "./route.ts";
import { captureScan } from "./scan-event.ts";
import { queueScan } from "./scan-queue.ts";
import { visitorSecret } from "./visitor-secret.ts";

export default {
  async fetch(request, env, ctx) {
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

    const now = Date.now();
    let record: Awaited<ReturnType<typeof lookupRecord>>;
    try {
      record = await lookupRecord(route.slug, env, now);
    } catch (error) {
      console.error(JSON.stringify({ msg: "lookup failed", error: String(error) }));
      return unavailableResponse();
    }

    const decision = decide(record, query);
    if (decision.kind === "not-found") return notFoundResponse();
    if (decision.kind === "gone" || !record) return goneResponse();

    // Only the scan's request fields are read now; its event is built and sent with the isolate's batch, in
    // waitUntil, after the response.
    try {
      queueScan(env.SCAN_EVENTS, visitorSecret(env), captureScan(request, route.slug, record, now), ctx);
    } catch (error) {
      console.error(JSON.stringify({ msg: "scan not queued", error: String(error) }));
    }
    return redirectResponse(decision, now);
  },
} satisfies ExportedHandler<Env>;
