// Raw scans out: a code's and the team's, filtered and paged, and exported as CSV or NDJSON through the export queue.
import { atTime, eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ScanListSchema } from "../src/scan-path/scans/schemas.ts";
import {
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

type ScanList = z.output<typeof ScanListSchema>;
interface ExportBody {
  id: string;
  kind: string;
  format: string;
  status: string;
  total: number;
  done: number;
  options: { raw_scans_since: string | null; filter: Record<string, unknown> };
}

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let menu: QrCodeBody;
let poster: QrCodeBody;

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
  await api.post("/api/v1/tags", { name: "Print" });
  menu = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu", tags: ["Print"] }))
    .body;
  poster = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/poster" })).body;
  await scan(stack, menu.slug, { ip: "203.0.113.1", country: "FR", region: "IDF" });
  await scan(stack, menu.slug, { ip: "203.0.113.2", country: "DE", ua: DESKTOP });
  await scan(stack, poster.slug, {
    ip: "203.0.113.3",
    country: "FR",
    ua: '=HYPERLINK("https://evil.example")',
  });
  await scan(stack, poster.slug, { ua: "curl/8.5.0" });
  await eventually(async () => {
    const { body } = await api.get<ScanList>("/api/v1/scans?limit=100");
    return body.data.length >= 4 ? true : undefined;
  });
});
afterAll(async () => {
  await stack?.stop();
});

const idsOf = (list: ScanList) => list.data.map((scanned) => scanned.qr_id);

describe("GET /scans", () => {
  it("lists the team's scans newest first, each with its code, region and destination", async () => {
    const { status, body } = await api.get<ScanList>("/api/v1/scans");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    const times = body.data.map((scanned) => Date.parse(scanned.ts));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data.find((scanned) => scanned.region === "IDF")).toMatchObject({
      qr_id: menu.id,
      slug: menu.slug,
      domain: menu.domain,
      country: "FR",
      destination: "https://example.com/menu",
    });
  });

  it.each([
    ["code", () => `code=${menu.id}`, () => [menu.id, menu.id]],
    ["tag by name", () => "tag=Print", () => [menu.id, menu.id]],
    // A filter names a tag as a write does: by id, or by name in any case.
    ["tag by name in another case", () => "tag=pRINT", () => [menu.id, menu.id]],
    ["country", () => "country=de", () => [menu.id]],
    ["device", () => "device=desktop", () => [menu.id]],
    // A user agent that is a spreadsheet formula is no browser's: both of the poster's scans are bots'.
    ["bot", () => "bot=true", () => [poster.id, poster.id]],
    ["domain", () => `domain=${menu.domain}`, () => [poster.id, poster.id, menu.id, menu.id]],
    ["another domain", () => "domain=go.elsewhere.example", () => []],
  ])("filters by %s", async (_, query, expected) => {
    const { body } = await api.get<ScanList>(`/api/v1/scans?${query()}`);
    expect(idsOf(body).sort()).toEqual(expected().sort());
  });

  it("pages with a cursor and takes a time range", async () => {
    const first = await api.get<ScanList>("/api/v1/scans?limit=3");
    expect(first.body.data).toHaveLength(3);
    const second = await api.get<ScanList>(`/api/v1/scans?limit=3&cursor=${first.body.next_cursor}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    const newest = first.body.data[0]?.ts as string;
    const before = await api.get<ScanList>(`/api/v1/scans?to=${encodeURIComponent(newest)}`);
    expect(before.body.data).toHaveLength(3);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await api.get<ScanList>(`/api/v1/scans?from=${tomorrow}`)).body.data).toEqual([]);
  });

  it.each([
    ["a bad instant", "from=yesterday"],
    ["a range the wrong way", "from=2026-02-01&to=2026-01-01"],
    ["a date before 2000", "from=1999-12-31"],
    ["a country of three letters", "country=FRA"],
    ["an unknown device", "device=fridge"],
    ["bot that is not true or false", "bot=maybe"],
    ["a cursor this API did not make", "cursor=abc"],
    ["a 10,000 character tag", `tag=${"t".repeat(10_000)}`],
    ["a NUL", "tag=a%00b"],
  ])("refuses %s with 422", async (_, query) => {
    const refused = await api.get<ProblemBody>(`/api/v1/scans?${query}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("validation_failed");
  });

  it("shows another team none of them, and needs scans:read", async () => {
    const other = apiClient(stack, (await seedTeam(stack, "Other")).adminKey);
    expect((await other.get<ScanList>("/api/v1/scans")).body.data).toEqual([]);
    expect((await other.get<ScanList>(`/api/v1/scans?code=${menu.id}`)).body.data).toEqual([]);
    expect((await other.get<ProblemBody>(`/api/v1/qr/${menu.id}/scans`)).status).toBe(404);
    const analytics = apiClient(
      stack,
      await issueKey(stack, team, { permissions: ["qr:read", "analytics:read"] }),
    );
    expect((await analytics.get<ProblemBody>("/api/v1/scans")).status).toBe(403);
  });
});

