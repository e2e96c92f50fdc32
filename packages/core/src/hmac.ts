// HMAC-SHA256 under a text secret, the one way the workers sign what they hand out and later take back (scan ids,
// MCP sessions): keys imported once per secret, MACs compared in time independent of where they differ.
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

export async function hmacSha256(secret: string, text: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, key);
  }
  return new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(text)));
}

/** Compares two MACs (as text) in time independent of where they first differ. */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
