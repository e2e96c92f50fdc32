// Lighthouse scores of the app's main pages (sign-in, overview, codes, a code's details, the designer, analytics),
// as production serves them: the built files through a proxy that compresses them as Cloudflare's edge does
// (Brotli), in the system's Chromium, signed in with a session cookie. Each page with Lighthouse's mobile preset (a
// mid-range phone on a slow 4G network, its default) and its desktop preset. Prints the scores and records them in
// BENCHMARKS.md. Targets: mobile ≥ 90 performance and 100 in the other categories; desktop ≥ 95 in every one.
// Run: pnpm --filter @qr/web lighthouse (LIGHTHOUSE_PAGES="Codes,Code details" for some pages, printed, not
// recorded; LIGHTHOUSE_RUNS for another number of runs; LIGHTHOUSE_DEBUG=1 for where the time goes).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { machineLine, recordBenchmark } from "@qr/local/bench";
import { freePort } from "@qr/local/free-port";
import { startStack } from "@qr/local/stack";
import { CHROMIUM, ensureSystemTools } from "@qr/local/system-tools";
import { eventually, scan } from "@qr/local/test-harness";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

/** Each preset's configuration (mobile is Lighthouse's default) and its targets by category. */
const PRESETS = [
  { name: "mobile", config: undefined, targets: { performance: 90, rest: 100 } },
  { name: "desktop", config: desktopConfig, targets: { performance: 95, rest: 95 } },
] as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const COMPRESSED = /^(text\/|application\/(javascript|json|wasm)|image\/svg)/;

if (!process.env.CHROMIUM_PATH) ensureSystemTools([CHROMIUM]);
const stateDir = mkdtempSync(join(tmpdir(), "qr-lighthouse-"));
chmodSync(stateDir, 0o755); // the database server runs as its own user and must reach it
const stack = await startStack({
  stateDir,
  redirectPort: await freePort(),
  apiPort: await freePort(),
  visitorHashSecret: randomBytes(32).toString("hex"),
});
const upstream = new URL(stack.apiBaseUrl);

