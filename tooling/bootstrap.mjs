// Behind `npm run dev`, `npm test` (and `pnpm dev`, `pnpm test`, …): installs the workspace with the pinned
// pnpm when anything changed, then runs the task with the workspace's toolchain first on PATH (Node 24 from
// the `node` package, current wrangler). Needs only Node ≥ 20 and npm, so it works on a fresh machine.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM, ensureSystemTools, POPPLER, PYTHON, RSVG, WRK, ZBAR } from "./local/src/system-tools.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "node_modules", ".bin");
const TASKS = {
  dev: ["node", ["tooling/local/src/dev.ts"]],
  test: ["turbo", ["run", "test", "--concurrency=2"]],
  lint: ["turbo", ["run", "lint"]],
  typecheck: ["turbo", ["run", "typecheck"]],
  bench: ["turbo", ["run", "bench", "--concurrency=1"]],
  build: ["turbo", ["run", "build"]],
  "generate-clients": ["pnpm", ["--filter", "@qr/api", "generate-clients"]],
  // Each worker's startup and the api's CPU per request, against budgets (CI runs it).
  "worker-costs": ["pnpm", ["--filter", "@qr/api", "worker-costs"]],
  "pack-sdks": ["pnpm", ["--filter", "qrservice", "--filter", "@qrservice/react", "run", "pack"]],
  format: ["biome", ["check", "--write", "."]],
  // The command line from this checkout (`npm run --silent qr -- codes list`), on the workspace's Node.
  qr: ["node", ["sdks/node/src/cli/main.ts"]],
};

// What a task needs from the system, installed up front in one go (each helper that runs one also makes sure of
// it, so per-package commands work too): the tests decode every QR image with ZBar behind librsvg, render export
// PDFs with Poppler and drive the web app in Chromium; the redirect benchmark loads workerd with wrk.
const SYSTEM_TOOLS = {
  test: [ZBAR, RSVG, POPPLER, CHROMIUM, PYTHON],
  bench: [ZBAR, RSVG, POPPLER, WRK, CHROMIUM],
};

const task = process.argv[2];
if (!TASKS[task]) {
  console.error(`usage: node tooling/bootstrap.mjs <${Object.keys(TASKS).join("|")}> [args…]`);
  process.exit(2);
}

const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};

installIfNeeded();
try {
  ensureSystemTools(SYSTEM_TOOLS[task] ?? []);
} catch (error) {
  console.error(`\`${task}\`: ${error.message}`);
  process.exit(1);
}
if (task === "test") clearTestReports();
const [command, args] = TASKS[task];
const child = spawn(join(bin, command), [...args, ...process.argv.slice(3)], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (task === "test") printTestTotals();
  process.exit(code ?? (signal ? 1 : 0));
});

function installIfNeeded() {
  const stampFile = join(root, "node_modules", ".qr-install-stamp");
  const stamp = installInputs()
    .map((file) => `${file}:${statSync(file).mtimeMs}`)
    .join("\n");
  if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) return;

  const { packageManager } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const local = join(bin, "pnpm");
  const [cmd, pre] = existsSync(local) ? [local, []] : ["npx", ["--yes", packageManager]];
  const frozen = process.env.CI ? ["--frozen-lockfile"] : [];
  // On stderr, so that a task's own output (`qr --json`) stays what a script reads.
  console.error(`Installing the workspace with ${packageManager}…`);
  const result = spawnSync(cmd, [...pre, "install", ...frozen], { cwd: root, env, stdio: ["inherit", 2, 2] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
}

function installInputs() {
  const files = ["package.json", "pnpm-lock.yaml", "pnpm-workspace.yaml"].map((f) => join(root, f));
  for (const group of ["apps", "packages", "tooling", "sdks"]) {
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, "package.json");
      if (existsSync(manifest)) files.push(manifest);
    }
  }
  return files.filter((file) => existsSync(file));
}

function testReports() {
  return installInputs()
    .filter((file) => file.endsWith("package.json"))
    .map((manifest) => join(manifest, "..", "test-results.json"))
    .filter((report) => existsSync(report));
}

function clearTestReports() {
  for (const report of testReports()) rmSync(report);
}

// One closing line for the whole suite, summed from every package's vitest JSON report.
function printTestTotals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of testReports()) {
    const results = JSON.parse(readFileSync(report, "utf8"));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    skipped += results.numPendingTests + results.numTodoTests;
  }
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}
