// A scan event of a code as the redirect worker would queue it (a Pixel in the Netherlands, now, a new visitor),
// for tests that feed the consumer directly.
import { randomUUID } from "node:crypto";
import type { ScanEvent } from "@qr/core/scan-event";
import type { QrCodeBody } from "./api.ts";

const PIXEL_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

export function scanEvent(code: QrCodeBody, overrides: Partial<ScanEvent> = {}): ScanEvent {
  return {
    v: 1,
    id: randomUUID(),
    slug: code.slug,
    qr_id: code.id,
    team_id: code.team_id,
    ts: new Date().toISOString(),
    country: "NL",
    colo: "AMS",
    ua: PIXEL_UA,
    referer_host: null,
    lang: "nl-NL",
    visitor: randomUUID().replaceAll("-", "").padEnd(64, "0"),
    bot: false,
    ch_mobile: null,
    ch_platform: null,
    ...overrides,
  };
}
