// GS1 Digital Link URIs read as GS1's own toolkit reads them (gs1/GS1DigitalLinkToolkit.js, kept in
// test/fixtures/gs1 under its Apache 2.0 licence): the AI table, check digits, qualifier order, GTIN padding,
// percent-encoding, and the hostile inputs each refused with a reason.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { AI_TABLE } from "../src/gs1/ai-table.ts";
import { decompressedPath } from "../src/gs1/compressed.ts";
import {
  canonicalPath,
  checkDigitOf,
  looksLikeDigitalLink,
  parseDigitalLink,
  walkUpPaths,
} from "../src/gs1/digital-link.ts";

const Toolkit = createRequire(import.meta.url)("../src/gs1/vendor/GS1DigitalLinkToolkit.cjs") as new () => {
  aitable: {
    ai: string;
    type: string;
    regex: string;
    checkDigit?: string;
    qualifiers?: string[];
    shortcode?: string;
  }[];
  extractFromGS1digitalLink(uri: string): { GS1: Record<string, string>; other: Record<string, string>[] };
  buildGS1digitalLink(
    ais: Record<string, string>,
    short: boolean,
    stem: string,
    other: Record<string, string>,
  ): string;
  calculateCheckDigit(ai: string, value: string): number;
  compressGS1DigitalLink(
    uri: string,
    short: boolean,
    stem: string,
    a: boolean,
    b: boolean,
    c: boolean,
  ): string;
};
const toolkit = new Toolkit();

const parsed = (path: string, query = "") => {
  const result = parseDigitalLink(path, query);
  if (!result.ok) throw new Error(result.problem);
  return result.link;
};
const problem = (path: string, query = "") => {
  const result = parseDigitalLink(path, query);
  return result.ok ? "accepted" : result.problem;
};

describe("the AI table", () => {
  it("is GS1's toolkit's, entry for entry", () => {
    for (const entry of toolkit.aitable) {
      const ours = AI_TABLE[entry.ai];
      expect([entry.ai, ours?.type, ours?.pattern, ours?.check, ours?.qualifiers, ours?.short]).toEqual([
        entry.ai,
        entry.type,
        entry.regex,
        entry.checkDigit === undefined
          ? undefined
          : entry.checkDigit === "L"
            ? "L"
            : Number(entry.checkDigit),
        entry.qualifiers,
        entry.shortcode,
      ]);
    }
    expect(Object.keys(AI_TABLE)).toHaveLength(toolkit.aitable.length);
  });

  it("computes check digits as the toolkit does", () => {
    for (const body of ["0950600013435", "950600013435", "1234567", "00012345600001234", "123456789012"]) {
      expect(checkDigitOf(body)).toBe(toolkit.calculateCheckDigit("01", `${body}0`));
    }
  });
});

