// What the render worker adds to @qr/qr's drawing, pinned: a logo fitted and rasterised by resvg into a PNG, a PDF's
// document (a raster logo embedded, a flat SVG logo as paths, a stroked one as an image) and an EPS's logo pixels,
// through the image route of a stack whose short URLs have a fixed base, so a code's content is the same on every
// run. A change of any of them fails here until DRAWING_VERSION is raised (or, after upgrading resvg or pdf-lib,
// RENDERER_VERSIONS follows it), so an image's ETag can never name two different pictures. @qr/qr's own test pins
// the rest.
import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { DRAWING_VERSION } from "@qr/qr";
import { RENDERER_VERSIONS } from "@qr/qr/renderer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, type QrCodeBody, seedTeam, uploadFixtureLogo } from "./support/api.ts";

/** The digest of what the api draws, by DRAWING_VERSION and renderer versions; old lines stay as history. */
const DRAWN_BY: Record<string, string> = {
  '1 {"@resvg/resvg-wasm":"2.6.2","pdf-lib":"1.17.1"}':
    "b4335f74be561d15a41aea25be2f9df2eee46a781d9bcccccbd3cd9585f04142",
};

const LOGOS = [
  ["logo.png", "image/png"],
  ["logo.jpg", "image/jpeg"],
  ["logo.svg", "image/svg+xml"],
  ["logo-flat.svg", "image/svg+xml"],
] as const;

/** Brand fields around the logo: a gradient, a banner frame with text, dots; and the same on transparency. */
const STYLES = [
  "module_shape=dots&eye_shape=rounded&gradient=linear&gradient_to=%231d4ed8&frame=banner&frame_text=SCAN%20ME",
  "bg=transparent&frame=box&frame_text=MENU&fg=%23004d40",
];

let stack: TestStack;
let api: ApiClient;
let key: string;

beforeAll(async () => {
  stack = await startTestStack({ scanBaseUrl: "https://qr.example" });
  key = (await seedTeam(stack)).adminKey;
  api = apiClient(stack, key);
});
afterAll(async () => {
  await stack?.stop();
});

const logo = (name: string, type: string) => uploadFixtureLogo(stack, key, name, type);

async function image(codeId: string, query: string): Promise<Uint8Array> {
  const response = await fetch(`${stack.apiUrl}/api/v1/qr/${codeId}/image?${query}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(response.status, query).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** A PNG's header and its rows as filtered, inflated: its pixels, whatever zlib compressed them. */
function pngRows(png: Uint8Array): Buffer {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const header: Uint8Array[] = [];
  const data: Uint8Array[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") header.push(body);
    if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  return Buffer.concat([...header, inflateSync(Buffer.concat(data))]);
}

describe("what the api draws", () => {
  it("is what this DRAWING_VERSION and these renderers drew", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/pinned",
      slug: "pinned-drawing",
    });
    expect(code.qr_content).toBe("https://qr.example/pinned-drawing");
    const hash = createHash("sha256");
    for (const [name, type] of LOGOS) {
      const logoId = await logo(name, type);
      for (const style of STYLES) {
        const query = `${style}&logo_id=${logoId}&logo_size=0.22&size=333`;
        hash.update(pngRows(await image(code.id, `format=png&${query}`)));
        hash.update(await image(code.id, `format=pdf&${query}`));
        hash.update(await image(code.id, `format=eps&${query}`));
      }
    }
    const digest = hash.digest("hex");
    const version = `${DRAWING_VERSION} ${JSON.stringify(RENDERER_VERSIONS)}`;
    expect(
      digest,
      "the api's drawing changed: raise DRAWING_VERSION (or follow a renderer's upgrade in RENDERER_VERSIONS) " +
        `and record the new digest for "${version}"`,
    ).toBe(DRAWN_BY[version]);
  });
});
