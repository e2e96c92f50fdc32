// Events-out benchmark: webhooks end to end on this machine, with a receiver of its own (a Node HTTP server that
// counts requests, answers and scan ids).
//   1. Scan to delivery at rest: scans one at a time, each timed from the scan (its `ts`, set at the edge) to its
//      arrival at the receiver, with the dev stack's scan queue (a 1 s batch wait).
//   2. Deliveries per second: a bulk create of 1,000 codes to an endpoint of `code.created`, at max_in_flight 5
//      and 20.
//   3. Ingestion with 10 endpoints subscribed to scans, beside the same without any, in one run (ratio).
//   4. The burst: BURST_SCANS scans (1,000,000 by default) of one code with a scan webhook, the receiver answering
//      503 for OUTAGE_SECONDS (120) in the middle; every stored scan must reach the receiver (counted by scan id),
//      and the number of requests is counted.
//   Run: pnpm --filter @qr/api bench:events-out     (BURST_SCANS=100000 for a quicker run)

import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { TEST_CLIENT_ADDRESS_HEADER } from "@qr/core/client-address";
import type { ScanEvent } from "@qr/core/scan-event";
import { packScanEvents } from "@qr/core/scan-message";
import { openNodeDatabase } from "@qr/db/node";
import { machineLine, ms, recordBenchmark, summarize } from "@qr/local/bench";
import { MAX_EVENTS_PER_STATEMENT, storeScanEvents } from "../src/scan-path/scans/store-scan-events.ts";
import { startBenchStack } from "./bench-stack.ts";

const BURST_SCANS = Number(process.env.BURST_SCANS ?? 1_000_000);
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 120);
const AT_REST_SCANS = 40;
const INGESTED_EVENTS = 200_000;
const DIRECT_EVENTS = 50_000;
const CONNECTIONS = 48;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** What the receiver saw at one path. */
interface Inbox {
  requests: number;
  answered: Map<number, number>;
  scanIds: Set<string>;
  /** Scans received again (delivery is at least once: a receiver dedupes by `webhook-id`). */
  repeatedScans: number;
  scanLatenciesMs: number[];
  eventIds: Set<string>;
  lastAt: number;
  inFlight: number;
  mostInFlight: number;
}

const inboxes = new Map<string, Inbox>();
let failing = false;
const inbox = (name: string): Inbox => {
  let found = inboxes.get(name);
  if (!found) {
    found = {
      requests: 0,
      answered: new Map(),
      scanIds: new Set(),
      repeatedScans: 0,
      scanLatenciesMs: [],
      eventIds: new Set(),
      lastAt: 0,
      inFlight: 0,
      mostInFlight: 0,
    };
    inboxes.set(name, found);
  }
  return found;
};

