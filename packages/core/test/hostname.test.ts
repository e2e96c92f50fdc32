import { describe, expect, it } from "vitest";
import { hostOfUrl, isUnderHosts, parseHostname } from "../src/hostname.ts";
import { decodePunycode, isWellFormedPunycodeLabel } from "../src/punycode.ts";
import { shortUrlOf } from "../src/short-url.ts";

const kept = (raw: string) => {
  const parsed = parseHostname(raw);
  return parsed.ok ? parsed.hostname : `refused: ${parsed.problem}`;
};

describe("parseHostname", () => {
  it("keeps one spelling: lower case, punycode, no trailing dot", () => {
    expect(kept("GO.Brand.COM.")).toBe("go.brand.com");
    expect(kept("bücher.de")).toBe("xn--bcher-kva.de");
    expect(kept("XN--BCHER-KVA.DE")).toBe("xn--bcher-kva.de");
    expect(kept("ｇｏ．ｂｒａｎｄ．ｃｏｍ")).toBe("go.brand.com");
    expect(kept("аpple.com")).toBe("xn--pple-43d.com"); // Cyrillic а: shown as what it is
    expect(kept("例え.テスト")).toBe("xn--r8jz45g.xn--zckzah");
  });

  it("refuses what cannot be claimed, saying why", () => {
    expect(kept("1.2.3.4")).toContain("IP addresses");
    expect(kept("0x7f000001")).toContain("IP addresses");
    expect(kept("[::1]")).toContain("IP addresses");
    expect(kept("::1")).toContain("IP addresses");
    expect(kept("*.brand.com")).toContain("wildcards");
    expect(kept("localhost")).toContain("two labels");
    expect(kept("go.brand.com:8080")).toContain("hostname alone");
    expect(kept("https://go.brand.com")).toContain("hostname alone");
    expect(kept("go%2ebrand.com")).toContain("hostname alone");
    expect(kept("a\u0000b.com")).toContain("characters");
    expect(kept("a\ud800.com")).toContain("characters");
    expect(kept("a_b.com")).toContain("letters, digits or hyphens");
    expect(kept("-a.com")).toContain("letters, digits or hyphens");
    expect(kept("xn--zz.com")).toContain("not valid punycode");
    expect(kept(`${"a".repeat(63)}.`.repeat(4) + "com")).toContain("253");
    expect(kept("x".repeat(10_000))).toContain("253");
    expect(kept("go.brand.123")).toContain("refused");
  });
});

describe("isUnderHosts", () => {
  it("covers a host and its subdomains, but a single-label host owns none", () => {
    expect(isUnderHosts("qr.example.com", ["qr.example.com"])).toBe(true);
    expect(isUnderHosts("api.qr.example.com", ["qr.example.com"])).toBe(true);
    expect(isUnderHosts("evilqr.example.com", ["qr.example.com"])).toBe(false);
    expect(isUnderHosts("go.brand.localhost", ["localhost"])).toBe(false);
  });
});

describe("hostOfUrl", () => {
  it("cuts the host out of a request URL in the compared spelling", () => {
    expect(hostOfUrl("http://Go.Brand.com.:8787/menu?x=1")).toBe("go.brand.com");
    expect(hostOfUrl("https://go.brand.com/")).toBe("go.brand.com");
    expect(hostOfUrl("https://go.brand.com")).toBe("go.brand.com");
    expect(hostOfUrl("http://[::1]:80/a")).toBe("[::1]");
  });
});

describe("punycode", () => {
  it("decodes real IDN labels and refuses look-alikes", () => {
    expect(decodePunycode("bcher-kva")).toBe("bücher");
    expect(isWellFormedPunycodeLabel("xn--bcher-kva")).toBe(true);
    expect(isWellFormedPunycodeLabel("xn--zz")).toBe(false);
    expect(isWellFormedPunycodeLabel("xn--abc-")).toBe(false); // decodes to ASCII only
  });
});

describe("shortUrlOf", () => {
  it("puts a branded hostname in place of the scan host, keeping scheme and port", () => {
    expect(shortUrlOf("https://qr.example.net", null, "menu")).toBe("https://qr.example.net/menu");
    expect(shortUrlOf("https://qr.example.net/", "go.brand.com", "menu")).toBe("https://go.brand.com/menu");
    expect(shortUrlOf("http://localhost:8787", "go.brand.localhost", "menu")).toBe(
      "http://go.brand.localhost:8787/menu",
    );
  });
});
