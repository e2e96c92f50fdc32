// What a code's printed QR holds: its short URL, so its destination can change after printing (a GS1 code's with
// its data attributes in the query); or, for a static type, the content itself (a Wi-Fi network), which no scan
// of ours sees and no change can reach.
import { isGs1Content, isWifiContent } from "@qr/core/content/types";
import { wifiPayloadOf } from "@qr/core/content/wifi";
import { gs1UriOf } from "@qr/core/gs1/digital-link";
import type { QrCodeRow } from "@qr/db";

export function qrContentOf(row: Pick<QrCodeRow, "type" | "content">, shortUrl: string): string {
  if (row.type === "gs1" && isGs1Content(row.content)) return gs1UriOf(shortUrl, row.content.attributes);
  if (row.type !== "wifi") return shortUrl;
  if (!isWifiContent(row.content)) throw new Error("a Wi-Fi code's stored content names no network");
  return wifiPayloadOf(row.content);
}
