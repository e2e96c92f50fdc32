// A request to a branded domain shaped as a GS1 Digital Link (`/01/{gtin}/10/{lot}…`) or for its resolver's
// description: checked and answered as a GS1 resolver answers (gs1-answer.ts), from the most specific level of
// the identifier that has a code (gs1-lookup.ts), counted as a scan of that code with the identifier asked for and
// the link type chosen. The service's own scan host has no GS1 paths: its slugs are never shadowed.

import { BoundedCache } from "@qr/core/bounded-cache";
import { decompressedPath } from "@qr/core/gs1/compressed";
import {
  type DigitalLink,
  looksLikeDigitalLink,
  parseDigitalLink,
  walkUpPaths,
} from "@qr/core/gs1/digital-link";
import { decide } from "../decide.ts";
import { lookupDomain, ResolverBusy, rememberedDomain } from "../lookup.ts";
import { goneResponse, notFoundResponse, SECURITY_HEADERS, unavailableResponse } from "../responses.ts";
import { subPathOf } from "../route.ts";
import { captureScan, type ScanCapture } from "../scan-event.ts";
import { scannerFor } from "../scanner.ts";
import { visitorSecret } from "../visitor-secret.ts";
import {
  CORS_HEADERS,
  gs1Resolution,
  invalidDigitalLinkResponse,
  preflightResponse,
  resolverDescriptionResponse,
  unknownIdentifierResponse,
} from "./gs1-answer.ts";
import { type Gs1Level, lookupLevel, rememberedLevel } from "./gs1-lookup.ts";

export const GS1_RESOLVER_PATH = "/.well-known/gs1resolver";
/** Longer queries are refused (414): a Location carries the query on, and every answer is bounded. */
const MAX_QUERY_LENGTH = 4096;

export interface Gs1Visit {
  request: Request;
  env: Env;
  host: string;
  pathname: string;
  query: string;
  now: number;
  /** Counts the scan (the isolate's next batch). */
  count: (capture: ScanCapture) => void;
  /** The request's path was a compressed Digital Link, `pathname` and `query` its uncompressed form. */
  compressed?: boolean;
}

/**
 * A branded domain's path that no code has as its slug: a compressed Digital Link is answered as its uncompressed
 * one (with `Link: <uncompressed>; rel="owl:sameAs"`); undefined when it is not one. Tried only after the slug
 * missed, so no code's slug is ever shadowed and no plain scan pays for it.
 */
export function answerCompressed(visit: Gs1Visit): Response | Promise<Response> | undefined {
  if (visit.request.method !== "GET" && visit.request.method !== "HEAD") return undefined;
  const expanded = decompressedPath(visit.pathname);
  if (!expanded) return undefined;
  const query = [expanded.query, visit.query].filter(Boolean).join("&");
  return answerOnSite({ ...visit, pathname: expanded.path, query, compressed: true });
}

/**
 * Whether a path on a branded domain is a GS1 one: the resolver's description, or a primary key and a value
 * (`/01/…`; a 1.0 short name such as `/gtin/…` unless the path is a code's page file, `/{slug}/contact.vcf`).
 */
export function isGs1Path(pathname: string): boolean {
  if (pathname === GS1_RESOLVER_PATH) return true;
  const cut = pathname.indexOf("/", 1);
  if (cut < 0 || cut === pathname.length - 1 || !looksLikeDigitalLink(pathname)) return false;
  return /^\d+$/.test(pathname.slice(1, cut)) || subPathOf(pathname) === undefined;
}

export function answerGs1(visit: Gs1Visit): Response | Promise<Response> {
  const { request, env, host, now } = visit;
  if (request.method === "OPTIONS") return preflightResponse();
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(null, {
      status: 405,
      headers: { Allow: "GET, HEAD, OPTIONS", ...CORS_HEADERS, ...SECURITY_HEADERS },
    });
  }
  const site = rememberedDomain(host, env, now);
  if (site === null) return notFoundResponse(env.REPORT_URL);
  if (site) return answerOnSite(visit);
  return lookupDomain(host, env, now).then(
    (found) => (found ? answerOnSite(visit) : notFoundResponse(env.REPORT_URL)),
    (error) => unavailable(error, env),
  );
}

