// Test helper: decodes QR images with independent tools — rsvg-convert (librsvg) renders, zbarimg (ZBar) reads.
// Images are laid on a white canvas first, as paper would be, so transparent backgrounds decode as printed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function decodeSvg(svg: string): string {
  return withTempDir((dir) => {
    writeFileSync(join(dir, "code.svg"), svg);
    return renderAndRead(dir);
  });
}

export function decodePng(png: Uint8Array): string {
  return withTempDir((dir) => {
    const { width, height } = pngSize(png);
    const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
    writeFileSync(
      join(dir, "code.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`,
    );
    return renderAndRead(dir);
  });
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function renderAndRead(dir: string): string {
  execFileSync("rsvg-convert", [
    "--background-color",
    "white",
    "-o",
    join(dir, "code.png"),
    join(dir, "code.svg"),
  ]);
  try {
    return execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", join(dir, "code.png")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"], // zbarimg complains about D-Bus on stderr in containers
    }).trimEnd();
  } catch {
    return ""; // zbarimg exits non-zero when it finds no code
  }
}

function withTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "qr-decode-"));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
