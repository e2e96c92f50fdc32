// Every destination a request gives a code (its URL, rules, fallback, schedules, a restored version, a bulk row)
// is screened by the URL-reputation service (web-risk.ts) before anything is written: qr/destination.ts starts the
// lookup as it checks the URL, and the request's statements wait for it (`hold`, packages/db http.ts), so no path
// can write a URL without it. A reported URL is a 422 `destination_blocked`, and it is recorded as unsafe (in the
// background), so the database refuses it everywhere from then on and the cron flags codes that already lead there.
// Verdicts are remembered by the isolate; a lookup that fails lets the write through (the cron looks again), and
// at most MAX_LOOKUPS_PER_REQUEST new URLs are looked up per request (a bulk's others are left to the cron).

import { BoundedCache } from "@qr/core/bounded-cache";
import { machineTime } from "@qr/core/clock";
import { ApiError } from "../../http/errors/api-error.ts";

import { lookUpUrl, type Verdict, type WebRiskSettings } from "./web-risk.ts";

const MAX_LOOKUPS_PER_REQUEST = 20;
const verdicts = new BoundedCache<Exclude<Verdict, { kind: "unknown" }>>({ capacity: 20_000 });

/** What checking a destination needs: the service's own scan host (never a destination), and the screen. */
export interface DestinationCheck {
  scanBaseUrl: string;
  /** Starts screening a checked URL; the request's writes wait for it. */
  screen(url: string): void;
}

export interface ScreenOptions {
  settings: WebRiskSettings | null;
  /** Makes the request's statements wait for a check, and fail with its error. */
  hold(check: Promise<unknown>): void;
  /** Records a reported URL (after the answer). */
  recordUnsafe(url: string, reason: string): void;
}

/** A request's screen: each URL is looked up once, a remembered verdict is used while it lasts. */
export function destinationScreen({ settings, hold, recordUnsafe }: ScreenOptions): (url: string) => void {
  const screened = new Set<string>();
  let lookups = 0;
  return (url) => {
    if (!settings || screened.has(url)) return;
    screened.add(url);
    const known = verdicts.get(url);
    if (known && known.until > machineTime()) {
      if (known.kind === "unsafe") hold(Promise.reject(refused(url, known.reason)));
      return;
    }
    if (lookups++ >= MAX_LOOKUPS_PER_REQUEST) return;
    hold(
      lookUpUrl(settings, url).then((verdict) => {
        if (verdict.kind === "unknown") return;
        verdicts.set(url, verdict);
        if (verdict.kind === "unsafe") {
          recordUnsafe(url, verdict.reason);
          throw refused(url, verdict.reason);
        }
      }),
    );
  };
}

function refused(url: string, reason: string): ApiError {
  return new ApiError("destination_blocked", `Refused: the destination ${url} (${reason}) is blocked.`);
}
