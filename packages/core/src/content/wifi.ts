// The Wi-Fi network QR format every phone camera reads (ZXing's `WIFI:` format, which Android and iOS follow):
// `WIFI:T:<WPA|WEP|nopass>;S:<ssid>;P:<password>;H:true;;`, with `\`, `;`, `,`, `"` and `:` escaped by a backslash.
import type { WifiContent } from "./types.ts";

const SPECIAL = /[\\;,":]/g;

export function escapeWifiText(text: string): string {
  return text.replace(SPECIAL, (ch) => `\\${ch}`);
}

export function wifiPayloadOf(wifi: WifiContent): string {
  const security = wifi.security === "none" ? "nopass" : wifi.security;
  const parts = [`T:${security}`, `S:${escapeWifiText(wifi.ssid)}`];
  if (wifi.security !== "none" && wifi.password) parts.push(`P:${escapeWifiText(wifi.password)}`);
  if (wifi.hidden) parts.push("H:true");
  return `WIFI:${parts.join(";")};;`;
}
