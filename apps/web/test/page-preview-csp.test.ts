// The designer previews a code's page in a frame that inherits the app's CSP: the app's style-src names the
// hash of the pages' one inline style sheet, and must name the current one.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { PAGE_STYLE } from "@qr/core/content/pages/page-shell";
import { expect, it } from "vitest";

it("names the hash of the code pages' style sheet in the app's style-src", () => {
  const headers = readFileSync(new URL("../public/_headers", import.meta.url), "utf8");
  const hash = createHash("sha256").update(PAGE_STYLE).digest("base64");
  const appPolicy = headers.split("\n").find((line) => line.includes("Content-Security-Policy")) ?? "";
  expect(appPolicy).toContain(`style-src 'self' 'sha256-${hash}';`);
});
