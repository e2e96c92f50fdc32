// SHA-256 as lowercase hex, for secrets with enough entropy (API keys, invitation tokens) and request hashes.
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const HEX_DIGITS = new TextEncoder().encode("0123456789abcdef");
const decoder = new TextDecoder();
let hexScratch = new Uint8Array(64);

/**
 * Lowercase hex of a digest or MAC. It runs on every scan, so it makes exactly one string: the digits are
 * written into a reused buffer and decoded once (appending two-digit strings made ~30 intermediate strings).
 */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (hexScratch.length !== view.length * 2) hexScratch = new Uint8Array(view.length * 2);
  for (let i = 0; i < view.length; i++) {
    const byte = view[i] as number;
    hexScratch[2 * i] = HEX_DIGITS[byte >> 4] as number;
    hexScratch[2 * i + 1] = HEX_DIGITS[byte & 15] as number;
  }
  return decoder.decode(hexScratch);
}
