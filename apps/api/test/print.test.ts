// Vector files of a code (`format=pdf` and `format=eps` on the image route): what a print shop places. Each is
// drawn by an independent tool (Poppler for PDF, Ghostscript for EPS) at 96 dpi, the resolution at which `size`
// pixels are the file's width, and read by the readers (all three for the PDF, zbar and ZXing for the EPS), for
// styled codes at the smallest size they allow.
// A plain code's PDF holds no image at all (Poppler's pdfimages), only paths; a raster logo is its one image, and an
// SVG logo made of fills is paths too.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { epsPng, pdfPagePng, readPng } from "@qr/local/decode-qr";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  uploadFixtureLogo,
} from "./support/api.ts";

let stack: TestStack;
let api: ApiClient;
let key: string;

beforeAll(async () => {
  stack = await startTestStack();
  key = (await seedTeam(stack)).adminKey;
  api = apiClient(stack, key);
});
afterAll(async () => {
  await stack?.stop();
});

async function file(
  codeId: string,
  query: string,
): Promise<{ status: number; type: string; etag: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${stack.apiUrl}/api/v1/qr/${codeId}/image?${query}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  return {
    status: response.status,
    type: response.headers.get("Content-Type") ?? "",
    etag: response.headers.get("ETag"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const logo = (name: string, type: string) => uploadFixtureLogo(stack, key, name, type);

/** How many images a PDF draws (Poppler's pdfimages; an image's transparency, its "smask", is not counted). */
function pdfImageCount(pdf: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), "pdfimages-"));
  try {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    const listing = execFileSync("pdfimages", ["-list", join(dir, "doc.pdf")], { encoding: "utf8" });
    const rows = listing.trim().split("\n").slice(2); // two header lines
    return rows.filter((row) => row.trim().split(/\s+/)[2] === "image").length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const STYLES = [
  "",
  "module_shape=dots&eye_shape=rounded",
  "module_shape=rounded&gradient=linear&gradient_to=%231d4ed8&gradient_angle=45",
  "gradient=radial&gradient_to=%23b91c1c&frame=banner&frame_text=SCAN%20ME",
  "frame=box&frame_text=MENU&eye_shape=rounded&bg=transparent",
  "frame=label&frame_text=Pay%20here&fg=%23004d40&bg=%23fffde7",
];

describe("vector files", () => {
  let code: QrCodeBody;
  beforeAll(async () => {
    code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/print" })).body;
  });

  it.each(STYLES)("PDF and EPS of style '%s' decode at the smallest size it allows", async (style) => {
    // The smallest size the renderer accepts for this style: what it refuses below, it refuses in every format.
    let size = 64;
    while ((await file(code.id, `format=svg&size=${size}&${style}`)).status === 422) size += 1;
    const pdf = await file(code.id, `format=pdf&size=${size}&${style}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe("%PDF-");
    expect(pdfImageCount(pdf.bytes)).toBe(0);
    expect(await readPng(pdfPagePng(pdf.bytes, 96))).toEqual({
      zbar: code.short_url,
      zxing: code.short_url,
      jsqr: code.short_url,
    });
    const eps = await file(code.id, `format=eps&size=${size}&${style}`);
    expect(eps.status).toBe(200);
    expect(eps.type).toBe("application/postscript");
    const text = new TextDecoder().decode(eps.bytes);
    expect(text.startsWith("%!PS-Adobe-3.0 EPSF-3.0")).toBe(true);
    // jsQR, the weakest reader, misses ~2% of short URLs in Ghostscript's drawing of the boxed, transparent style at
    // its smallest size (12 of 600 at 96 dpi, more at 192) while it reads all their PDFs: it reads the PDF above and
    // two readers the EPS, so the test does not depend on the URL this run's code happens to get.
    expect(await readPng(epsPng(text, 96))).toMatchObject({
      zbar: code.short_url,
      zxing: code.short_url,
    });
  });

  it.each([
    ["logo.png", "image/png", 1],
    ["logo.jpg", "image/jpeg", 1],
    // Strokes are not drawn as paths: this one stays an image.
    ["logo.svg", "image/svg+xml", 1],
    // Fills only (a style sheet, an even-odd ring, a rotation): drawn as paths, no image at all.
    ["logo-flat.svg", "image/svg+xml", 0],
  ])("draws a %s logo (%s) with %i images, and the code still decodes", async (name, type, images) => {
    const logoId = await logo(name, type);
    const query = `logo_id=${logoId}&logo_size=0.2&size=512`;
    const pdf = await file(code.id, `format=pdf&${query}`);
    expect(pdf.status).toBe(200);
    expect(pdfImageCount(pdf.bytes)).toBe(images);
    expect(await readPng(pdfPagePng(pdf.bytes, 96))).toMatchObject({
      zbar: code.short_url,
      zxing: code.short_url,
    });
    const eps = await file(code.id, `format=eps&${query}`);
    expect(eps.status).toBe(200);
    expect(await readPng(epsPng(new TextDecoder().decode(eps.bytes), 96))).toMatchObject({
      zbar: code.short_url,
      zxing: code.short_url,
    });
  });

  it("answers the same PDF whenever its strong ETag is the same: a title and a creator, no dates", async () => {
    const query = `format=pdf&size=256&frame=box&frame_text=MENU&logo_id=${await logo("logo.png", "image/png")}`;
    const [first, second] = [await file(code.id, query), await file(code.id, query)];
    expect(first.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(second.etag).toBe(first.etag);
    expect(second.bytes).toEqual(first.bytes);
    const info = await PDFDocument.load(first.bytes, { updateMetadata: false });
    expect([info.getTitle(), info.getCreator()]).toEqual(["QR code", "QR service"]);
    expect([info.getCreationDate(), info.getModificationDate()]).toEqual([undefined, undefined]);
  });

  it("refuses an unknown format", async () => {
    const refused = await api.get<ProblemBody>(`/api/v1/qr/${code.id}/image?format=xps`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.path).toContain("format");
  });
});
