// A scan event of a code as the redirect worker would queue it (a Pixel in the Netherlands, now, a new visitor),
// for tests that feed the consumer directly, and how they feed it.
import { randomUUID } from "node:crypto";
import type { ScanEvent } from "@qr/core/scan-event";
import { eventually, type TestStack } from "@qr/local/test-harness";
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

/** Sends the events as the redirect worker does (messages of up to 100) and waits until the consumer stored all. */
export async function ingestScanEvents(stack: TestStack, events: ScanEvent[]) {
  const queue = await stack.workers.mf.getQueueProducer("SCAN_EVENTS", "qr-redirect");
  for (let i = 0; i < events.length; i += 100)
    await queue.send(JSON.stringify(events.slice(i, i + 100)), { contentType: "text" });
  const [codes, ids] = [[...new Set(events.map((e) => e.qr_id))], events.map((e) => e.id)];
  await eventually(async () => {
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from scan_events where qr_id = any($1) and id = any($2::uuid[])",
      [codes, ids],
    );
    return rows[0].n === ids.length ? true : undefined;
  });
}
