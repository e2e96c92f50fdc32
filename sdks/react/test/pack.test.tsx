// The package as npm installs it (scripts/pack.ts): one module with the renderer inside, importing only what the
// app provides (React, TanStack Query), types that name nothing unpublished, and the same drawing as the source.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, expect, it } from "vitest";
import { EXTERNAL, packReact } from "../scripts/pack.ts";
import { QrCode } from "../src/index.ts";

const dir = mkdtempSync(join(tmpdir(), "react-pack-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("packs one module with the renderer inside, importing only the app's libraries", async () => {
  const tarball = packReact(dir);
  execFileSync("tar", ["-xzf", tarball, "-C", dir]);
  const manifest = JSON.parse(readFileSync(join(dir, "package/package.json"), "utf8"));
  expect(manifest.dependencies).toEqual({ qrservice: "^1.0.0" });
  const bundle = readFileSync(join(dir, "package/dist/index.js"), "utf8");
  const imports = [...bundle.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);
  expect(imports.every((name) => EXTERNAL.includes(name as string))).toBe(true);
  for (const file of ["index", "qr-code", "hooks", "queries", "provider"]) {
    expect(readFileSync(join(dir, `package/dist/${file}.d.ts`), "utf8")).not.toContain("@qr/");
  }
  const built = (await import(join(import.meta.dirname, "../dist/index.js"))) as { QrCode: typeof QrCode };
  const props = {
    content: "https://qr.example.net/Pack1",
    style: { module_shape: "rounded" as const },
    size: 320,
  };
  expect(renderToStaticMarkup(<built.QrCode {...props} />)).toBe(renderToStaticMarkup(<QrCode {...props} />));
}, 60_000);
