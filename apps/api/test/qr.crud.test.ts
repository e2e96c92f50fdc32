// QR code management through both path forms: create, read, list, update, delete, with the rows and KV
// records behind each answer.
import { redirectKey } from "@qr/core/redirect-record";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function kvRecord(slug: string) {
  const raw = await (await stack.kv()).get(redirectKey(null, slug));
  return raw === null ? null : JSON.parse(raw);
}

describe.each(["/api/v1", "/v1"])("QR codes under %s", (base) => {
  it("creates a code with a random slug, stores it, publishes its KV record and answers 201 + Location", async () => {
    const created = await api.post<QrCodeBody>(`${base}/qr`, {
      url: "https://example.com/menu",
      team_id: team.id,
      metadata: { asset_id: "poster-7", copies: 40, laminated: true },
    });
    expect(created.status).toBe(201);
    const code = created.body;
    expect(created.headers.get("Location")).toBe(`/api/v1/qr/${code.id}`);
    expect(created.headers.get("X-Request-Id")).toMatch(/^req_/);
    expect(code).toMatchObject({
      team_id: team.id,
      url: "https://example.com/menu",
      metadata: { asset_id: "poster-7", copies: 40, laminated: true },
      style: {},
      status: "active",
      forward_query: false,
    });
    expect(code.id).toMatch(/^qr_[0-9a-z]{26}$/);
    expect(code.slug).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(code.short_url).toBe(`${stack.redirectUrl.replace("127.0.0.1", "localhost")}/${code.slug}`);

    // KV holds the record before the answer; its confirmation in the row follows the answer.
    const row = await eventually(async () => {
      const { rows } = await stack.sql.query("select * from qr_codes where id = $1", [code.id]);
      return rows[0]?.kv_synced_version === "1" ? rows[0] : undefined;
    });
    expect(row).toMatchObject({ team_id: team.id, slug: code.slug, version: "1" });
    expect(await kvRecord(code.slug)).toEqual({
      v: 1,
      qr_id: code.id,
      team_id: team.id,
      url: "https://example.com/menu",
      status: "active",
      forward_query: false,
      version: 1,
    });
    const scanned = await scan(stack, code.slug);
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get("Location")).toBe("https://example.com/menu");
  });

  it("reads one code, and updates its destination so the next scan follows", async () => {
    const { body: code } = await api.post<QrCodeBody>(`${base}/qr`, { url: "https://example.com/old" });
    const read = await api.get<QrCodeBody>(`${base}/qr/${code.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(code);

    const updated = await api.patch<QrCodeBody>(`${base}/qr/${code.id}`, { url: "https://example.com/new" });
    expect(updated.status).toBe(200);
    expect(updated.body.url).toBe("https://example.com/new");
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(code.updated_at));
    // The test stack's isolates cache nothing and local KV has no edge cache: effective at once.
    expect(Date.parse(updated.body.effective_by ?? "")).toBeLessThanOrEqual(Date.now());
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/new", version: 2 });
    expect((await scan(stack, code.slug)).headers.get("Location")).toBe("https://example.com/new");
  });

  it("deletes a code: 204, then 404 from the API, 410 for scans, and the slug is never reused", async () => {
    const { body: code } = await api.post<QrCodeBody>(`${base}/qr`, { url: "https://example.com/bye" });
    const deleted = await api.delete(`${base}/qr/${code.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe("");
    expect((await api.get(`${base}/qr/${code.id}`)).status).toBe(404);
    expect((await api.delete(`${base}/qr/${code.id}`)).status).toBe(404);
    expect(await kvRecord(code.slug)).toMatchObject({ status: "deleted", version: 2 });
    expect((await scan(stack, code.slug)).status).toBe(410);
    const again = await api.post<ProblemBody>(`${base}/qr`, {
      url: "https://example.com/x",
      slug: code.slug,
    });
    expect(again.status).toBe(409);
  });
});

describe("custom slugs", () => {
  it("accepts a free custom slug and refuses a taken one with 409", async () => {
    const first = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/a",
      slug: "spring-menu",
    });
    expect(first.status).toBe(201);
    expect(first.body.slug).toBe("spring-menu");
    const taken = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/b",
      slug: "spring-menu",
    });
    expect(taken.status).toBe(409);
    expect(taken.headers.get("Content-Type")).toBe("application/problem+json");
    expect(taken.body.detail).toContain("spring-menu");
  });

  it("refuses reserved words and malformed slugs with 422", async () => {
    for (const slug of ["api", "ADMIN", "robots.txt", "ab", "-lead", "has space", "x".repeat(65), "ünï"]) {
      const response = await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/", slug });
      expect(response.status, slug).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe("slug");
    }
  });
});

