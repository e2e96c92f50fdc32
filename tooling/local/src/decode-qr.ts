// Test helper: decodes an SVG with independent tools: rsvg-convert (librsvg) renders it to PNG, zbarimg (ZBar) reads it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function decodeSvg(svg: string): string {
  const dir = mkdtempSync(join(tmpdir(), "qr-decode-"));
  try {
    writeFileSync(join(dir, "code.svg"), svg);
    // A white canvas under the image, as paper would be (transparent backgrounds included).
    execFileSync("rsvg-convert", [
      "--background-color",
      "white",
      "-o",
      join(dir, "code.png"),
      join(dir, "code.svg"),
    ]);
    return decodePng(join(dir, "code.png"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function decodePng(path: string): string {
  try {
    return execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", path], {
      encoding: "utf8",
    }).trimEnd();
  } catch {
    return ""; // zbarimg exits non-zero when it finds no code
  }
}
