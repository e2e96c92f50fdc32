import { describe, expect, it } from "vitest";
import { csvText, parseCsv } from "../src/csv.ts";

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and LF", () => {
    const result = parseCsv(
      '\uFEFFurl,note\r\nhttps://a.example,"say ""hi"", then\nleave"\n\nhttps://b.example,\n',
    );
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ["url", "note"] },
        { line: 2, fields: ["https://a.example", 'say "hi", then\nleave'] },
        { line: 5, fields: ["https://b.example", ""] },
      ],
    });
  });

  it("keeps a last record with no line end, and empty fields", () => {
    expect(parseCsv("a,,c")).toEqual({ ok: true, records: [{ line: 1, fields: ["a", "", "c"] }] });
  });

  it("refuses what is not well-formed, naming the line", () => {
    expect(parseCsv('a\n"open')).toEqual({ ok: false, line: 2, message: "a quoted field is not closed" });
    expect(parseCsv('a\nb"c')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('a\n"b"c')).toMatchObject({ ok: false, line: 2 });
  });
});

describe("csvText", () => {
  it("writes what parseCsv reads back, and defuses formulas", () => {
    const rows = [
      ["name", "url"],
      ['Table "1", window', "=HYPERLINK(1)"],
      ["two\nlines", "-3"],
    ];
    const parsed = parseCsv(csvText(rows));
    expect(parsed.ok && parsed.records.map((r) => r.fields)).toEqual([
      ["name", "url"],
      ['Table "1", window', "'=HYPERLINK(1)"],
      ["two\nlines", "'-3"],
    ]);
  });
});
