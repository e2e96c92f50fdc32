// Distance benchmark: how many round trips to the database each API operation waits on, as deployed far from it.
// The api worker reaches the database side of the pipe (Neon's proxy, beside PostgreSQL) through a proxy that
// holds every chunk coming back for DISTANCE_DELAY_MS (default 25). Each operation of the public API is timed
// near (no delay) and far, with an API key and with a session; round trips = (far p50 − near p50) / delay.
// Prints the table and records it in BENCHMARKS.md.  Run: pnpm --filter @qr/api bench:distance
//   DISTANCE_DELAY_MS=90 DISTANCE_SAMPLES=20 DISTANCE_ONLY='code|health' pnpm --filter @qr/api bench:distance
import { TEST_CLIENT_ADDRESS_HEADER } from "@qr/core/client-address";
import { newId } from "@qr/core/ids";
import { hashPassword } from "@qr/core/password-hash";
import { machineLine, ms, recordBenchmark, summarize, timeSequential } from "@qr/local/bench";
import { startBenchStack } from "./bench-stack.ts";
import { BenchClient, type Credential } from "./distance-client.ts";
import { type Fixtures, OPERATIONS, type OperationKind } from "./distance-operations.ts";

const DELAY_MS = Number(process.env.DISTANCE_DELAY_MS ?? 25);
const SAMPLES = Number(process.env.DISTANCE_SAMPLES ?? 20);
const ONLY = process.env.DISTANCE_ONLY ? new RegExp(process.env.DISTANCE_ONLY, "i") : undefined;
const WARM_UP = 2;
/** Credentials taken in turn, each within the API's rate limit (600 requests a minute) over the whole run. */
const KEYS = 8;
const SESSIONS = 4;

const { stack, team, sql, stop } = await startBenchStack({ databaseDistance: true });

try {
  const fixtures = await makeFixtures();
  const rows: {
    name: string;
    kind: OperationKind;
    credential: Credential;
    near: number;
    far: number;
    counted: string;
  }[] = [];
  let call = 0;
  for (const operation of OPERATIONS.filter((op) => !ONLY || ONLY.test(op.name))) {
    for (const credential of operation.credentials) {
      const counted = new Set<string>();
      const timed = async (count: number) => {
        const samples: number[] = [];
        for (let n = 0; n < count; n++) {
          const i = call++;
          const prepared = operation.prepare ? await operation.prepare(fixtures, credential, i) : "";
          samples.push(
            ...(await timeSequential(1, () =>
              operation.run(fixtures, credential, i, prepared).then(() => {}),
            )),
          );
          counted.add(fixtures.client.lastWaitedOn.replace(/ round trips?/, ""));
        }
        return samples;
      };
      stack.setDatabaseDelay(0);
      await timed(WARM_UP);
      const near = summarize(await timed(SAMPLES)).p50;
      stack.setDatabaseDelay(DELAY_MS);
      await timed(1);
      counted.clear();
      const far = summarize(await timed(SAMPLES)).p50;
      stack.setDatabaseDelay(0);
      const row = {
        name: operation.name,
        kind: operation.kind,
        credential,
        near,
        far,
        counted: [...counted].join(", "),
      };
      rows.push(row);
      console.log(
        `${operation.name} (${credential}): ${ms(near)} → ${ms(far)} ms, ${trips(near, far)} round trips (${row.counted})`,
      );
    }
  }

  const table = rows.map(
    (row) =>
      `| ${row.name} | ${row.kind} | ${row.credential} | ${ms(row.near)} | ${ms(row.far)} | ${trips(row.near, row.far)} | ${row.counted} |`,
  );
  const worst = (kind: OperationKind, credential?: Credential) =>
    Math.max(
      ...rows
        .filter((row) => row.kind === kind && (!credential || row.credential === credential))
        .map((row) => (row.far - row.near) / DELAY_MS),
    ).toFixed(1);
  const markdown = [
    "## Distance: round trips to the database",
    "",
    `\`pnpm --filter @qr/api bench:distance\` — ${machineLine()}. Every chunk the database side (the local stand-in`,
    `for Neon's proxy, beside PostgreSQL) sends the api worker is held ${DELAY_MS} ms; each operation is called ${SAMPLES}`,
    "times one after another near (no delay) and far. Round trips = (far p50 − near p50) / delay. The worker's count",
    "is what the far answers said in Server-Timing (its HTTP round trips, and whether it also opened a WebSocket",
    "connection, whose round trips it cannot count). What is modelled and what is measured: docs/deploying.md.",
    "",
    `Most round trips waited on: health ${worst("health")}; reads ${worst("read", "key")} with a key, ${worst("read", "session")} with a session;`,
    `writes ${worst("write", "key")} with a key, ${worst("write", "session")} with a session. Targets: health ≤ 1, reads 1, writes ≤ 2.`,
    "",
    "| operation | kind | credential | near p50 ms | far p50 ms | round trips | the worker's count |",
    "|---|---|---|---:|---:|---:|---:|",
    ...table,
  ].join("\n");
  console.log(`\n${markdown}\n`);
  if (!ONLY) recordBenchmark("distance", markdown);
} finally {
  await stop();
}

