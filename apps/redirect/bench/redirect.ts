// Redirect benchmark: the real redirect worker (KV hit, scan event queued) against bare workers that return a
// fixed 302, all in the same workerd process, same load tool (wrk), same run, request logging off. Three bare
// workers: one with only a Location header, and two with exactly the redirect's headers (the worker's header allowlist),
// one making a Response from a plain object per request and one returning the same Response every time (the
// redirect worker's way), so that the figures separate what the worker does from what its response costs.
// workerd runs on CPU 0 and wrk on the others, so the load generator does not compete with the server. The
// queue has no local consumer: in production it runs elsewhere; here it would compete for the same CPU.
//   Run: pnpm --filter @qr/redirect bench (or npm run bench); wrk is installed with apt when missing.
// Where the time goes: while wrk runs, `perf record -e cpu-clock --call-graph dwarf -p <workerd pid>` samples
// workerd (Debian's linux-perf; no hardware counters are needed), and `perf report --no-inline --children`
// gives each native and JS function's share; run with MINIFLARE_WORKERD_V8_FLAGS=--perf-basic-prof so that
// JIT-compiled JS is named. Dividing a function's samples by the requests served gives µs per request.
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { PAGE_CSP } from "@qr/core/content/pages/page-shell";
import { edgeLinks, renderPage } from "@qr/core/content/pages/render-page";
import { stringsFor } from "@qr/core/content/pages/strings";
import type { PageOf } from "@qr/core/content/types";
import { domainKey, redirectKey } from "@qr/core/redirect-record";
import {
  machineLine,
  ms,
  pinChildProcessesToFirstCpu,
  recordBenchmark,
  runWrk,
  type WrkResult,
} from "@qr/local/bench";
import { freePort } from "@qr/local/free-port";
import { startWorkers } from "@qr/local/workers";
import { SECURITY_HEADERS } from "../src/responses.ts";
import {
  BENCH_RECORD,
  BENCH_SLUG,
  BRANDED_DOMAIN,
  BRANDED_HOST,
  GS1_LOT_SLUG,
  GS1_RECORD,
  PAGE_CODES,
  RULES_RECORD,
  RULES_SLUG,
  SCAN_HEADERS,
  SPLIT_RECORD,
  SPLIT_SLUG,
} from "./scan-fixture.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/** `BENCH_ONLY=branded,gs1`: only these rows, printed and compared with the first, BENCHMARKS.md left as it is. */
const ONLY = process.env.BENCH_ONLY?.split(",");

const directPort = await freePort();
const REDIRECT_HEADERS = { Location: "https://example.com/menu", ...SECURITY_HEADERS };
// The request headers captureScan reads for a scan's event.
const SCAN_REQUEST_HEADERS = [
  "User-Agent",
  "CF-Connecting-IP",
  "Referer",
  "Accept-Language",
  "Sec-CH-UA-Mobile",
  "Sec-CH-UA-Platform",
];
// A bare worker answers every request with the same 302: `script` defines its fetch handler. It listens on a
// port the kernel picks when workerd starts (read back below), so no other process can take it first.
const bareWorker = (name: string, script: string) => ({
  name,
  modules: true,
  script,
  compatibilityDate: "2026-11-01",
  unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
});
// The business card's page exactly as the redirect worker serves it (bytes and headers), for a bare worker that
// answers it with a new Response per request: what a page's body costs workerd, apart from what the worker does.
const CARD = PAGE_CODES[0] as (typeof PAGE_CODES)[number];
const CARD_PAGE = renderPage(
  CARD.record.page as PageOf,
  // wrangler.toml's REPORT_URL, which the redirect worker's page links to.
  {
    language: "en",
    strings: stringsFor("en"),
    reportUrl: "https://qr-api.example.workers.dev/report",
    qrId: CARD.record.qr_id,
  },
  edgeLinks(CARD.slug),
);
const PAGE_HEADERS = {
  ...SECURITY_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": PAGE_CSP,
  "Content-Language": "en",
  Vary: "Accept-Language",
};
function newResponsePerRequest(headers: Record<string, string>): string {
  return `const headers = ${JSON.stringify(headers)};
export default { fetch() { return new Response(null, { status: 302, headers }); } };`;
}
const workers = await startWorkers({
  redirectDirectPort: directPort,
  secrets: {
    redirect: { VISITOR_HASH_SECRET: randomBytes(32).toString("hex"), SCAN_HOSTS: "127.0.0.1" },
    api: {
      DATABASE_URL: "postgres://unused@127.0.0.1:9/none",
      DATABASE_PROXY: "",
      SCAN_BASE_URL: "http://localhost",
    },
  },
  withoutQueueConsumer: true,
  extraWorkers: [
    bareWorker("bare-302", newResponsePerRequest({ Location: REDIRECT_HEADERS.Location })),
    bareWorker("bare-302-headers", newResponsePerRequest(REDIRECT_HEADERS)),
    bareWorker(
      "bare-302-reused-response",
      `const response = new Response(null, { status: 302, headers: ${JSON.stringify(REDIRECT_HEADERS)} });
export default { fetch() { return response; } };`,
    ),
    bareWorker(
      "bare-page",
      `const body = ${JSON.stringify(CARD_PAGE)};
const headers = new Headers(${JSON.stringify(PAGE_HEADERS)});
export default { fetch() { return new Response(body, { headers }); } };`,
    ),
    bareWorker(
      "bare-302-reads-headers",
      `const response = new Response(null, { status: 302, headers: ${JSON.stringify(REDIRECT_HEADERS)} });
const names = ${JSON.stringify(SCAN_REQUEST_HEADERS)};
let kept;
export default { fetch(request) { const { headers } = request; kept = names.map((name) => headers.get(name)); return response; } };`,
    ),
  ],
});

