// The scan path's pure steps, without a runtime: route, decide, bot flag, scan event.
import { createHmac } from "node:crypto";
import type { RedirectRecord } from "@qr/core/redirect-record";
import type { Scanner } from "@qr/core/routing";
import { parseScanEvent } from "@qr/core/scan-event";
import { MAX_EVENTS_PER_MESSAGE, MESSAGE_BUDGET_BYTES, packScanEvents } from "@qr/core/scan-message";
import { describe, expect, it } from "vitest";
import { isBot } from "../src/bots.ts";
import { decide } from "../src/decide.ts";
import { pathAndQuery, routeOf } from "../src/route.ts";
import { buildScanEvent, captureScan } from "../src/scan-event.ts";

const record: RedirectRecord = {
  v: 1,
  qr_id: "qr_1",
  team_id: "team_1",
  url: "https://example.com/menu?lang=en",
  status: "active",
  forward_query: false,
  version: 1,
};

const DEFAULT_ANSWER = { answeredBy: "default", version: 1 };
const NOW = Date.parse("2026-11-21T10:00:00Z");
/** A scanner nothing is known of: a code without rules never asks. */
const NO_SCANNER: Scanner = {
  country: () => null,
  device: () => null,
  os: () => null,
  language: () => null,
  bucket: () => 0,
  pastLimit: () => false,
};

describe("pathAndQuery", () => {
  it("cuts the path and the raw query from an absolute URL, as the URL parser would", () => {
    for (const url of [
      "https://qr.example/menu-2026",
      "https://qr.example/menu-2026?utm_source=poster&lang=de",
      "http://127.0.0.1:8787/menu-2026?a=%20b&a=c",
      "https://qr.example/menu-2026?",
      "https://qr.example/",
      "https://qr.example/a/b?x=1#top",
      "https://qr.example/menu#frag?not-a-query",
    ]) {
      const parsed = new URL(url);
      expect(pathAndQuery(url)).toEqual({ pathname: parsed.pathname, query: parsed.search.slice(1) });
    }
  });

  it("leaves encoded or dotted paths as they are, so they stay malformed", () => {
    expect(pathAndQuery("https://qr.example/a/../menu").pathname).toBe("/a/../menu");
    expect(routeOf("GET", pathAndQuery("https://qr.example/%6Denu").pathname)).toEqual({ kind: "not-found" });
  });
});

describe("routeOf", () => {
  it("routes slugs, robots.txt and the health check", () => {
    expect(routeOf("GET", "/menu-2026")).toEqual({ kind: "scan", slug: "menu-2026" });
    expect(routeOf("HEAD", "/menu-2026")).toEqual({ kind: "scan", slug: "menu-2026" });
    expect(routeOf("GET", "/menu-2026/")).toEqual({ kind: "scan", slug: "menu-2026" });
    expect(routeOf("GET", "/robots.txt")).toEqual({ kind: "robots" });
    expect(routeOf("GET", "/_health")).toEqual({ kind: "health" });
  });

  it("answers malformed slugs and favicon.ico as not found, without a lookup", () => {
    expect(routeOf("GET", "/")).toEqual({ kind: "root" }); // a branded domain's root; the scan host's is a 404
    for (const path of [
      "//",
      "/menu-2026//",
      "//menu-2026",
      "/favicon.ico",
      "/a/b",
      `/${"x".repeat(65)}`,
      "/%0d%0aSet-Cookie:x",
      "/.env",
    ]) {
      expect(routeOf("GET", path)).toEqual({ kind: "not-found" });
    }
  });

  it("refuses methods other than GET and HEAD", () => {
    expect(routeOf("POST", "/menu-2026")).toEqual({ kind: "method-not-allowed" });
  });
});

