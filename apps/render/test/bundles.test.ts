// Drawing lives in the render worker alone: the api worker's bundle, as `wrangler deploy` builds it, carries none of
// the drawing libraries (no WebAssembly module, no pdf-lib), and the render worker's carries them all.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, extname } from "node:path";
import "@qr/local/global-setup";
import { describe, expect, inject, it } from "vitest";

function modulesOf(entry: string) {
  const dir = dirname(entry);
  const files = readdirSync(dir);
  return {
    wasm: files.filter((file) => extname(file) === ".wasm"),
    source: readFileSync(entry, "utf8"),
  };
}

// What each library's code carries in a bundle, minified or not: a class's kept name, a method's name.
const DRAWING_LIBRARIES = {
  "pdf-lib": '"PDFDocument"',
  "@resvg/resvg-wasm": '"Resvg"',
  "zxing-wasm": "readBarcodesFromPixmap",
};

describe("the workers' bundles", () => {
  it("keep every drawing library out of the api worker", () => {
    const api = modulesOf(inject("bundles").api);
    expect(api.wasm).toEqual([]);
    for (const [library, marker] of Object.entries(DRAWING_LIBRARIES)) {
      expect(api.source.includes(marker), `${library} is bundled into the api worker`).toBe(false);
    }
  });

  it("give the render worker its drawing libraries", () => {
    const render = modulesOf(inject("bundles").render);
    expect(render.wasm).toHaveLength(2);
    for (const marker of Object.values(DRAWING_LIBRARIES)) expect(render.source).toContain(marker);
  });
});