try {
  // miniflare's re-typed KV namespace leaves out put(); it exists at run time.
  const kv = (await workers.mf.getKVNamespace("LINKS", "qr-redirect")) as unknown as {
    put(key: string, value: string): Promise<void>;
  };
  await kv.put(redirectKey(null, BENCH_SLUG), JSON.stringify(BENCH_RECORD));
  await kv.put(redirectKey(null, RULES_SLUG), JSON.stringify(RULES_RECORD));
  await kv.put(redirectKey(null, SPLIT_SLUG), JSON.stringify(SPLIT_RECORD));
  await kv.put(redirectKey(BRANDED_HOST, BENCH_SLUG), JSON.stringify(BENCH_RECORD));
  await kv.put(domainKey(BRANDED_HOST), JSON.stringify(BRANDED_DOMAIN));
  await kv.put(redirectKey(BRANDED_HOST, GS1_LOT_SLUG), JSON.stringify(GS1_RECORD));
  for (const code of PAGE_CODES) await kv.put(redirectKey(null, code.slug), JSON.stringify(code.record));
  const pageUrlOf = (slug: string) => `http://127.0.0.1:${directPort}/${slug}`;
  for (const code of PAGE_CODES) {
    const answer = await fetch(pageUrlOf(code.slug), { redirect: "manual", headers: SCAN_HEADERS });
    if (answer.status !== code.status)
      throw new Error(`${code.slug}: the redirect worker answered ${answer.status}`);
  }
  const realUrl = `http://127.0.0.1:${directPort}/${BENCH_SLUG}`;
  const rulesUrl = `http://127.0.0.1:${directPort}/${RULES_SLUG}`;
  const splitUrl = `http://127.0.0.1:${directPort}/${SPLIT_SLUG}`;
  const bareUrlOf = async (name: string) =>
    new URL(BENCH_SLUG, await workers.mf.unsafeGetDirectURL(name)).href;
  const bareUrl = await bareUrlOf("bare-302");
  const bareHeadersUrl = await bareUrlOf("bare-302-headers");
  const bareReusedUrl = await bareUrlOf("bare-302-reused-response");
  const bareReadsUrl = await bareUrlOf("bare-302-reads-headers");
  const barePageUrl = await bareUrlOf("bare-page");
  const check = await fetch(realUrl, { redirect: "manual" });
  if (check.status !== 302) throw new Error(`the redirect worker answered ${check.status}`);
  const branded = await statusWithHost(realUrl, BRANDED_HOST);
  if (branded !== 302) throw new Error(`the redirect worker answered ${branded} on the branded host`);
  const gs1Url = `${realUrl.slice(0, realUrl.indexOf("/", 8))}/${GS1_LOT_SLUG}`;
  const gs1 = await statusWithHost(gs1Url, BRANDED_HOST);
  if (gs1 !== 307) throw new Error(`the GS1 resolver answered ${gs1}`);
  const ruled = await fetch(rulesUrl, { redirect: "manual", headers: SCAN_HEADERS });
  if (ruled.headers.get("Location") !== "https://example.com/ios")
    throw new Error(`the last rule did not answer: ${ruled.status} ${ruled.headers.get("Location")}`);
  const split = await fetch(splitUrl, { redirect: "manual", headers: SCAN_HEADERS });
  if (!split.headers.get("Location")?.startsWith("https://example.com/menu-"))
    throw new Error(`the split did not answer: ${split.status} ${split.headers.get("Location")}`);

  const pinned = pinChildProcessesToFirstCpu("workerd");
  const wrk = (url: string, seconds = SECONDS, host?: string) =>
    runWrk(url, seconds, CONNECTIONS, {
      pinned,
      headers: host ? { ...SCAN_HEADERS, Host: host } : SCAN_HEADERS,
    });
  await wrk(bareUrl, 3); // warm-up
  await wrk(realUrl, 3);
  const urls: Record<string, string> = {
    bare: bareUrl,
    bareHeaders: bareHeadersUrl,
    bareReused: bareReusedUrl,
    bareReads: bareReadsUrl,
    barePage: barePageUrl,
    real: realUrl,
    branded: realUrl,
    gs1: gs1Url,
    rules: rulesUrl,
    split: splitUrl,
    ...Object.fromEntries(PAGE_CODES.map((code) => [code.slug, pageUrlOf(code.slug)])),
  };
  const order = Object.keys(urls).filter((name) => !ONLY || ONLY.includes(name));
  const runs = Object.fromEntries(order.map((name) => [name, [] as WrkResult[]])) as Record<
    string,
    WrkResult[]
  >;
  for (let round = 0; round < ROUNDS; round++) {
    // Every other round runs the other way round, so a drift of the machine weighs on all workers alike.
    for (const name of round % 2 === 0 ? order : [...order].reverse()) {
      runs[name]?.push(
        await wrk(
          urls[name] as string,
          SECONDS,
          name === "branded" || name === "gs1" ? BRANDED_HOST : undefined,
        ),
      );
    }
  }
  if (ONLY) {
    const first = runs[order[0] as string] ?? [];
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    for (const name of order) {
      const results = runs[name] ?? [];
      const perRound = results.map((run, round) => (run.rps / (first[round]?.rps ?? Number.NaN)) * 100);
      const rounds = perRound.map((ratio) => `${ratio.toFixed(0)}%`).join(", ");
      console.log(
        `${name}: ${median(results.map((r) => r.rps)).toFixed(0)} req/s, ${median(perRound).toFixed(0)}% of ${order[0]} (rounds ${rounds})`,
      );
    }
    process.exit(0);
  }
  const {
    bare,
    bareHeaders,
    bareReused,
    bareReads,
    barePage,
    real,
    branded: onDomain,
    gs1: gs1Runs,
    rules,
    split: splitRuns,
  } = runs as Record<
    | "bare"
    | "bareHeaders"
    | "bareReused"
    | "bareReads"
    | "barePage"
    | "real"
    | "branded"
    | "gs1"
    | "rules"
    | "split",
    WrkResult[]
  >;
  // Medians of the rounds: one run disturbed by the machine does not move the figures.
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const of = (results: WrkResult[], key: keyof WrkResult) => median(results.map((result) => result[key]));
  const row = (name: string, results: WrkResult[]) =>
    `| ${name} | ${of(results, "rps").toFixed(0)} | ${ms(of(results, "p50"))} | ${ms(of(results, "p99"))} |`;
  // The throughput ratio of each round (both runs close in time), then the median and the spread of those.
  const ratios = (baseline: WrkResult[], measured = real) => {
    const perRound = measured.map((run, round) => (run.rps / (baseline[round]?.rps ?? Number.NaN)) * 100);
    const percent = (value: number) => `${value.toFixed(0)}%`;
    return `${percent(median(perRound))} of its throughput (rounds ${percent(Math.min(...perRound))}–${percent(Math.max(...perRound))}), p99 ${(of(measured, "p99") / of(baseline, "p99")).toFixed(2)}×`;
  };
  const table = [
    "## Redirect",
    "",
    `\`pnpm --filter @qr/redirect bench\` — ${machineLine()}. All workers in one workerd process (Miniflare, request`,
    `logging off)${pinned ? ", pinned to CPU 0, with wrk on the other CPU" : ""}; \`wrk -c${CONNECTIONS} -d${SECONDS}s\`, ${ROUNDS} alternating rounds each, medians shown.`,
    "Every request carries the headers of a scan from an iPhone's camera (Safari's, and CF-Connecting-IP).",
    "The real worker finds the record (KV with cacheTtl, then isolate memory for ISOLATE_CACHE_TTL), answers 302 and",
    "keeps the scan's request fields; from waitUntil, each batch of scans becomes events (uuid, timestamp, visitor",
    "HMAC) packed into queue messages of up to 96 KB and sent to the local queue (its consumer runs on other machines in",
    "production; here the queue has none, so Miniflare's broker takes each sendBatch and drops it).",
    "Target: ≥ 90% of the Location-only bare worker's throughput and p99 within 1.5×; on a branded domain, within 3% of",
    "the same scan on the scan host.",
    "",
    "| worker | req/s | p50 ms | p99 ms |",
    "|---|---:|---:|---:|",
    row("bare fixed 302, Location only", bare),
    row("bare fixed 302, the redirect's exact headers as an object", bareHeaders),
    row("bare fixed 302, the redirect's exact headers, one Response reused", bareReused),
    row("bare fixed 302, one Response reused, reading the six request headers a scan event uses", bareReads),
    row("bare fixed 200, the business card's page (its bytes and headers), a new Response each", barePage),
    row("redirect worker (KV hit)", real),
    row("redirect worker (KV hit), on a branded domain", onDomain),
    row("redirect worker (KV hit), a GS1 Digital Link of a lot, on a branded domain", gs1Runs),
    row("redirect worker (KV hit), 10 routing rules, the last one matching", rules),
    row("redirect worker (KV hit), a 3-way A/B split (50/30/20)", splitRuns),
    ...PAGE_CODES.map((code) => row(`redirect worker (KV hit), ${code.label}`, runs[code.slug] ?? [])),
    "",
    "Redirect worker against",
    `- the Location-only bare worker: ${ratios(bare)};`,
    `- the bare worker with the same headers as an object: ${ratios(bareHeaders)};`,
    `- the bare worker returning one Response with the same headers: ${ratios(bareReused)};`,
    `- that bare worker when it also reads the six request headers: ${ratios(bareReads)}.`,
    "",
    `The redirect worker on a branded domain (its Host picks the domain's record, then the code's; both from`,
    `isolate memory), against the same code on the scan host: ${ratios(real, onDomain)}. Target: within 3%.`,
    "",
    "A GS1 Digital Link scan (`/01/{gtin}/10/{lot}` parsed and checked, its levels walked from isolate memory, the",
    "link chosen by type and language, a 307 with its Link header), against a plain code on the same branded domain:",
    `${ratios(onDomain, gs1Runs)}. Target: a GS1 scan costs at most 1.2× a plain redirect (at least 83% of its throughput).`,
    "",
    "The redirect worker on a code with 10 routing rules, where only the last matches (country, device, OS,",
    "language and local-time conditions, all evaluated from the record in memory), against",
    `- the Location-only bare worker: ${ratios(bare, rules)};`,
    `- the bare worker returning one Response with the same headers: ${ratios(bareReused, rules)};`,
    `- the redirect worker on a code without rules: ${ratios(real, rules)}.`,
    "",
    "The redirect worker on a code split three ways (each scan's visitor hash computed during the request to pick",
    `its variant, and handed to its event), against the same code without a split: ${ratios(real, splitRuns)}.`,
    "Target: within 5% (at least 95% of its throughput).",
    "",
    "A code's page (rendered from the record, then kept per code version and language in the isolate) and an",
    "app code, against the redirect worker on a plain code. Target: a page scan costs at most 1.2× a redirect scan,",
    "so at least 83% of its throughput:",
    ...PAGE_CODES.map((code) => `- ${code.label}: ${ratios(real, runs[code.slug] ?? [])};`),
    "",
    "What a body costs, apart from what the worker does: the bare worker answering the card's page bytes, against",
    `the bare worker returning one reused 302, ${ratios(bareReused, barePage)}; the redirect worker's card page`,
    `against that bare page worker, ${ratios(barePage, runs[CARD.slug] ?? [])} (the plain redirect against its bare`,
    `baseline, the reused 302: ${ratios(bareReused)}).`,
    "",
    "The first baseline is the target's bare worker: a new 302 per request, with nothing but a Location. The third",
    "is the strictest like-for-like one: the same response bytes, made the way the redirect worker makes them (one",
    "Response per destination, returned to every scan of it), so the difference is what the redirect worker does",
    "(route, record from memory, decision, scan event and its share of a queue send). The first three rows show",
    "where a response costs: little on the wire, most in making a Response and converting a plain object's names",
    "and values on every request. The fourth shows what reading request headers costs in workerd, before any",
    "work with them: the first read of a request's headers wraps them for JavaScript (a garbage-collected",
    "native object), and each value becomes a new string.",
    "A ratio is taken per round (the two runs lie close in time), and the median of the rounds is shown with their",
    "range: on this shared machine the same worker varies by 20% or more from one run to the next.",
    "p99 in every row is set by workerd's full garbage collections, which stop the isolate: run with",
    "`MINIFLARE_WORKERD_V8_FLAGS=--trace-gc`, an 8-second run shows a mark-compact pause of 177 ms in the redirect",
    "worker and 270 ms in the bare one, while p50 stays at 2–3 ms. The p99 ratio therefore says when such pauses land,",
    "not how long a scan takes.",
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("redirect", table);
} finally {
  await workers.stop();
}

/** The status of a GET with this Host header (fetch cannot set one). */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}