describe("GET /qr/{id}/scans", () => {
  it("lists one code's scans with the same filters", async () => {
    const all = await api.get<ScanList>(`/api/v1/qr/${menu.id}/scans`);
    expect(idsOf(all.body)).toEqual([menu.id, menu.id]);
    const germans = await api.get<ScanList>(`/api/v1/qr/${menu.id}/scans?country=DE`);
    expect(germans.body.data).toHaveLength(1);
    const people = await api.get<ScanList>(`/api/v1/qr/${poster.id}/scans?bot=false`);
    expect(people.body.data).toEqual([]);
    expect((await api.get<ScanList>(`/api/v1/qr/${poster.id}/scans?bot=true`)).body.data).toHaveLength(2);
  });
});

describe("a split's scans", () => {
  it("name the variant that answered and its URL, for the code's own split and a rule's", async () => {
    const split = apiClient(stack, (await seedTeam(stack, "Split")).adminKey);
    const variants = [
      { url: "https://example.com/variant-a", weight: 50 },
      { url: "https://example.com/variant-b", weight: 50 },
    ];
    const code = (
      await split.post<QrCodeBody>("/api/v1/qr", {
        url: "https://example.com/base",
        variants,
        rules: [
          {
            id: "german",
            when: { countries: ["DE"] },
            url: "https://example.com/de",
            variants: [
              { url: "https://example.com/de-a", weight: 50 },
              { url: "https://example.com/de-b", weight: 50 },
            ],
          },
        ],
      })
    ).body;
    const sentTo = new Map<string, string>();
    for (let n = 0; n < 12; n++) {
      const answer = await scan(stack, code.slug, {
        ip: `198.51.100.${n + 1}`,
        country: n < 8 ? "FR" : "DE",
      });
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get("Location") ?? "");
      sentTo.set(`198.51.100.${n + 1}`, `${location.origin}${location.pathname}`);
    }
    const scans = await eventually(async () => {
      const { body } = await split.get<ScanList>(`/api/v1/qr/${code.id}/scans?limit=100`);
      return body.data.length === 12 ? body.data : undefined;
    });
    const answered = new Set(sentTo.values());
    expect(answered.has("https://example.com/base")).toBe(false);
    for (const scanned of scans) {
      expect(answered).toContain(scanned.destination);
      const own = variants.findIndex((v) => v.url === scanned.destination);
      if (own >= 0) {
        expect(scanned).toMatchObject({
          answered_by: "default",
          variant: { index: own, url: scanned.destination },
        });
      } else {
        expect(scanned.answered_by).toBe("german");
        expect(scanned.variant).toEqual({
          index: scanned.destination === "https://example.com/de-a" ? 0 : 1,
          url: scanned.destination,
        });
      }
    }
    // Every scan's destination is one the edge really sent a scanner to, as many times as it did.
    const count = (urls: Iterable<string | null>) =>
      [...urls].reduce(
        (tally, url) => tally.set(url, (tally.get(url) ?? 0) + 1),
        new Map<string | null, number>(),
      );
    expect(count(scans.map((s) => s.destination))).toEqual(count(sentTo.values()));
    const team = await split.get<ScanList>(`/api/v1/scans?code=${code.id}&limit=100`);
    expect(team.body.data).toEqual(scans);
  });

  it("keep the split in the code's history, which a restore brings back", async () => {
    const split = apiClient(stack, (await seedTeam(stack, "Restore")).adminKey);
    const variants = [
      { url: "https://example.com/a", weight: 30 },
      { url: "https://example.com/b", weight: 70 },
    ];
    const code = (await split.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/", variants })).body;
    await split.patch(`/api/v1/qr/${code.id}`, { variants: null });
    const versions = await split.get<{ data: { version: number; variants: unknown }[] }>(
      `/api/v1/qr/${code.id}/versions`,
    );
    expect(versions.body.data.map((v) => v.variants)).toEqual([null, variants]);
    const restored = await split.post<QrCodeBody & { variants: unknown }>(
      `/api/v1/qr/${code.id}/versions/1/restore`,
      {},
    );
    expect(restored.status).toBe(200);
    expect(restored.body.variants).toEqual(variants);
  });
});

