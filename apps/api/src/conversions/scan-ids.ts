// Checks a reported conversion's scan id (`qr_sid`, @qr/core/scan-id): signed by the redirect worker under
// SCAN_ID_SECRET, so a conversion names a real scan of a tracked code without waiting for that scan to be stored.
import { toBase64Url } from "@qr/core/base64";
import { parseScanId, type ScanIdParts } from "@qr/core/scan-id";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The scan the id names, when its MAC is the redirect worker's; null for anything else. */
export async function verifiedScanId(secret: string, text: string): Promise<ScanIdParts | null> {
  const parts = parseScanId(text);
  if (!parts) return null;
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key, encoder.encode(parts.payload)));
  return sameText(toBase64Url(mac.subarray(0, 16)), parts.mac) ? parts : null;
}

/** Compares in time independent of where two MACs first differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
