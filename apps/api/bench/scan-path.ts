// Scan-path benchmark: ingestion (scan events through the real queue into the api worker's consumer and
// PostgreSQL, and the consumer's statement on its own) and analytics latency for codes with 100,000 and
// 10,000,000 scan events (a generator fills events and rollups), beside the lightest requests on the same path.
// Run: pnpm --filter @qr/api bench:scan-path
import { randomBytes, randomUUID } from "node:crypto";
import { PERMISSIONS } from "@qr/core/permissions";
import type { ScanEvent } from "@qr/core/scan-event";
import { MESSAGE_BUDGET_BYTES, packScanEvents } from "@qr/core/scan-message";
import { ROLLUP_DIMENSION } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import {
  machineLine,
  ms,
  type PipeCpu,
  pipeCpuSeconds,
  postgresLine,
  recordBenchmark,
  summarize,
  throughput,
  timeSequential,
} from "@qr/local/bench";
import type pg from "pg";
import { keyCaller } from "../src/access/auth/caller.ts";
import { createApiKey } from "../src/access/keys/api-keys.ts";
import { STREAMS_CACHE_MS } from "../src/campaigns/ga4/streams.ts";
import { chunks, inTurns } from "../src/lib/batches.ts";
import {
  MAX_EVENTS_PER_STATEMENT,
  STATEMENTS_AT_ONCE,
  statementsOf,
  storeScanEvents,
} from "../src/scan-path/scans/store-scan-events.ts";
import { startBenchStack } from "./bench-stack.ts";

const QUEUED_EVENTS = 200_000;
const DIRECT_EVENTS = 100_000;
/** Ordinary traffic: the scans of many codes interleaved, in full deliveries (100 messages of ~200 events). */
const SPREAD_CODES = [200, 2_000];
const DELIVERY_EVENTS = 20_000;
/** The analytics rows' codes: their scans, and the days they are spread over (a code printed ten years ago too). */
const ANALYTICS_CODES = [
  { events: 100_000, days: 90, label: "100,000" },
  { events: 10_000_000, days: 90, label: "10,000,000" },
  { events: 100_000, days: 3650, label: "100,000 over 10 years" },
];
/**
 * Messages in flight at once, as a burst's many redirect isolates send them: one sender at a time took ~13 s for
 * 200,000 events, so the row measured the sending, not the consumer.
 */
const SENDERS = 8;
const ANALYTICS_WARM_UP = 200;
const ANALYTICS_TIMED = 200; // after the warm-up: 400 a key, within its 600 a minute
const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
];
const COUNTRIES = ["DE", "FR", "US", "GB", "NL", "ES", "IT", "PL", "SE", "JP"];

const {
  stack,
  databaseUrl,
  postgres,
  team: bench,
  sql,
  stop,
} = await startBenchStack({ queue: { maxBatchTimeout: 0.05 } });
const team = { teamId: bench.teamId, secret: bench.secret };

const cpuNow = () => pipeCpuSeconds(postgres);

