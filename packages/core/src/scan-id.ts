// The scan id a tracked code's scan carries to its destination (`?qr_sid=`), for the customer's site to report a
// conversion with. It names the scan (code, event id, instant) and is signed by the redirect worker under
// SCAN_ID_SECRET, so the api worker knows a conversion's scan, its team and its age without waiting for the scan
// to reach the database, and nobody can make one up. `{qr_id}.{event uuid as hex}.{ms in base 36}.{mac}`, the
// MAC being the first 16 bytes of HMAC-SHA256 over the rest, in base64url.

export const SCAN_ID_PARAM = "qr_sid";

export interface ScanIdParts {
  qrId: string;
  /** The scan event's uuid, with its dashes. */
  id: string;
  at: number;
  /** The signed text, and the MAC that came with it. */
  payload: string;
  mac: string;
}

const SCAN_ID = /^(qr_[0-9a-z]{26})\.([0-9a-f]{32})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

/** The text a scan id signs. */
export function scanIdPayload(qrId: string, uuid: string, at: number): string {
  return `${qrId}.${uuid.replace(/-/g, "")}.${at.toString(36)}`;
}

/** A scan id's parts, or null when it is not one in form (its MAC is the api worker's to check). */
export function parseScanId(text: string): ScanIdParts | null {
  const match = SCAN_ID.exec(text);
  if (!match) return null;
  const [, qrId = "", hex = "", at36 = "", mac = ""] = match;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { qrId, id, at: Number.parseInt(at36, 36), payload: `${qrId}.${hex}.${at36}`, mac };
}
