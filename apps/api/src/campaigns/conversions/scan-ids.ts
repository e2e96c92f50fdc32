// Checks a reported conversion's scan id (`qr_sid`, @qr/core/scan-id): signed by the redirect worker under
// SCAN_ID_SECRET, so a conversion names a real scan of a tracked code without waiting for that scan to be stored.
import { toBase64Url } from "@qr/core/base64";
import { hmacSha256, sameMac } from "@qr/core/hmac";
import { parseScanId, type ScanIdParts } from "@qr/core/scan-id";

/** The scan the id names, when its MAC is the redirect worker's; null for anything else. */
export async function verifiedScanId(secret: string, text: string): Promise<ScanIdParts | null> {
  const parts = parseScanId(text);
  if (!parts) return null;
  const mac = await hmacSha256(secret, parts.payload);
  return sameMac(toBase64Url(mac.subarray(0, 16)), parts.mac) ? parts : null;
}