describe("a Digital Link URI", () => {
  it("reads a GTIN with its qualifiers in order and data attributes, as the toolkit does", () => {
    const link = parsed("/01/09506000134352/10/LOT42/21/SN123", "17=271231&linkType=gs1:pip");
    expect(link.primary).toEqual({ ai: "01", value: "09506000134352" });
    expect(link.qualifiers).toEqual([
      { ai: "10", value: "LOT42" },
      { ai: "21", value: "SN123" },
    ]);
    expect(link.attributes).toEqual([{ ai: "17", value: "271231" }]);
    expect(link.otherQuery).toEqual([["linkType", "gs1:pip"]]);
    const theirs = toolkit.extractFromGS1digitalLink(
      "https://brand.example/01/09506000134352/10/LOT42/21/SN123?17=271231",
    );
    expect(theirs.GS1).toEqual({ "01": "09506000134352", "10": "LOT42", "21": "SN123", "17": "271231" });
  });

  it("keeps a GTIN-8, -12 or -13 as its 14 digits, and takes the 1.0 short names", () => {
    expect(parsed("/01/9506000134352").path).toBe("/01/09506000134352");
    expect(parsed("/gtin/9506000134352/lot/A1/").path).toBe("/01/09506000134352/10/A1");
    expect(parsed("/01/614141000036").path).toBe("/01/00614141000036");
    expect(parsed("/01/95050003").path).toBe("/01/00000095050003");
    expect(parsed("/414/9506000000008/254/1").path).toBe("/414/9506000000008/254/1");
    expect(parsed("/00/106141411234567897").primary.ai).toBe("00");
  });

  it("writes values percent-encoded as the toolkit does, and reads them back", () => {
    const lot = "A/B%C+E(1)";
    const ours = canonicalPath([
      { ai: "01", value: "09506000134352" },
      { ai: "10", value: lot },
    ]);
    const theirs = new URL(
      toolkit.buildGS1digitalLink({ "01": "09506000134352", "10": lot }, false, "https://x", {}),
    ).pathname;
    expect(ours).toBe(theirs);
    expect(parsed(ours).qualifiers[0]?.value).toBe(lot);
  });

  it("walks up from a serial to its lot to its GTIN", () => {
    expect(walkUpPaths(parsed("/01/09506000134352/22/V1/10/LOT42/21/SN1"))).toEqual([
      "/01/09506000134352/22/V1/10/LOT42/21/SN1",
      "/01/09506000134352/22/V1/10/LOT42",
      "/01/09506000134352/22/V1",
      "/01/09506000134352",
    ]);
  });

  it("refuses what GS1 calls invalid, saying why", () => {
    const cases: [string, string, RegExp][] = [
      ["/01/09506000134353", "", /check digit/],
      ["/01/09506000134351", "", /check digit/],
      ["/01/09506000134", "", /not a valid value/],
      ["/01/0950600013435", "", /check digit/],
      ["/01/09506000134352/10/LOT%2042", "", /not a valid value/],
      ["/01/09506000134352/21/SN1/10/LOT42", "", /order/],
      ["/01/09506000134352/10/A/10/B", "", /order/],
      ["/01/09506000134352/254/X", "", /not a key qualifier/],
      ["/10/LOT42", "", /primary key/],
      ["/01/09506000134352/10", "", /pairs/],
      ["/99999/1", "", /not a GS1 application identifier/],
      ["/01/09506000134352/10/%E0%A4%A", "", /percent-encoding/],
      ["/01/09506000134352/10/caf%C3%A9", "", /not a valid value/],
      ["/01/09506000134352/10/%00", "", /not a valid value/],
      ["/01/09506000134352/10/ABCDEFGHIJKLMNOPQRSTU", "", /not a valid value/],
      ["/01/09506000134352", "17=2712", /not a valid value/],
      ["/01/09506000134352", "10=LOT42", /belongs in the path/],
      ["/01/09506000134352", "17=271231&17=271231", /twice/],
      ["/01/09506000134352", "x=%ZZ", /percent-encoding/],
      ["/01/09506000134352", Array.from({ length: 60 }, (_, i) => `p${i}=1`).join("&"), /more than 50/],
    ];
    for (const [path, query, reason] of cases)
      expect([path, query.slice(0, 20), problem(path, query)]).toEqual([
        path,
        query.slice(0, 20),
        expect.stringMatching(reason),
      ]);
  });

  it("is decompressed from GS1's compression to the same identifier and data attributes", () => {
    for (const uri of [
      "https://brand.example/01/09506000134352/10/LOT42/21/SN123?17=271231",
      "https://brand.example/01/09506000134352",
      "https://brand.example/414/9506000000008/254/1",
    ]) {
      const compressed = new URL(
        toolkit.compressGS1DigitalLink(uri, false, "https://brand.example", false, true, false),
      );
      const expanded = decompressedPath(compressed.pathname);
      const original = new URL(uri);
      expect([uri, expanded]).toEqual([uri, { path: original.pathname, query: original.search.slice(1) }]);
    }
    // Not GS1's encoding (too short, or not a valid one); a path that is (even "/AAAAAAAAAA", an SSCC of zeros) is
    // only tried once no code has it as its slug (apps/redirect).
    for (const notCompressed of ["/menu", "/bench-slug-12345", "/01/09506000134352"]) {
      expect([notCompressed, decompressedPath(notCompressed)]).toEqual([notCompressed, undefined]);
    }
  });

  it("is told apart from a code's slug by its first segment", () => {
    expect(looksLikeDigitalLink("/01/09506000134352")).toBe(true);
    expect(looksLikeDigitalLink("/gtin/09506000134352")).toBe(true);
    expect(looksLikeDigitalLink("/10/LOT42")).toBe(false);
    expect(looksLikeDigitalLink("/menu")).toBe(false);
    expect(looksLikeDigitalLink("/abc123/contact.vcf")).toBe(false);
  });
});
