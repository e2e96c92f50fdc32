// Builds the scan event from allowlisted, length-capped request fields. The visitor is an HMAC of
// IP + user agent under a key that changes every UTC day, so the raw IP never leaves this function and
// a visitor cannot be followed from one day to the next.
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { toHex } from "@qr/core/hash";
import type { RedirectRecord } from "@qr/core/kv-record";
import { SCAN_EVENT_LIMITS, type ScanEvent } from "@qr/core/scan-event";
import { isBot } from "./bots.ts";

const encoder = new TextEncoder();

export function buildScanEvent(
  request: Request,
  slug: string,
  record: RedirectRecord,
  secret: string,
  now: Date,
): ScanEvent {
  const ua = (request.headers.get("User-Agent") ?? "").slice(0, SCAN_EVENT_LIMITS.ua);
  const ip = request.headers.get("CF-Connecting-IP") ?? "";
  const { cf } = request as Request & { cf?: { country?: unknown; colo?: unknown } };
  const ts = now.toISOString();
  return {
    v: 1,
    id: crypto.randomUUID(),
    slug,
    qr_id: record.qr_id,
    team_id: record.team_id,
    ts,
    country: typeof cf?.country === "string" && /^[A-Z0-9]{2}$/.test(cf.country) ? cf.country : null,
    colo: typeof cf?.colo === "string" && /^[A-Z]{3,8}$/.test(cf.colo) ? cf.colo : null,
    ua,
    referer_host: refererHost(request.headers.get("Referer")),
    lang: primaryLanguage(request.headers.get("Accept-Language")),
    visitor: visitorHash(secret, ts.slice(0, 10), `${ip}\n${ua}`),
    bot: isBot(request.method, ua),
    ch_mobile: clientHintMobile(request.headers.get("Sec-CH-UA-Mobile")),
    ch_platform: clientHintPlatform(request.headers.get("Sec-CH-UA-Platform")),
  };
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
  const first = header?.split(",")[0]?.split(";")[0]?.trim();
  return first && first.length <= SCAN_EVENT_LIMITS.lang && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(first)
    ? first
    : null;
}

// HMAC-SHA256, computed synchronously (@noble/hashes) from a keyed state prepared once per day: a scan then
// costs a few microseconds of hashing and no promise round trip through WebCrypto.
let dayKey: { secret: string; day: string; mac: ReturnType<typeof hmac.create> } | undefined;

function visitorHash(secret: string, day: string, identity: string): string {
  if (dayKey?.day !== day || dayKey.secret !== secret) {
    const key = hmac(sha256, encoder.encode(secret), encoder.encode(day));
    dayKey = { secret, day, mac: hmac.create(sha256, key) };
  }
  return toHex(dayKey.mac.clone().update(encoder.encode(identity)).digest());
}
