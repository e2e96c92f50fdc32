import { describe, expect, it } from "vitest";
import { isId, newId } from "../src/ids.ts";
import { parseRedirectRecord, redirectKey } from "../src/redirect-record.ts";
import { parseScanEvent, type ScanEvent } from "../src/scan-event.ts";
import {
  groupForSendBatch,
  MAX_EVENTS_PER_MESSAGE,
  MESSAGE_BUDGET_BYTES,
  packScanEvents,
  SEND_BATCH_BUDGET_BYTES,
  scanEventsOfMessage,
} from "../src/scan-message.ts";
import { isSlugShaped } from "../src/slug.ts";

describe("ids", () => {
  it("are prefixed, recognisable and sort by creation time", () => {
    const first = newId("qr", 1_700_000_000_000);
    const second = newId("qr", 1_700_000_000_001);
    expect(first).toMatch(/^qr_[0-9a-z]{26}$/);
    expect(isId("qr", first)).toBe(true);
    expect(isId("team", first)).toBe(false);
    expect(first < second).toBe(true);
  });
});

describe("slugs", () => {
  it("accepts URL-safe slugs and refuses everything else before any lookup", () => {
    expect(isSlugShaped("abc")).toBe(true);
    expect(isSlugShaped("Menu-2026_v2")).toBe(true);
    for (const bad of ["", "ab", "-abc", "a/b", "a b", "é-abc", "x".repeat(65), "abc%20", "abc\r\n"]) {
      expect(isSlugShaped(bad)).toBe(false);
    }
    expect(redirectKey(null, "abc")).toBe("slug:abc");
  });
});

describe("redirect record", () => {
  const record = {
    v: 1,
    qr_id: "qr_1",
    team_id: "team_1",
    url: "https://example.com/",
    status: "active",
    forward_query: false,
    version: 3,
  };

  it("parses a valid record", () => {
    expect(parseRedirectRecord(JSON.stringify(record))).toEqual(record);
  });

  it("treats missing, malformed or other-version records as absent", () => {
    expect(parseRedirectRecord(null)).toBeNull();
    expect(parseRedirectRecord("{not json")).toBeNull();
    expect(parseRedirectRecord(JSON.stringify({ ...record, v: 2 }))).toBeNull();
    expect(parseRedirectRecord(JSON.stringify({ ...record, status: "weird" }))).toBeNull();
  });
});

describe("scan event", () => {
  const event: ScanEvent = {
    v: 1,
    id: crypto.randomUUID(),
    slug: "abc",
    qr_id: "qr_1",
    team_id: "team_1",
    ts: new Date().toISOString(),
    country: "DE",
    colo: "FRA",
    ua: "Mozilla/5.0",
    referer_host: null,
    lang: "de-DE",
    visitor: "a".repeat(64),
    bot: false,
    ch_mobile: null,
    ch_platform: null,
  };

  it("parses a valid event and refuses oversized or malformed ones", () => {
    expect(parseScanEvent(event)).toEqual(event);
    expect(parseScanEvent({ ...event, ua: "x".repeat(513) })).toBeNull();
    expect(parseScanEvent({ ...event, id: "not-a-uuid" })).toBeNull();
    expect(parseScanEvent({ ...event, visitor: "203.0.113.9" })).toBeNull();
    expect(parseScanEvent("garbage")).toBeNull();
  });

  it("refuses what PostgreSQL cannot store, in every text field and the instant", () => {
    for (const field of [
      "slug",
      "qr_id",
      "team_id",
      "colo",
      "ua",
      "referer_host",
      "lang",
      "ch_platform",
      "answered_by",
    ]) {
      for (const bad of ["a\u0000", "\ud800"]) expect(parseScanEvent({ ...event, [field]: bad })).toBeNull();
    }
    expect(parseScanEvent({ ...event, country: "D\u0000" })).toBeNull();
    expect(parseScanEvent({ ...event, ts: "1900-01-01T00:00:00Z" })).toBeNull();
    expect(parseScanEvent({ ...event, answered_by: "default", ch_platform: "Android" })).not.toBeNull();
  });

  it("reads a message of many events and counts what is not an event; anything but a JSON array is malformed", () => {
    const message = (entries: unknown[]) => JSON.stringify(entries);
    expect(scanEventsOfMessage(message([event, "garbage", { ...event, id: "x" }, event]))).toEqual({
      events: [event, event],
      malformed: 2,
    });
    expect(scanEventsOfMessage(message([]))).toEqual({ events: [], malformed: 0 });
    const oversized = Array.from({ length: MAX_EVENTS_PER_MESSAGE + 5 }, () => event);
    expect(scanEventsOfMessage(message(oversized))).toMatchObject({ malformed: 5 });
    for (const other of [JSON.stringify(event), "[{not json", [event], event, null]) {
      expect(scanEventsOfMessage(other)).toEqual({ events: [], malformed: 1 });
    }
  });

  it("packs events in order into as few messages as the event count and byte budget allow", () => {
    expect(packScanEvents([])).toEqual([]);
    expect(packScanEvents([event])).toEqual([
      { body: `[${JSON.stringify(event)}]`, events: 1, bytes: utf8Bytes(JSON.stringify(event)) + 2 },
    ]);
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...event, slug: `menu-${i}` }));
    const messages = packScanEvents(many);
    expect(messages.flatMap((message) => JSON.parse(message.body))).toEqual(many);
    for (const message of messages) {
      expect(scanEventsOfMessage(message.body)).toMatchObject({ malformed: 0 });
      expect(JSON.parse(message.body)).toHaveLength(message.events);
      expect(message.events).toBeLessThanOrEqual(MAX_EVENTS_PER_MESSAGE);
    }
    const bytes = messages.map((message) => utf8Bytes(message.body));
    for (const size of bytes) expect(size).toBeLessThanOrEqual(MESSAGE_BUDGET_BYTES);
    for (const size of bytes.slice(0, -1)) expect(size).toBeGreaterThan(MESSAGE_BUDGET_BYTES - 500);
    // Non-ASCII user agents count in UTF-8 bytes, not characters.
    const wide = { ...event, ua: "漢".repeat(500) };
    const packed = packScanEvents(Array.from({ length: 100 }, () => wide));
    expect(packed.reduce((sum, message) => sum + message.events, 0)).toBe(100);
    for (const message of packed) expect(utf8Bytes(message.body)).toBeLessThanOrEqual(MESSAGE_BUDGET_BYTES);
    expect(packed.length).toBeGreaterThan(1);
  });

  it("gives each message its exact UTF-8 size, and groups messages into sendBatch calls within the limits", () => {
    const wide = { ...event, ua: "é漢".repeat(200) };
    const messages = packScanEvents(Array.from({ length: 400 }, (_, i) => (i % 2 ? wide : event)));
    for (const message of messages) expect(message.bytes).toBe(utf8Bytes(message.body));
    const calls = groupForSendBatch(messages);
    expect(calls.flat()).toEqual(messages);
    for (const call of calls) {
      expect(call.reduce((sum, message) => sum + message.bytes, 0)).toBeLessThanOrEqual(
        SEND_BATCH_BUDGET_BYTES,
      );
      expect(call.length).toBeLessThanOrEqual(100);
    }
    expect(calls.length).toBeLessThan(messages.length);
    const tiny = Array.from({ length: 250 }, () => ({ body: "[]", events: 0, bytes: 2 }));
    expect(groupForSendBatch(tiny).map((call) => call.length)).toEqual([100, 100, 50]);
    expect(groupForSendBatch([])).toEqual([]);
  });
});

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
