// The redirect worker: the scan path. parse path and host → records (isolate memory, KV, api worker) → decide →
// respond. The request's host only picks the namespace: the service's own scan hosts (SCAN_HOSTS) answer the
// codes without a branded domain; any other host must be a branded domain a team verified (its record), whose
// codes, root and unknown paths it answers; nothing of the host is ever echoed.
// The scan's request fields are copied before responding (no I/O); its event is built and sent with the
// isolate's next batch from ctx.waitUntil, after the response, so a failing queue never fails or slows a
// redirect.
// A scan of a record the isolate remembers is answered synchronously: no promise is made on that path, because
// in workerd a request's first promise has a measurable cost (docs/decisions/0003-synchronous-scan-path.md).
// Only a scan that must read KV or ask the api worker waits.

import { withClientAddress } from "@qr/core/client-address";
import { requestTime } from "@qr/core/clock";
import { hostOfUrl } from "@qr/core/hostname";
import type { DomainRecord, RedirectRecord } from "@qr/core/redirect-record";
import type { Scanner } from "@qr/core/routing";
import { type AccessStep, type Gate, protectedAnswer } from "./access/gate.ts";
import { newScanId, withScanId } from "./campaigns/scan-id.ts";
import { type Decision, decide } from "./decide.ts";
import { answerCompressed, answerGs1, isGs1Path } from "./gs1/gs1-scan.ts";
import {
  lookupDomain,
  lookupRecord,
  ResolverBusy,
  rememberedDomain,
  rememberedRecord,
  storedRecord,
} from "./lookup.ts";
import { pageFileAnswer } from "./pages/files.ts";
import { pageResponse } from "./pages/page-response.ts";
import {
  appLinksResponse,
  goneResponse,
  healthResponse,
  methodNotAllowedResponse,
  neutralResponse,
  notFoundResponse,
  redirectResponse,
  robotsResponse,
  storedRedirectResponse,
  unavailableResponse,
} from "./responses.ts";
import { type PageFile, pathAndQuery, type Route, routeOf } from "./route.ts";
import { captureScan, type ScanCapture } from "./scan-event.ts";
import { isScanHost } from "./scan-hosts.ts";
import { queueScan, type ScanQueues } from "./scan-queue.ts";
import { batchWindowMs, scanQueuesOf } from "./scan-queues.ts";
import { RequestScanner, scannerFor } from "./scanner.ts";
import { visitorSecret } from "./visitor-secret.ts";

/** A request past the answers that need no record: where it was sent, and when. */
interface Visit {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  route: Exclude<Route, { kind: "robots" | "health" | "method-not-allowed" }>;
  query: string;
  now: number;
}

/** A scan of one code: its domain (null: the scan host), the domain's record, and its slug. */
interface Scan extends Visit {
  domain: string | null;
  /** The branded domain's record, which says what an unknown code gets there; null on the scan host. */
  site: DomainRecord | null;
  slug: string;
  /** A file of the code's page asked for instead of the scan. */
  file?: PageFile | undefined;
  /** A protected code's next step: past its notice, or a password sent. */
  step?: AccessStep | undefined;
}

export default {
  fetch(incoming, env, ctx) {
    const request = withClientAddress(incoming, env);
    const { pathname, query } = pathAndQuery(request.url);
    const host = hostOfUrl(request.url);
    // A branded domain is also its brand's GS1 resolver (gs1/): /01/{gtin}… and /.well-known/gs1resolver.
    if (isGs1Path(pathname) && !isScanHost(env, host)) {
      const now = requestTime(request, env);
      const count = (capture: ScanCapture) => queue({ env, ctx }, capture);
      return answerGs1({ request, env, host, pathname, query, now, count });
    }
    const route = routeOf(request.method, pathname);
    switch (route.kind) {
      case "robots":
        return robotsResponse();
      case "health":
        return healthResponse();
      case "method-not-allowed":
        return methodNotAllowedResponse();
    }
    const visit: Visit = { request, env, ctx, route, query, now: requestTime(request, env) };
    if (!isScanHost(env, host)) return answerOnDomain(visit, host);
    if (route.kind !== "scan") return notFoundResponse(env.REPORT_URL);
    return answerScan({
      ...visit,
      domain: null,
      site: null,
      slug: route.slug,
      file: route.file,
      step: route.step,
    });
  },
} satisfies ExportedHandler<Env>;

