// What `wrangler deploy` bundles of the api worker: the deployed entry (src/index.ts) without the development routes
// the local stack mounts under /dev, and without the drawing libraries (the render worker has them). The local
// stack's bundle (src/local-index.ts) has the routes: the markers are what a route's code carries.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { API_CONFIG, REPO_ROOT, WRANGLER_BIN } from "@qr/local/paths";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

/** A path each development route module answers. */
const DEV_ROUTE_PATHS = ["/mailbox.json", "/dns.json", "/web-risk.json", "/webhooks.json", "/stack.json"];

let outDir: string;
let deployed: string;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), "qr-api-deployed-"));
  execFileSync(WRANGLER_BIN, ["deploy", "--dry-run", "--outdir", outDir, "-c", API_CONFIG], {
    cwd: REPO_ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    stdio: "pipe",
  });
  deployed = readFileSync(join(outDir, "index.js"), "utf8");
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the api worker's deployed bundle", () => {
  it("has none of the development routes, which the local stack's bundle has", () => {
    const local = readFileSync(inject("bundles").api, "utf8");
    for (const path of DEV_ROUTE_PATHS) {
      expect(local, `the local stack serves /dev${path}`).toContain(`"${path}"`);
      expect(deployed.includes(`"${path}"`), `/dev${path} is deployed`).toBe(false);
    }
  });

  it("carries no WebAssembly module and no pdf-lib: drawing is the render worker's", () => {
    expect(readdirSync(outDir).filter((file) => extname(file) === ".wasm")).toEqual([]);
    expect(deployed).not.toContain('"PDFDocument"');
  });
});
