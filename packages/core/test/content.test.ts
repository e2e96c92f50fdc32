// The file formats behind content types, checked against their specifications' rules: vCard 3.0 / 4.0 and
// iCalendar TEXT escaping and 75-octet folding (never inside a UTF-8 sequence), and the WIFI: QR format's escaping.
import { describe, expect, it } from "vitest";
import { foldLine } from "../src/content/folding.ts";
import { icsInstant, icsOf } from "../src/content/ics.ts";
import { pageOf } from "../src/content/page.ts";
import { accentOf } from "../src/content/pages/accent.ts";
import { edgeLinks, renderPage } from "../src/content/pages/render-page.ts";
import { stringsFor } from "../src/content/pages/strings.ts";
import { vcardOf } from "../src/content/vcard.ts";
import { wifiPayloadOf } from "../src/content/wifi.ts";

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("vCard", () => {
  const card = {
    first_name: "Zoë",
    last_name: "O'Brien, Jr.",
    organization: "A;B\\C",
    note: "two\r\nlines\u0000 and a NUL",
    emails: [{ kind: "home" as const, address: "zoe@example.com" }],
  };

  it("escapes TEXT in 3.0 and 4.0 alike, and drops control characters", () => {
    for (const version of ["3.0", "4.0"] as const) {
      const text = unfold(vcardOf(card, version));
      expect(text.startsWith(`BEGIN:VCARD\r\nVERSION:${version}\r\n`)).toBe(true);
      expect(text).toContain("N:O'Brien\\, Jr.;Zoë;;;\r\n");
      expect(text).toContain("FN:Zoë O'Brien\\, Jr.\r\n");
      expect(text).toContain("ORG:A\\;B\\\\C\r\n");
      expect(text).toContain("NOTE:two\\nlines and a NUL\r\n");
      expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    }
    expect(vcardOf(card, "3.0")).toContain("EMAIL;TYPE=INTERNET,HOME:zoe@example.com\r\n");
    expect(vcardOf(card, "4.0")).toContain("EMAIL;TYPE=home:zoe@example.com\r\n");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = vcardOf({ first_name: "é".repeat(100) }, "3.0");
    for (const line of long.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(long)).toContain(`FN:${"é".repeat(100)}\r\n`);
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
  });
});

describe("iCalendar", () => {
  it("writes one event in UTC with its text escaped", () => {
    const text = unfold(
      icsOf(
        {
          title: "Concert; encore, maybe",
          starts_at: "2026-12-12T19:00:00+01:00",
          ends_at: "2026-12-12T21:30:00+01:00",
          time_zone: "Europe/Paris",
          description: "Doors at 18:30\nBring a coat",
        },
        "qr_1",
        Date.UTC(2026, 10, 26, 12),
      ),
    );
    expect(text).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
    expect(text).toContain("DTSTAMP:20261126T120000Z\r\n");
    expect(text).toContain("DTSTART:20261212T180000Z\r\nDTEND:20261212T203000Z\r\n");
    expect(text).toContain("SUMMARY:Concert\\; encore\\, maybe\r\n");
    expect(text).toContain("DESCRIPTION:Doors at 18:30\\nBring a coat\r\n");
    expect(icsInstant(Date.UTC(2027, 0, 2, 3, 4, 5, 678))).toBe("20270102T030405Z");
  });
});

describe("Wi-Fi", () => {
  it("escapes the five special characters, and leaves the password out of an open network and of the page", () => {
    expect(wifiPayloadOf({ ssid: 'a\\b;c,d"e:f', security: "WPA", password: "p;w", hidden: true })).toBe(
      'WIFI:T:WPA;S:a\\\\b\\;c\\,d\\"e\\:f;P:p\\;w;H:true;;',
    );
    expect(wifiPayloadOf({ ssid: "Open", security: "none", password: "ignored" })).toBe(
      "WIFI:T:nopass;S:Open;;",
    );
    expect(pageOf("wifi", { ssid: "Home", security: "WPA", password: "secret" })).toEqual({
      type: "wifi",
      content: { ssid: "Home", security: "WPA" },
    });
  });
});

describe("a page's accent colour", () => {
  it("takes #rrggbb only, with the text colour of the higher contrast on it", () => {
    expect(accentOf("#0B6E4F")).toEqual({ accent: "#0b6e4f", onAccent: "#ffffff" });
    expect(accentOf("#ffd400")).toEqual({ accent: "#ffd400", onAccent: "#111111" });
    for (const bad of ["red", "#fff", "#0b6e4f;}", '#0b6e4f"><script>', "", null, 42])
      expect(accentOf(bad)).toBeUndefined();
  });

  it("sets the page's colours on its root, and nothing for a value that is not a colour", () => {
    const frame = { language: "en" as const, strings: stringsFor("en"), reportUrl: "", qrId: "qr_1" };
    const page = (accent_color: string) =>
      renderPage({ type: "phone", content: { number: "+33 1 23", accent_color } }, frame, edgeLinks("s"));
    expect(page("#ffd400")).toContain('<html lang="en" style="--accent:#ffd400;--on-accent:#111111">');
    expect(page("#ffd400;}body{display:none")).toContain('<html lang="en"><head>');
  });
});
