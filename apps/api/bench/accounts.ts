// Accounts benchmark: the cost of a sign-in (the PBKDF2 hash included) and of a request made with a session,
// beside the same request made with an API key, in workerd on the local pipe. Also the hash alone in workerd:
// a bench worker derives one PBKDF2 key per request, compared with the same worker doing nothing.
// Prints the figures and records them in BENCHMARKS.md.  Run: pnpm --filter @qr/api bench:accounts
import { TEST_CLIENT_ADDRESS_HEADER } from "@qr/core/client-address";
import { newId } from "@qr/core/ids";
import { hashPassword, PBKDF2_ITERATIONS } from "@qr/core/password-hash";
import { machineLine, ms, recordBenchmark, summarize, timeSequential } from "@qr/local/bench";
import { startBenchStack } from "./bench-stack.ts";

const PEOPLE = 60;
const REQUESTS = 300;
const HASH_WORKER = `
export default {
  async fetch(request) {
    if (new URL(request.url).searchParams.get("work") === "1") {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode("a long passphrase"), "PBKDF2", false, ["deriveBits"]);
      await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new Uint8Array(16), iterations: ${PBKDF2_ITERATIONS} }, material, 256);
    }
    return new Response("ok");
  },
};`;

const { stack, team, sql, stop } = await startBenchStack({
  extraWorkers: [
    { name: "bench-pbkdf2", modules: true, script: HASH_WORKER, compatibilityDate: "2026-11-01" },
  ],
});

try {
  const origin = new URL(stack.apiBaseUrl).origin;
  const password = "a long bench passphrase";
  const hash = await hashPassword(password);
  const emails = Array.from({ length: PEOPLE }, (_, i) => `bench-${i}@example.com`);
  for (const email of emails) {
    const userId = newId("user");
    await sql.query("insert into users (id, email, email_verified) values ($1, $2, true)", [userId, email]);
    await sql.query(
      "insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $2, $2, 'credential', $3)",
      [newId("account"), userId, hash],
    );
    await sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'member')", [
      team.teamId,
      userId,
    ]);
  }

  let cookie = "";
  const signIn = async (i: number) => {
    const response = await fetch(`${stack.apiUrl}/api/auth/sign-in/email`, {
      method: "POST",
      // One client per person: the per-client limits are not what is measured.
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        [TEST_CLIENT_ADDRESS_HEADER]: `198.18.0.${i}`,
      },
      body: JSON.stringify({ email: emails[i], password }),
    });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    await response.arrayBuffer();
  };
  const get = (headers: Record<string, string>) => async () => {
    const response = await fetch(`${stack.apiUrl}/api/v1/qr?limit=1`, { headers });
    if (response.status !== 200) throw new Error(`GET /qr answered ${response.status}`);
    await response.arrayBuffer();
  };
  const pbkdf2Worker = (await stack.workers.mf.getWorker("bench-pbkdf2")) as unknown as {
    fetch(url: string): Promise<Response>;
  };
  const hashWorker = (work: 0 | 1) => async () => {
    await (await pbkdf2Worker.fetch(`http://bench/?work=${work}`)).text();
  };

  await signIn(0); // warm-up
  const signIns = await timeSequential(PEOPLE - 1, (i) => signIn(i + 1));
  const withSession = get({ Cookie: cookie });
  const withKey = get({ Authorization: `Bearer ${team.secret}` });
  for (let i = 0; i < 50; i++) await withSession();
  const results = [
    { name: "sign-in (POST /api/auth/sign-in/email)", samples: signIns },
    { name: "GET /api/v1/qr?limit=1 with a session", samples: await timeSequential(REQUESTS, withSession) },
    { name: "GET /api/v1/qr?limit=1 with an API key", samples: await timeSequential(REQUESTS, withKey) },
    {
      name: `bench worker: one PBKDF2-SHA256, ${PBKDF2_ITERATIONS.toLocaleString("en")} iterations`,
      samples: await timeSequential(100, hashWorker(1)),
    },
    { name: "bench worker: nothing", samples: await timeSequential(100, hashWorker(0)) },
  ];
  const rows = results.map(({ name, samples }) => {
    const s = summarize(samples);
    return `| ${name} | ${ms(s.p50)} | ${ms(s.p95)} |`;
  });
  const markdown = [
    "## Accounts",
    "",
    `\`pnpm --filter @qr/api bench:accounts\` — ${machineLine()}. Local pipe as for the control plane. ${PEOPLE - 1} sign-ins of different people, ${REQUESTS} sequential requests each way (ms).`,
    "",
    "| operation | p50 | p95 |",
    "|---|---:|---:|",
    ...rows,
  ].join("\n");
  console.log(markdown);
  recordBenchmark("accounts", markdown);
} finally {
  await stop();
}
