// Scan-event cost benchmark: what each step of a scan's event costs in workerd, per scan. The redirect
// benchmark (bench/redirect.ts) measures whole requests under load, where this machine's ±10% from run to run
// hides a few microseconds; here each step of the redirect worker's own code runs STEP_RUNS × SCANS times in a
// row inside workerd (pinned to one CPU), so a change of a microsecond per scan shows while the machine is quiet.
//   Run: pnpm --filter @qr/redirect bench:scan-event   (also part of `pnpm --filter @qr/redirect bench`)
import { fileURLToPath } from "node:url";
import { machineLine, pinChildProcessesToFirstCpu, recordBenchmark } from "@qr/local/bench";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { SCAN_HEADERS } from "./scan-fixture.ts";

const SCANS = 200_000;
const STEP_RUNS = 7;

const bundle = await build({
  entryPoints: [fileURLToPath(new URL("./scan-event-costs.worker.ts", import.meta.url))],
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2024",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  write: false,
});
const mf = new Miniflare(
  convertV4MiniflareOptions({
    logRequests: false,
    handleStructuredLogs: () => {},
    workers: [
      {
        name: "scan-event-costs",
        modules: true,
        script: bundle.outputFiles[0]?.text ?? "",
        compatibilityDate: "2026-11-01",
        queueProducers: { SCAN_EVENTS: { queueName: "scan-events" } },
      },
    ],
  }),
);

try {
  await mf.ready;
  const pinned = pinChildProcessesToFirstCpu("workerd");
  const { steps, batch } = (await (await mf.dispatchFetch("http://bench/steps")).json()) as {
    steps: string[];
    batch: number;
  };
  const microseconds = async (step: string) => {
    const runs: number[] = [];
    for (let run = 0; run < STEP_RUNS; run++) {
      const started = performance.now();
      const response = await mf.dispatchFetch(`http://bench/?step=${encodeURIComponent(step)}&n=${SCANS}`, {
        headers: SCAN_HEADERS,
      });
      if (response.status !== 204) throw new Error(`${step}: ${response.status} ${await response.text()}`);
      runs.push(((performance.now() - started) * 1000) / SCANS);
    }
    // The fastest run is the step's cost; slower ones met the machine's other work.
    return Math.min(...runs);
  };
  const costs = new Map<string, number>();
  for (const step of steps) costs.set(step, await microseconds(step));
  const rows = steps.map((step) => `| ${step} | ${(costs.get(step) ?? Number.NaN).toFixed(2)} |`);
  const table = [
    "## Scan event, step by step",
    "",
    `\`pnpm --filter @qr/redirect bench:scan-event\` — ${machineLine()}. The redirect worker's scan-event code`,
    `run ${SCANS.toLocaleString("en")} times per step inside workerd${pinned ? " (pinned to CPU 0)" : ""}, on the benchmark's iPhone scan`,
    `request; fastest of ${STEP_RUNS} runs. Packing and sending go by batches of ${batch} scans, as a busy isolate sends them.`,
    "",
    "| step | µs per scan |",
    "|---|---:|",
    ...rows,
    "",
    "The last row includes packing, and the work of the local queue's broker, which shares workerd's CPU here (in",
    "production the queue service runs elsewhere).",
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("scan-event-costs", table);
} finally {
  await mf.dispose();
}
