// API key secrets: format, checksum and hashing. A key is `qrk_` + 30 base62 random characters (~178 bits)
// + a 6-character base62 CRC32 of them, so a mistyped key is refused without touching the database.
import { crc32 } from "./crc32.ts";
import { sha256Hex } from "./hash.ts";
import { BASE62, randomBase62 } from "./random.ts";

export const API_KEY_PREFIX = "qrk_";
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

export interface GeneratedApiKey {
  /** The secret, shown to its owner once and never stored. */
  secret: string;
  /** What may be shown later to recognise the key: `qrk_AbCd…wxyz`. */
  hint: string;
}

export function generateApiKey(): GeneratedApiKey {
  const random = randomBase62(RANDOM_LENGTH);
  const secret = `${API_KEY_PREFIX}${random}${checksumOf(random)}`;
  return { secret, hint: hintOf(secret) };
}

/** Format and checksum check; true does not mean the key exists. */
export function isWellFormedApiKey(secret: string): boolean {
  if (!API_KEY_PATTERN.test(secret)) return false;
  const body = secret.slice(API_KEY_PREFIX.length);
  return checksumOf(body.slice(0, RANDOM_LENGTH)) === body.slice(RANDOM_LENGTH);
}

/** SHA-256 (hex) of the secret: keys carry enough entropy that a fast hash is the right one. */
export function hashApiKey(secret: string): Promise<string> {
  return sha256Hex(secret);
}

export function hintOf(secret: string): string {
  return `${secret.slice(0, API_KEY_PREFIX.length + 4)}…${secret.slice(-4)}`;
}

function checksumOf(text: string): string {
  let value = crc32(new TextEncoder().encode(text));
  let out = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62.charAt(value % 62) + out;
    value = Math.floor(value / 62);
  }
  return out;
}
