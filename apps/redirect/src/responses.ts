// Step 4: the responses. Headers are a fixed allowlist: nothing of the request is ever echoed back.

import { BoundedCache } from "@qr/core/bounded-cache";
import { html } from "@qr/core/html";
import type { GoneReason } from "@qr/core/routing";

export const SECURITY_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
} as const;

/** How a redirect's Location was made: a code's stored URL, or that URL with the scanner's query added. */
export interface RedirectTarget {
  location: string;
  scanQueryAdded: boolean;
}

export function redirectResponse({ location, scanQueryAdded }: RedirectTarget, now: number): Response {
  return scanQueryAdded ? newRedirect(location) : reusedRedirect(location, now);
}

/** A redirect to a URL the service stored (a branded domain's root or not-found URL). */
export function storedRedirectResponse(location: string, now: number): Response {
  return reusedRedirect(location, now);
}

function newRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, ...SECURITY_HEADERS } });
}

// A redirect to a stored URL is the same response for every scan of it, so one Response per destination is
// built once and returned to every scan. workerd sends a Response without changing it: it copies the status
// and headers out on each send, and a null body is never consumed, so one object can answer any number of
// requests (workerd's Response::send). Making a Response per scan costs the isolate a JS object, a native one
// and a copy of six headers, measurably more than reusing one (BENCHMARKS.md, "Redirect worker" has the
// figures). Nothing ever changes a reused
// Response. Only stored URLs are kept (a Location with a scanner's query is built per scan and forgotten, so
// scanners cannot fill this cache), and destinations no longer scanned are dropped after a while.
const reusedRedirects = new BoundedCache<Response>({ capacity: 10_000, ttlMs: 10 * 60_000 });

function reusedRedirect(location: string, now: number): Response {
  let response = reusedRedirects.get(location, now);
  if (!response) {
    response = newRedirect(location);
    reusedRedirects.set(location, response, now);
  }
  return response;
}

/** A branded domain's app-link file: JSON, never redirected (Apple and Android fetch it without following). */
export function appLinksResponse(json: string): Response {
  return new Response(json, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function notFoundResponse(reportUrl: string): Response {
  return page(
    404,
    "QR code not found",
    "This QR code does not exist. Check that the whole code was scanned.",
    reportUrl,
  );
}

/** The root of a branded domain without a root URL: a page that says what the address is, and nothing else. */
export function neutralResponse(reportUrl: string): Response {
  return page(200, "QR codes", "This address serves QR codes. Scan one to be taken to its page.", reportUrl);
}

const GONE_PAGES: Record<GoneReason, [title: string, message: string]> = {
  flagged: [
    "This link was reported as unsafe",
    "This QR code led to a site reported for phishing or malware, so it has been turned off. Do not enter passwords or payment details on a page it led you to.",
  ],
  disabled: ["QR code no longer active", "The owner of this QR code has turned it off."],
  not_started: ["QR code not active yet", "This QR code has not started yet. Please scan it again later."],
  expired: ["QR code expired", "This QR code has expired."],
  capped: ["QR code no longer active", "This QR code has reached its scan limit."],
  taken_down: [
    "QR code disabled for abuse",
    "This QR code was reported for abuse and has been disabled by the QR service. Do not trust a page it led you to.",
  ],
};

/** The page of a code that answers no destination; its report link names the code (by its id, from its record). */
export function goneResponse(reason: GoneReason, reportUrl: string, qrId: string): Response {
  const [title, message] = GONE_PAGES[reason];
  const report = reportUrl && `${reportUrl}?code=${encodeURIComponent(qrId)}`;
  // A flagged code is not gone: it is held back, and the page says why (no onward link).
  return page(reason === "flagged" ? 403 : 410, title, message, report);
}

export function unavailableResponse(reportUrl: string): Response {
  const response = page(503, "Temporarily unavailable", "Please scan the code again in a moment.", reportUrl);
  response.headers.set("Retry-After", "5");
  return response;
}

export function methodNotAllowedResponse(): Response {
  return new Response(null, { status: 405, headers: { Allow: "GET, HEAD", ...SECURITY_HEADERS } });
}

export function robotsResponse(): Response {
  return new Response("User-agent: *\nDisallow: /\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...SECURITY_HEADERS },
  });
}

export function healthResponse(): Response {
  return new Response('{"status":"ok"}', {
    headers: { "Content-Type": "application/json", ...SECURITY_HEADERS },
  });
}

/** Every page links to the public abuse report form (REPORT_URL; none when it is empty). */
function page(status: number, title: string, message: string, reportUrl: string): Response {
  const report = reportUrl && html`<p class="report"><a href="${reportUrl}">Report abuse</a></p>`;
  const body = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:20vh auto;padding:0 1rem;color:#222}.report{margin-top:3rem;font-size:.875rem}a{color:#1a56b8}</style></head><body><h1>${title}</h1><p>${message}</p>${report}</body></html>`;
  return new Response(String(body), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      ...SECURITY_HEADERS,
    },
  });
}