function answerOnSite(visit: Gs1Visit): Response | Promise<Response> {
  const { request, env, host, pathname, query, now } = visit;
  const origin = originOf(request.url);
  if (pathname === GS1_RESOLVER_PATH) return resolverDescriptionResponse(origin, request.method === "HEAD");
  if (query.length > MAX_QUERY_LENGTH) {
    return invalidDigitalLinkResponse(`The query is longer than ${MAX_QUERY_LENGTH} characters.`, 414);
  }
  const parsed = readRequest(pathname, query, now);
  if (!parsed.ok) return invalidDigitalLinkResponse(parsed.problem);
  const level = rememberedLevel(host, parsed.slugs, env, now);
  if (level !== undefined) return respond(visit, origin, parsed.link, level);
  return lookupLevel(host, parsed.slugs, env, now).then(
    (found) => respond(visit, origin, parsed.link, found),
    (error) => unavailable(error, env),
  );
}

type ReadRequest = { ok: true; link: DigitalLink; slugs: string[] } | { ok: false; problem: string };

// A printed code's URI is scanned again and again: what its path and query say is kept (bounded) once read.
const readRequests = new BoundedCache<ReadRequest>({ capacity: 10_000, ttlMs: 10 * 60_000 });

function readRequest(pathname: string, query: string, now: number): ReadRequest {
  const read = (): ReadRequest => {
    const parsed = parseDigitalLink(pathname, query);
    return parsed.ok
      ? { ok: true, link: parsed.link, slugs: walkUpPaths(parsed.link).map((path) => path.slice(1)) }
      : parsed;
  };
  const key = `${pathname}?${query}`;
  return key.length > MAX_KEPT_KEY ? read() : readRequests.remember(key, read, now);
}

/** Longer requests are answered, not kept: what the caches hold stays bounded in bytes, not only in entries. */
const MAX_KEPT_KEY = 512;

// A redirect (no body) is the same Response for every scan asking the same thing of the same code version: made
// once and returned to each (as responses.ts does for plain codes); a body is never reused.
const answers = new BoundedCache<{ response: Response; answeredBy: string | undefined }>({
  capacity: 10_000,
  ttlMs: 10 * 60_000,
});

function respond(visit: Gs1Visit, origin: string, link: DigitalLink, level: Gs1Level | null): Response {
  const { request, env, now } = visit;
  const head = request.method === "HEAD";
  const record = level?.record;
  if (!record?.gs1) return unknownIdentifierResponse(head);
  const decision = decide(record, scannerFor(request, record, visitorSecret(env), now), "", now);
  if (decision.kind === "not-found") return unknownIdentifierResponse(head);
  if (decision.kind === "gone") return goneResponse(decision.reason, env.REPORT_URL, record.qr_id);
  const headers = request.headers;
  const key = `${record.qr_id}:${record.version}|${visit.compressed ? "c" : ""}${request.method}|${origin}${link.path}?${visit.query}|${headers.get("Accept") ?? ""}|${headers.get("Accept-Language") ?? ""}`;
  let answer = answers.get(key, now);
  if (!answer) {
    answer = gs1Resolution(request, origin, link, record.gs1, visit.compressed === true);
    if (answer.response.body === null && key.length <= MAX_KEPT_KEY * 2) answers.set(key, answer, now);
  }
  const { response, answeredBy } = answer;
  if (answeredBy) {
    visit.count(
      captureScan(request, link.path.slice(1), record, { answeredBy, version: decision.version }, now),
    );
  }
  return response;
}

/** The scheme, host and port the request was sent to (the host is a verified branded domain by now). */
function originOf(url: string): string {
  return url.slice(0, url.indexOf("/", url.indexOf("//") + 2));
}

function unavailable(error: unknown, env: Env): Response {
  if (!(error instanceof ResolverBusy))
    console.error(JSON.stringify({ msg: "gs1 lookup failed", error: String(error) }));
  return unavailableResponse(env.REPORT_URL);
}