const receiver = http.createServer((request, response) => {
  const box = inbox(request.url?.slice(1) ?? "");
  box.inFlight++;
  box.mostInFlight = Math.max(box.mostInFlight, box.inFlight);
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const status = failing ? 503 : 200;
    box.requests++;
    box.answered.set(status, (box.answered.get(status) ?? 0) + 1);
    if (status === 200) {
      const now = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        id: string;
        data: { scans?: { id: string; ts: string }[] };
      };
      box.eventIds.add(event.id);
      for (const scan of event.data.scans ?? []) {
        if (box.scanIds.has(scan.id)) box.repeatedScans++;
        else box.scanLatenciesMs.push(now - Date.parse(scan.ts));
        box.scanIds.add(scan.id);
      }
      box.lastAt = now;
    }
    box.inFlight--;
    response.writeHead(status, { "content-type": "application/json" });
    response.end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = (name: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/${name}`;

const { stack, team, sql, stop, databaseUrl } = await startBenchStack({ queue: { maxBatchTimeout: 1 } });
const headers = { Authorization: `Bearer ${team.secret}`, "Content-Type": "application/json" };
const post = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const endpoint = (name: string, events: string[], extra: Record<string, unknown> = {}) =>
  post<{ id: string }>("/api/v1/webhooks", { url: receiverUrl(name), events, ...extra });
const until = async (done: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const scanOnce = (slug: string, i: number, agent?: http.Agent) =>
  new Promise<number>((resolve) => {
    const target = new URL(`/${slug}`, stack.redirectUrl);
    const request = http.get(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          "User-Agent": PHONE,
          [TEST_CLIENT_ADDRESS_HEADER]: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", () => resolve(0));
  });
const newCode = (url: string) => post<{ id: string; slug: string }>("/api/v1/qr", { url });
const session = openNodeDatabase(databaseUrl);
/** The consumer's statements on their own: DIRECT_EVENTS events, 5,000 a statement, one at a time. */
const directRate = async () => {
  const code = await newCode("https://example.com/direct");
  const events = Array.from({ length: DIRECT_EVENTS }, (_, i) => scanEvent(code.id, team.teamId, i));
  const started = performance.now();
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_STATEMENT) {
    await storeScanEvents(session.db, events.slice(start, start + MAX_EVENTS_PER_STATEMENT));
  }
  return DIRECT_EVENTS / ((performance.now() - started) / 1000);
};

try {
  // 3. Ingestion without any scan endpoint (before the team has one) and, below, with 10, through the real queue
  //    and consumer; and the consumer's statements alone, both ways.
  const producer = await stack.workers.mf.getQueueProducer("SCAN_EVENTS", "qr-redirect");
  const ingest = async (qrId: string) => {
    const events = Array.from({ length: INGESTED_EVENTS }, (_, i) => scanEvent(qrId, team.teamId, i));
    const started = performance.now();
    for (const { body } of packScanEvents(events)) await producer.send(body, { contentType: "text" });
    await until(
      async () =>
        Number(
          (await sql.query("select count(*)::int as n from scan_events where qr_id = $1", [qrId])).rows[0].n,
        ) >= INGESTED_EVENTS,
      600_000,
      "ingestion",
    );
    return INGESTED_EVENTS / ((performance.now() - started) / 1000);
  };
  const plainCode = await newCode("https://example.com/plain");
  const withoutRate = await ingest(plainCode.id);
  const directWithout = await directRate();

  // 1. At rest.
  const restCode = await newCode("https://example.com/at-rest");
  await endpoint("rest", ["scan.batch"]);
  for (let i = 0; i < AT_REST_SCANS; i++) {
    await scanOnce(restCode.slug, i);
    await until(() => inbox("rest").scanIds.size > i, 30_000, "a scan at rest");
    await new Promise((resolve) => setTimeout(resolve, 250)); // apart, as scans at rest are
  }
  const rest = summarize(inbox("rest").scanLatenciesMs);
  await sql.query("update webhook_endpoints set enabled = false where url = $1", [receiverUrl("rest")]);

  // 2. Deliveries per second.
  const deliveryRows: string[] = [];
  for (const inFlight of [5, 20]) {
    const name = `created-${inFlight}`;
    await endpoint(name, ["code.created"], { max_in_flight: inFlight });
    const started = Date.now();
    await post("/api/v1/qr/bulk", {
      codes: Array.from({ length: 1000 }, (_, i) => ({ url: `https://example.com/bulk/${inFlight}/${i}` })),
    });
    await until(() => inbox(name).eventIds.size >= 1000, 120_000, "1,000 deliveries");
    const seconds = (inbox(name).lastAt - started) / 1000;
    deliveryRows.push(
      `| ${inFlight} | ${(1000 / seconds).toFixed(0)} deliveries/s | ${inbox(name).mostInFlight} |`,
    );
    await sql.query("update webhook_endpoints set enabled = false where url = $1", [receiverUrl(name)]);
  }

  for (let n = 0; n < 10; n++) await endpoint(`ten-${n}`, ["scan.batch"]);
  const subscribedCode = await newCode("https://example.com/subscribed");
  const tenStarted = performance.now();
  const withTenRate = await ingest(subscribedCode.id);
  await until(
    () =>
      Array.from({ length: 10 }, (_, n) => inbox(`ten-${n}`).scanIds.size).every(
        (size) => size >= INGESTED_EVENTS,
      ),
    600_000,
    "the ten endpoints' scans",
  );
  const tenDeliveredSeconds = (performance.now() - tenStarted) / 1000;
  const directWithTen = await directRate();
  const tenRequests = Array.from({ length: 10 }, (_, n) => inbox(`ten-${n}`).requests).reduce(
    (a, b) => a + b,
    0,
  );
  for (let n = 0; n < 10; n++) {
    await sql.query("update webhook_endpoints set enabled = false where url = $1", [receiverUrl(`ten-${n}`)]);
  }

  // 4. The burst: first without a scan endpoint (the redirect rate to compare with), then with one whose receiver
  //    answers 503 for OUTAGE_SECONDS once 40% of the scans are answered.
  const burstScans = async (slug: string, outageAt?: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let sent = 0;
    let answered = 0;
    let outage: Promise<void> | undefined;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent < BURST_SCANS) {
          const i = sent++;
          if (outageAt !== undefined && !outage && i >= BURST_SCANS * outageAt) {
            failing = true;
            outage = new Promise((resolve) => setTimeout(resolve, OUTAGE_SECONDS * 1000)).then(() => {
              failing = false;
            });
          }
          if ((await scanOnce(slug, i, agent)) === 302) answered++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    return { answered, rate: answered / seconds, started, outage };
  };
  const controlCode = await newCode("https://example.com/no-webhook");
  const control = await burstScans(controlCode.slug);
  const burstCode = await newCode("https://example.com/super-bowl");
  // Only this code's scans: the control burst's last scans may still be on their way to the database.
  await endpoint("burst", ["scan.batch"], { filter: { code_ids: [burstCode.id] } });
  const { answered, rate: burstRate, started: burstStarted, outage } = await burstScans(burstCode.slug, 0.4);
  await outage;
  const stored = async () =>
    Number(
      (await sql.query("select count(*)::int as n from scan_events where qr_id = $1", [burstCode.id])).rows[0]
        .n,
    );
  await until(async () => (await stored()) >= answered, 30 * 60_000, "the burst's scans stored");
  await until(() => inbox("burst").scanIds.size >= answered, 30 * 60_000, "the burst's scans delivered");
  const burstDone = (performance.now() - burstStarted) / 1000;
  const burst = inbox("burst");
  const storedScans = await stored();
  const everyScan = burst.scanIds.size === storedScans && storedScans === answered;

  const table = [
    "## Events out: webhooks",
    "",
    `\`pnpm --filter @qr/api bench:events-out\` — ${machineLine()}. Real PostgreSQL, workerd via Miniflare, a receiver`,
    "on this machine answering at once; everything on these 2 cores (the load generator too).",
    "",
    `| scan to delivery at rest (${rest.n} scans, the local scan queue's 1 s batch wait) | figure |`,
    "|---|---:|",
    `| p50 | ${ms(rest.p50)} ms |`,
    `| p95 | ${ms(rest.p95)} ms |`,
    "",
    "In production the scan queue waits up to its `max_batch_timeout` (5 s) for a fuller batch: at rest a scan",
    "reaches its endpoint within about that.",
    "",
    "| max_in_flight | 1,000 `code.created` from one bulk create | most requests at once at the receiver |",
    "|---:|---:|---:|",
    ...deliveryRows,
    "",
    `| ingestion, ${INGESTED_EVENTS.toLocaleString("en")} events through the local queue and consumer | figure |`,
    "|---|---:|",
    `| no endpoint | ${withoutRate.toFixed(0)} events/s |`,
    `| 10 endpoints subscribed to scans | ${withTenRate.toFixed(0)} events/s (${((withTenRate / withoutRate) * 100).toFixed(0)}%) |`,
    `| every scan at all 10 endpoints, from the first event sent | ${tenDeliveredSeconds.toFixed(1)} s, ${tenRequests} requests |`,
    `| the consumer's statements alone, no endpoint | ${directWithout.toFixed(0)} events/s |`,
    `| the consumer's statements alone, 10 endpoints | ${directWithTen.toFixed(0)} events/s (${((directWithTen / directWithout) * 100).toFixed(0)}%) |`,
    "",
    "Target: with 10 endpoints, at least 90% of the rate without.",
    "",
    `| the burst: ${BURST_SCANS.toLocaleString("en")} scans of one code, the receiver answering 503 for ${OUTAGE_SECONDS} s | figure |`,
    "|---|---:|",
    `| scans answered (302) | ${answered.toLocaleString("en")} |`,
    `| redirect rate over the burst | ${burstRate.toFixed(0)} scans/s (the same burst without a webhook: ${control.rate.toFixed(0)}) |`,
    `| scans stored | ${storedScans.toLocaleString("en")} |`,
    `| scans received, by id | ${burst.scanIds.size.toLocaleString("en")} (${burst.repeatedScans.toLocaleString("en")} received again) |`,
    `| requests to the receiver | ${burst.requests.toLocaleString("en")} (${burst.answered.get(503) ?? 0} answered 503) |`,
    `| scans per delivered request | ${(burst.scanIds.size / Math.max(1, burst.answered.get(200) ?? 0)).toFixed(0)} |`,
    `| the last scan delivered, after the burst began | ${burstDone.toFixed(0)} s |`,
    `| every stored scan delivered | ${everyScan ? "yes" : "**NO**"} |`,
  ].join("\n");
  console.log(`\n${table}\n`);
  if (!everyScan) {
    process.exitCode = 1;
    console.error("scans were lost on the way out: not recorded");
  } else {
    recordBenchmark("events-out", table);
  }
} finally {
  receiver.close();
  await session.close();
  await stop();
}

function scanEvent(qrId: string, teamId: string, i: number): ScanEvent {
  return {
    v: 1,
    id: randomUUID(),
    slug: qrId,
    qr_id: qrId,
    team_id: teamId,
    ts: new Date(Date.now() - (i % 3600) * 1000).toISOString(),
    country: "DE",
    colo: "FRA",
    ua: PHONE,
    referer_host: null,
    lang: "en",
    visitor: randomBytes(32).toString("hex"),
    bot: false,
    ch_mobile: null,
    ch_platform: null,
    answered_by: "default",
    version: 1,
  };
}
