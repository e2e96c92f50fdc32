// Redirect benchmark: the real redirect worker (KV hit, scan event queued) against bare workers that return a
// fixed 302, all in the same workerd process, same load tool (wrk), same run, request logging off. Two bare
// workers: one with only a Location header, one with exactly the redirect's headers (DESIGN.md's allowlist), so
// that the figures separate what the worker does from the bytes every response carries. workerd runs on CPU 0
// and wrk on the others, so the load generator does not compete with the server. The queue has no local
// consumer: in production it runs elsewhere; here it would compete for the same CPU.
//   Run: pnpm --filter @qr/redirect bench   (needs `wrk`: apt-get install wrk)
import { randomBytes } from "node:crypto";
import { kvKeyForSlug } from "@qr/core/slug";
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

const SECONDS = 10;
const CONNECTIONS = 32;
const ROUNDS = 2;

const barePort = await freePort();
const bareHeadersPort = await freePort();
const directPort = await freePort();
const bareWorker = (name: string, port: number, headers: Record<string, string>) => ({
  name,
  modules: true,
  script: `const headers = ${JSON.stringify(headers)};
export default { fetch() { return new Response(null, { status: 302, headers }); } };`,
  compatibilityDate: "2026-11-01",
  unsafeDirectSockets: [{ host: "127.0.0.1", port }],
});
const workers = await startWorkers({
  redirectDirectPort: directPort,
  redirectPort: await freePort(),
  apiPort: await freePort(),
  secrets: {
    redirect: { VISITOR_HASH_SECRET: randomBytes(32).toString("hex") },
    api: {
      DATABASE_URL: "postgres://unused@127.0.0.1:9/none",
      DATABASE_WS_PROXY: "",
      SCAN_BASE_URL: "http://localhost",
    },
  },
  withoutQueueConsumer: true,
  extraWorkers: [
    bareWorker("bare-302", barePort, { Location: "https://example.com/menu" }),
    bareWorker("bare-302-headers", bareHeadersPort, {
      Location: "https://example.com/menu",
      ...SECURITY_HEADERS,
    }),
  ],
});

try {
  // miniflare's re-typed KV namespace leaves out put(); it exists at run time.
  const kv = (await workers.mf.getKVNamespace("LINKS", "qr-redirect")) as unknown as {
    put(key: string, value: string): Promise<void>;
  };
  const record = {
    v: 1,
    qr_id: "qr_bench",
    team_id: "team_bench",
    url: "https://example.com/menu",
    status: "active",
    forward_query: false,
    version: 1,
  };
  await kv.put(kvKeyForSlug("bench-slug"), JSON.stringify(record));
  const realUrl = `http://127.0.0.1:${directPort}/bench-slug`;
  const bareUrl = `http://127.0.0.1:${barePort}/bench-slug`;
  const bareHeadersUrl = `http://127.0.0.1:${bareHeadersPort}/bench-slug`;
  const check = await fetch(realUrl, { redirect: "manual" });
  if (check.status !== 302) throw new Error(`the redirect worker answered ${check.status}`);

  const pinned = pinChildProcessesToFirstCpu("workerd");
  const wrk = (url: string, seconds = SECONDS) => runWrk(url, seconds, CONNECTIONS, { pinned });
  await wrk(bareUrl, 3); // warm-up
  await wrk(realUrl, 3);
  const bare: WrkResult[] = [];
  const bareHeaders: WrkResult[] = [];
  const real: WrkResult[] = [];
  const noLookup: WrkResult[] = [];
  const base = realUrl.replace("/bench-slug", "");
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(await wrk(bareUrl));
    bareHeaders.push(await wrk(bareHeadersUrl));
    real.push(await wrk(realUrl));
    noLookup.push(await wrk(`${base}/robots.txt`));
  }
  const mean = (results: WrkResult[], key: keyof WrkResult) =>
    results.reduce((sum, r) => sum + r[key], 0) / results.length;
  const row = (name: string, results: WrkResult[]) =>
    `| ${name} | ${mean(results, "rps").toFixed(0)} | ${ms(mean(results, "p50"))} | ${ms(mean(results, "p99"))} |`;
  const ratios = (baseline: WrkResult[]) =>
    `${((mean(real, "rps") / mean(baseline, "rps")) * 100).toFixed(0)}% of its throughput, p99 ${(mean(real, "p99") / mean(baseline, "p99")).toFixed(2)}×`;
  const table = [
    "## Redirect (issue 4)",
    "",
    `\`pnpm --filter @qr/redirect bench\` — ${machineLine()}. All workers in one workerd process (Miniflare, request`,
    `logging off)${pinned ? ", pinned to CPU 0, with wrk on the other CPU" : ""}; \`wrk -c${CONNECTIONS} -d${SECONDS}s\`, ${ROUNDS} alternating rounds each, means shown.`,
    "The real worker finds the record (KV with cacheTtl, then isolate memory for ISOLATE_CACHE_TTL), answers 302 and",
    "queues the scan event (visitor HMAC included; sent in batches from waitUntil).",
    "Target: ≥ 80% of the bare worker's throughput and p99 within 1.5×.",
    "",
    "| worker | req/s | p50 ms | p99 ms |",
    "|---|---:|---:|---:|",
    row("bare fixed 302, Location only", bare),
    row("bare fixed 302, the redirect's exact headers", bareHeaders),
    row("redirect worker (KV hit)", real),
    row("redirect worker, /robots.txt (no lookup, no scan event)", noLookup),
    "",
    `Redirect worker against the Location-only bare worker: ${ratios(bare)}; against the bare worker with the same`,
    `headers: ${ratios(bareHeaders)}.`,
    "",
    "Between the last two rows is the scan itself: the record from memory, the decision, and the scan event (uuid,",
    "timestamp, request fields, cf country, visitor HMAC, batching), which every scan must pay for on the isolate's",
    "one thread. The robots.txt row bounds what any scan can reach here; the event is most of the rest.",
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("redirect", table);
} finally {
  await workers.stop();
}
