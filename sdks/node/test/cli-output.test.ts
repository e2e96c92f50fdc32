// What `qr` prints for people: tables that fit a terminal and never pass a control character on to it.
import { describe, expect, it } from "vitest";
import { describeError, printable, table, terminalWidth, widthOf } from "../src/cli/output.ts";
import { QrServiceError } from "../src/errors.ts";

describe("the command line's output", () => {
  it("cuts the widest cells with an ellipsis so that every row fits the terminal, never an id or a short URL", () => {
    const url = `https://example.com/${"segment".repeat(300)}`;
    const rows = [
      ["qr_1", "Spring menu", url],
      ["qr_2", "W".repeat(120), "https://example.com/b"],
    ];
    const lines = table(["ID", "NAME", "DESTINATION"], rows, 80).split("\n");
    const ids = table(
      ["ID", "SHORT URL", "NAME"],
      [["qr_01m8gxz6494v3p2er4vwhg23j2", "https://qr.example/JEMWNanaCw", "W".repeat(80)]],
      60,
    );
    expect(ids).toContain("qr_01m8gxz6494v3p2er4vwhg23j2  https://qr.example/JEMWNanaCw  WWW");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(80);
    expect(lines[1]).toMatch(/^qr_1 {2}Spring menu +https:\/\/example\.com\/segment.*…$/);
    expect(lines[2]).toContain("W…");
    // The columns still line up: each row's destination starts where its header does.
    const start = lines[0]?.indexOf("DESTINATION");
    expect(lines[1]?.indexOf("https:")).toBe(start);
    expect(lines[2]?.indexOf("https:")).toBe(start);
  });

  it("prints whole cells into a pipe or a file, where a script cuts them itself", () => {
    const url = `https://example.com/${"segment".repeat(300)}`;
    expect(terminalWidth({ isTTY: false, columns: 80 })).toBeUndefined();
    expect(terminalWidth({ isTTY: true, columns: 80 })).toBe(80);
    expect(table(["ID", "DESTINATION"], [["qr_1", url]], terminalWidth({}))).toContain(url);
  });

  it("counts a wide character as two columns, so names in Japanese or with emoji keep the columns aligned", () => {
    expect(widthOf("名前")).toBe(4);
    expect(widthOf("🎉party")).toBe(7);
    expect(widthOf("🚀")).toBe(2);
    expect(widthOf("Ünïcödé")).toBe(7);
    expect(widthOf("e\u0301")).toBe(1);
    const lines = table(
      ["NAME", "STATUS"],
      [
        ["名前", "active"],
        ["name", "active"],
      ],
    ).split("\n");
    const before = (line: string, word: string) => widthOf(line.slice(0, line.indexOf(word)));
    expect([
      before(lines[0] ?? "", "STATUS"),
      before(lines[1] ?? "", "active"),
      before(lines[2] ?? "", "active"),
    ]).toEqual([6, 6, 6]);
  });

  it("shows a control character as an escape instead of sending it to the terminal", () => {
    const name = "a\u001b]52;c;ZXZpbA==\u0007b\u001b[31mred\nline\u009b";
    const printed = table(["NAME"], [[name]]);
    expect(printed.replaceAll("\n", "")).not.toMatch(/\p{Cc}/u);
    expect(printed.split("\n")).toHaveLength(2);
    expect(printed).toContain("a\\u001b]52;c;ZXZpbA==\\u0007b\\u001b[31mred\\u000aline\\u009b");
    expect(printable(null)).toBe("");
    const error = new QrServiceError({
      status: 422,
      code: "validation_failed",
      message: "The request is invalid.",
      detail: "bad \u001b[2J input",
      errors: [{ path: "name", message: "no \u0007" }],
    });
    expect(describeError(error).replaceAll("\n", "")).not.toMatch(/\p{Cc}/u);
    expect(describeError(error)).toContain("bad \\u001b[2J input");
  });
});