describe("updates", () => {
  it("merges metadata (null removes a key) and replaces style without touching the KV record", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/m",
      metadata: { a: "1", b: "2" },
    });
    const updated = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
      metadata: { b: null, c: 3 },
      style: { fg: "#112233", ecl: "Q" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.metadata).toEqual({ a: "1", c: 3 });
    expect(updated.body.style).toEqual({ fg: "#112233", ecl: "Q" });
    expect(updated.body).not.toHaveProperty("effective_by"); // scans get what they got
    expect(await kvRecord(code.slug)).toMatchObject({ version: 1 });
  });

  it("disables and re-enables a code, and turns query forwarding on", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/d?src=qr" });
    expect((await api.patch(`/api/v1/qr/${code.id}`, { status: "disabled" })).status).toBe(200);
    expect((await scan(stack, code.slug)).status).toBe(410);
    await api.patch(`/api/v1/qr/${code.id}`, { status: "active", forward_query: true });
    const response = await scan(stack, code.slug, { query: "?table=7&src=evil" });
    expect(response.headers.get("Location")).toBe("https://example.com/d?src=qr&table=7");
    expect(await kvRecord(code.slug)).toMatchObject({ status: "active", forward_query: true, version: 3 });
  });
});

describe("listing", () => {
  it("pages through every code exactly once, newest first, even while codes are added", async () => {
    const listing = await seedTeam(stack, "Listing");
    const client = apiClient(stack, listing.adminKey);
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      created.push(
        (await client.post<QrCodeBody>("/api/v1/qr", { url: `https://example.com/${i}` })).body.id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=10&cursor=${cursor}` : "?limit=10";
      const page = await client.get<{ data: QrCodeBody[]; next_cursor: string | null }>(`/api/v1/qr${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((code) => code.id));
      cursor = page.body.next_cursor;
      if (pages++ === 0) await client.post("/api/v1/qr", { url: "https://example.com/late" });
    } while (cursor);
    expect(seen).toEqual([...created].reverse());
    expect(pages).toBe(3);
  });

  it("filters by status, search on url and slug, and a metadata key/value", async () => {
    const filtering = await seedTeam(stack, "Filters");
    const client = apiClient(stack, filtering.adminKey);
    const menu = (
      await client.post<QrCodeBody>("/api/v1/qr", {
        url: "https://cafe.example/menu",
        metadata: { asset: "A1" },
      })
    ).body;
    const flyer = (
      await client.post<QrCodeBody>("/api/v1/qr", {
        url: "https://cafe.example/flyer",
        slug: "flyer-2026",
        metadata: { asset: "B2" },
      })
    ).body;
    const off = (
      await client.post<QrCodeBody>("/api/v1/qr", { url: "https://other.example/", metadata: { asset: 7 } })
    ).body;
    await client.patch(`/api/v1/qr/${off.id}`, { status: "disabled" });

    const ids = async (query: string) =>
      (await client.get<{ data: QrCodeBody[] }>(`/api/v1/qr?${query}`)).body.data.map((c) => c.id);
    expect(await ids("status=disabled")).toEqual([off.id]);
    expect(await ids("status=active")).toEqual([flyer.id, menu.id]);
    expect(await ids("search=menu")).toEqual([menu.id]);
    expect(await ids("search=flyer-20")).toEqual([flyer.id]);
    expect(await ids("search=%25")).toEqual([]);
    expect(await ids("metadata_key=asset&metadata_value=B2")).toEqual([flyer.id]);
    expect(await ids("metadata_key=asset&metadata_value=7")).toEqual([off.id]);
    expect(await ids("metadata_key=asset")).toEqual([off.id, flyer.id, menu.id]);
  });
});
