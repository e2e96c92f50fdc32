// The renderer versions an image's ETag carries are the ones installed: an upgrade of resvg or pdf-lib fails here
// until RENDERER_VERSIONS says it, and with it every image's tag changes.
import { readFileSync } from "node:fs";
import { RENDERER_VERSIONS } from "@qr/qr/renderer";
import { describe, expect, it } from "vitest";

function installedVersion(name: string): string {
  const manifest = new URL(`../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

describe("RENDERER_VERSIONS", () => {
  it("names every renderer at its installed version", () => {
    for (const [name, version] of Object.entries(RENDERER_VERSIONS)) {
      expect(
        installedVersion(name),
        `${name} is installed at another version: set it in RENDERER_VERSIONS (image ETags change with it)`,
      ).toBe(version);
    }
  });
});
