// Every URL the service fetches on its own passes one check: https, public hosts only in any spelling, none of ours.
import { describe, expect, it } from "vitest";
import { checkOutboundUrl } from "../src/outbound-url.ts";

const rules = { ownHosts: ["qr.example.net", "api.qr.example.net"] };

describe("checkOutboundUrl", () => {
  it("takes an https URL on a public host", () => {
    expect(checkOutboundUrl("https://hooks.example.com/qr?x=1", rules)).toEqual({
      ok: true,
      url: "https://hooks.example.com/qr?x=1",
    });
  });

  it.each([
    ["plain http", "http://hooks.example.com/"],
    ["credentials", "https://user:pass@hooks.example.com/"],
    ["the metadata address", "https://169.254.169.254/latest/meta-data"],
    ["a private address", "https://10.0.0.1/"],
    ["a private address in decimal", "https://167772161/"],
    ["a private address in hex", "https://0x0a.0.0.1/"],
    ["loopback", "https://127.0.0.1/"],
    ["loopback in octal", "https://0177.0.0.1/"],
    ["IPv6 loopback", "https://[::1]/"],
    ["IPv4-mapped IPv6", "https://[::ffff:10.0.0.1]/"],
    ["unique-local IPv6", "https://[fd00::1]/"],
    ["localhost", "https://localhost/"],
    ["an internal name", "https://db.internal/"],
    ["our scan host", "https://qr.example.net/"],
    ["our API host, upper case", "https://API.QR.EXAMPLE.NET/hook"],
    ["not a URL", "hooks.example.com"],
    ["a 10,000 character URL", `https://hooks.example.com/${"a".repeat(10_000)}`],
  ])("refuses %s", (_, url) => {
    expect(checkOutboundUrl(url, rules).ok).toBe(false);
  });

  it("allows http to this machine only at the receivers the local stack names, in any spelling of it", () => {
    const local = { ...rules, localOrigins: ["http://127.0.0.1:8791", "http://localhost:9000"] };
    expect(checkOutboundUrl("http://localhost:9000/hook", rules).ok).toBe(false);
    expect(checkOutboundUrl("http://localhost:9000/hook", local).ok).toBe(true);
    expect(checkOutboundUrl("http://127.0.0.1:9000/hook", local).ok).toBe(true);
    expect(checkOutboundUrl("http://[::1]:8791/in/crm", local).ok).toBe(true);
    expect(checkOutboundUrl("http://localhost:8791/in/default", local).ok).toBe(true);
    expect(checkOutboundUrl("http://10.0.0.1:9000/hook", local).ok).toBe(false);
    expect(checkOutboundUrl("http://user:pw@localhost:9000/hook", local).ok).toBe(false);
  });

  it("refuses every other local service: the stack's own ports, its database, proxies and stand-ins", () => {
    const local = { ownHosts: ["localhost:8787", "localhost:8788"], localOrigins: ["http://localhost:8791"] };
    for (const url of [
      "http://localhost:8788/api/v1/qr",
      "http://127.0.0.1:8787/menu",
      "http://[::1]:8788/",
      "http://localhost:5432/",
      "http://127.0.0.1:8790/.well-known/openid-configuration",
      "http://localhost/",
      "https://localhost:8791/in/default",
    ])
      expect(checkOutboundUrl(url, local).ok, url).toBe(false);
  });
});
