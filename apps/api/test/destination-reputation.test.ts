// Destinations screened by the URL-reputation service (Google Web Risk, here its local stand-in speaking the same
// Lookup API): a reported URL is refused on every path that gives a code a URL, nothing is written, and it is
// recorded so the database refuses it from then on; a lookup that fails lets the write through and the cron looks
// again; the cron flags codes whose URL was reported later, tells their team, and an operator can clear a false
// positive for good.
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
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
  team = await seedTeam(stack, "Reputation");
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

type Answer = QrCodeBody & Partial<Omit<ProblemBody, "status">>;
const PHISHING = "https://phish.example/login";
const unsafeCli = (...args: string[]) => operatorCli(stack, "unsafe-url", ...args);
const codeCount = async () =>
  (await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [team.id])).rows[0].n;

function expectReported(answer: { status: number; body: { code?: string; detail?: string } }, url: string) {
  expect(answer.status).toBe(422);
  expect(answer.body.code).toBe("destination_blocked");
  expect(answer.body.detail).toBe(
    `Refused: the destination ${url} (reported as phishing by Google Web Risk) is blocked.`,
  );
}

describe("a destination Google Web Risk reports", () => {
  beforeAll(() => {
    stack.webRisk.list({ uri: PHISHING, threatTypes: ["SOCIAL_ENGINEERING"] });
  });

  it("is refused on create, update, rules, fallback, schedules and bulk rows; nothing is written", async () => {
    const before = await codeCount();
    expectReported(await api.post<Answer>("/api/v1/qr", { url: PHISHING }), PHISHING);
    expectReported(
      await api.post<Answer>("/api/v1/qr/bulk", {
        codes: [{ url: "https://example.com/a" }, { url: PHISHING }],
      }),
      PHISHING,
    );
    expect(await codeCount()).toBe(before);

    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/v1" })).body;
    const rule = { id: "r", url: PHISHING, when: { countries: ["DE"] } };
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (const change of [
      () => api.patch<Answer>(`/api/v1/qr/${code.id}`, { url: PHISHING }),
      () => api.patch<Answer>(`/api/v1/qr/${code.id}`, { rules: [rule] }),
      () =>
        api.patch<Answer>(`/api/v1/qr/${code.id}`, {
          fallback_url: PHISHING,
          expires_at: "2099-01-01T00:00:00Z",
        }),
      () => api.post<Answer>(`/api/v1/qr/${code.id}/schedule`, { at: inAMonth, url: PHISHING }),
      () => api.patch<Answer>("/api/v1/qr/bulk", { updates: [{ match: code.id, url: PHISHING }] }),
    ])
      expectReported(await change(), PHISHING);
    const unchanged = (await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body;
    expect(unchanged).toMatchObject({
      url: "https://example.com/v1",
      rules: [],
      fallback_url: null,
      version: 1,
    });
  });

  it("is refused when a version is restored whose URL was reported since", async () => {
    const url = "https://was-fine.example/";
    stack.webRisk.setFailing(true); // nothing is remembered of a lookup that failed
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url })).body;
    stack.webRisk.setFailing(false);
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/v2" });
    stack.webRisk.list({ uri: url, threatTypes: ["SOCIAL_ENGINEERING"] });
    expectReported(await api.post<Answer>(`/api/v1/qr/${code.id}/versions/1/restore`, {}), url);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.url).toBe("https://example.com/v2");
  });

  it("is recorded as unsafe, so the database refuses it even when the service cannot be asked", async () => {
    const url = "https://phish.example/second";
    stack.webRisk.list({ uri: url, threatTypes: ["SOCIAL_ENGINEERING"] });
    expectReported(await api.post<Answer>("/api/v1/qr", { url }), url);
    await eventually(async () => {
      const { rows } = await stack.sql.query("select source from unsafe_urls where url = $1", [url]);
      return rows[0]?.source === "web-risk" ? true : undefined;
    });
    // Another isolate, another path: the database's own rule refuses it, without asking.
    stack.webRisk.setFailing(true);
    try {
      const restored = await api.post<Answer>("/api/v1/qr", { url: "https://example.com/fine" });
      const moved = await api.patch<Answer>(`/api/v1/qr/${restored.body.id}`, {
        rules: [{ id: "x", url, when: { devices: ["mobile"] } }],
      });
      expect(moved.status).toBe(422);
      expect(moved.body.detail).toContain(`${url} (reported as phishing by Google Web Risk)`);
    } finally {
      stack.webRisk.setFailing(false);
    }
  });

  it("is looked up once per isolate while its verdict lasts", async () => {
    const url = `https://example.com/cached-${Date.now()}`;
    const before = stack.webRisk.lookups();
    for (let i = 0; i < 3; i++) expect((await api.post<Answer>("/api/v1/qr", { url })).status).toBe(201);
    expect(stack.webRisk.lookups() - before).toBe(1);
  });
});

