// Destinations on blocked hosts: every path that gives a code a URL (create, update, rules, fallback, schedules,
// bulk create and update, restore) is refused with 422 `destination_blocked` naming the host and the reason,
// whatever the spelling of the host, and nothing is written; a code whose host was blocked later can still be
// changed. The rule lives in one place, the database's trigger (migration 0012), fed by the operator CLI.
import { createRequire } from "node:module";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  operatorCli,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
  verifiedDomain,
} from "./support/api.ts";
import { mailFor } from "./support/people.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
const cli = (...args: string[]) => operatorCli(stack, "block-host", ...args);

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Safety");
  api = apiClient(stack, team.adminKey);
  for (const [host, reason] of [
    ["evil.example", "phishing"],
    ["xn--e1afmkfd.com", "malware"], // пример.com
  ])
    await stack.sql.query("insert into blocked_hosts (host, reason) values ($1, $2)", [host, reason]);
});
afterAll(async () => {
  await stack?.stop();
});

type Answer = QrCodeBody & Partial<Omit<ProblemBody, "status">>;
const create = (body: Record<string, unknown>) => api.post<Answer>("/api/v1/qr", body);

function expectBlocked(
  answer: { status: number; body: { code?: string; detail?: string } },
  host: string,
  reason: string,
) {
  expect(answer.status).toBe(422);
  expect(answer.body.code).toBe("destination_blocked");
  expect(answer.body.detail).toContain(`${host} (${reason})`);
}

describe("a destination on a blocked host", () => {
  it.each([
    ["the host itself", "https://evil.example/login"],
    ["a subdomain", "https://accounts.evil.example/login"],
    ["upper case", "HTTPS://EVIL.Example/login"],
    ["a port and a query", "https://evil.example:8443/login?next=/"],
    ["an internationalised spelling", "https://пример.com/"],
    ["a percent-encoded host", "https://evil%2Eexample/login"],
    ["the default port", "https://evil.example:443/login"],
  ])("is refused on create when written as %s", async (_, url) => {
    const answer = await create({ url });
    const host = url.includes("пример") ? "xn--e1afmkfd.com" : "evil.example";
    expectBlocked(answer, host, url.includes("пример") ? "malware" : "phishing");
  });

  it("is refused, as any URL is, with userinfo or a trailing dot in front of the host", async () => {
    for (const url of ["https://bank.example@evil.example/", "https://evil.example./login"]) {
      const answer = await create({ url });
      expect(answer.status, url).toBe(422);
      expect(answer.body.code).toBe("validation_failed");
    }
  });

  it("is not reached through our own short links: a code cannot lead to another code", async () => {
    const inner = (await create({ url: "https://example.com/landing" })).body;
    const viaScanHost = await create({ url: inner.short_url });
    expect(viaScanHost.status).toBe(422);
    const domain = await verifiedDomain(stack, api, `links-${Date.now()}.brand.example`);
    const viaBrand = await create({ url: `https://${domain.hostname}/${inner.slug}` });
    expect(viaBrand.status).toBe(422);
    expect(viaBrand.body.code).toBe("destination_blocked");
    expect(viaBrand.body.detail).toContain(`${domain.hostname} is a short-link domain of this service`);
    const viaRule = await api.patch<Answer>(`/api/v1/qr/${inner.id}`, {
      rules: [
        { id: "loop", url: `https://${domain.hostname.toUpperCase()}/x`, when: { devices: ["mobile"] } },
      ],
    });
    expect(viaRule.status).toBe(422);
  });

  it("allows a host that only looks like a blocked one", async () => {
    for (const url of [
      "https://notevil.example/",
      "https://evil.example.org/",
      "https://example.com/?u=evil.example",
    ])
      expect((await create({ url })).status, url).toBe(201);
  });

  it("is refused in rules, the fallback, schedules, updates, bulk rows and restores, and nothing is written", async () => {
    const code = (await create({ url: "https://example.com/safe" })).body;
    const blocked = "https://evil.example/x";
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const refusals = [
      await create({
        url: "https://example.com/",
        rules: [{ id: "r", url: blocked, when: { countries: ["DE"] } }],
      }),
      await create({
        url: "https://example.com/",
        fallback_url: blocked,
        expires_at: "2099-01-01T00:00:00Z",
      }),
      await api.patch<Answer>(`/api/v1/qr/${code.id}`, { url: blocked }),
      await api.patch<Answer>(`/api/v1/qr/${code.id}`, { url: blocked, metadata: { a: 1 } }),
      await api.post<Answer>(`/api/v1/qr/${code.id}/schedule`, { at: nextYear, url: blocked }),
      await api.post<Answer>("/api/v1/qr/bulk", {
        codes: [{ url: "https://example.com/ok" }, { url: blocked }],
      }),
      await api.patch<Answer>("/api/v1/qr/bulk", { updates: [{ match: code.id, url: blocked }] }),
    ];
    for (const [i, refusal] of refusals.entries()) {
      if (refusal.body.code !== "destination_blocked")
        throw new Error(`${i}: ${JSON.stringify(refusal.body)}`);
      expectBlocked(refusal, "evil.example", "phishing");
    }
    const after = (await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body;
    expect(after).toMatchObject({ url: "https://example.com/safe", version: code.version, schedule: [] });
  });

  it("lets a code whose host was blocked after it was made be changed, and refuses restoring it", async () => {
    const code = (await create({ url: "https://later-bad.example/menu" })).body;
    expect(
      (await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { url: "https://example.com/v2" })).status,
    ).toBe(200);
    await stack.sql.query(
      "insert into blocked_hosts (host, reason) values ('later-bad.example', 'reported')",
    );
    const named = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { name: "Still editable" });
    expect(named.status).toBe(200);
    const restore = await api.post<Answer>(`/api/v1/qr/${code.id}/versions/1/restore`, {});
    expectBlocked(restore, "later-bad.example", "reported");
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.url).toBe("https://example.com/v2");
  });

  it("is kept by the operator CLI, which normalises the host and lists, blocks and unblocks it", async () => {
    expect(await cli("--host", "Bad.Example.", "--reason", "phishing kit")).toContain("blocked bad.example");
    expect(await cli("--list")).toContain("bad.example\tphishing kit");
    expectBlocked(await create({ url: "https://www.bad.example/" }), "bad.example", "phishing kit");
    expect(await cli("--host", "bad.example", "--remove")).toContain("unblocked bad.example");
    expect((await create({ url: "https://www.bad.example/" })).status).toBe(201);
  });
});

