// What a code's printed QR holds: its short URL, so its destination can change after printing; or, for a static
// type, the content itself (a Wi-Fi network), which no scan of ours sees and no change can reach.
import { isWifiContent } from "@qr/core/content/types";
import { wifiPayloadOf } from "@qr/core/content/wifi";
import type { QrCodeRow } from "@qr/db";

export function qrContentOf(row: Pick<QrCodeRow, "type" | "content">, shortUrl: string): string {
  if (row.type !== "wifi") return shortUrl;
  if (!isWifiContent(row.content)) throw new Error("a Wi-Fi code's stored content names no network");
  return wifiPayloadOf(row.content);
}
