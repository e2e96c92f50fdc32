// The printed-code check against photo-like pictures made from the code's own image with ImageMagick: on paper,
// at an angle, blurred, noisy, in low light, under glare, cropped tight, another code; each verdict checked. Bad
// inputs (not an image, a decompression bomb, 100 megapixels, a lying header, too large a body) are 4xx.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureSystemTools, IMAGEMAGICK } from "@qr/local/system-tools";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, type ProblemBody, type QrCodeBody, seedTeam } from "./support/api.ts";

let stack: TestStack;
let api: ApiClient;
let key: string;
let code: QrCodeBody;
let printed: Buffer;

interface Verdict {
  decodes: boolean;
  matches_this_code: boolean;
  module_px: number | null;
  contrast: number | null;
  quiet_zone_modules: number | null;
  scan_distance_cm: number | null;
  advice: string[];
}

beforeAll(async () => {
  ensureSystemTools([IMAGEMAGICK]);
  stack = await startTestStack();
  key = (await seedTeam(stack)).adminKey;
  api = apiClient(stack, key);
  code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/printed" })).body;
  const png = await fetch(`${stack.apiUrl}/api/v1/qr/${code.id}/image?format=png&size=600`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  printed = Buffer.from(await png.arrayBuffer());
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** The code as a photo: on a sheet of paper (a light page around it), then ImageMagick's `effects`. */
function photo(effects: string[], source: Buffer = printed, format = "jpg"): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "print-check-"));
  try {
    writeFileSync(join(dir, "code.png"), source);
    execFileSync(IMAGEMAGICK.command, [
      join(dir, "code.png"),
      ...["-bordercolor", "#f4f1ea", "-border", "200"],
      ...effects,
      ...["-quality", "88"],
      join(dir, `photo.${format}`),
    ]);
    return readFileSync(join(dir, `photo.${format}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function check(body: Uint8Array, query = "", type = "image/jpeg") {
  const response = await fetch(`${stack.apiUrl}/api/v1/qr/${code.id}/print-check${query}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": type },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Verdict & ProblemBody };
}

describe("a photo of the printed code", () => {
  it("reads on paper, measures it, and says from how far it reads", async () => {
    const { status, body } = await check(photo([]), "?printed_width_mm=40");
    expect(status).toBe(200);
    expect(body).toMatchObject({ decodes: true, matches_this_code: true });
    // 4 cm across 29 + 8 modules: a module of 1.08 mm, read from 350 times that.
    expect(body.scan_distance_cm).toBeCloseTo((4 / 37) * 350, 0);
    expect(body.module_px).toBeGreaterThan(10);
    expect(body.contrast).toBeGreaterThan(10);
    expect(body.quiet_zone_modules).toBeGreaterThanOrEqual(4);
    expect(body.advice).toEqual(["The printed code reads well."]);
  });

  it.each([
    [
      "at an angle",
      [
        "-virtual-pixel",
        "white",
        "-distort",
        "Perspective",
        "0,0 60,40 999,0 930,20 0,999 30,950 999,999 960,990",
      ],
    ],
    ["slightly blurred", ["-blur", "0x2"]],
    ["noisy", ["-attenuate", "0.6", "+noise", "Gaussian"]],
    ["under glare", ["-fill", "#ffffffa0", "-draw", "ellipse 350,350 120,70 0,360"]],
  ])("reads %s", async (_, effects) => {
    const { status, body } = await check(photo(effects as string[]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ decodes: true, matches_this_code: true });
  });

  it("in low light: reads, and says the contrast is low", async () => {
    const { body } = await check(photo(["-fill", "#5a5a5a", "-colorize", "78%"]));
    expect(body.decodes).toBe(true);
    expect(body.contrast).toBeLessThan(3);
    expect(body.advice.join(" ")).toMatch(/contrast is low/);
  });

  it("cropped to the code's edge: says the margin is too thin", async () => {
    const tight = photo(["-shave", "200x200", "-shave", "64x64"]);
    const { body } = await check(tight);
    expect(body.decodes).toBe(true);
    expect(body.quiet_zone_modules).toBeLessThan(2);
    expect(body.advice.join(" ")).toMatch(/margin/);
  });

  it("blurred past reading: says so, with what to do", async () => {
    const { status, body } = await check(photo(["-blur", "0x16"]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ decodes: false, matches_this_code: false, module_px: null });
    expect(body.advice.join(" ")).toMatch(/No code could be read/);
  });

  it("of another code: says it is not this one", async () => {
    const other = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/other" })).body;
    const png = await fetch(`${stack.apiUrl}/api/v1/qr/${other.id}/image?format=png&size=600`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    const { body } = await check(photo([], Buffer.from(await png.arrayBuffer()), "png"), "", "image/png");
    expect(body).toMatchObject({ decodes: true, matches_this_code: false });
    expect(body.advice.join(" ")).toMatch(/another code/);
  });
});

describe("bad photos", () => {
  it("refuses what is not a PNG or JPEG, a lying header, a bomb, 100 megapixels, a bad width: 422", async () => {
    const ihdr = (width: number, height: number) => {
      const png = Buffer.from(printed);
      png.writeUInt32BE(width, 16);
      png.writeUInt32BE(height, 20);
      return png;
    };
    const cases: [string, Uint8Array, string][] = [
      ["text", new TextEncoder().encode("just some text, not a photo"), ""],
      ["a lying JPEG", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]), ""],
      ["a decompression bomb", ihdr(30000, 30000), ""],
      ["100 megapixels", ihdr(10000, 10000), ""],
      ["a PNG whose header lies about its size", ihdr(601, 599), ""],
      ["a negative printed width", photo([]), "?printed_width_mm=-3"],
    ];
    for (const [what, body, query] of cases) {
      const { status, body: problem } = await check(body, query);
      expect(status, what).toBe(422);
      expect(problem.code, what).toBe("validation_failed");
    }
  });

  it("asks for JPEG when sent HEIC, an iPhone's own format", async () => {
    // An ISO-BMFF header with the "heic" brand, as an iPhone writes it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(2000, 1)]);
    const { status, body } = await check(heic, "", "image/heic");
    expect(status).toBe(422);
    expect(body.errors?.[0]?.message).toMatch(/HEIC.*JPEG/);
  });

  it("refuses a body over 8 MB with 413, and another team's code with 404", async () => {
    const huge = await check(new Uint8Array(8 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    const other = apiClient(stack, (await seedTeam(stack, "Other")).adminKey);
    const theirs = (await other.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/theirs" })).body;
    const response = await fetch(`${stack.apiUrl}/api/v1/qr/${theirs.id}/print-check`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "image/jpeg" },
      body: new Uint8Array(photo([])),
    });
    expect(response.status).toBe(404);
  });
});
