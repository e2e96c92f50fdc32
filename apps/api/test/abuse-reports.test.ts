// Abuse reports and takedowns: anyone may report a code (no account), a report is tied to the code its short link
// or its page names, each network is limited; an operator takes a code down, its scans then get a page saying so,
// its team is told and cannot turn it back on, and lifting the takedown gives it back.
import { clientAddress, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  operatorCli,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { mailFor } from "./support/people.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Reported");
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

let reporterIp = 0;
/** A report from its own network (each network may send 10 an hour). */
async function report(body: unknown, ip = `203.0.113.${++reporterIp}`) {
  const response = await fetch(new URL("/api/v1/abuse-reports", stack.apiUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...clientAddress(ip) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
const reportsCli = (...args: string[]) => operatorCli(stack, "abuse-reports", ...args);
const storedReport = async (id: unknown) =>
  (await stack.sql.query("select * from abuse_reports where id = $1", [id])).rows[0];

describe("a report of abuse", () => {
  it("needs no account and is tied to the code its short link names", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/prize" })).body;
    const sent = await report({
      url: code.short_url,
      category: "scam",
      details: "A sticker over the real code at the parking meter.",
      email: "Reporter@Example.com",
    });
    expect(sent.status).toBe(201);
    expect(sent.body.id).toMatch(/^rep_/);
    expect(await storedReport(sent.body.id)).toMatchObject({
      qr_id: code.id,
      reported_url: code.short_url,
      category: "scam",
      reporter_email: "Reporter@Example.com",
      status: "open",
    });
  });

  it("is tied to the code the redirect worker's page named, and kept when the address is not ours", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/x" })).body;
    const named = await report({
      url: "https://login-bank.example/verify",
      category: "phishing",
      code: code.id,
    });
    expect((await storedReport(named.body.id)).qr_id).toBe(code.id);
    const foreign = await report({ url: "https://elsewhere.example/a", category: "spam" });
    expect(foreign.status).toBe(201);
    expect((await storedReport(foreign.body.id)).qr_id).toBeNull();
  });

  it("refuses bad input with 422 naming the field, and stores nothing", async () => {
    const before = (await stack.sql.query("select count(*)::int as n from abuse_reports")).rows[0].n;
    for (const [body, field] of [
      [{ url: "https://x.example/", category: "bad-vibes" }, "category"],
      [{ url: "", category: "spam" }, "url"],
      [{ url: "x".repeat(3000), category: "spam" }, "url"],
      [{ url: "https://x.example/", category: "spam", email: "not an address" }, "email"],
      [{ url: "https://x.example/", category: "spam", details: "d".repeat(2001) }, "details"],
      [{ url: "https://x.example/", category: "spam", code: "qr_' or 1=1" }, "code"],
      [{ url: "https://x.example/", category: "spam", extra: true }, "extra"],
    ] as const) {
      const answer = await report(body);
      expect(answer.status, field).toBe(422);
      expect((answer.body as unknown as ProblemBody).errors?.map((e) => e.path)).toContain(field);
    }
    const nul = await report({ url: "https://x.example/\u0000", category: "spam" });
    expect(nul.status).toBe(422);
    expect((await stack.sql.query("select count(*)::int as n from abuse_reports")).rows[0].n).toBe(before);
  });

  it("is limited to 10 an hour from one network, with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof report>> | undefined;
    for (let i = 0; i < 12; i++) {
      const answer = await report({ url: `https://spam.example/${i}`, category: "spam" }, "198.51.100.7");
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(limited?.body.code).toBe("abuse_reports_limited");
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(3000);
    // Another network is not held back.
    expect((await report({ url: "https://spam.example/x", category: "spam" })).status).toBe(201);
  });
});

describe("a takedown", () => {
  it("disables the code for good: a 410 page saying why, its team told and unable to turn it on", async () => {
    const code = (
      await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/fake-login", name: "Gate B" })
    ).body;
    const sent = await report({ url: code.short_url, category: "phishing" });
    expect(await reportsCli("--list")).toContain(`${sent.body.id}\t`);

    expect(await reportsCli("--take-down", code.id, "--reason", "credential phishing")).toContain(
      `took ${code.id} down (team ${team.id}); 1 open reports closed`,
    );
    expect((await storedReport(sent.body.id)).status).toBe("actioned");
    const shown = (await api.get<QrCodeBody & { taken_down_reason: string | null }>(`/api/v1/qr/${code.id}`))
      .body;
    expect(shown).toMatchObject({ status: "disabled", taken_down_reason: "credential phishing" });

    await stack.runCron(); // rewrites its redirect record, and sends the team's email
    const page = await scan(stack, code.slug);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("QR code disabled for abuse");
    expect(html).not.toContain("example.com/fake-login");
    const told = await mailFor(stack, team.ownerEmail, /"Gate B" was disabled for abuse/);
    expect(told.text).toContain("credential phishing");

    const resumed = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { status: "active" });
    expect(resumed.status).toBe(403);
    expect(resumed.body.code).toBe("code_taken_down");
    const bulkResumed = await api.patch<ProblemBody>("/api/v1/qr/bulk", {
      updates: [{ match: code.id, status: "active" }],
    });
    expect(bulkResumed.status).toBe(403);
    // Anything else stays the team's: a name, tags, even its destination.
    expect((await api.patch(`/api/v1/qr/${code.id}`, { name: "Gate B (old)" })).status).toBe(200);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.status).toBe("disabled");

    const history = await api.get<{ data: { change: string; changed_by: { kind: string } }[] }>(
      `/api/v1/qr/${code.id}/versions`,
    );
    expect(history.body.data.map((v) => v.change)).toContain("taken_down");
    const activity = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity`,
    );
    expect(
      activity.body.data.find((e) => e.target_id === code.id && e.action === "qr.taken_down"),
    ).toBeDefined();

    // Lifted on appeal: the team may turn it on again.
    expect(await reportsCli("--lift", code.id, "--note", "appeal accepted")).toContain("lifted the takedown");
    expect((await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { status: "active" })).body.status).toBe(
      "active",
    );
    await stack.runCron();
    expect((await scan(stack, code.slug)).status).toBe(302);
  });

  it("leaves another code alone, and a dismissed report closed", async () => {
    const sent = await report({ url: "https://not-abuse.example/", category: "other" });
    expect(await reportsCli("--dismiss", String(sent.body.id), "--note", "not abuse")).toContain(
      `dismissed ${sent.body.id}`,
    );
    expect(await storedReport(sent.body.id)).toMatchObject({
      status: "dismissed",
      handled_note: "not abuse",
    });
    expect(await reportsCli("--list")).not.toContain(String(sent.body.id));
    expect(await reportsCli("--take-down", "qr_00000000000000000000000000", "--reason", "x")).toContain(
      "is not a live code",
    );
  });
});
