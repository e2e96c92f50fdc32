// What a code's printed QR holds: its short URL, so its destination can change after printing; or, for a static
// type, the content itself (a Wi-Fi network), which no scan of ours sees and no change can reach.
import type { WifiContent } from "@qr/core/content/types";
import { wifiPayloadOf } from "@qr/core/content/wifi";
import type { QrCodeRow } from "@qr/db";

export function qrContentOf(row: Pick<QrCodeRow, "type" | "content">, shortUrl: string): string {
  return row.type === "wifi" && row.content ? wifiPayloadOf(row.content as unknown as WifiContent) : shortUrl;
}
