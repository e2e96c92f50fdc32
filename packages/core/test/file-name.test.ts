// File names made from names people chose: safe on every operating system, for export ZIPs and page downloads.
import { describe, expect, it } from "vitest";
import { fileNameOf } from "../src/file-name.ts";

describe("fileNameOf", () => {
  it("keeps an ordinary name, accents and CJK included", () => {
    expect(fileNameOf("Spring menu — Table 7", "code")).toBe("Spring menu — Table 7");
    expect(fileNameOf("Ünïcödé 名前.pdf", "code")).toBe("Ünïcödé 名前.pdf");
  });

  it("takes out paths, characters Windows refuses, bidi overrides and leading dots", () => {
    expect(fileNameOf("../../etc/passwd", "code")).toBe("etc-passwd");
    expect(fileNameOf('a:b*c?"d<e>f|g\\h', "code")).toBe("a-b-c-d-e-f-g-h");
    expect(fileNameOf("invoice\u202efdp.exe", "code")).toBe("invoice-fdp.exe");
    expect(fileNameOf("menu. . ", "code")).toBe("menu");
  });

  it("renames what Windows reserves for devices, whatever the extension", () => {
    for (const [name, safe] of [
      ["CON", "CON-code"],
      ["nul.txt", "nul-code.txt"],
      ["Com1", "Com1-code"],
      ["lpt9.pdf", "lpt9-code.pdf"],
    ] as const) {
      expect(fileNameOf(name, "code")).toBe(safe);
    }
    expect(fileNameOf("CONSOLE", "code")).toBe("CONSOLE");
    expect(fileNameOf("control.vcf", "code")).toBe("control.vcf");
  });

  it("bounds the name, and falls back when nothing is left", () => {
    expect([...fileNameOf("x".repeat(500), "code")]).toHaveLength(100);
    expect(fileNameOf("...", "download")).toBe("download");
    expect(fileNameOf("\u0000\u0007", "download")).toBe("download");
  });
});