describe("a code whose host is blocked after it was made", () => {
  it("is flagged: scans get the warning page, the API says why, and sending it elsewhere or unblocking clears it", async () => {
    const [code, other] = [
      (await create({ url: "https://shop.turned-bad.example/pay" })).body,
      (
        await create({
          url: "https://example.com/",
          rules: [{ id: "r", url: "https://turned-bad.example/", when: { countries: ["DE"] } }],
        })
      ).body,
    ];
    expect((await scan(stack, code.slug)).status).toBe(302);
    expect(await cli("--host", "turned-bad.example", "--reason", "phishing")).toContain("flagged 2 codes");
    for (const id of [code.id, other.id])
      expect((await api.get<QrCodeBody>(`/api/v1/qr/${id}`)).body.flagged_reason).toBe(
        "The destination host turned-bad.example (phishing) is blocked",
      );
    await stack.runCron(); // rewrites the flagged codes' redirect records, and sends the owners' email
    const told = await mailFor(stack, team.ownerEmail, /2 of your QR codes were flagged as unsafe/);
    expect(told.text).toContain("The destination host turned-bad.example (phishing) is blocked");
    const activity = await api.get<{
      data: { action: string; actor: { kind: string }; target_id: string }[];
    }>(`/api/v1/teams/${team.id}/activity`);
    expect(
      activity.body.data.filter((entry) => entry.action === "qr.flagged").map((entry) => entry.target_id),
    ).toEqual(expect.arrayContaining([code.id, other.id]));
    const warned = await scan(stack, code.slug);
    expect(warned.status).toBe(403);
    expect(warned.headers.get("Location")).toBeNull();
    const page = await warned.text();
    expect(page).toContain("This link was reported as unsafe");
    expect(page).not.toContain("turned-bad.example");

    // The owner sends it elsewhere: the flag goes with the write.
    const moved = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { url: "https://example.com/safe" });
    expect(moved.body.flagged_reason).toBeNull();
    expect((await scan(stack, code.slug)).headers.get("Location")).toBe("https://example.com/safe");

    // The operator lifts the block: the other code's flag is cleared, and its record follows at the next cron.
    expect(await cli("--host", "turned-bad.example", "--remove")).toContain("cleared the flag of 1 codes");
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${other.id}`)).body.flagged_reason).toBeNull();
    await stack.runCron();
    expect((await scan(stack, other.slug)).status).toBe(302);
    await mailFor(stack, team.ownerEmail, /works again/);
  });
});

describe("the public phishing list", () => {
  const listed: string[] = createRequire(import.meta.url)("eth-phishing-detect/src/config.json").blacklist;
  const [first = "", second = ""] = listed.filter((host) => /^[a-z0-9.-]+$/.test(host));

  it("is loaded beside the operators' hosts: codes already leading there are flagged, new ones refused", async () => {
    const before = (await create({ url: `https://${first}/claim` })).body;
    await stack.sql.query("insert into blocked_hosts (host, reason) values ($1, 'seen by our team')", [
      second,
    ]);

    const imported = await cli("--import-public-list");
    expect(imported).toMatch(/eth-phishing-detect@[\d.]+: \d+ hosts listed/);
    expect(imported).toContain("flagged 1 codes");
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${before.id}`)).body.flagged_reason).toContain(first);
    expectBlocked(
      await create({ url: `https://login.${first}/` }),
      first,
      "phishing (MetaMask's public list)",
    );
    // Where an operator blocked a listed host first, the operator's reason stands.
    expectBlocked(await create({ url: `https://${second}/` }), second, "seen by our team");

    // Loading the same list again changes nothing.
    expect(await cli("--import-public-list")).toMatch(/ 0 new, 0 no longer listed/);
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from blocked_hosts where source like 'eth-phishing-detect@%'",
    );
    expect(rows[0].n).toBeGreaterThan(1000);
  });
});