try {
  const session = openNodeDatabase(databaseUrl);
  const code = async (id: string) => {
    await sql.query(
      "insert into qr_codes (id, team_id, slug, url) values ($1, $2, $1, 'https://example.com/')",
      [id, team.teamId],
    );
    return id;
  };
  const makeEvent = (qrId: string, i: number): ScanEvent => ({
    v: 1,
    id: randomUUID(),
    slug: qrId,
    qr_id: qrId,
    team_id: team.teamId,
    ts: new Date(Date.now() - (i % 86_400) * 1000).toISOString(),
    country: COUNTRIES[i % COUNTRIES.length] ?? "DE",
    colo: "FRA",
    ua: UAS[i % UAS.length] ?? "",
    referer_host: null,
    lang: "en",
    visitor: randomBytes(32).toString("hex"),
    bot: i % 50 === 0,
    ch_mobile: null,
    ch_platform: null,
  });
  // Counted from the code's daily rollups, which the events' own statement writes: polled every 100 ms, counting
  // 200,000 event rows instead would weigh on PostgreSQL's share of the figures.
  const stored = async (qrId: string) =>
    (
      await sql.query(
        "select coalesce(sum(scans), 0)::int as n from scan_daily_rollups where qr_id = $1 and dimension = any($2)",
        [qrId, [ROLLUP_DIMENSION.total, ROLLUP_DIMENSION.bot]],
      )
    ).rows[0].n as number;

  // The ingestion's events and messages live only inside this function: the analytics rows after it then time
  // requests, not the collection of a few hundred MB of the benchmark's own arrays.
  const measureIngestion = async () => {
    // 1. Through the real queue and consumer: messages packed as the redirect worker packs them (packScanEvents,
    //    a few hundred events each); Miniflare delivers up to 100 messages (max_batch_size) per consumer
    //    invocation, one invocation at a time.
    const queued = await code("qr_bench_queue");
    const events = Array.from({ length: QUEUED_EVENTS }, (_, i) => makeEvent(queued, i));
    const messages = packScanEvents(events);
    const producer = await stack.workers.mf.getQueueProducer("SCAN_EVENTS", "qr-redirect");
    const queueCpuBefore = cpuNow();
    const started = performance.now();
    await inTurns(messages, SENDERS, async ({ body }) => {
      await producer.send(body, { contentType: "text" });
    });
    const sentAfter = performance.now() - started;
    while ((await stored(queued)) < QUEUED_EVENTS) await new Promise((resolve) => setTimeout(resolve, 100));
    const queueRate = QUEUED_EVENTS / ((performance.now() - started) / 1000);
    const queueCpu = cpuPerRequest(queueCpuBefore, cpuNow(), QUEUED_EVENTS);

    // 1b. The same, for a code whose scans are forwarded to GA4 (a stream of its own, the local Measurement
    //     Protocol stand-in): the consumer queues a request per visitor, the `ga4` queue's consumer sends them,
    //     both in the same workerd as the scans' consumer.
    const forwarded = await code("qr_bench_ga4");
    const streamSet = await fetch(`${stack.apiUrl}/api/v1/qr/${forwarded}/ga4`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${team.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ measurement_id: "G-BENCH2026", api_secret: "bench-measurement-secret" }),
    });
    if (!streamSet.ok) throw new Error(`the GA4 stream was not set: ${streamSet.status}`);
    // The consumer reads a team's streams through a cache of a minute (step 1 left "none" in it for this team).
    await new Promise((resolve) => setTimeout(resolve, STREAMS_CACHE_MS + 1000));
    const forwardedEvents = Array.from({ length: QUEUED_EVENTS }, (_, i) => makeEvent(forwarded, i));
    const ga4Humans = forwardedEvents.filter((event) => !event.bot).length;
    const ga4Started = performance.now();
    await inTurns(packScanEvents(forwardedEvents), SENDERS, async ({ body }) => {
      await producer.send(body, { contentType: "text" });
    });
    while ((await stored(forwarded)) < QUEUED_EVENTS)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const ga4QueueRate = QUEUED_EVENTS / ((performance.now() - ga4Started) / 1000);
    const ga4Received = () =>
      stack.ga4
        .collected()
        .filter((request) => request.measurement_id === "G-BENCH2026")
        .reduce((sum, request) => sum + request.events.length, 0);
    const ga4Deadline = Date.now() + 10 * 60_000;
    while (ga4Received() < ga4Humans) {
      if (Date.now() > ga4Deadline) throw new Error(`GA4 received ${ga4Received()} of ${ga4Humans} events`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ga4DeliveredRate = ga4Humans / ((performance.now() - ga4Started) / 1000);

    // 2. The consumer's statements on their own, as one invocation runs them: 5,000 events each, one at a time.
    const direct = await code("qr_bench_direct");
    const directEvents = Array.from({ length: DIRECT_EVENTS }, (_, i) => makeEvent(direct, i));
    const walBefore = (await sql.query("select pg_current_wal_lsn() as lsn")).rows[0].lsn as string;
    const directCpuBefore = cpuNow();
    const directRate =
      (await throughput(DIRECT_EVENTS / MAX_EVENTS_PER_STATEMENT, 1, async (batch) => {
        const start = batch * MAX_EVENTS_PER_STATEMENT;
        await storeScanEvents(session.db, directEvents.slice(start, start + MAX_EVENTS_PER_STATEMENT));
      })) * MAX_EVENTS_PER_STATEMENT;
    const directCpu = cpuPerRequest(directCpuBefore, cpuNow(), DIRECT_EVENTS);
    // What one stored event costs in write-ahead log and on disk (its row and key, visitor, share of rollups).
    const walPerEvent =
      Number(
        (await sql.query("select pg_current_wal_lsn() - $1::pg_lsn as bytes", [walBefore])).rows[0].bytes,
      ) / DIRECT_EVENTS;
    await sql.query("vacuum analyze");
    const diskPerEvent =
      Number(
        (
          await sql.query(
            `select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c
             where c.relkind = 'r' and (c.relname like 'scan_events%' or c.relname like 'scan_%_rollups' or c.relname = 'scan_team_visitors')`,
          )
        ).rows[0].bytes,
      ) /
      (2 * QUEUED_EVENTS + DIRECT_EVENTS); // the queued events, the GA4 run's and the direct ones
    // The same statements as a delivery runs them: STATEMENTS_AT_ONCE at a time (after the disk figure, which counts
    // the events above).
    const paired = await code("qr_bench_direct_paired");
    const pairedEvents = Array.from({ length: DIRECT_EVENTS }, (_, i) => makeEvent(paired, i));
    const pairedRate =
      (await throughput(DIRECT_EVENTS / MAX_EVENTS_PER_STATEMENT, STATEMENTS_AT_ONCE, async (batch) => {
        const start = batch * MAX_EVENTS_PER_STATEMENT;
        await storeScanEvents(session.db, pairedEvents.slice(start, start + MAX_EVENTS_PER_STATEMENT));
      })) * MAX_EVENTS_PER_STATEMENT;
    // The same for ordinary traffic, where a delivery mixes the scans of many codes: their events interleaved, in
    // full deliveries (100 messages of ~200 events), each cut into statements as the consumer cuts it.
    const spreadRates: number[] = [];
    for (const codeCount of SPREAD_CODES) {
      const spread: string[] = [];
      for (let c = 0; c < codeCount; c++) spread.push(await code(`qr_bench_spread_${codeCount}_${c}`));
      const spreadEvents = Array.from({ length: DIRECT_EVENTS }, (_, i) =>
        makeEvent(spread[i % codeCount] as string, i),
      );
      const spreadStarted = performance.now();
      for (const delivery of chunks(spreadEvents, DELIVERY_EVENTS)) {
        await inTurns(statementsOf(delivery), STATEMENTS_AT_ONCE, async (statement) => {
          await storeScanEvents(session.db, statement);
        });
      }
      spreadRates.push(DIRECT_EVENTS / ((performance.now() - spreadStarted) / 1000));
    }
    return {
      queueRate,
      queueCpu,
      sentAfter,
      messageCount: messages.length,
      largestMessage: Math.max(...messages.map((message) => message.events)),
      ga4QueueRate,
      ga4DeliveredRate,
      directRate,
      directCpu,
      walPerEvent,
      diskPerEvent,
      pairedRate,
      spreadRates,
    };
  };
  const ingestion = await measureIngestion();
  // A key per row of the table: each is rate limited to 600 requests a minute, as in production.
  const caller = keyCaller(bench.keyId, team.teamId, bench.userId, "owner", PERMISSIONS);
  const freshKey = async () =>
    (await createApiKey({ db: session.db, caller, now: Date.now }, { name: "bench", preset: "admin" }))
      .secret;

  /** Requests one after another after untimed ones that warm their path (each path on its own): latency and CPU. */
  const measureRequests = async (get: () => Promise<void>) => {
    await timeSequential(ANALYTICS_WARM_UP, get);
    const cpuBefore = cpuNow();
    const latency = summarize(await timeSequential(ANALYTICS_TIMED, get));
    return { latency, cpu: cpuPerRequest(cpuBefore, cpuNow(), ANALYTICS_TIMED) };
  };

  // 3. Analytics latency for 100k and 10M events spread over 90 days, and 100k over ten years (events and rollups
  // generated in SQL).
  const analyticsRows: string[] = [];
  const analyticsCpuRows: string[] = [];
  for (const { events: size, days, label: sizeLabel } of ANALYTICS_CODES) {
    const id = await code(`qr_bench_${size}_${days}`);
    // The default range starts on the code's creation day: make the code as old as its generated scans.
    await sql.query("update qr_codes set created_at = now() - make_interval(days => $2) where id = $1", [
      id,
      days + 1,
    ]);
    await generateScans(sql, id, team.teamId, size, days);
    // The ingestion above leaves dead rows and dirty pages behind: settle them, so a read's tail is its own.
    await sql.query("vacuum analyze");
    await sql.query("checkpoint");
    let key = await freshKey();
    const get = async (query: string) => {
      const response = await fetch(`${stack.apiUrl}/api/v1/qr/${id}/analytics${query}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      const body = (await response.json()) as { analytics: { totalScans: number } };
      const allTime = query === "?series=compact";
      if (!response.ok || (allTime && body.analytics.totalScans !== size)) {
        throw new Error(`unexpected analytics (${response.status}): total ${body.analytics?.totalScans}`);
      }
    };
    // Each range as the libraries and the web app ask for it (the compact series), and ten years by day also in
    // the default form, every day spelled out.
    for (const [label, query] of [
      ["all time, by day", "?series=compact"],
      ["10 years, by day", `?series=compact&from=${daysAgo(3659)}&to=${daysAgo(0)}`],
      ["10 years, by day, every day spelled out (`timeseries`)", `?from=${daysAgo(3659)}&to=${daysAgo(0)}`],
      ["last 7 days, by hour", `?series=compact&interval=hour&from=${daysAgo(6)}&to=${daysAgo(0)}`],
      ["last 31 days, by hour", `?series=compact&interval=hour&from=${daysAgo(30)}&to=${daysAgo(0)}`],
      ["yesterday, by hour", `?series=compact&interval=hour&from=${daysAgo(1)}&to=${daysAgo(1)}`],
    ] as const) {
      key = await freshKey();
      const { latency: s, cpu } = await measureRequests(() => get(query));
      analyticsRows.push(`| ${sizeLabel} | ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} |`);
      analyticsCpuRows.push(
        `| ${sizeLabel} | ${label} | ${ms(cpu.workerd)} | ${ms(cpu.node)} | ${ms(cpu.postgres)} |`,
      );
    }
  }

  // 4. The pipe's floor: the lightest requests on the analytics requests' path, public and authenticated.
  const floorCode = await code("qr_bench_floor");
  const floorRows: string[] = [];
  for (const [label, path, withKey] of [
    ["GET /health (no key; `select 1`)", "/api/v1/health", false],
    ["GET /qr/{id} (a key; the code's row)", `/api/v1/qr/${floorCode}`, true],
  ] as const) {
    const headers = withKey ? { Authorization: `Bearer ${await freshKey()}` } : undefined;
    const { latency: s, cpu } = await measureRequests(async () => {
      const response = await fetch(`${stack.apiUrl}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`unexpected answer (${response.status}) to ${path}`);
    });
    floorRows.push(
      `| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(cpu.workerd)} | ${ms(cpu.node)} | ${ms(cpu.postgres)} |`,
    );
  }

  await session.close();

  const table = [
    "## Scan path: ingestion and analytics",
    "",
    `\`pnpm --filter @qr/api bench\` — ${machineLine()}. ${await postgresLine(sql)}, workerd via Miniflare.`,
    "",
    "| ingestion | figure |",
    "|---|---:|",
    `| ${QUEUED_EVENTS.toLocaleString("en")} events through the local queue → consumer → PostgreSQL (events + rollups) | ${ingestion.queueRate.toFixed(0)} events/s |`,
    `| the same, for a code forwarded to GA4 (a Measurement Protocol request per visitor, sent by the \`ga4\` queue's consumer in the same workerd) | ${ingestion.ga4QueueRate.toFixed(0)} events/s (${((100 * ingestion.ga4QueueRate) / ingestion.queueRate).toFixed(0)}% of without) |`,
    `| GA4: every human scan's event received by the Measurement Protocol stand-in | ${ingestion.ga4DeliveredRate.toFixed(0)} events/s |`,
    `| the consumer's statements alone, ${MAX_EVENTS_PER_STATEMENT.toLocaleString("en")} events each, one at a time | ${ingestion.directRate.toFixed(0)} events/s |`,
    `| the same, ${STATEMENTS_AT_ONCE} at a time, as a delivery runs them | ${ingestion.pairedRate.toFixed(0)} events/s |`,
    ...SPREAD_CODES.map(
      (codeCount, i) =>
        `| the same, the events of ${codeCount.toLocaleString("en")} codes interleaved, in deliveries of ${DELIVERY_EVENTS.toLocaleString("en")} cut as the consumer cuts them | ${ingestion.spreadRates[i]?.toFixed(0)} events/s |`,
    ),
    `| CPU per event through the queue: workerd (the consumer, Miniflare's queue) | ${inMicroseconds(ingestion.queueCpu.workerd)} µs |`,
    `| CPU per event through the queue: Node (sending, the stand-in for Neon's proxy) | ${inMicroseconds(ingestion.queueCpu.node)} µs |`,
    `| CPU per event through the queue: PostgreSQL | ${inMicroseconds(ingestion.queueCpu.postgres)} µs |`,
    `| CPU per event of the statements alone: PostgreSQL | ${inMicroseconds(ingestion.directCpu.postgres)} µs |`,
    `| write-ahead log per event (the consumer's statements) | ${ingestion.walPerEvent.toFixed(0)} bytes |`,
    `| disk per event (event row and key, visitor hash, share of rollups) | ${ingestion.diskPerEvent.toFixed(0)} bytes |`,
    "",
    "Targets (issue 47): ≥ 50,000/s through the queue, ≥ 80,000/s for the statements alone; with GA4 forwarding on,",
    "at least 90% of the rate without (both measured in this run).",
    `The events travel as the redirect worker sends them: ${ingestion.messageCount} queue messages of up to`,
    `${ingestion.largestMessage} events, packed within ${MESSAGE_BUDGET_BYTES / 1024} KB each. Miniflare delivers up to 100 messages`,
    "(max_batch_size) per invocation, one invocation at a time (Cloudflare runs several concurrently). Sending them",
    `(${SENDERS} messages in flight, as many isolates send) into the local queue took ${(ingestion.sentAfter / 1000).toFixed(1)} s of the total.`,
    "",
    "| events in the code | range | p50 ms | p95 ms | p99 ms |",
    "|---:|---|---:|---:|---:|",
    ...analyticsRows,
    "",
    "Target: p95 ≤ 10 ms whatever the range and interval, the same at 100k and 10M events. The codes' scans are",
    "spread over their last 90 days, and for the last rows over ten years (a code printed long ago). Each request is",
    "one round trip: the key's verification rides in front of one statement (code, breakdown and series, read from",
    "the rollups: a range's whole months from the monthly ones, decision 23; a series by day from the months' counts",
    "by day, decision 24; most of a code's life as all time less the days outside it, decision 25), planned once per",
    "connection (decision 28). The rows ask for the compact series (`series=compact`: only the buckets with scans), as",
    "the client libraries and the web app do; the default form spells out every day or hour (3,660 buckets, ~230 KB",
    `for 10 years). Each row is timed after ${ANALYTICS_WARM_UP} untimed requests of the same range, which warm its path in`,
    "workerd and the proxy, on a vacuumed database (the ingestion rows leave dead rows behind).",
    "",
    "Where an analytics request's time goes: the CPU each part of the pipe used over the timed requests, per request",
    "(ms; /proc for workerd and PostgreSQL's processes, Node's own count for the benchmark's process, which holds the",
    "client, the stand-in for Neon's proxy and Miniflare's side). The parts share the 2 cores, so a request's latency",
    "is about their sum plus the waits between them.",
    "",
    "| events in the code | range | workerd | Node: client and proxy | PostgreSQL |",
    "|---:|---|---:|---:|---:|",
    ...analyticsCpuRows,
    "",
    "The pipe's floor, measured the same way (ms). Every API request here passes Miniflare's simulation of",
    "Cloudflare's assets router (the worker serves the web app too), then the api worker, its fetch to the stand-in",
    "for Neon's proxy and PostgreSQL. GET /health is the floor: no key, one `select 1`. GET /qr/{id} is an",
    "authenticated read beside the analytics ones: its key checked and the rate limit counted (Miniflare's simulation",
    "of the binding) as theirs are, and one code read, which drizzle's query builder builds on every request.",
    "",
    "| request | p50 | p95 | p99 | workerd | Node: client and proxy | PostgreSQL |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...floorRows,
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("scan-path", table);
} finally {
  await stop();
}

