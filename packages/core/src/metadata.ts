// A QR code's metadata: free-form key/value pairs a team uses to find and group its codes (an asset id, a
// table number). Bounded so that a code's row, its list filters and a bulk export stay small.

export const METADATA_MAX_KEYS = 50;
export const METADATA_MAX_BYTES = 4096;
export const METADATA_KEY_MAX_LENGTH = 40;
export const METADATA_KEY_PATTERN = /^[A-Za-z0-9_.:-]+$/;
export const METADATA_STRING_MAX_LENGTH = 500;

export type MetadataValue = string | number | boolean;

export const METADATA_LIMIT_RULE = `metadata holds at most ${METADATA_MAX_KEYS} keys and ${METADATA_MAX_BYTES} bytes`;

/** Whether a whole metadata object (after a merge) fits the limits. */
export function metadataWithinLimits(metadata: Record<string, unknown>): boolean {
  return (
    Object.keys(metadata).length <= METADATA_MAX_KEYS &&
    new TextEncoder().encode(JSON.stringify(metadata)).length <= METADATA_MAX_BYTES
  );
}
