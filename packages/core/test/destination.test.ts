import { describe, expect, it } from "vitest";
import { checkDestination } from "../src/destination.ts";

const SCAN_HOST = "qr.example.net";

describe("checkDestination", () => {
  it.each([
    "https://example.com",
    "http://example.com/menu?table=4#top",
    "https://shop.example.co.uk/p/123",
    "https://8.8.8.8/",
    "https://[2606:4700:4700::1111]/",
    "https://xn--bcher-kva.example/",
    // A public address spelt in a name is no way inward; nor is a hex label that is not one.
    "https://8.8.8.8.nip.io/",
    "https://deploy-1-2-3-4.example.com/",
    "https://cafebabe.example.com/",
  ])("accepts %s", (url) => {
    expect(checkDestination(url, SCAN_HOST)).toMatchObject({ ok: true });
  });

  it.each([
    ["not a url", "is not a valid absolute URL"],
    ["/relative/path", "is not a valid absolute URL"],
    ["example.com/menu", 'is not a valid absolute URL: send it with its scheme, "https://example.com/menu"'],
    ["javascript:alert(1)", "must use http or https"],
    ["data:text/html,<script>alert(1)</script>", "must use http or https"],
    ["ftp://example.com/file", "must use http or https"],
    ["file:///etc/passwd", "must use http or https"],
    ["https://user:pass@example.com/", "must not contain credentials (user:password@)"],
    ["https://user@example.com/", "must not contain credentials (user:password@)"],
    [`https://example.com/${"a".repeat(2040)}`, "must be at most 2048 characters"],
    ["http://localhost:8080/", "must not point to a local or internal host"],
    ["http://api.localhost/", "must not point to a local or internal host"],
    ["http://metadata.google.internal/computeMetadata/v1/", "must not point to a local or internal host"],
    ["http://printer.local/", "must not point to a local or internal host"],
    ["http://intranet/", "must use a fully qualified host name"],
    ["http://127.0.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://127.1/", "must not point to a private, loopback or reserved address"],
    ["http://2130706433/", "must not point to a private, loopback or reserved address"],
    ["http://0x7f000001/", "must not point to a private, loopback or reserved address"],
    ["http://0x7f.0.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://0177.0.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://017700000001/", "must not point to a private, loopback or reserved address"],
    ["http://0.0.0.0/", "must not point to a private, loopback or reserved address"],
    ["http://10.1.2.3/", "must not point to a private, loopback or reserved address"],
    ["http://172.16.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://172.31.255.255/", "must not point to a private, loopback or reserved address"],
    ["http://192.168.1.1/", "must not point to a private, loopback or reserved address"],
    ["http://169.254.169.254/latest/meta-data/", "must not point to a private, loopback or reserved address"],
    ["http://0xa9fea9fe/", "must not point to a private, loopback or reserved address"],
    ["http://2852039166/", "must not point to a private, loopback or reserved address"],
    ["http://100.64.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://224.0.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://255.255.255.255/", "must not point to a private, loopback or reserved address"],
    ["http://[::1]/", "must not point to a private, loopback or reserved address"],
    ["http://[::]/", "must not point to a private, loopback or reserved address"],
    ["http://[0:0:0:0:0:0:0:1]/", "must not point to a private, loopback or reserved address"],
    ["http://[::ffff:127.0.0.1]/", "must not point to a private, loopback or reserved address"],
    ["http://[::ffff:169.254.169.254]/", "must not point to a private, loopback or reserved address"],
    ["http://[::ffff:a9fe:a9fe]/", "must not point to a private, loopback or reserved address"],
    ["http://[64:ff9b::10.0.0.1]/", "must not point to a private, loopback or reserved address"],
    ["http://[fd00::1]/", "must not point to a private, loopback or reserved address"],
    ["http://[fe80::1]/", "must not point to a private, loopback or reserved address"],
    ["https://qr.example.net/abc", "must not point back to this service's scan host"],
    // Names whose spelling says they answer with an inward address.
    ["https://127.0.0.1.nip.io/", "must not be a name that spells a private or loopback address"],
    ["https://app.192.168.1.1.nip.io/admin", "must not be a name that spells a private or loopback address"],
    ["https://10-0-0-1.sslip.io/", "must not be a name that spells a private or loopback address"],
    ["https://router-192-168-0-1.sslip.io/", "must not be a name that spells a private or loopback address"],
    ["https://7f000001.nip.io/", "must not be a name that spells a private or loopback address"],
    ["https://a9fea9fe.nip.io/", "must not be a name that spells a private or loopback address"],
    [
      "https://ip-10-0-0-1.eu-west-1.compute.amazonaws.com/",
      "must not be a name that spells a private or loopback address",
    ],
    ["https://lvh.me/", "must not be a name that spells a private or loopback address"],
    ["https://api.localtest.me/", "must not be a name that spells a private or loopback address"],
    ["https://QR.EXAMPLE.NET./abc", "must not end in a dot"],
    ["https://example.com./", "must not end in a dot"],
    ["https://localhost./", "must not end in a dot"],
    ["https://exa_mple.com/", "must have a valid host name (labels of letters, digits and inner hyphens)"],
    [
      "https://-bad.example.com/",
      "must have a valid host name (labels of letters, digits and inner hyphens)",
    ],
    [
      "https://bad-.example.com/",
      "must have a valid host name (labels of letters, digits and inner hyphens)",
    ],
    [
      `https://${"a".repeat(64)}.example.com/`,
      "must have a valid host name (labels of letters, digits and inner hyphens)",
    ],
    ["https://example.123/", "is not a valid absolute URL"],
    ["https://example.com:0/", "must not use port 0"],
    // IPv6 transition forms that carry an IPv4, and deprecated or reserved ranges (ipaddr.js's ranges)
    ["http://[2002:7f00:1::1]/", "must not point to a private, loopback or reserved address"], // 6to4
    [
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "must not point to a private, loopback or reserved address",
    ], // Teredo
    ["http://[::ffff:0:7f00:1]/", "must not point to a private, loopback or reserved address"], // IPv4-translated
    ["http://[::7f00:1]/", "must not point to a private, loopback or reserved address"], // IPv4-compatible
    ["http://[64:ff9b:1::a00:1]/", "must not point to a private, loopback or reserved address"], // local NAT64
    ["http://[fec0::1]/", "must not point to a private, loopback or reserved address"], // site-local
    ["http://[2001:db8::1]/", "must not point to a private, loopback or reserved address"], // documentation
    ["http://[100::1]/", "must not point to a private, loopback or reserved address"], // discard
    ["http://240.0.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://192.0.0.8/", "must not point to a private, loopback or reserved address"],
    ["http://198.18.0.1/", "must not point to a private, loopback or reserved address"],
    ["http://192.88.99.1/", "must not point to a private, loopback or reserved address"],
  ])("refuses %s", (url, reason) => {
    expect(checkDestination(url, SCAN_HOST)).toEqual({ ok: false, reason });
  });

  it("returns the normalised URL", () => {
    expect(checkDestination("HTTPS://Example.COM/a b", SCAN_HOST)).toEqual({
      ok: true,
      url: "https://example.com/a%20b",
    });
  });
});