/** Milliseconds as whole microseconds. */
function inMicroseconds(milliseconds: number): string {
  return (milliseconds * 1000).toFixed(0);
}

/** CPU ms per request (or event) of each part of the pipe between two reads. */
function cpuPerRequest(before: PipeCpu, after: PipeCpu, requests: number): PipeCpu {
  const per = (part: keyof PipeCpu) => ((after[part] - before[part]) * 1000) / requests;
  return { workerd: per("workerd"), node: per("node"), postgres: per("postgres") };
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** `count` scan events over the last `days` days for one code, and the rollups the consumer would have made. */
async function generateScans(client: pg.Client, qrId: string, teamId: string, count: number, days: number) {
  await client.query(
    `insert into scan_events (id, qr_id, team_id, slug, ts, country, device, os, browser, ua, visitor, bot)
     select gen_random_uuid(), $1, $2, $1, now() - random() * make_interval(days => $4),
            (array['DE','FR','US','GB','NL','ES','IT','PL','SE','JP'])[1 + g % 10],
            (array['mobile','mobile','desktop','tablet'])[1 + g % 4],
            (array['iOS','Android','Windows','Mac OS','Linux','iPadOS'])[1 + g % 6],
            (array['Mobile Safari','Chrome','Firefox','Edge','Samsung Internet','Safari','Opera','Instagram'])[1 + g % 8],
            'bench', md5((g % ($3::int / 3))::text), false
     from generate_series(1, $3::int) g`,
    [qrId, teamId, count, days],
  );
  await client.query(
    `insert into scan_daily_rollups (qr_id, day, dimension, value, scans, unique_scans)
     select qr_id, day, dimension, value, count(*), count(distinct visitor) from (
       select qr_id, (ts at time zone 'UTC')::date as day, visitor, d.dimension, d.value
       from scan_events,
       lateral (values ('total', ''), ('country', country), ('device', device), ('os', os), ('browser', browser),
                       ('answered_by', 'default'), ('version', '1')) d(dimension, value)
       where qr_id = $1
     ) s group by qr_id, day, dimension, value`,
    [qrId],
  );
  // The monthly rollups from the days, as migration 0029 makes them.
  await client.query(
    `select resum_scan_monthly_rollups(month::date)
     from generate_series(date_trunc('month', now() - make_interval(days => $1)), now(), interval '1 month') month`,
    [days],
  );
  // All time from the months, as migration 0033 makes it.
  await client.query(
    `insert into scan_total_rollups (qr_id, dimension, value, scans, unique_scans)
     select qr_id, dimension, value, sum(scans), sum(unique_scans) from scan_monthly_rollups where qr_id = $1
     group by 1, 2, 3`,
    [qrId],
  );
  await client.query(
    `insert into scan_hourly_rollups (qr_id, hour, scans, unique_scans)
     select qr_id, date_trunc('hour', ts), count(*), count(distinct visitor) from scan_events where qr_id = $1 group by 1, 2`,
    [qrId],
  );
  await client.query("analyze");
}
