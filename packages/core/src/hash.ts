// SHA-256 as lowercase hex, for secrets with enough entropy (API keys, invitation tokens) and request hashes.
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Lowercase hex of a digest or MAC (runs on every scan: a table lookup per byte, no intermediate arrays). */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = "";
  for (const byte of view) hex += HEX_BYTES[byte];
  return hex;
}
