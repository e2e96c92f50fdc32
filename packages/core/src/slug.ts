// The shape of a slug (the path segment a printed code carries) and the KV key it is stored under.

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 64;
const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A cheap shape check the redirect worker runs before any lookup: bad shapes are 404 without I/O. */
export function isSlugShaped(value: string): boolean {
  return value.length >= SLUG_MIN_LENGTH && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** The KV key of a slug's redirect record. */
export function kvKeyForSlug(slug: string): string {
  return `slug:${slug}`;
}
