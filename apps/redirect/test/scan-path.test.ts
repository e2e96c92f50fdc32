// The scan path's pure steps, without a runtime: route, decide, bot flag, scan event.
import { createHmac } from "node:crypto";
import type { RedirectRecord } from "@qr/core/kv-record";
import { MAX_EVENTS_PER_MESSAGE, parseScanEvent } from "@qr/core/scan-event";
import { describe, expect, it } from "vitest";
import { isBot } from "../src/bots.ts";
import { decide } from "../src/decide.ts";
import { routeOf } from "../src/route.ts";
import { buildScanEvent } from "../src/scan-event.ts";

const record: RedirectRecord = {
  v: 1,
  qr_id: "qr_1",
  team_id: "team_1",
  url: "https://example.com/menu?lang=en",
  status: "active",
  forward_query: false,
  version: 1,
};

describe("routeOf", () => {
  it("routes slugs, robots.txt and the health check", () => {
    expect(routeOf("GET", "/menu-2026")).toEqual({ kind: "scan", slug: "menu-2026" });
    expect(routeOf("HEAD", "/menu-2026")).toEqual({ kind: "scan", slug: "menu-2026" });
    expect(routeOf("GET", "/robots.txt")).toEqual({ kind: "robots" });
    expect(routeOf("GET", "/_health")).toEqual({ kind: "health" });
  });

  it("answers malformed slugs and favicon.ico as not found, without a lookup", () => {
    for (const path of ["/", "/favicon.ico", "/a/b", `/${"x".repeat(65)}`, "/%0d%0aSet-Cookie:x", "/.env"]) {
      expect(routeOf("GET", path)).toEqual({ kind: "not-found" });
    }
  });

  it("refuses methods other than GET and HEAD", () => {
    expect(routeOf("POST", "/menu-2026")).toEqual({ kind: "method-not-allowed" });
  });
});

describe("decide", () => {
  it("redirects an active code to exactly its stored URL", () => {
    expect(decide(record, new URLSearchParams("lang=de&x=1"))).toEqual({
      kind: "redirect",
      location: "https://example.com/menu?lang=en",
    });
  });

  it("forwards the scanner's query when asked, never overriding stored parameters", () => {
    const forwarding = { ...record, forward_query: true };
    expect(decide(forwarding, new URLSearchParams("lang=de&utm_source=poster"))).toEqual({
      kind: "redirect",
      location: "https://example.com/menu?lang=en&utm_source=poster",
    });
  });

  it("falls back to the stored URL when forwarding would make the Location absurdly long", () => {
    const forwarding = { ...record, forward_query: true };
    const decision = decide(forwarding, new URLSearchParams({ junk: "x".repeat(5000) }));
    expect(decision).toEqual({ kind: "redirect", location: record.url });
  });

  it("answers gone for disabled or deleted codes and not found without a record", () => {
    expect(decide({ ...record, status: "disabled" }, new URLSearchParams())).toEqual({ kind: "gone" });
    expect(decide({ ...record, status: "deleted" }, new URLSearchParams())).toEqual({ kind: "gone" });
    expect(decide(null, new URLSearchParams())).toEqual({ kind: "not-found" });
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
});

describe("buildScanEvent", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const request = (headers: Record<string, string>) =>
    Object.assign(new Request("https://scan.example/menu", { headers }), {
      cf: { country: "DE", colo: "FRA" },
    });

  it("keeps only allowlisted, capped fields and never the IP", async () => {
    const event = await buildScanEvent(
      request({
        "User-Agent": `Mozilla/5.0 ${"A".repeat(600)}`,
        "CF-Connecting-IP": "198.51.100.23",
        Referer: "https://news.example.org/story?id=1",
        "Accept-Language": "de-DE,de;q=0.9",
        Cookie: "session=secret",
      }),
      "menu",
      record,
      "secret",
      now,
    );
    expect(parseScanEvent(event)).toEqual(event);
    expect(event.ua).toHaveLength(512);
    expect(event).toMatchObject({
      country: "DE",
      colo: "FRA",
      referer_host: "news.example.org",
      lang: "de-DE",
    });
    expect(JSON.stringify(event)).not.toMatch(/198\.51\.100\.23|secret/);
  });

  it("gives the same visitor the same hash within a day and a different one the next day", async () => {
    const headers = { "User-Agent": "UA", "CF-Connecting-IP": "198.51.100.23" };
    const a = await buildScanEvent(request(headers), "menu", record, "secret", now);
    const b = await buildScanEvent(
      request(headers),
      "menu",
      record,
      "secret",
      new Date("2026-11-21T23:59:00Z"),
    );
    const c = await buildScanEvent(
      request(headers),
      "menu",
      record,
      "secret",
      new Date("2026-11-22T00:00:01Z"),
    );
    expect(a.visitor).toBe(b.visitor);
    expect(a.visitor).not.toBe(c.visitor);
  });

  it("drops header values that are not what they claim to be", async () => {
    const event = await buildScanEvent(
      request({ Referer: "not a url", "Accept-Language": "<script>" }),
      "menu",
      record,
      "secret",
      now,
    );
    expect(event.referer_host).toBeNull();
    expect(event.lang).toBeNull();
  });

  it("computes the visitor as HMAC(HMAC(secret, UTC day), ip + newline + user agent)", () => {
    const event = buildScanEvent(
      request({ "User-Agent": "UA", "CF-Connecting-IP": "198.51.100.23" }),
      "menu",
      record,
      "secret",
      now,
    );
    const dayKey = createHmac("sha256", "secret").update("2026-11-21").digest();
    expect(event.visitor).toBe(createHmac("sha256", dayKey).update("198.51.100.23\nUA").digest("hex"));
  });

  it("keeps a full queue message of the largest possible events under the queue's 128 KB", () => {
    const longest: RedirectRecord = { ...record, qr_id: "q".repeat(64), team_id: "t".repeat(64) };
    const event = buildScanEvent(
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
      "s".repeat(64),
      longest,
      "secret",
      now,
    );
    expect(event.referer_host).toHaveLength(253);
    expect(event.lang).toHaveLength(35);
    expect(event.ch_platform).toHaveLength(32);
    const message = Array.from({ length: MAX_EVENTS_PER_MESSAGE }, () => event);
    expect(new TextEncoder().encode(JSON.stringify(message)).byteLength).toBeLessThan(128 * 1024 * 0.9);
  });
});
