// Time to interactive of each page of the web app on the local stack: from navigation to the moment the page's
// own content is on screen and usable (its heading, its data, the designer's scan check), in a fresh browser
// context each time (nothing cached). Each page is timed near the database and again with every chunk the
// database side sends the api worker held DISTANCE_DELAY_MS (default 25), as when the worker runs far from it;
// the far run also counts the API calls the page waited on one after another. Prints the figures, with the
// first-load size, and records them in BENCHMARKS.md.  Run: npm run bench (or pnpm --filter @qr/web bench)
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { machineLine, ms, recordBenchmark, summarize } from "@qr/local/bench";
import { freePort } from "@qr/local/free-port";
import { VITE_BIN, WEB_DIR } from "@qr/local/paths";
import { startStack } from "@qr/local/stack";
import type { Page } from "playwright-core";
import { FIRST_LOAD_BUDGET, firstLoad } from "../scripts/first-load.ts";
import { launchBrowser } from "../test/browser.ts";

const RUNS = 7;
const DELAY_MS = Number(process.env.DISTANCE_DELAY_MS ?? 25);

/** Each page, and what on it means "ready to use". */
const PAGES: {
  name: string;
  path: (codeId: string) => string;
  ready: (page: Page) => Promise<unknown>;
  signedOut?: boolean;
}[] = [
  {
    name: "Sign in",
    path: () => "/sign-in",
    signedOut: true,
    ready: (p) => p.getByRole("button", { name: "Sign in", exact: true }).waitFor(),
  },
  {
    name: "Overview",
    path: () => "/",
    ready: (p) => p.getByRole("heading", { name: "Top codes, 30 days" }).waitFor(),
  },
  {
    name: "Codes",
    path: () => "/codes",
    ready: (p) =>
      p
        .getByRole("img", { name: /^QR code of / })
        .first()
        .waitFor(),
  },
  {
    name: "Code details",
    path: (id) => `/codes/${id}`,
    ready: (p) => p.getByRole("button", { name: "Save changes" }).waitFor(),
  },
  {
    name: "Designer (verified to scan)",
    path: (id) => `/codes/${id}/design`,
    ready: (p) => p.getByText(/Verified to scan/).waitFor(),
  },
  {
    name: "Analytics",
    path: (id) => `/codes/${id}/analytics`,
    ready: (p) => p.locator(".chart-frame").first().waitFor(),
  },
  {
    name: "Members",
    path: () => "/settings/members",
    ready: (p) => p.getByRole("heading", { name: "Activity" }).waitFor(),
  },
  {
    name: "Account",
    path: () => "/account",
    ready: (p) => p.getByText("This browser").waitFor(),
  },
  {
    name: "API keys",
    path: () => "/settings/keys",
    ready: (p) => p.getByRole("button", { name: "Add key" }).first().waitFor(),
  },
  {
    name: "API reference (Scalar)",
    path: () => "/docs/",
    ready: (p) => p.getByRole("heading", { name: "QR service API" }).waitFor(),
  },
];