// The edge's compression in front of the local worker (Miniflare serves the files as they are). The edge keeps a
// static file compressed once; so does this proxy, or the page would wait on Brotli's top quality every time.
const compressedAssets = new Map<string, Buffer<ArrayBufferLike>>();
const proxyPort = await freePort();
const proxy = createServer((incoming, outgoing) => {
  const forward = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      path: incoming.url,
      method: incoming.method,
      headers: { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" },
    },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        let body: Buffer<ArrayBufferLike> = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        const brotli = /\bbr\b/.test(String(incoming.headers["accept-encoding"] ?? ""));
        if (brotli && COMPRESSED.test(String(headers["content-type"] ?? "")) && body.length > 0) {
          const asset = incoming.url?.startsWith("/assets/") ? incoming.url : undefined;
          const kept = asset ? compressedAssets.get(asset) : undefined;
          body = kept ?? brotliCompressSync(body);
          if (asset) compressedAssets.set(asset, body);
          headers["content-encoding"] = "br";
          headers["content-length"] = String(body.length);
          headers.vary = "Accept-Encoding";
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.end(body);
      });
    },
  );
  incoming.pipe(forward);
});
await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
const origin = `http://localhost:${proxyPort}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox"],
});
try {
  // A person, verified and signed in, with a scanned code.
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = "a long lighthouse passphrase";
  const headers = { "Content-Type": "application/json", Origin: stack.apiBaseUrl };
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${stack.apiBaseUrl}${path}`, {
      method: "POST",
      headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  await post("/api/auth/sign-up/email", { email, password, name: "Lighthouse" });
  const { data } = (await (await fetch(`${stack.apiUrl}/dev/mailbox.json`)).json()) as {
    data: { to: string; text: string }[];
  };
  const link = data.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
  await fetch(link ?? "", { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const code = (await (
    await post("/api/v1/qr", { url: "https://example.com/menu", name: "Menu" }, cookie)
  ).json()) as {
    id: string;
    slug: string;
  };
  for (let i = 0; i < 3; i++) await scan(stack, code.slug, { ip: `203.0.113.${i}`, country: "FR" });
  // The scans' queue delivery and rollups run in the background: wait until the analytics count them.
  await eventually(async () => {
    const read = await fetch(`${stack.apiBaseUrl}/api/v1/qr/${code.id}/analytics`, {
      headers: { Cookie: cookie },
    });
    const { analytics } = (await read.json()) as { analytics?: { totalScans: number } };
    return (analytics?.totalScans ?? 0) >= 3 ? true : undefined;
  });

  const pages = [
    { name: "Sign in", path: "/sign-in", signedIn: false },
    { name: "Overview", path: "/", signedIn: true },
    { name: "Codes", path: "/codes", signedIn: true },
    { name: "Code details", path: `/codes/${code.id}`, signedIn: true },
    { name: "Designer", path: `/codes/${code.id}/design`, signedIn: true },
    { name: "Analytics", path: `/codes/${code.id}/analytics`, signedIn: true },
  ].filter(
    (page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(",").includes(page.name),
  );
  // One unmeasured run first: the edge and the worker are warm in production.
  await lighthouse(`${origin}/sign-in`, { port: chrome.port, logLevel: "error" }, desktopConfig);
  // Each page in each preset RUNS times in a row (the target holds only if every run meets it).
  const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const measured = new Map<string, number[][]>();
  for (let run = 0; run < RUNS; run++)
    for (const preset of PRESETS)
      for (const page of pages) {
        const result = await lighthouse(
          `${origin}${page.path}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          preset.config,
        );
        const categories = result?.lhr.categories ?? {};
        const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
        const audits = result?.lhr.audits ?? {};
        const failing = Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id);
        // Where a performance score is lost: the weighted metrics, as Lighthouse displays them.
        const metrics = [
          "first-contentful-paint",
          "largest-contentful-paint",
          "total-blocking-time",
          "cumulative-layout-shift",
          "speed-index",
        ]
          .map((id) => `${id.replace(/-/g, " ")} ${audits[id]?.displayValue ?? "?"}`)
          .join(", ");
        const key = `${page.name}|${preset.name}`;
        measured.set(key, [...(measured.get(key) ?? []), scores]);
        console.log(
          `${page.name.padEnd(14)} ${preset.name.padEnd(8)} ${scores.join(" ")}${failing.length ? `  (below: ${failing.join(", ")})` : ""}`,
        );
        console.log(`${"".padEnd(14)} ${metrics}`);
        if (process.env.LIGHTHOUSE_DEBUG) {
          // What the largest contentful paint was, and where its time went.
          for (const id of ["largest-contentful-paint-element", "lcp-breakdown-insight"])
            console.log(`   ${id}: ${JSON.stringify(audits[id]?.details ?? null).slice(0, 600)}`);
          const shifts = (
            audits["layout-shifts"]?.details as { items?: { node?: { snippet?: string }; score?: number }[] }
          )?.items;
          for (const shift of shifts ?? [])
            console.log(`   layout shift ${shift.score}: ${shift.node?.snippet ?? "?"}`);
        }
        if (process.env.LIGHTHOUSE_DEBUG) {
          // Where the main thread's time goes: by script, then by kind of work.
          const items = (id: string) =>
            ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(
              0,
              8,
            );
          for (const item of items("bootup-time"))
            console.log(
              `   script ${item.url}: ${Math.round(Number(item.total))} ms (${Math.round(Number(item.scripting))} scripting)`,
            );
          for (const item of items("long-tasks"))
            console.log(
              `   long task at ${Math.round(Number(item.startTime))} ms: ${Math.round(Number(item.duration))} ms (${item.url})`,
            );
          for (const item of items("mainthread-work-breakdown"))
            console.log(`   work ${item.groupLabel}: ${Math.round(Number(item.duration))} ms`);
        }
        if (process.env.LIGHTHOUSE_DEBUG)
          for (const audit of Object.values(audits))
            if (
              (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0 ||
              (audit.score ?? 1) < 0.5
            )
              console.log(
                `   ${audit.id}: ${audit.displayValue ?? ""} ${JSON.stringify(audit.metricSavings ?? {})}`,
              );
      }
  const rows = PRESETS.flatMap((preset) =>
    pages.map((page) => {
      const runs = measured.get(`${page.name}|${preset.name}`) ?? [];
      const met = runs.every((scores) =>
        scores.every((score, i) => score >= (i === 0 ? preset.targets.performance : preset.targets.rest)),
      );
      // Performance run by run; the other categories at their lowest.
      const columns = CATEGORIES.map((_, i) =>
        i === 0
          ? runs.map((scores) => scores[0]).join(" · ")
          : Math.min(...runs.map((scores) => scores[i] ?? 0)),
      );
      return `| ${page.name} | ${preset.name} | ${columns.join(" | ")} | ${met ? "✓" : "✗"} |`;
    }),
  );
  const table = [
    "## Web app: Lighthouse",
    "",
    `\`pnpm --filter @qr/web lighthouse\` — ${machineLine()}. Lighthouse 13 in the system's Chromium, with its mobile preset (a mid-range phone on slow 4G, simulated) and its desktop preset; the built app on the local stack behind a proxy that compresses as Cloudflare's edge does (Brotli), signed in with a session cookie; ${RUNS} runs in a row (performance by run; the other categories at their lowest). Targets, in every run: mobile ≥ 90 performance and 100 in the other categories; desktop ≥ 95 in every category.`,
    "",
    "| page | preset | performance | accessibility | best practices | SEO | target |",
    "|---|---|---:|---:|---:|---:|:---:|",
    ...rows,
  ].join("\n");
  console.log(`\n${table}\n`);
  // Some pages only (LIGHTHOUSE_PAGES) is a look at them: the record keeps the whole table of its last full run.
  if (!process.env.LIGHTHOUSE_PAGES) recordBenchmark("web-lighthouse", table);
} finally {
  await chrome.kill();
  proxy.close();
  await stack.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
