// Burst benchmark: a code on national TV, end to end on this machine. BURST_SCANS scans (1,000,000 by default) of
// one code go through the redirect worker (workerd, the code's KV record); their events go through the local
// queue to the api worker's consumer and PostgreSQL. Two faults on the way:
//   - when 30% of the scans are answered, PostgreSQL goes down as in a crash (immediate shutdown) for
//     OUTAGE_SECONDS, then recovers: deliveries fail and are retried with backoff, the backlog grows;
//   - once the database is back, the consumer dies mid-delivery: its database sessions are cut while it
//     writes, so the delivery ends unacknowledged and is delivered again. (Miniflare keeps the
//     local queue in the workers' own process, so restarting workerd would lose the queue, which Cloudflare's
//     does not; cutting the delivery is what a restart does to the consumer's work.)
// At the end: events stored = scans answered, rollups = a recount from the stored events, the analytics endpoint
// answers the recount's figures, and nothing reached the dead-letter queue. It prints the redirect rate, the drain
// rate and the backlog's peak (scans answered but not yet stored).
//   Run: pnpm --filter @qr/api bench:burst    (BURST_SCANS=200000 for a quicker run)

import http from "node:http";
import { TEST_CLIENT_ADDRESS_HEADER } from "@qr/core/client-address";
import { machineLine, postgresLine, recordBenchmark } from "@qr/local/bench";
import pg from "pg";
import { startBenchStack } from "./bench-stack.ts";

const SCANS = Number(process.env.BURST_SCANS ?? 1_000_000);
const CONNECTIONS = 48;
const OUTAGE_AT = 0.3;
const OUTAGE_SECONDS = 20;
const SAMPLE_MS = 250;
const DRAIN_TIMEOUT_MS = 15 * 60_000;
const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36",
];

// The dead-letter queue's messages, counted in KV by a consumer of its own.
const DLQ_WATCHER = `export default {
  async queue(batch, env) {
    for (const message of batch.messages) { await env.SEEN.put(message.id, "1"); message.ack(); }
  },
};`;

const { stack, postgres, team, sql, stop } = await startBenchStack({
  extraWorkers: [
    {
      name: "bench-dlq-watcher",
      modules: true,
      script: DLQ_WATCHER,
      compatibilityDate: "2026-11-01",
      kvNamespaces: { SEEN: "dlq-seen" },
      queueConsumers: { "scan-events-dlq": { maxBatchTimeout: 0.05 } },
    },
  ],
});
sql.on("error", () => {}); // the seeding client's connection dies with the outage; it is not used after
const probe = new pg.Pool({ connectionString: postgres.url, max: 2 });
probe.on("error", () => {});