// A database of its own in a temporary directory, migrated by the stack.
const stateDir = mkdtempSync(join(tmpdir(), "qr-web-bench-"));
chmodSync(stateDir, 0o755); // the database server runs as its own user (as root: postgres) and must reach it
const stack = await startStack({
  stateDir,
  redirectPort: await freePort(),
  apiPort: await freePort(),
  visitorHashSecret: randomBytes(32).toString("hex"),
  databaseDistance: true,
});
const browser = await launchBrowser();
try {
  // A person, verified and signed in, with one code that has been scanned.
  const setup = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  const email = "bench-web@example.com";
  await setup.goto("/sign-up");
  await setup.getByLabel("Name").fill("Bench");
  await setup.getByLabel("Email").fill(email);
  await setup.getByLabel("Password").fill("a long bench passphrase");
  await setup.getByRole("button", { name: "Create account" }).click();
  await setup.getByRole("heading", { name: "Check your email" }).waitFor();
  const { data } = (await (await fetch(`${stack.apiUrl}/dev/mailbox.json`)).json()) as {
    data: { text: string }[];
  };
  await setup.goto(data[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0] ?? "");
  await setup.getByRole("heading", { name: "No codes yet" }).waitFor();
  const codeId: string = await setup.evaluate(async () => {
    const response = await fetch("/api/v1/qr", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url: "https://example.com/menu" }),
    });
    return ((await response.json()) as { id: string }).id;
  });
  const session = await setup.context().storageState();

  const time = async (target: (typeof PAGES)[number]) => {
    const samples: number[] = [];
    let inARow = 0;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        baseURL: stack.apiBaseUrl,
        ...(target.signedOut ? {} : { storageState: session }),
      });
      const page = await context.newPage();
      const calls = apiCalls(page);
      const started = performance.now();
      await page.goto(target.path(codeId), { waitUntil: "commit" });
      await target.ready(page);
      samples.push(performance.now() - started);
      inARow = Math.max(inARow, calls.longestChain());
      await context.close();
    }
    return { summary: summarize(samples), inARow };
  };
  const rows: string[] = [];
  for (const target of PAGES) {
    stack.setDatabaseDelay(0);
    const near = (await time(target)).summary;
    stack.setDatabaseDelay(DELAY_MS);
    const far = await time(target);
    stack.setDatabaseDelay(0);
    rows.push(
      `| ${target.name} | ${ms(near.p50)} | ${ms(near.p95)} | ${ms(far.summary.p50)} | ${ms(far.summary.p95)} | ${far.inARow} |`,
    );
    console.log(
      `${target.name.padEnd(30)} p50 ${ms(near.p50)} ms, ${ms(far.summary.p50)} ms far; ${far.inARow} API calls in a row`,
    );
  }
  execFileSync(VITE_BIN, ["build", "--logLevel", "warn"], { cwd: WEB_DIR }); // the files a deploy ships
  const { js, css } = firstLoad();
  console.log(`first load: ${js} bytes of JavaScript, ${css} of CSS (gzipped)`);
  recordBenchmark(
    "web-tti",
    `## Web app: time to interactive

${machineLine()}. \`pnpm --filter @qr/web bench\`: each page ${RUNS} times in a fresh Chromium context (nothing
cached) on the local stack, from navigation until the page's own content is usable (its data shown; the designer
once ZXing has verified the preview; analytics once the chart is drawn). First load: ${js} bytes of JavaScript and
${css} of CSS, gzipped (budget ${FIRST_LOAD_BUDGET} bytes of JavaScript); the designer and analytics load their
libraries when opened.
"Far": every chunk the database side sends the api worker held ${DELAY_MS} ms (bench:distance's proxy), as when
the worker runs far from the database. "In a row": the most API calls the page waited on one after another in
the far runs (a call counts as after another when it started once that one had answered; target ≤ 2).

| page | p50 ms | p95 ms | far p50 ms | far p95 ms | in a row |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(stateDir, { recursive: true, force: true });
}

/**
 * The page's calls to the API (\`/api/…\`), and the longest run of them where each started only once the one
 * before had answered: the calls the page waited on one after another.
 */
function apiCalls(page: Page) {
  const calls: { start: number; end: number }[] = [];
  const starts = new Map<object, number>();
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) starts.set(request, performance.now());
  });
  const done = (request: object) => {
    const start = starts.get(request);
    if (start !== undefined) calls.push({ start, end: performance.now() });
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    longestChain: () => {
      const sorted = [...calls].sort((a, b) => a.end - b.end);
      const chain = sorted.map(() => 1);
      sorted.forEach((call, i) => {
        for (let j = 0; j < i; j++) {
          const before = sorted[j] as (typeof sorted)[number];
          if (before.end <= call.start) chain[i] = Math.max(chain[i] as number, (chain[j] as number) + 1);
        }
      });
      return Math.max(0, ...chain);
    },
  };
}