function answerScan(scan: Scan): Response | Promise<Response> {
  const remembered = rememberedRecord(scan.domain, scan.slug, scan.env, scan.now);
  return remembered ? respond(scan, remembered) : respondAfterLookup(scan);
}

/** On a branded host: its domain's record first (remembered, or read with the code's at once). */
function answerOnDomain(visit: Visit, host: string): Response | Promise<Response> {
  const site = rememberedDomain(host, visit.env, visit.now);
  if (site === null) return notFoundResponse(visit.env.REPORT_URL);
  return site ? answerOnSite(visit, host, site) : answerOnDomainAfterLookup(visit, host);
}

function answerOnSite(visit: Visit, host: string, site: DomainRecord): Response | Promise<Response> {
  const { route, now, env } = visit;
  if (route.kind === "root")
    return site.root_url ? storedRedirectResponse(site.root_url, now) : neutralResponse(env.REPORT_URL);
  if (route.kind === "app-links") {
    const file = site.app_links?.[route.platform];
    return file ? appLinksResponse(file) : notFoundResponse(env.REPORT_URL);
  }
  if (route.kind !== "scan") return answerCompressed(gs1VisitOf(visit, host)) ?? notFoundOn(site, env, now);
  return answerScan(siteScan(visit, host, site, route.slug));
}

async function answerOnDomainAfterLookup(visit: Visit, host: string): Promise<Response> {
  const { route, env, now } = visit;
  // The code's record is read beside the domain's, so a cold scan on a branded host waits on one KV read, as
  // on the scan host. Only KV: the api worker is asked for the code once the domain is known to be verified.
  const stored =
    route.kind === "scan" ? storedRecord(host, route.slug, env, now).catch(() => null) : undefined;
  let site: DomainRecord | null;
  try {
    site = await lookupDomain(host, env, now);
  } catch (error) {
    return unavailable(error, env);
  }
  if (!site) return notFoundResponse(env.REPORT_URL);
  const record = await stored;
  if (record && route.kind === "scan") return respond(siteScan(visit, host, site, route.slug), record);
  return answerOnSite(visit, host, site);
}

/** A scan on a branded domain. */
function siteScan(visit: Visit, host: string, site: DomainRecord, slug: string): Scan {
  const { file, step } = visit.route.kind === "scan" ? visit.route : {};
  return { ...visit, domain: host, site, slug, file, step };
}

/** What a scan of no code gets: on a branded domain, a compressed GS1 Digital Link's answer if it is one. */
function unknownCode(scan: Scan): Response | Promise<Response> {
  if (scan.domain !== null && !scan.file && !scan.step) {
    const compressed = answerCompressed(gs1VisitOf(scan, scan.domain));
    if (compressed) return compressed;
  }
  return notFoundFor(scan);
}

/** What a code that is not there gets: the branded domain's not-found answer, or the neutral page. */
function notFoundFor(scan: Scan): Response {
  return scan.site ? notFoundOn(scan.site, scan.env, scan.now) : notFoundResponse(scan.env.REPORT_URL);
}

/** A visit of a branded domain as the GS1 resolver takes it (a compressed Digital Link is a path like a slug). */
function gs1VisitOf(visit: Visit, host: string) {
  const { request, env, ctx, query, now } = visit;
  const { pathname } = pathAndQuery(request.url);
  return {
    request,
    env,
    host,
    pathname,
    query,
    now,
    count: (capture: ScanCapture) => queue({ env, ctx }, capture),
  };
}

function notFoundOn(site: DomainRecord, env: Env, now: number): Response {
  return site.not_found_url
    ? storedRedirectResponse(site.not_found_url, now)
    : notFoundResponse(env.REPORT_URL);
}

