// Scan events, in two steps. While the request is live, captureScan copies the few request fields an event
// may use into plain, length-capped strings (reading them is most of what a scan event costs a request). When
// the isolate's batch leaves (scan-queue.ts), buildScanEvent turns each capture into a scan event (@qr/core/scan-event):
// validated fields, a uuid, the timestamp, and the visitor, an HMAC of IP + user agent under a key that
// changes every UTC day. The raw IP stays in the isolate's memory only until then, and never leaves it.
import { toHex } from "@qr/core/hash";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { SCAN_EVENT_LIMITS, type ScanEvent } from "@qr/core/scan-event";
import { HMAC, hmac } from "fast-sha256";
import { isBot } from "./bots.ts";

/** The request fields of one scan, read while its request is live. Plain data: it may outlive the request. */
export interface ScanCapture {
  at: number;
  method: string;
  slug: string;
  qrId: string;
  teamId: string;
  ua: string;
  ip: string;
  referer: string | null;
  acceptLanguage: string | null;
  chMobile: string | null;
  chPlatform: string | null;
  country: unknown;
  region: unknown;
  colo: unknown;
  answeredBy: string;
  version: number;
  /** A click on the code's page instead of a scan. */
  click?: ScanEvent["click"];
  /** Known already when a split, a limit or conversion tracking needed them during the request. */
  visitor?: string | undefined;
  variant?: number | undefined;
  id?: string | undefined;
}

// The subdivision part of ISO 3166-2 ("CA" of US-CA, "ENG" of GB-ENG), as Cloudflare gives it.
const REGION_CODE = /^[A-Z0-9]{1,3}$/;
const MAX_IP_LENGTH = 64; // an IPv6 address in text is at most 45 characters
// Longer header values cannot yield a valid field; capping them bounds what a pending batch holds.
const MAX_RAW_HEADER_LENGTH = 2048;

/** What answered the scan: the rule (or default, or fallback), the version of the code's routing, the variant. */
export interface ScanAnswer {
  answeredBy: string;
  version: number;
  variant?: number | undefined;
}

/** What the scan knew during its request: the visitor hash and the scan's id, when something asked for them. */
export interface ScanKnown {
  visitor?: string | undefined;
  id?: string | undefined;
}

export function captureScan(
  request: Request,
  slug: string,
  record: RedirectRecord,
  answer: ScanAnswer,
  at: number,
  click?: ScanEvent["click"],
  known?: ScanKnown,
): ScanCapture {
  const { headers } = request;
  const { cf } = request as Request & { cf?: { country?: unknown; regionCode?: unknown; colo?: unknown } };
  return {
    at,
    method: request.method,
    slug,
    qrId: record.qr_id,
    teamId: record.team_id,
    ua: userAgentOf(headers),
    ip: addressOf(headers),
    referer: capped(headers.get("Referer")),
    acceptLanguage: capped(headers.get("Accept-Language")),
    chMobile: capped(headers.get("Sec-CH-UA-Mobile")),
    chPlatform: capped(headers.get("Sec-CH-UA-Platform")),
    country: cf?.country,
    region: cf?.regionCode,
    colo: cf?.colo,
    answeredBy: answer.answeredBy,
    version: answer.version,
    ...(click ? { click: capClick(click) } : {}),
    // Plain properties, undefined when absent: no spread on the hot path.
    variant: answer.variant,
    visitor: known?.visitor,
    id: known?.id,
  };
}

const userAgentOf = (headers: Headers) => (headers.get("User-Agent") ?? "").slice(0, SCAN_EVENT_LIMITS.ua);
const addressOf = (headers: Headers) => (headers.get("CF-Connecting-IP") ?? "").slice(0, MAX_IP_LENGTH);

/** The visitor hash of a request, as its scan event will carry it (for a split or a per-scanner limit). */
export function requestVisitor(request: Request, secret: string, at: number): string {
  const { headers } = request;
  return visitorHash(
    secret,
    new Date(at).toISOString().slice(0, 10),
    addressOf(headers),
    userAgentOf(headers),
  );
}

