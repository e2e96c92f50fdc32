// File names made from names people chose: safe on every operating system, for export ZIPs and page downloads.
import { describe, expect, it } from "vitest";
import { fileNameForType, fileNameOf } from "../src/file-name.ts";

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

describe("fileNameForType", () => {
  it("gives a name the extension its bytes proved, replacing one that says otherwise", () => {
    expect(fileNameForType("menu1.html", "image/png", "download")).toBe("menu1.png");
    expect(fileNameForType("Spring menu", "application/pdf", "download")).toBe("Spring menu.pdf");
    expect(fileNameForType("photo.JPEG", "image/jpeg", "download")).toBe("photo.JPEG");
    expect(fileNameForType("photo.jpg", "image/jpeg", "download")).toBe("photo.jpg");
    expect(fileNameForType("report.v2.final", "application/pdf", "download")).toBe("report.v2.pdf");
    expect(fileNameForType("invoice\u202efdp.exe", "image/webp", "download")).toBe("invoice-fdp.webp");
    expect(fileNameForType("...", "image/gif", "download")).toBe("download.gif");
  });

  it("stays within the bound with its extension", () => {
    expect([...fileNameForType("x".repeat(500), "application/pdf", "d")].length).toBeLessThanOrEqual(100);
    expect(fileNameForType("x".repeat(500), "application/pdf", "d").endsWith(".pdf")).toBe(true);
  });
});
