// What a routing rule may ask of a scan (@qr/core/routing's Scanner), read from its request only when a rule
// asks: a code without rules never looks at the user agent here. Device and OS come from a few patterns, with
// the browser's client hints first (Chromium's reduced user agent hides the platform); the api worker's
// consumer classifies the user agent fully for analytics.
import type { DeviceType, OperatingSystem, Scanner } from "@qr/core/routing";

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

/** A scan's request as a routing Scanner: one small object per scan, each field read when first asked. */
export class RequestScanner implements Scanner {
  readonly #request: Request;
  #ua: string | undefined;

  constructor(request: Request) {
    this.#request = request;
  }

  country(): string | null {
    const country = (this.#request as Request & { cf?: { country?: unknown } }).cf?.country;
    return typeof country === "string" ? country : null;
  }

  os(): OperatingSystem | null {
    return osOf(this.#userAgent(), this.#request.headers.get("Sec-CH-UA-Platform"));
  }

  device(): DeviceType | null {
    return deviceOf(this.#userAgent(), this.#request.headers.get("Sec-CH-UA-Mobile"));
  }

  language(): string | null {
    return preferredLanguage(this.#request.headers.get("Accept-Language"));
  }

  #userAgent(): string {
    this.#ua ??= this.#request.headers.get("User-Agent") ?? "";
    return this.#ua;
  }
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
