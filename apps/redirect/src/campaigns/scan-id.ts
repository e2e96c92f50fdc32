// A tracked code's redirect carries its scan's id to the destination (`?qr_sid=`, @qr/core/scan-id), signed here
// so the api worker can trust the conversion the destination's site reports with it. Only tracked codes pay for
// the MAC and the URL rewrite; without SCAN_ID_SECRET, scans go out without one (said once in the log).
import { toBase64Url } from "@qr/core/base64";
import { SCAN_ID_PARAM, scanIdPayload } from "@qr/core/scan-id";
import { hmac } from "fast-sha256";

const encoder = new TextEncoder();
let warned = false;

/** A new scan id for the scan at `at` of `qrId`: the event's uuid and the signed text; null without a secret. */
export function newScanId(
  secret: string | undefined,
  qrId: string,
  at: number,
): { id: string; token: string } | null {
  if (!secret) {
    if (!warned) console.error(JSON.stringify({ msg: "SCAN_ID_SECRET is not set; scans carry no qr_sid" }));
    warned = true;
    return null;
  }
  const id = crypto.randomUUID();
  const payload = scanIdPayload(qrId, id, at);
  const mac = hmac(encoder.encode(secret), encoder.encode(payload)).subarray(0, 16);
  return { id, token: `${payload}.${toBase64Url(mac)}` };
}

/** The Location with the scan id set (replacing one the destination carried: ours names this scan). */
export function withScanId(location: string, token: string): string {
  const url = new URL(location);
  url.searchParams.set(SCAN_ID_PARAM, token);
  return url.href;
}