function capClick(click: NonNullable<ScanEvent["click"]>): NonNullable<ScanEvent["click"]> {
  return click.target === undefined
    ? click
    : { ...click, target: click.target.slice(0, SCAN_EVENT_LIMITS.clickTarget) };
}

export function buildScanEvent(scan: ScanCapture, secret: string): ScanEvent {
  const ts = new Date(scan.at).toISOString();
  return {
    v: 1,
    id: scan.id ?? crypto.randomUUID(),
    slug: scan.slug,
    qr_id: scan.qrId,
    team_id: scan.teamId,
    ts,
    country: typeof scan.country === "string" && /^[A-Z0-9]{2}$/.test(scan.country) ? scan.country : null,
    region: typeof scan.region === "string" && REGION_CODE.test(scan.region) ? scan.region : null,
    colo: typeof scan.colo === "string" && /^[A-Z]{3,8}$/.test(scan.colo) ? scan.colo : null,
    ua: scan.ua,
    referer_host: refererHost(scan.referer),
    lang: primaryLanguage(scan.acceptLanguage),
    visitor: scan.visitor ?? visitorHash(secret, ts.slice(0, 10), scan.ip, scan.ua),
    bot: isBot(scan.method, scan.ua),
    ch_mobile: clientHintMobile(scan.chMobile),
    ch_platform: clientHintPlatform(scan.chPlatform),
    answered_by: scan.answeredBy,
    version: scan.version,
    ...(scan.click ? { click: scan.click } : {}),
    variant: scan.variant,
  };
}

function capped(value: string | null): string | null {
  return value === null ? null : value.slice(0, MAX_RAW_HEADER_LENGTH);
}

function clientHintMobile(value: string | null): boolean | null {
  if (value === "?1") return true;
  if (value === "?0") return false;
  return null;
}

function clientHintPlatform(value: string | null): string | null {
  const platform = value?.trim().replace(/^"(.*)"$/, "$1");
  return platform && platform.length <= SCAN_EVENT_LIMITS.platform && /^[A-Za-z0-9 ._-]+$/.test(platform)
    ? platform
    : null;
}

function refererHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname;
    return host && host.length <= SCAN_EVENT_LIMITS.refererHost ? host : null;
  } catch {
    return null;
  }
}

function primaryLanguage(header: string | null): string | null {
  // The first tag: up to the first "," or ";" (search makes no arrays, unlike split).
  const end = header ? header.search(/[,;]/) : -1;
  const first = header && (end < 0 ? header : header.slice(0, end)).trim();
  return first && first.length <= SCAN_EVENT_LIMITS.lang && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(first)
    ? first
    : null;
}

// HMAC-SHA256, computed synchronously from the day's keyed state, without allocating: the HMAC restores its
// state after the key's blocks, the identity is UTF-8 encoded into a fixed buffer and the MAC written into a
// fixed array (under load, every ArrayBuffer costs workerd an allocation and a sweep). fast-sha256 rather than
// @noble/hashes because it builds an event faster in workerd (BENCHMARKS.md, "Scan event, step by step").
const encoder = new TextEncoder();
const identityBytes = new Uint8Array(3 * (MAX_IP_LENGTH + 1 + SCAN_EVENT_LIMITS.ua)); // UTF-8: ≤ 3 bytes per unit
const mac = new Uint8Array(32);
let dayKey: { secret: string; day: string; hmac: HMAC } | undefined;

function visitorHash(secret: string, day: string, ip: string, ua: string): string {
  if (dayKey?.day !== day || dayKey.secret !== secret) {
    const key = hmac(encoder.encode(secret), encoder.encode(day));
    dayKey = { secret, day, hmac: new HMAC(key) };
  }
  const { written } = encoder.encodeInto(`${ip}\n${ua}`, identityBytes);
  dayKey.hmac.reset().update(identityBytes.subarray(0, written)).finish(mac);
  return toHex(mac);
}
