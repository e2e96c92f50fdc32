// What a routing rule may ask of a scan (@qr/core/routing's Scanner), read from its request only when a rule
// asks: a code without rules never looks at the user agent here. Device and OS come from a few patterns, with
// the browser's client hints first (Chromium's reduced user agent hides the platform); the api worker's
// consumer classifies the user agent fully for analytics.
import { BoundedCache } from "@qr/core/bounded-cache";
import type { RedirectRecord } from "@qr/core/redirect-record";
import type { DeviceType, OperatingSystem, Scanner } from "@qr/core/routing";
import { requestVisitor } from "./scan-event.ts";

const HINTED_OS: Record<string, OperatingSystem> = {
  Android: "android",
  iOS: "ios",
  Windows: "windows",
  macOS: "macos",
  Linux: "linux",
  "Chrome OS": "chromeos",
  ChromeOS: "chromeos",
};
const LANGUAGE_TAG = /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/;

/**
 * A scan's request as a routing Scanner: one small object per scan of a code with rules. Each field is read from
 * the request when a rule first asks and kept for the rules after it, so ten rules cost one read of each.
 */
export class RequestScanner implements Scanner {
  readonly #request: Request;
  readonly #qrId: string;
  readonly #secret: string;
  readonly #now: number;
  #visitor: string | undefined;
  #ua: string | undefined;
  #country: string | null | undefined;
  #os: OperatingSystem | null | undefined;
  #device: DeviceType | null | undefined;
  #language: string | null | undefined;

  constructor(request: Request, qrId: string, secret: string, now: number) {
    this.#request = request;
    this.#qrId = qrId;
    this.#secret = secret;
    this.#now = now;
  }

  /** The daily visitor hash the scan's event will carry, computed once, here, when a split or a limit asks. */
  visitor(): string | undefined {
    return this.#visitor;
  }

  bucket(): number {
    return splitBucket(this.#visitorHash(), this.#qrId);
  }

  pastLimit(limit: number): boolean {
    const key = `${this.#qrId} ${this.#visitorHash()}`;
    const answered = (answersToday.get(key, this.#now) ?? 0) + 1;
    answersToday.set(key, answered, this.#now);
    return answered > limit;
  }

  #visitorHash(): string {
    this.#visitor ??= requestVisitor(this.#request, this.#secret, this.#now);
    return this.#visitor;
  }

  country(): string | null {
    if (this.#country === undefined) {
      const country = (this.#request as Request & { cf?: { country?: unknown } }).cf?.country;
      this.#country = typeof country === "string" ? country : null;
    }
    return this.#country;
  }

  os(): OperatingSystem | null {
    if (this.#os === undefined)
      this.#os = osOf(this.#userAgent(), this.#request.headers.get("Sec-CH-UA-Platform"));
    return this.#os;
  }

  device(): DeviceType | null {
    if (this.#device === undefined)
      this.#device = deviceOf(this.#userAgent(), this.#request.headers.get("Sec-CH-UA-Mobile"));
    return this.#device;
  }

  language(): string | null {
    if (this.#language === undefined)
      this.#language = preferredLanguage(this.#request.headers.get("Accept-Language"));
    return this.#language;
  }

  #userAgent(): string {
    this.#ua ??= this.#request.headers.get("User-Agent") ?? "";
    return this.#ua;
  }
}

// Answers per scanner and code today, for `per_scanner`: the visitor hash changes every UTC day, so a day's
// entries simply stop being asked. Per isolate (docs/campaigns.md says what that allows).
const answersToday = new BoundedCache<number>({ capacity: 100_000, ttlMs: 24 * 3600_000 });

/**
 * The bucket (0–99) of a scanner in a code's split: the visitor hash's first 32 bits mixed with the code's id
 * (FNV-1a, then a multiply-xorshift finaliser), so one scanner lands independently in different codes' splits.
 */
export function splitBucket(visitor: string, qrId: string): number {
  let h = Number.parseInt(visitor.slice(0, 8), 16) ^ 0x811c9dc5;
  for (let i = 0; i < qrId.length; i++) h = Math.imul(h ^ qrId.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % 100;
}

/** The scanner of a code without rules: never asked, so nothing of the request is read or kept. */
export const UNASKED: Scanner = {
  country: () => null,
  os: () => null,
  device: () => null,
  language: () => null,
  bucket: () => 0,
  pastLimit: () => false,
};

/** What the routing of `record` may ask of this scan: the request itself only when some rule, split or limit could. */
export function scannerFor(request: Request, record: RedirectRecord, secret: string, now: number): Scanner {
  return record.rules || record.schedule || record.variants || record.per_scanner !== undefined
    ? new RequestScanner(request, record.qr_id, secret, now)
    : UNASKED;
}

export function osOf(ua: string, platformHint: string | null): OperatingSystem | null {
  const hinted = platformHint && HINTED_OS[platformHint.replace(/"/g, "").trim()];
  if (hinted) return hinted;
  if (/iPhone|iPad|iPod/.test(ua)) return "ios";
  if (ua.includes("Android")) return "android";
  if (ua.includes("CrOS")) return "chromeos";
  if (ua.includes("Windows")) return "windows";
  if (ua.includes("Macintosh") || ua.includes("Mac OS X")) return "macos";
  if (ua.includes("Linux")) return "linux";
  return null;
}

export function deviceOf(ua: string, mobileHint: string | null): DeviceType | null {
  if (mobileHint === "?1") return "mobile";
  if (/iPad|Tablet/.test(ua)) return "tablet";
  if (/iPhone|iPod|Mobile/.test(ua)) return "mobile";
  // An Android browser without "Mobile" in its user agent is a tablet (Google's own convention).
  if (ua.includes("Android")) return "tablet";
  if (/Windows|Macintosh|CrOS|X11|Linux/.test(ua)) return "desktop";
  return null;
}

/** The tag with the highest q of Accept-Language (the first of equals), lower case; null when none is valid. */
export function preferredLanguage(header: string | null): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQ = 0;
  for (const entry of header.slice(0, 512).split(",", 16)) {
    const [rawTag = "", ...params] = entry.split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!LANGUAGE_TAG.test(tag)) continue;
    const qParam = params.find((param) => param.trim().startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.trim().slice(2));
    if (Number.isFinite(q) && q > bestQ) {
      best = tag;
      bestQ = q;
    }
  }
  return best;
}