describe("when the service cannot be asked", () => {
  it("lets the write through, and the cron looks again and flags the code if the URL is reported", async () => {
    const url = "https://later.example/pay";
    stack.webRisk.setFailing(true);
    let code: QrCodeBody;
    try {
      code = (await api.post<QrCodeBody>("/api/v1/qr", { url })).body;
      expect(code.flagged_reason).toBeNull();
      await stack.runCron(); // the service still fails: the code stays due
    } finally {
      stack.webRisk.setFailing(false);
    }
    const due = await stack.sql.query("select reputation_checked_at from qr_codes where id = $1", [code.id]);
    expect(due.rows[0].reputation_checked_at).toBeNull();
    expect((await scan(stack, code.slug)).status).toBe(302);

    stack.webRisk.list({ uri: url, threatTypes: ["MALWARE"] });
    await stack.runCron();
    const flagged = (await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body;
    expect(flagged.flagged_reason).toBe(
      `The destination ${url} (reported as malware by Google Web Risk) is blocked`,
    );
    const warned = await scan(stack, code.slug);
    expect(warned.status).toBe(403);
    expect(await warned.text()).toContain("This link was reported as unsafe");
    const told = await mailFor(stack, team.ownerEmail, /was flagged as unsafe/);
    expect(told.text).toContain("reported as malware by Google Web Risk");

    // An operator finds it a false positive: the code works again, and later re-checks leave it alone.
    expect(await unsafeCli("--url", url, "--clear", "--note", "false positive")).toContain(
      "cleared the flag of 1 codes",
    );
    await stack.sql.query(
      "update qr_codes set reputation_checked_at = now() - interval '2 days' where id = $1",
      [code.id],
    );
    await stack.runCron();
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.flagged_reason).toBeNull();
    expect((await scan(stack, code.slug)).status).toBe(302);
    expect(await unsafeCli("--list")).toContain(
      `${url}\treported as malware by Google Web Risk\tweb-risk\tcleared`,
    );
    const activity = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity`,
    );
    const actions = activity.body.data
      .filter((entry) => entry.target_id === code.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["qr.flagged", "qr.unflagged"]));
  });

  it("marks the re-checked codes checked, so each pass moves on to others", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/clean" })).body;
    await stack.runCron();
    const { rows } = await stack.sql.query("select reputation_checked_at from qr_codes where id = $1", [
      code.id,
    ]);
    expect(rows[0].reputation_checked_at).not.toBeNull();
    // A change of its URLs makes it due again at once.
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/clean-2" });
    const again = await stack.sql.query("select reputation_checked_at from qr_codes where id = $1", [
      code.id,
    ]);
    expect(again.rows[0].reputation_checked_at).toBeNull();
  });
});

describe("an operator's own mark", () => {
  it("blocks one URL, not its host, and flags the codes that lead to it", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://shared-host.example/bad-page" }))
      .body;
    expect(
      await unsafeCli("--url", "https://shared-host.example/bad-page", "--reason", "phishing kit"),
    ).toContain("flagged 1 codes");
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.flagged_reason).toContain(
      "phishing kit",
    );
    expect(
      (await api.post<Answer>("/api/v1/qr", { url: "https://shared-host.example/other-page" })).status,
    ).toBe(201);
    const refused = await api.post<Answer>("/api/v1/qr", { url: "https://shared-host.example/bad-page" });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain("https://shared-host.example/bad-page (phishing kit)");
  });
});
