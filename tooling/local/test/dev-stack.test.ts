// Smoke test of the one-command local stack: start it as a child process, wait for both ports, call the
// health endpoints, send parallel mixed requests to its embedded database, scan a code across several queue
// deliveries (the configs' queue settings), stop it with SIGTERM, check that no process or port is left; a
// restart keeps the data.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, isListening } from "../src/free-port.ts";
import { REPO_ROOT } from "../src/paths.ts";

const stateDir = mkdtempSync(join(tmpdir(), "qr-dev-smoke-"));
chmodSync(stateDir, 0o755); // like .dev/: the database server, unprivileged when we are root, must reach it
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

interface DevStack {
  child: ChildProcess;
  output: () => string;
  redirectPort: number;
  apiPort: number;
  /** Whether the dev key and user were written when the API first answered its health check (unseen: undefined). */
  keyFileAtFirstAnswer: boolean | undefined;
}

async function startDevStack(): Promise<DevStack> {
  const [redirectPort, apiPort, openIdPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(REPO_ROOT, "tooling/local/src/dev.ts")], {
    env: {
      ...process.env,
      QR_DEV_STATE_DIR: stateDir,
      REDIRECT_PORT: `${redirectPort}`,
      API_PORT: `${apiPort}`,
      // Each of the stack's ports on its own, so that the suite runs beside a developer's `npm run dev`.
      OPENID_PORT: `${openIdPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so that every descendant can be checked after it stops
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  let keyFileAtFirstAnswer: boolean | undefined;
  while (!output.includes("local stack is up")) {
    if (child.exitCode !== null) throw new Error(`dev stack exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`dev stack did not start:\n${output}`);
    // As a script would: wait for the health check, then read the key.
    if (keyFileAtFirstAnswer === undefined && (await answersHealth(apiPort))) {
      keyFileAtFirstAnswer =
        existsSync(join(stateDir, "dev-api-key")) && existsSync(join(stateDir, "dev-user"));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, redirectPort, apiPort, keyFileAtFirstAnswer };
}

async function answersHealth(port: number): Promise<boolean> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
  return answer?.status === 200;
}