async function respondAfterLookup(scan: Scan): Promise<Response> {
  let record: RedirectRecord | null;
  try {
    record = await lookupRecord(scan.domain, scan.slug, scan.env, scan.now);
  } catch (error) {
    return unavailable(error, scan.env);
  }
  return respond(scan, record);
}

function unavailable(error: unknown, env: Env): Response {
  // A spent resolver budget is expected under probing: one log line per probe would be the flood itself.
  if (!(error instanceof ResolverBusy))
    console.error(JSON.stringify({ msg: "lookup failed", error: String(error) }));
  return unavailableResponse(env.REPORT_URL);
}

function respond(scan: Scan, record: RedirectRecord | null): Response | Promise<Response> {
  const { request, env, query, now } = scan;
  if (!record) return unknownCode(scan);
  const scanner = scannerFor(request, record, visitorSecret(env), now);
  const decision = decide(record, scanner, query, now);
  if (decision.kind === "not-found") return notFoundFor(scan);
  if (decision.kind === "gone") return goneResponse(decision.reason, env.REPORT_URL, record.qr_id);
  // A protected code answers once its password or notice lets the scanner through (access/gate.ts); an open
  // code's scan makes no closure and no promise.
  if (record.access)
    return protectedAnswer(gateOf(scan, record), record.access, () =>
      answerAllowed(scan, record, decision, scanner),
    );
  return scan.step ? notFoundFor(scan) : answerAllowed(scan, record, decision, scanner);
}

/** What a scan that may reach the code gets: a file of its page, or its page or redirect, counted as a scan. */
function answerAllowed(
  scan: Scan,
  record: RedirectRecord,
  decision: Decision & { kind: "page" | "redirect" },
  scanner: Scanner,
) {
  const { request, env, slug, query, now } = scan;
  // What the request learned for a split or a limit, for the event; nothing (no object) on a plain scan.
  const visitor = scanner instanceof RequestScanner ? scanner.visitor() : undefined;
  const known = visitor === undefined ? undefined : { visitor };
  if (scan.file) {
    // A file or action of the page (Add to contacts, a link, the document): a click, not a scan, and only while
    // the page answers.
    const answer =
      decision.kind === "page" &&
      pageFileAnswer(decision.page, scan.file, record, request, query, now, env.FILES);
    if (!answer) return notFoundFor(scan);
    if (answer.click) queue(scan, captureScan(request, slug, record, decision, now, answer.click, known));
    return answer.response;
  }
  if (decision.kind === "page") {
    queue(scan, captureScan(request, slug, record, decision, now, undefined, known));
    return pageResponse(record, decision.page, slug, decision.version, request, env.REPORT_URL);
  }
  // A tracked code's destination learns the scan's id, to report a conversion with (campaigns/scan-id.ts).
  const scanId = record.sid ? newScanId(env.SCAN_ID_SECRET, record.qr_id, now) : null;
  // Only the scan's request fields are read now; its event is built and sent with the isolate's batch, in
  // waitUntil, after the response.
  queue(
    scan,
    captureScan(request, slug, record, decision, now, undefined, scanId ? { visitor, id: scanId.id } : known),
  );
  return redirectResponse(
    scanId ? { location: withScanId(decision.location, scanId.token), scanQueryAdded: true } : decision,
    now,
  );
}

function queue({ env, ctx }: Pick<Scan, "env" | "ctx">, capture: ScanCapture): void {
  try {
    queueScan(scanQueues(env), visitorSecret(env), capture, ctx);
  } catch (error) {
    console.error(JSON.stringify({ msg: "scan not queued", error: String(error) }));
  }
}

function scanQueues(env: Env): ScanQueues {
  return { queues: scanQueuesOf(env), windowMs: batchWindowMs(env.SCAN_BATCH_WINDOW_MS) };
}

function gateOf(scan: Scan, record: RedirectRecord): Gate {
  return {
    request: scan.request,
    slug: scan.slug,
    qrId: record.qr_id,
    step: scan.step,
    file: scan.file !== undefined,
    now: scan.now,
    secret: scan.env.VISITOR_HASH_SECRET,
    reportUrl: scan.env.REPORT_URL,
    notFound: () => notFoundFor(scan),
  };
}
