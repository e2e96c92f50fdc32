// Slugs: the path segment a printed code carries. Their shape, the words kept back, and how random ones are
// made.
import { randomBase62 } from "./random.ts";

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 64;
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const SLUG_RULE = `${SLUG_MIN_LENGTH}-${SLUG_MAX_LENGTH} letters, digits, - or _, starting with a letter or digit`;

/** A cheap shape check the redirect worker runs before any lookup: bad shapes are 404 without I/O. */
export function isSlugShaped(value: string): boolean {
  return value.length >= SLUG_MIN_LENGTH && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** Paths the scan host serves itself or may serve one day; never given to a code. Compared case-insensitively. */
export const RESERVED_SLUGS = new Set([
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "dashboard",
  "docs",
  "favicon.ico",
  "health",
  "healthz",
  "help",
  "login",
  "logout",
  "metrics",
  "qr",
  "robots.txt",
  "signin",
  "signup",
  "static",
  "status",
  "support",
  "v1",
  "v2",
  "well-known",
  "www",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

export const RANDOM_SLUG_LENGTH = 10; // ~59.5 bits: unguessable, and short enough to keep the QR code sparse

/** A random URL-safe slug. */
export function randomSlug(): string {
  return randomBase62(RANDOM_SLUG_LENGTH);
}