async function stopDevStack(stack: DevStack): Promise<void> {
  const exited = new Promise<number | null>((resolve) => stack.child.on("exit", (code) => resolve(code)));
  stack.child.kill("SIGTERM");
  expect(await exited).toBe(0);
  // Nothing of the process group may survive (helpers such as esbuild's service quit when their parent's
  // pipe closes, so allow them a few seconds), and both ports must be free.
  const deadline = Date.now() + 5000;
  while (processesInGroup(stack.child.pid ?? -1).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(processesInGroup(stack.child.pid ?? -1)).toEqual([]);
  expect(await isListening(stack.redirectPort)).toBe(false);
  expect(await isListening(stack.apiPort)).toBe(false);
}

describe("the one-command local stack", () => {
  it("starts (its key written before it answers), answers health checks, counts every scan over several queue deliveries, and stops cleanly", async () => {
    const stack = await startDevStack();
    try {
      const api = await fetch(`http://127.0.0.1:${stack.apiPort}/api/v1/health`);
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
      const redirect = await fetch(`http://127.0.0.1:${stack.redirectPort}/_health`);
      expect(redirect.status).toBe(200);
      expect(stack.output()).toContain("(new)");
      expect(stack.keyFileAtFirstAnswer).toBe(true);
      expect(stack.output()).toMatch(/api key\s+qrk_[0-9A-Za-z]{36}/);
      await expectParallelRequestsAnswered(stack);
      await expectScansCounted(stack);
      await expectDevUserSignsIn(stack);
    } finally {
      await stopDevStack(stack);
    }
  });

  it("keeps its data, the dev key and the dev user across a restart", async () => {
    const firstKey = readFileSync(join(stateDir, "dev-api-key"), "utf8").trim();
    const stack = await startDevStack();
    try {
      expect(stack.output()).not.toContain("(new)");
      expect(stack.output()).toContain(firstKey);
      await expectDevUserSignsIn(stack);
    } finally {
      await stopDevStack(stack);
    }
  });
});

/** The dev user of `.dev/dev-user` signs in, owns the dev team, and the dev mailbox page is served. */
async function expectDevUserSignsIn(stack: DevStack): Promise<void> {
  const [email, password] = readFileSync(join(stateDir, "dev-user"), "utf8").split("\n");
  expect(stack.output()).toContain(`dev user   ${email} / ${password}`);
  const origin = `http://localhost:${stack.apiPort}`;
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const teams = await fetch(`${origin}/api/v1/teams`, { headers: { Cookie: cookie } });
  expect(teams.status).toBe(200);
  expect(await teams.json()).toMatchObject({ data: [{ name: "Dev team", role: "owner" }] });
  const mailbox = await fetch(`${origin}/dev/mailbox`);
  expect(mailbox.status).toBe(200);
  expect(await mailbox.text()).toContain("Dev mailbox");
}

/**
 * 50 requests at once, each of a kind whose right answer is known (a create, a read of a code by id, a filtered
 * list, an update, a valid key, an invalid key): a database that mixes up connections shows as a wrong row, a
 * 401 for a valid key or a 5xx.
 */
async function expectParallelRequestsAnswered(stack: DevStack): Promise<void> {
  const api = `http://127.0.0.1:${stack.apiPort}/api/v1`;
  const auth = { Authorization: `Bearer ${readFileSync(join(stateDir, "dev-api-key"), "utf8").trim()}` };
  const json = { ...auth, "Content-Type": "application/json" };
  const codes: { id: string; url: string; tag: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const tag = `parallel-${i}-${Date.now()}`;
    const response = await fetch(`${api}/qr`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ url: `https://example.com/${tag}`, metadata: { tag } }),
    });
    const body = (await response.json()) as { id: string; url: string };
    codes.push({ id: body.id, url: body.url, tag });
  }
  const checks = Array.from({ length: 50 }, async (_, i) => {
    const code = codes[i % codes.length] as (typeof codes)[number];
    switch (i % 6) {
      case 0: {
        const response = await fetch(`${api}/qr/${code.id}`, { headers: auth });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ id: code.id, url: code.url });
        return;
      }
      case 1: {
        const response = await fetch(`${api}/qr?metadata_key=tag&metadata_value=${code.tag}`, {
          headers: auth,
        });
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { id: string }[] };
        expect(data.map((row) => row.id)).toEqual([code.id]);
        return;
      }
      case 2: {
        const url = `https://example.com/created-${i}`;
        const response = await fetch(`${api}/qr`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ url }),
        });
        expect(response.status).toBe(201);
        expect(await response.json()).toMatchObject({ url });
        return;
      }
      case 3: {
        const response = await fetch(`${api}/qr/${code.id}`, {
          method: "PATCH",
          headers: json,
          body: JSON.stringify({ metadata: { [`seen_${i}`]: i } }),
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          id: code.id,
          metadata: { tag: code.tag, [`seen_${i}`]: i },
        });
        return;
      }
      case 4: {
        const response = await fetch(`${api}/keys`, { headers: auth });
        expect(response.status).toBe(200);
        return;
      }
      default: {
        const response = await fetch(`${api}/qr`, {
          headers: { Authorization: "Bearer qrk_000000000000000000000000000000000000" },
        });
        expect(response.status).toBe(401);
      }
    }
  });
  await Promise.all(checks);
}

/** Two bursts of scans, the second after the first was delivered and stored: both must be counted. */
async function expectScansCounted(stack: DevStack): Promise<void> {
  const api = `http://127.0.0.1:${stack.apiPort}/api/v1`;
  const headers = { Authorization: `Bearer ${readFileSync(join(stateDir, "dev-api-key"), "utf8").trim()}` };
  const created = await fetch(`${api}/qr`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ url: "https://example.com/menu" }),
  });
  expect(created.status).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  const totalScans = async () => {
    const response = await fetch(`${api}/qr/${id}/analytics`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { analytics: { totalScans: number } }).analytics.totalScans;
  };
  for (const expected of [10, 20]) {
    for (let i = 0; i < 10; i++) {
      const scan = await fetch(`http://127.0.0.1:${stack.redirectPort}/${slug}`, {
        redirect: "manual",
        headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148" },
      });
      expect(scan.status).toBe(302);
    }
    const deadline = Date.now() + 30_000;
    while ((await totalScans()) < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await totalScans()).toBe(expected);
  }
}

function processesInGroup(pgid: number): string[] {
  const out = execFileSync("ps", ["-e", "-o", "pgid=,pid=,comm="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([group]) => Number(group) === pgid)
    .map((fields) => fields.join(" "));
}