describe("decide", () => {
  it("redirects an active code to exactly its stored URL", () => {
    expect(decide(record, NO_SCANNER, "lang=de&x=1", NOW)).toEqual({
      kind: "redirect",
      location: "https://example.com/menu?lang=en",
      scanQueryAdded: false,
      ...DEFAULT_ANSWER,
    });
  });

  it("forwards the scanner's query when asked, never overriding stored parameters", () => {
    const forwarding = { ...record, forward_query: true };
    expect(decide(forwarding, NO_SCANNER, "lang=de&utm_source=poster", NOW)).toEqual({
      kind: "redirect",
      location: "https://example.com/menu?lang=en&utm_source=poster",
      scanQueryAdded: true,
      ...DEFAULT_ANSWER,
    });
    expect(decide(forwarding, NO_SCANNER, "", NOW)).toEqual({
      kind: "redirect",
      location: record.url,
      scanQueryAdded: false,
      ...DEFAULT_ANSWER,
    });
    expect(decide(forwarding, NO_SCANNER, "q=a%20b+c&e=%F0%9F%98%80", NOW)).toEqual({
      kind: "redirect",
      location: "https://example.com/menu?lang=en&q=a+b+c&e=%F0%9F%98%80",
      scanQueryAdded: true,
      ...DEFAULT_ANSWER,
    });
  });

  it("falls back to the stored URL when forwarding would make the Location absurdly long", () => {
    const forwarding = { ...record, forward_query: true };
    const decision = decide(forwarding, NO_SCANNER, `junk=${"x".repeat(5000)}`, NOW);
    expect(decision).toEqual({
      kind: "redirect",
      location: record.url,
      scanQueryAdded: false,
      ...DEFAULT_ANSWER,
    });
  });

  it("answers gone for disabled or deleted codes and not found without a record", () => {
    expect(decide({ ...record, status: "disabled" }, NO_SCANNER, "", NOW)).toEqual({
      kind: "gone",
      reason: "disabled",
    });
    expect(decide({ ...record, status: "deleted" }, NO_SCANNER, "", NOW)).toEqual({
      kind: "gone",
      reason: "disabled",
    });
    expect(decide(null, NO_SCANNER, "", NOW)).toEqual({ kind: "not-found" });
  });
});