function trips(near: number, far: number): string {
  return ((far - near) / DELAY_MS).toFixed(1);
}

/** The team's owner signs in; the codes, design, logo, export, member and second team the operations use. */
async function makeFixtures(): Promise<Fixtures> {
  const password = "a long bench passphrase";
  await sql.query("update users set email_verified = true where id = $1", [team.userId]);
  await sql.query(
    "insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2, $2, 'credential', $3)",
    [newId("account"), team.userId, await hashPassword(password)],
  );
  const { rows } = await sql.query<{ email: string }>("select email from users where id = $1", [team.userId]);
  const origin = new URL(stack.apiBaseUrl).origin;
  const cookies: string[] = [];
  for (let n = 0; n < SESSIONS; n++) {
    const signIn = await fetch(`${stack.apiUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        [TEST_CLIENT_ADDRESS_HEADER]: `198.18.1.${n}`,
      },
      body: JSON.stringify({ email: rows[0]?.email, password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    cookies.push(
      signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; "),
    );
  }
  const keys = [team.secret];
  const owner = new BenchClient(stack.apiUrl, { keys, cookies, origin });
  for (let n = 1; n < KEYS; n++) {
    const body = { name: `bench ${n}`, preset: "admin" };
    keys.push((await owner.expect<{ secret: string }>(201, "key", "POST", "/api/v1/keys", { body })).secret);
  }
  const client = new BenchClient(stack.apiUrl, { keys, cookies, origin });
  // Each credential read once, as a busy isolate has read the credentials it serves.
  for (let n = 0; n < KEYS + SESSIONS; n++) {
    await client.expect(200, n < KEYS ? "key" : "session", "GET", "/api/v1/teams");
  }

  const create = async (body: Record<string, unknown>) =>
    (await client.expect<{ id: string }>(201, "key", "POST", "/api/v1/qr", { body })).id;
  await client.expect(201, "key", "POST", "/api/v1/qr/bulk", {
    body: {
      codes: Array.from({ length: 100 }, (_, n) => ({
        url: `https://example.com/listed/${n}`,
        metadata: n < 10 ? { asset_id: `bench-${n}` } : { n },
      })),
    },
  });
  const code = await create({ url: "https://example.com/read" });
  const restorable = await create({ url: "https://example.com/first" });
  await client.expect(200, "key", "PATCH", `/api/v1/qr/${restorable}`, {
    body: { url: "https://example.com/second" },
  });
  const exportId = (
    await client.expect<{ id: string }>(202, "key", "POST", "/api/v1/exports", {
      body: { format: "zip", selection: { ids: [code] }, files: "svg", size: 256 },
    })
  ).id;
  for (let tries = 0; ; tries++) {
    const job = await client.expect<{ status: string }>(200, "key", "GET", `/api/v1/exports/${exportId}`);
    if (job.status === "succeeded") break;
    if (tries > 200) throw new Error(`the fixture export is ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const member = newId("user");
  await sql.query("insert into users (id, email, email_verified) values ($1, $2, true)", [
    member,
    `${member}@example.com`,
  ]);
  await sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'member')", [
    team.teamId,
    member,
  ]);
  const secondTeamId = newId("team");
  await sql.query("insert into teams (id, name) values ($1, 'Bench second')", [secondTeamId]);
  await sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'owner')", [
    secondTeamId,
    team.userId,
  ]);

  return {
    client,
    sql,
    teamId: team.teamId,
    userId: team.userId,
    code,
    patched: await create({ url: "https://example.com/patched" }),
    restorable,
    scheduled: await create({ url: "https://example.com/scheduled" }),
    designId: (
      await client.expect<{ id: string }>(201, "key", "POST", "/api/v1/designs", {
        body: { name: "House", style: { fg: "#111111" } },
      })
    ).id,
    logoId: (
      await client.expect<{ id: string }>(201, "key", "POST", "/api/v1/logos?name=bench", {
        raw: {
          bytes: new Uint8Array(
            await (await import("node:fs/promises")).readFile(
              new URL("../test/fixtures/logo.png", import.meta.url),
            ),
          ),
          type: "image/png",
        },
      })
    ).id,
    exportId,
    member,
    secondTeamId,
  };
}
