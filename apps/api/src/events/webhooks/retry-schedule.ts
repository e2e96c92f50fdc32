// When a failed delivery is tried again: Svix's schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h after each
// failure) with ±10 % jitter, so the retries of a burst do not all arrive at once; or when the receiver's
// Retry-After says (at most 10 hours: a receiver cannot park a delivery for days). After the last step, the
// delivery has failed.
import { machineTime } from "@qr/core/clock";
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Attempts a delivery gets in all: the first and one per step. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * Milliseconds until the next attempt after attempt `attempt` (1-based) failed, or null when it was the last.
 * `retryAfter` is the answer's Retry-After header; `random` a number in [0, 1).
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, random: number): number | null {
  const step = RETRY_DELAYS_MS[attempt - 1];
  if (step === undefined) return null;
  const asked = retryAfterMs(retryAfter);
  if (asked !== undefined) return Math.min(asked, LONGEST_DELAY_MS);
  return Math.round(step * (0.9 + 0.2 * random));
}

const LONGEST_DELAY_MS = Math.max(...RETRY_DELAYS_MS);

/** Retry-After in milliseconds: seconds, or an HTTP date. */
function retryAfterMs(value: string | null, now = machineTime()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
