// Workspace benchmark: a team of 10,000 named, tagged codes with 30 days of scans (2,000 codes scanned a day, in
// 30 countries), against the real local pipe. Times what the dashboard asks most: the list filtered by a tag
// (newest first, and by name), and the overview's one team-wide analytics request. Target: p95 ≤ 50 ms each.
// Run: pnpm --filter @qr/api bench:workspace
import { PERMISSIONS } from "@qr/core/permissions";
import { openNodeDatabase } from "@qr/db/node";
import { machineLine, ms, recordBenchmark, summarize, timeSequential } from "@qr/local/bench";
import { keyCaller } from "../src/access/auth/caller.ts";
import { createApiKey } from "../src/access/keys/api-keys.ts";
import { startBenchStack } from "./bench-stack.ts";

const CODES = 10_000;
const TAGS = 20;
const DAYS = 30;
const SCANNED_PER_DAY = 2_000;
const COUNTRIES = 30;
const SAMPLES = 300;
const KEYS = 6;

const { stack, databaseUrl, team, sql, stop } = await startBenchStack();

try {
  const session = openNodeDatabase(databaseUrl);
  const caller = keyCaller(team.keyId, team.teamId, team.userId, "owner", PERMISSIONS);
  // Each key is rate limited to 600 requests a minute, as in production: the run spreads over several.
  const keys = await Promise.all(
    Array.from(
      { length: KEYS },
      async (_, i) =>
        (
          await createApiKey(
            { db: session.db, caller, now: Date.now },
            { name: `bench ${i}`, preset: "admin" },
          )
        ).secret,
    ),
  );
  let keyTurn = 0;
  await session.close();

  // Tags, and codes carrying 1 to 3 of them (as code_tags writes them), half of them named.
  await sql.query(
    `insert into tags (id, team_id, name, color)
     select 'tag_0' || lpad(to_hex(g), 25, '0'), $1, 'Tag ' || g, '#2563eb' from generate_series(1, ${TAGS}) g`,
    [team.teamId],
  );
  await sql.query(
    `insert into qr_codes (id, team_id, slug, url, name, tags)
     select 'qr_0' || lpad(to_hex(g), 25, '0'), $1, 'bench-' || g, 'https://example.com/p/' || g,
       case when g % 2 = 0 then 'Table ' || g end,
       (select jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
          from tags t where t.team_id = $1 and t.id in (
            'tag_0' || lpad(to_hex(g % ${TAGS} + 1), 25, '0'),
            'tag_0' || lpad(to_hex((g * 7) % ${TAGS} + 1), 25, '0'),
            'tag_0' || lpad(to_hex((g * 13) % ${TAGS} + 1), 25, '0')))
     from generate_series(1, ${CODES}) g`,
    [team.teamId],
  );
  // The team's rollups as the consumer writes them: totals and breakdowns per day, and the scans of each code.
  await sql.query(
    `insert into scan_daily_rollups (qr_id, day, dimension, value, scans, unique_scans)
     select $1, current_date - d, 'total', '', 40000, 30000 from generate_series(0, ${DAYS * 2 - 1}) d
     union all
     select $1, current_date - d, 'country', 'C' || c, 1000 + c, 800 from generate_series(0, ${DAYS * 2 - 1}) d,
       generate_series(1, ${COUNTRIES}) c
     union all
     select $1, current_date - d, dim, v, 5000, 4000 from generate_series(0, ${DAYS * 2 - 1}) d,
       (values ('device', 'mobile'), ('device', 'desktop'), ('device', 'tablet'), ('os', 'iOS'), ('os', 'Android'),
               ('os', 'Windows'), ('browser', 'Safari'), ('browser', 'Chrome')) as dims(dim, v)
     union all
     select $1, current_date - d, 'code', 'qr_0' || lpad(to_hex((d * 97 + k) % ${CODES} + 1), 25, '0'), 20, 15
       from generate_series(0, ${DAYS * 2 - 1}) d, generate_series(1, ${SCANNED_PER_DAY}) k
     on conflict do nothing`,
    [team.teamId],
  );
  // Their monthly sums, as migration 0029 makes them.
  await sql.query(
    `select resum_scan_monthly_rollups(month::date) from generate_series(
       date_trunc('month', current_date - ${DAYS * 2 - 1}), current_date, interval '1 month') month`,
  );
  // And all time from the months, as migration 0033 makes it.
  await sql.query(
    `insert into scan_total_rollups (qr_id, dimension, value, scans, unique_scans)
     select qr_id, dimension, value, sum(scans), sum(unique_scans) from scan_monthly_rollups where qr_id = $1
     group by 1, 2, 3`,
    [team.teamId],
  );
  await sql.query("analyze");

  const request = async (path: string) => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${keys[keyTurn++ % KEYS]}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${text}`);
    return JSON.parse(text);
  };
  const tag = (i: number) => `tag_0${((i % TAGS) + 1).toString(16).padStart(25, "0")}`;
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const operations = [
    {
      name: `list 20 codes with a tag, newest first (GET /qr?tag=), of ${CODES.toLocaleString("en")}`,
      run: (i: number) => request(`/api/v1/qr?limit=20&include=scans_7d&tag=${tag(i)}`),
    },
    {
      name: "list 20 codes with one of two tags, by name (GET /qr?tag=&tag=&sort=name)",
      run: (i: number) =>
        request(`/api/v1/qr?limit=20&include=scans_7d&sort=name&tag=${tag(i)}&tag=${tag(i + 1)}`),
    },
    {
      name: "the overview: the team's 30 days with the 30 before (GET /analytics?compare=previous)",
      run: () => request(`/api/v1/analytics?from=${day(DAYS - 1)}&to=${day(0)}&compare=previous`),
    },
  ];
  const overview = await operations[2]?.run(0);
  if (overview.analytics.topCodes.length !== 10 || overview.analytics.totalScans !== 40_000 * DAYS)
    throw new Error(`the overview read wrong figures: ${JSON.stringify(overview.analytics).slice(0, 300)}`);
  for (const operation of operations) for (let i = 0; i < 30; i++) await operation.run(i); // warm-up

  const rows = [];
  for (const operation of operations) {
    const s = summarize(await timeSequential(SAMPLES, async (i) => void (await operation.run(i))));
    rows.push(
      `| ${operation.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.p95 <= 50 ? "✓" : "✗"} |`,
    );
  }
  const table = [
    "## Workspace",
    "",
    `\`pnpm --filter @qr/api bench:workspace\` — ${machineLine()}. The local pipe as in "Control plane". A team of ${CODES.toLocaleString("en")} codes, half named, each with 1–3 of ${TAGS} tags; ${DAYS * 2} days of team rollups (${SCANNED_PER_DAY.toLocaleString("en")} codes scanned a day, ${COUNTRIES} countries).`,
    `${SAMPLES} sequential requests per operation (ms). Target: p95 ≤ 50 ms.`,
    "",
    "| operation | p50 | p95 | p99 | target |",
    "|---|---:|---:|---:|:---:|",
    ...rows,
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("workspace", table);
} finally {
  await stop();
}
