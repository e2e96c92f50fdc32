// Wrong passwords per code and address, kept in the isolate: five in ten minutes and the next try waits. A busy
// code is answered by many isolates, so a patient guesser gets five tries per isolate it reaches, each a PBKDF2
// check: slow, and never a password in clear anywhere.
import { BoundedCache } from "@qr/core/bounded-cache";

const WINDOW_MS = 10 * 60_000;
const MOST_TRIES = 5;
const tries = new BoundedCache<number[]>({ capacity: 10_000, ttlMs: WINDOW_MS });

export function failedTries(visitor: string, now: number): { blocked: boolean; retryAfterSeconds: number } {
  const recent = (tries.get(visitor) ?? []).filter((at) => at > now - WINDOW_MS);
  const oldest = recent[0] ?? now;
  return {
    blocked: recent.length >= MOST_TRIES,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
  };
}

export function recordFailedTry(visitor: string, now: number): void {
  const recent = (tries.get(visitor) ?? []).filter((at) => at > now - WINDOW_MS);
  tries.set(visitor, [...recent, now]);
}
