// Scheduled changes and effective_by, with the redirect worker's isolate cache on (as at the edge): every edge
// switches at a scheduled instant from the record it already holds, without a KV write or the cron, and a scan
// after a write's effective_by gets the new answer. Scans, writes and the cron run at chosen instants on the
// stack's test clock, so nothing here waits for time to pass.
import { redirectKey } from "@qr/core/redirect-record";
import { atTime, eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

/** Seconds a record stays in the redirect isolate's memory: this stack's whole propagation window. */
const EDGE_CACHE_SECONDS = 3;

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack({ isolateCacheTtl: EDGE_CACHE_SECONDS });
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

type Scheduled = { id: string; at: string; effective_by: string };

async function locationOf(slug: string, at: number, country = "FR"): Promise<string | number> {
  const response = await scan(stack, slug, { country, at });
  return response.status === 302 ? (response.headers.get("Location") ?? "") : response.status;
}

async function kvRecord(slug: string) {
  return JSON.parse((await (await stack.kv()).get(redirectKey(null, slug))) ?? "null");
}

describe("scheduled changes", () => {
  it("switches every edge at the instant from the record it holds; the cron then records the version", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/before" });
    const now = Date.now();
    const at = Math.ceil((now + 3_600_000) / 1000) * 1000;
    const scheduled = await api.post<Scheduled>(`/api/v1/qr/${code.id}/schedule`, {
      at: new Date(at).toISOString(),
      url: "https://example.com/after",
      rules: [{ id: "de", url: "https://example.com/after-de", when: { countries: ["DE"] } }],
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.effective_by).toBe(new Date(at).toISOString());
    expect(scheduled.body.id).toMatch(/^sch_/);
    expect((await api.get<{ data: { id: string }[] }>(`/api/v1/qr/${code.id}/schedule`)).body.data).toEqual([
      expect.objectContaining({ id: scheduled.body.id, url: "https://example.com/after" }),
    ]);

    // Read once just before the instant: until its cache window ends, the edge answers from its memory.
    const read = at - 1000;
    expect(await locationOf(code.slug, read)).toBe("https://example.com/before");
    expect(await locationOf(code.slug, at - 1)).toBe("https://example.com/before");
    expect(await locationOf(code.slug, at - 1, "DE")).toBe("https://example.com/before");
    expect(read + EDGE_CACHE_SECONDS * 1000).toBeGreaterThan(at + 1000);
    expect(await locationOf(code.slug, at + 1000)).toBe("https://example.com/after");
    expect(await locationOf(code.slug, at + 1000, "DE")).toBe("https://example.com/after-de");
    // Neither KV nor the row has moved: the switch came from the schedule the record carries.
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/before", version: 2 });

    await stack.runCron(at - 1);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.version).toBe(2);
    await stack.runCron(at + 1000);
    const { body: after } = await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`);
    expect(after).toMatchObject({ url: "https://example.com/after", version: 3, schedule: [] });
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/after", version: 3 });
    const { body: versions } = await api.get<{
      data: { version: number; change: string; schedule_id?: string }[];
    }>(`/api/v1/qr/${code.id}/versions`);
    expect(versions.data.map((v) => [v.version, v.change])).toEqual([
      [3, "scheduled"],
      [2, "schedule_added"],
      [1, "created"],
    ]);
    expect(versions.data[0]?.schedule_id).toBe(scheduled.body.id);
    // Scans after the instant were counted under the version the change became.
    const rows = await eventually(async () => {
      const { rows } = await stack.sql.query(
        "select version, answered_by from scan_events where qr_id = $1 and version = 3 order by answered_by",
        [code.id],
      );
      return rows.length === 2 ? rows : undefined;
    });
    expect(rows).toEqual([
      { version: "3", answered_by: "de" },
      { version: "3", answered_by: "default" },
    ]);
  });

  it("lists pending changes soonest first and cancels one; a cancelled or unknown change is 404", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/base" });
    const later = await api.post<Scheduled>(`/api/v1/qr/${code.id}/schedule`, {
      at: new Date(Date.now() + 7_200_000).toISOString(),
      url: "https://example.com/later",
    });
    const sooner = await api.post<Scheduled>(`/api/v1/qr/${code.id}/schedule`, {
      at: new Date(Date.now() + 3_600_000).toISOString(),
      url: "https://example.com/sooner",
    });
    const { body: list } = await api.get<{ data: { id: string }[] }>(`/api/v1/qr/${code.id}/schedule`);
    expect(list.data.map((c) => c.id)).toEqual([sooner.body.id, later.body.id]);
    expect(
      (await kvRecord(code.slug)).schedule.map((c: { url: string; version: number }) => [c.url, c.version]),
    ).toEqual([
      ["https://example.com/sooner", 4],
      ["https://example.com/later", 5],
    ]);

    const cancelled = await api.delete<{ cancelled: { id: string }; effective_by: string }>(
      `/api/v1/qr/${code.id}/schedule/${sooner.body.id}`,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelled.id).toBe(sooner.body.id);
    expect((await kvRecord(code.slug)).schedule).toHaveLength(1);
    const again = await api.delete<ProblemBody>(`/api/v1/qr/${code.id}/schedule/${sooner.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe("scheduled_change_not_found");
  });

  it.each([
    ["a past instant", { at: "2020-01-01T00:00:00Z", url: "https://example.com/x" }, "at"],
    ["nothing to change", { at: "2099-01-01T00:00:00Z" }, "(body)"],
    ["an unsafe destination", { at: "2099-01-01T00:00:00Z", url: "http://10.0.0.1/" }, "url"],
    [
      "an unsafe rule",
      { at: "2099-01-01T00:00:00Z", rules: [{ url: "http://[::1]/", when: { os: ["ios"] } }] },
      "rules.0.url",
    ],
    ["more than five years ahead", { at: "2099-01-01T00:00:00Z", url: "https://example.com/x" }, "at"],
  ])("refuses %s with a 422", async (_, body, path) => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/base" });
    const response = await api.post<ProblemBody>(`/api/v1/qr/${code.id}/schedule`, body);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
  });

  it("refuses an eleventh pending change", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/base" });
    for (let i = 1; i <= 10; i++) {
      const response = await api.post(`/api/v1/qr/${code.id}/schedule`, {
        at: new Date(Date.now() + i * 3_600_000).toISOString(),
        url: `https://example.com/${i}`,
      });
      expect(response.status).toBe(201);
    }
    const eleventh = await api.post<ProblemBody>(`/api/v1/qr/${code.id}/schedule`, {
      at: new Date(Date.now() + 86_400_000).toISOString(),
      url: "https://example.com/11",
    });
    expect(eleventh.status).toBe(422);
  });
});

describe("effective_by", () => {
  it("is when every edge answers with a change: a scan after it gets the new rules", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/old" });
    const now = Date.now();
    expect(await locationOf(code.slug, now, "DE")).toBe("https://example.com/old"); // now in the edge's memory
    const changed = await api.patch<QrCodeBody>(
      `/api/v1/qr/${code.id}`,
      { rules: [{ url: "https://example.com/new-de", when: { countries: ["DE"] } }] },
      { headers: atTime(now) },
    );
    const effectiveBy = Date.parse(changed.body.effective_by ?? "");
    expect(effectiveBy - now).toBe(EDGE_CACHE_SECONDS * 1000);
    expect(await locationOf(code.slug, effectiveBy - 1001, "DE")).toBe("https://example.com/old");
    expect(await locationOf(code.slug, effectiveBy, "DE")).toBe("https://example.com/new-de");
  });
});