try {
  const created = await fetch(`${stack.apiUrl}/api/v1/qr`, {
    method: "POST",
    headers: { Authorization: `Bearer ${team.secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ url: "https://example.com/super-bowl" }),
  });
  const code = (await created.json()) as { id: string; slug: string };
  if (created.status !== 201) throw new Error(`code not created (${created.status})`);

  /** Events of the code stored so far (one rollup row per hour: cheap to read every 250 ms), or undefined. */
  const storedNow = async () =>
    probe
      .query("select coalesce(sum(scans), 0)::int as n from scan_hourly_rollups where qr_id = $1", [code.id])
      .then((result) => result.rows[0].n as number)
      .catch(() => undefined);

  let answered = 0;
  let failed = 0;
  let stored = 0;
  let peakBacklog = 0;
  const samples: { at: number; answered: number; stored: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(async () => {
    const now = await storedNow();
    if (now === undefined) return; // the database is down
    stored = now;
    peakBacklog = Math.max(peakBacklog, answered - stored);
    samples.push({ at: performance.now() - started, answered, stored });
  }, SAMPLE_MS);

  // The outage: PostgreSQL crashes once 30% of the scans are answered, and comes back OUTAGE_SECONDS later.
  let consumerKilled = false;
  let outage: Promise<{ from: number; to: number }> | undefined;
  const startOutage = () =>
    (async () => {
      const from = performance.now() - started;
      await postgres.halt();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_SECONDS * 1000));
      await postgres.resume();
      const to = performance.now() - started;
      // Then the consumer dies once mid-delivery: the first time one is seen writing, its sessions are cut.
      const deadline = Date.now() + 60_000;
      while (!consumerKilled && Date.now() < deadline) {
        consumerKilled = await killConsumerMidDelivery(probe).catch(() => false);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { from, to };
    })();

  // The burst: SCANS requests over CONNECTIONS keep-alive connections, each from its own visitor (address).
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(`/${code.slug}`, stack.redirectUrl);
  let sent = 0;
  const scanOnce = (i: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: {
            "User-Agent": UAS[i % UAS.length],
            [TEST_CLIENT_ADDRESS_HEADER]: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            "Accept-Language": "en-US,en;q=0.9",
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === 302) answered++;
            else failed++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        failed++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < SCANS) {
        const i = sent++;
        if (!outage && i >= SCANS * OUTAGE_AT) outage = startOutage();
        await scanOnce(i);
      }
    }),
  );
  const burstMs = performance.now() - started;
  agent.destroy();
  const window = await outage;

  // The drain: until every answered scan is stored.
  const backlogAtBurstEnd = answered - stored;
  const drainStarted = performance.now();
  while (stored < answered) {
    if (performance.now() - drainStarted > DRAIN_TIMEOUT_MS) throw new Error("the backlog did not drain");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const drainMs = performance.now() - drainStarted;
  clearInterval(sampler);

  const checks = await verify(probe, code.id);
  const seen = await stack.workers.mf.getKVNamespace("SEEN", "bench-dlq-watcher");
  const dlq = await (seen as unknown as { list(): Promise<{ keys: unknown[] }> }).list();
  const results = {
    "events stored = scans answered": checks.events === answered,
    "rollups = recount from the events": checks.rollupsMatch,
    "analytics = recount": await analyticsMatch(code.id, checks.recount),
    "dead-letter queue empty": dlq.keys.length === 0,
    "consumer killed mid-delivery": consumerKilled,
  };

  const { scanQueues } = stack.workers;
  const catchUpRate = samplesBetween(samples, window?.to ?? 0, burstMs)?.toFixed(0) ?? "n/a";
  const table = [
    "## Burst: one code, scanned as on national TV",
    "",
    `\`pnpm --filter @qr/api bench:burst\` — ${machineLine()}. ${await postgresLine(probe)}, workerd via Miniflare,`,
    `everything on these 2 cores (the load generator too). ${answered.toLocaleString("en")} scans of one code from`,
    `${CONNECTIONS} connections, each scan from its own address; PostgreSQL crashed at ${pct(OUTAGE_AT)} of the scans for`,
    `${OUTAGE_SECONDS} s; once it was back, the consumer was killed once mid-delivery. The redirect worker spread the`,
    `events over the ${scanQueues.names.length} scan queues of its config (${scanQueues.names.join(", ")}), collecting them for ${scanQueues.batchWindowMs} ms;`,
    "one consumer took them all.",
    "",
    "| figure | value |",
    "|---|---:|",
    `| scans answered (302) | ${answered.toLocaleString("en")} |`,
    `| scans failed | ${failed} |`,
    `| redirect rate over the whole burst, outage included | ${(answered / (burstMs / 1000)).toFixed(0)} scans/s |`,
    `| drain rate: events stored per second from the database's return to the burst's end | ${catchUpRate} events/s |`,
    `| backlog's peak (scans answered, not yet stored) | ${peakBacklog.toLocaleString("en")} events |`,
    `| backlog when the last scan was answered | ${backlogAtBurstEnd.toLocaleString("en")} events |`,
    `| every scan stored, after the last scan | ${(drainMs / 1000).toFixed(1)} s |`,
    "",
    "| check | result |",
    "|---|---|",
    ...Object.entries(results).map(([check, ok]) => `| ${check} | ${ok ? "yes" : "**NO**"} |`),
  ].join("\n");
  console.log(`\n${table}\n`);
  if (Object.values(results).some((ok) => !ok) || failed > 0) {
    process.exitCode = 1;
    console.error("the burst lost, doubled or miscounted scans: not recorded");
  } else {
    recordBenchmark("burst", table);
  }
} finally {
  await probe.end().catch(() => {});
  await stop();
}

function pct(fraction: number) {
  return `${Math.round(fraction * 100)}%`;
}

/** Events stored per second between two instants of the run, from the samples. */
function samplesBetween(samples: { at: number; stored: number }[], from: number, to: number) {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last || last.at === first.at) return undefined;
  return (last.stored - first.stored) / ((last.at - first.at) / 1000);
}

/** Cuts the database sessions of a consumer writing scan events; true once one was cut mid-statement. */
async function killConsumerMidDelivery(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query(
    `select pg_terminate_backend(pid) as killed from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = 'active'
       and query like '%insert into "scan_events"%'`,
  );
  return rows.some((row) => row.killed);
}

interface Recount {
  total: number;
  uniques: number;
  byDimension: Map<string, number>;
}

/** The stored events counted again from scratch, compared with every rollup row of the code. */
async function verify(db: pg.Pool, qrId: string) {
  const events = (await db.query("select count(*)::int as n from scan_events where qr_id = $1", [qrId]))
    .rows[0].n as number;
  const recounted = `
    with flagged as (
      select *, (ts at time zone 'UTC')::date as day, date_trunc('hour', ts) as hour,
             row_number() over (partition by qr_id, (ts at time zone 'UTC')::date, visitor order by ts, id) = 1 as is_unique
      from scan_events where qr_id = $1 and not bot
    )
    select day, d.dimension, d.value, count(*)::int as scans, count(*) filter (where is_unique)::int as unique_scans
    from flagged, lateral (values ('total', ''), ('country', country), ('device', device), ('os', os),
      ('browser', browser), ('answered_by', coalesce(answered_by, 'default')), ('version', version::text)) d(dimension, value)
    where d.value is not null
    group by 1, 2, 3`;
  const mismatches = (
    await db.query(
      `with recount as (${recounted}),
            rollups as (select day, dimension, value, scans, unique_scans from scan_daily_rollups
                        where qr_id = $1 and dimension <> 'bot')
       select count(*)::int as n from (
         (select * from recount except select * from rollups) union all (select * from rollups except select * from recount)
       ) differences`,
      [qrId],
    )
  ).rows[0].n as number;
  const hourlyMismatches = (
    await db.query(
      `with recount as (
         select date_trunc('hour', ts) as hour, count(*)::int as scans from scan_events where qr_id = $1 and not bot group by 1
       )
       select count(*)::int as n from (
         (select * from recount except select hour, scans from scan_hourly_rollups where qr_id = $1)
         union all (select hour, scans from scan_hourly_rollups where qr_id = $1 except select * from recount)
       ) differences`,
      [qrId],
    )
  ).rows[0].n as number;
  const rows = (await db.query(recounted, [qrId])).rows as {
    dimension: string;
    value: string;
    scans: number;
    unique_scans: number;
  }[];
  const byDimension = new Map<string, number>();
  for (const row of rows)
    byDimension.set(
      `${row.dimension}:${row.value}`,
      (byDimension.get(`${row.dimension}:${row.value}`) ?? 0) + row.scans,
    );
  const totals = rows.filter((row) => row.dimension === "total");
  const recount: Recount = {
    total: totals.reduce((sum, row) => sum + row.scans, 0),
    uniques: totals.reduce((sum, row) => sum + row.unique_scans, 0),
    byDimension,
  };
  return { events, rollupsMatch: mismatches === 0 && hourlyMismatches === 0, recount };
}

/** The analytics endpoint's figures against the recount. */
async function analyticsMatch(qrId: string, recount: Recount): Promise<boolean> {
  const response = await fetch(`${stack.apiUrl}/api/v1/qr/${qrId}/analytics`, {
    headers: { Authorization: `Bearer ${team.secret}` },
  });
  const { analytics } = (await response.json()) as {
    analytics: {
      totalScans: number;
      uniqueScans: number;
      scansByDevice: { device: string; scans: number }[];
      scansByOs: { os: string; scans: number }[];
      scansByBrowser: { browser: string; scans: number }[];
    };
  };
  const same = (dimension: string, entries: { scans: number }[], key: string) =>
    entries.every(
      (entry) =>
        recount.byDimension.get(`${dimension}:${(entry as Record<string, unknown>)[key]}`) === entry.scans,
    ) &&
    entries.length === [...recount.byDimension.keys()].filter((k) => k.startsWith(`${dimension}:`)).length;
  return (
    response.ok &&
    analytics.totalScans === recount.total &&
    analytics.uniqueScans === recount.uniques &&
    same("device", analytics.scansByDevice, "device") &&
    same("os", analytics.scansByOs, "os") &&
    same("browser", analytics.scansByBrowser, "browser")
  );
}