describe("isBot", () => {
  it("flags crawlers, previewers, scripts and HEAD requests, not phones", () => {
    expect(isBot("GET", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(
      true,
    );
    expect(isBot("GET", "facebookexternalhit/1.1")).toBe(true);
    expect(isBot("GET", "curl/8.5.0")).toBe(true);
    expect(isBot("GET", "")).toBe(true);
    expect(isBot("HEAD", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)")).toBe(true);
    expect(isBot("GET", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)")).toBe(false);
  });

  it.each([
    "node",
    "undici",
    "Deno/1.46.3",
    "Bun/1.1.30",
    "Python/3.12 aiohttp/3.10.5",
    "Go-http-client/2.0",
    "Java/21.0.4",
    "python-requests/2.32.3",
    "okhttp/4.12.0",
  ])("flags the scripted client %s", (ua) => {
    expect(isBot("GET", ua)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  ])("counts the browser %s as a person", (ua) => {
    expect(isBot("GET", ua)).toBe(false);
  });
});

describe("buildScanEvent", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const request = (headers: Record<string, string>) =>
    Object.assign(new Request("https://scan.example/menu", { headers }), {
      cf: { country: "DE", regionCode: "BE", colo: "FRA" },
    });
  const eventOf = (scanned: Request, at = now, slug = "menu", of: RedirectRecord = record) =>
    buildScanEvent(captureScan(scanned, slug, of, DEFAULT_ANSWER, at.getTime()), "secret");

  it("keeps only allowlisted, capped fields and never the IP", async () => {
    const event = eventOf(
      request({
        "User-Agent": `Mozilla/5.0 ${"A".repeat(600)}`,
        "CF-Connecting-IP": "198.51.100.23",
        Referer: "https://news.example.org/story?id=1",
        "Accept-Language": "de-DE,de;q=0.9",
        Cookie: "session=secret",
      }),
    );
    expect(parseScanEvent(event)).toEqual(event);
    expect(event.ua).toHaveLength(512);
    expect(event).toMatchObject({
      country: "DE",
      region: "BE",
      colo: "FRA",
      referer_host: "news.example.org",
      lang: "de-DE",
    });
    expect(JSON.stringify(event)).not.toMatch(/198\.51\.100\.23|secret/);
  });

  it("gives the same visitor the same hash within a day and a different one the next day", async () => {
    const headers = { "User-Agent": "UA", "CF-Connecting-IP": "198.51.100.23" };
    const a = eventOf(request(headers));
    const b = eventOf(request(headers), new Date("2026-11-21T23:59:00Z"));
    const c = eventOf(request(headers), new Date("2026-11-22T00:00:01Z"));
    expect(a.visitor).toBe(b.visitor);
    expect(a.visitor).not.toBe(c.visitor);
  });

  it("drops header values that are not what they claim to be", async () => {
    const event = eventOf(request({ Referer: "not a url", "Accept-Language": "<script>" }));
    expect(event.referer_host).toBeNull();
    expect(event.lang).toBeNull();
  });

  it("computes the visitor as HMAC(HMAC(secret, UTC day), ip + newline + user agent)", () => {
    const event = eventOf(request({ "User-Agent": "UA", "CF-Connecting-IP": "198.51.100.23" }));
    const dayKey = createHmac("sha256", "secret").update("2026-11-21").digest();
    expect(event.visitor).toBe(createHmac("sha256", dayKey).update("198.51.100.23\nUA").digest("hex"));
  });

  it("gives each visitor its own HMAC when many are hashed one after another (the scratch state is reused)", () => {
    const dayKey = createHmac("sha256", "secret").update("2026-11-21").digest();
    const visitors = [
      ["198.51.100.23", "UA"],
      ["2001:db8::1", `Mozilla/5.0 ${"é".repeat(300)}`],
      ["", ""],
      ["198.51.100.23", "UA"],
    ];
    for (const [ip = "", ua = ""] of visitors) {
      const event = eventOf(request({ "User-Agent": ua, "CF-Connecting-IP": ip }));
      expect(event.visitor).toBe(createHmac("sha256", dayKey).update(`${ip}\n${ua}`).digest("hex"));
    }
  });

  it("keys the day's HMAC with secrets of any length (a key longer than SHA-256's block is hashed first)", () => {
    const scan = captureScan(
      request({ "User-Agent": "UA", "CF-Connecting-IP": "198.51.100.23" }),
      "menu",
      record,
      DEFAULT_ANSWER,
      now.getTime(),
    );
    for (const secret of ["k", "k".repeat(63), "k".repeat(64), "k".repeat(65), "ü".repeat(100)]) {
      const dayKey = createHmac("sha256", secret).update("2026-11-21").digest();
      expect(buildScanEvent(scan, secret).visitor).toBe(
        createHmac("sha256", dayKey).update("198.51.100.23\nUA").digest("hex"),
      );
    }
  });

  it("captures plain, capped data only, so a scan can wait in a batch after its request is gone", () => {
    const scan = captureScan(
      request({ "User-Agent": "UA", Referer: `https://example.org/${"x".repeat(5000)}` }),
      "menu",
      record,
      DEFAULT_ANSWER,
      now.getTime(),
    );
    expect(JSON.parse(JSON.stringify(scan))).toEqual(scan);
    expect(scan.referer?.length).toBe(2048);
    expect(buildScanEvent(scan, "secret").referer_host).toBe("example.org");
  });

  it("packs the largest possible events into queue messages within the budget (under the queue's 128 KB)", () => {
    const longest: RedirectRecord = { ...record, qr_id: "q".repeat(64), team_id: "t".repeat(64) };
    const event = eventOf(
      Object.assign(
        new Request("https://scan.example/menu", {
          headers: {
            // Quotes and backslashes double when JSON-escaped; Latin-1 letters take two bytes in UTF-8.
            "User-Agent": '"\\'.repeat(200) + "é".repeat(200),
            Referer: `https://${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}/`,
            "Accept-Language": `${"a".repeat(8)}-${"b".repeat(8)}-${"c".repeat(8)}-${"d".repeat(8)}`,
            "Sec-CH-UA-Mobile": "?1",
            "Sec-CH-UA-Platform": `"${"p".repeat(32)}"`,
          },
        }),
        { cf: { country: "DE", colo: "ABCDEFGH" } },
      ),
      now,
      "s".repeat(64),
      longest,
    );
    expect(event.referer_host).toHaveLength(253);
    expect(event.lang).toHaveLength(35);
    expect(event.ch_platform).toHaveLength(32);
    const events = Array.from({ length: MAX_EVENTS_PER_MESSAGE }, (_, i) => ({
      ...event,
      id: crypto.randomUUID(),
      slug: `s${i}`,
    }));
    const messages = packScanEvents(events);
    expect(messages.flatMap((message) => JSON.parse(message.body))).toEqual(events);
    expect(messages.length).toBeGreaterThan(1);
    const bytes = messages.map((message) => new TextEncoder().encode(message.body).byteLength);
    for (const size of bytes) expect(size).toBeLessThanOrEqual(MESSAGE_BUDGET_BYTES);
    // Packed, not split early: every message but the last is full to within one event.
    for (const size of bytes.slice(0, -1)) expect(size).toBeGreaterThan(MESSAGE_BUDGET_BYTES * 0.95);
  });
});