describe("the scans export", () => {
  async function finished(id: string): Promise<ExportBody> {
    return eventually(async () => {
      const { body } = await api.get<ExportBody>(`/api/v1/exports/${id}`);
      return body.status === "succeeded" || body.status === "failed" ? body : undefined;
    });
  }

  it("writes CSV with the formula guard, saying from when raw scans are kept", async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", { kind: "scans", format: "csv" });
    expect(made.status).toBe(202);
    expect(made.body).toMatchObject({ kind: "scans", format: "csv", total: 4 });
    expect(Date.parse(made.body.options.raw_scans_since as string)).toBeLessThan(
      Date.now() - 360 * 86_400_000,
    );
    const done = await finished(made.body.id);
    expect(done).toMatchObject({ status: "succeeded", done: 4 });
    const file = await fetch(`${stack.apiUrl}/api/v1/exports/${made.body.id}/file`, {
      headers: { Authorization: `Bearer ${team.adminKey}` },
    });
    expect(file.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await file.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,qr_id,slug,domain,ts,country,region,colo,device,os,browser,ua,referer_host,lang,visitor,bot,answered_by,version,variant,destination",
    );
    expect(lines).toHaveLength(5);
    expect(lines.join("\n")).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it("writes NDJSON of the filtered range, one scan as the API shows it per line", async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", {
      kind: "scans",
      format: "ndjson",
      filter: {
        code: menu.id,
        bot: false,
        from: "2000-01-01",
        to: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(made.status).toBe(202);
    await finished(made.body.id);
    const file = await fetch(`${stack.apiUrl}/api/v1/exports/${made.body.id}/file`, {
      headers: { Authorization: `Bearer ${team.adminKey}` },
    });
    const scans = (await file.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(scans.map((scanned) => scanned.qr_id)).toEqual([menu.id, menu.id]);
    const listed = await api.get<ScanList>(`/api/v1/qr/${menu.id}/scans`);
    expect(scans).toEqual([...listed.body.data].reverse());
  });

  it.each([
    ["a code export's format", { kind: "scans", format: "zip" }],
    ["an unknown filter", { kind: "scans", format: "csv", filter: { city: "Paris" } }],
    ["a code that is not an id", { kind: "scans", format: "csv", filter: { code: "menu" } }],
    [
      "a range the wrong way",
      { kind: "scans", format: "csv", filter: { from: "2026-02-01", to: "2026-01-01" } },
    ],
    ["a scans format for codes", { format: "csv", selection: { filter: {} } }],
  ])("refuses %s with 422", async (_, body) => {
    const refused = await api.post<ProblemBody>("/api/v1/exports", body);
    expect(refused.status).toBe(422);
  });

  it("needs scans:read to make one and to download one", async () => {
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    const refused = await reader.post<ProblemBody>("/api/v1/exports", { kind: "scans", format: "csv" });
    expect(refused.status).toBe(403);
    const made = await api.post<ExportBody>("/api/v1/exports", { kind: "scans", format: "csv" });
    await finished(made.body.id);
    expect((await reader.get<ProblemBody>(`/api/v1/exports/${made.body.id}/file`)).status).toBe(403);
  });

  it("keeps to the raw scans' retention when the range reaches past it", async () => {
    const made = await api.post<ExportBody>(
      "/api/v1/exports",
      {
        kind: "scans",
        format: "ndjson",
        filter: { from: "2000-01-01" },
      },
      { headers: atTime(Date.now()) },
    );
    expect(made.body.options.raw_scans_since).toEqual(expect.any(String));
  });
});
