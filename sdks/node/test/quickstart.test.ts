// The Node quickstart of docs/sdks.md, copied from the page, run as a newcomer runs it: the package packed as npm
// installs it (scripts/pack.ts), installed with npm into an empty directory, the script run by the machine's own
// Node (20 here: the oldest the package supports), the key and the address in the environment.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { quickstart } from "@qr/local/quickstarts";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, expect, it } from "vitest";
import { packNode } from "../scripts/pack.ts";

const SYSTEM_NODE = "/usr/bin/node";

let stack: TestStack;
let dir: string;

beforeAll(async () => {
  stack = await startTestStack();
  dir = mkdtempSync(join(tmpdir(), "quickstart-"));
});
afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("runs the documented Node quickstart on the packed package", async () => {
  const { apiKey } = await bootstrapTeamKey(stack.databaseUrl, "Quickstart");
  const tarball = packNode(dir);
  writeFileSync(join(dir, "package.json"), '{ "name": "newcomer", "private": true }\n');
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", tarball], {
    cwd: dir,
    stdio: "pipe",
  });
  writeFileSync(join(dir, "quickstart.mjs"), quickstart("js"));
  const node = existsSync(SYSTEM_NODE) ? SYSTEM_NODE : process.execPath;
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  // Not execFileSync: this process serves the stack's database connections while the script runs.
  const { stdout: output } = await promisify(execFile)(node, ["quickstart.mjs"], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", QR_API_KEY: apiKey, QR_BASE_URL: stack.apiUrl },
  });
  console.log(`quickstart on Node ${version}:\n${output}`);
  expect(output).toMatch(/^created http/m);
  expect(output).toMatch(/^listed \S+ https:\/\/example\.com\/dinner$/m);
  expect(output).toMatch(/^refused 422 \S/m);
  expect(output).toMatch(/^exported \d+ bytes$/m);
  expect(existsSync(join(dir, "menu.png")) && existsSync(join(dir, "codes.pdf"))).toBe(true);
}, 120_000);
