// The workspace through the API: a code's name, the team's tags (a resource of their own, copied onto codes),
// finding codes by tag, name and sort, tagging many at once through the bulk routes and CSV, and the team-wide
// analytics the overview reads in one request. Bad input is a 422 naming the field; nothing stored changes.
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

interface TagBody {
  id: string;
  name: string;
  color: string;
}
type TeamAnalyticsBody = AnalyticsBody & {
  analytics: {
    topCodes: { id: string; name: string | null; slug: string; short_url: string; scans: number }[];
  };
};
/** A code, or the problem that refused it. */
type CodeAnswer = QrCodeBody & Partial<Omit<ProblemBody, "status">>;
interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let other: ApiClient;
let names = 0;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Workspace");
  api = apiClient(stack, team.adminKey);
  other = apiClient(stack, (await seedTeam(stack, "Other")).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

/** A tag name no test has used yet. */
const freshName = (label = "Tag") => `${label} ${names++}`;
const createTag = async (name = freshName(), client = api) =>
  (await client.post<TagBody & ProblemBody>("/api/v1/tags", { name })).body;
const createCode = async (body: Record<string, unknown> = {}) =>
  api.post<CodeAnswer>("/api/v1/qr", { url: "https://example.com/menu", ...body });

describe("a code's name", () => {
  it("is given on create, changed, searched and cleared", async () => {
    const created = await createCode({ name: "  Spring menu — Table 7 " });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Spring menu — Table 7");
    const id = created.body.id;

    const found = await api.get<Page<QrCodeBody>>("/api/v1/qr?search=table%207");
    expect(found.body.data.map((code) => code.id)).toContain(id);

    const renamed = await api.patch<QrCodeBody>(`/api/v1/qr/${id}`, { name: "Summer menu — Table 7" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Summer menu — Table 7", version: created.body.version });
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${id}`)).body.name).toBe("Summer menu — Table 7");

    expect((await api.patch<QrCodeBody>(`/api/v1/qr/${id}`, { name: null })).body.name).toBeNull();
    const activity = await api.get<{ data: { action: string; target_id: string; details: object }[] }>(
      `/api/v1/teams/${team.id}/activity?limit=50`,
    );
    const renames = activity.body.data.filter((e) => e.action === "qr.renamed" && e.target_id === id);
    expect(renames.map((e) => e.details)).toEqual([{ name: null }, { name: "Summer menu — Table 7" }]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["10,000 characters", "n".repeat(10_000)],
    ["121 characters", "n".repeat(121)],
    ["a number", 7],
  ])("refuses a name that is %s with a 422 on name, and changes nothing", async (_, name) => {
    const code = (await createCode({ name: "Kept" })).body;
    for (const response of [
      await createCode({ name }),
      await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { name }),
    ]) {
      expect(response.status).toBe(422);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors?.map((e) => e.path)).toEqual(["name"]);
    }
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.name).toBe("Kept");
  });

  it("refuses NUL and lone surrogates in names and tag names", async () => {
    for (const bad of ["Menu\u0000", "Menu\ud800"]) {
      const raw = JSON.stringify({ url: "https://example.com/", name: bad });
      const created = await api.request<ProblemBody>("POST", "/api/v1/qr", {
        raw,
        headers: { "Content-Type": "application/json" },
      });
      expect(created.status).toBe(422);
      const tag = await api.request<ProblemBody>("POST", "/api/v1/tags", {
        raw: JSON.stringify({ name: bad }),
        headers: { "Content-Type": "application/json" },
      });
      expect(tag.status).toBe(422);
      expect(tag.body.code).toBe("validation_failed");
    }
  });
});

describe("tags", () => {
  it("are created, listed by name, renamed and recoloured on every code that has them", async () => {
    const name = freshName("Menus");
    const created = await api.post<TagBody>("/api/v1/tags", { name, color: "#0E7490" });
    expect(created.status).toBe(201);
    expect(created.headers.get("Location")).toBe(`/api/v1/tags/${created.body.id}`);
    expect(created.body).toMatchObject({ name, color: "#0e7490" });
    const code = (await createCode({ tags: [name.toUpperCase()] })).body;
    expect(code.tags).toEqual([{ id: created.body.id, name, color: "#0e7490" }]);

    const listed = await api.get<{ data: TagBody[] }>("/api/v1/tags");
    expect(listed.body.data.map((tag) => tag.id)).toContain(created.body.id);
    const sorted = listed.body.data.map((tag) => tag.name.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());

    const renamed = await api.patch<TagBody>(`/api/v1/tags/${created.body.id}`, {
      name: `${name} (old)`,
      color: "#be123c",
    });
    expect(renamed.status).toBe(200);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.tags).toEqual([
      { id: created.body.id, name: `${name} (old)`, color: "#be123c" },
    ]);
  });

  it("are taken off their codes when deleted, and the codes stay", async () => {
    const [kept, gone] = [await createTag(), await createTag()];
    const code = (await createCode({ tags: [gone.id, kept.id] })).body;
    expect(code.tags.map((tag) => tag.id).sort()).toEqual([kept.id, gone.id].sort());
    expect((await api.delete(`/api/v1/tags/${gone.id}`)).status).toBe(204);
    const after = await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`);
    expect(after.status).toBe(200);
    expect(after.body.tags.map((tag) => tag.id)).toEqual([kept.id]);
    expect((await api.delete<ProblemBody>(`/api/v1/tags/${gone.id}`)).body.code).toBe("tag_not_found");
  });

  it("give one tag, and no 5xx, to 20 parallel creates of one name", async () => {
    const name = freshName("Race");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post<TagBody & ProblemBody>("/api/v1/tags", { name: i % 2 ? name : name.toUpperCase() }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(
      Array(19).fill("tag_exists"),
    );
    const listed = await api.get<{ data: TagBody[] }>("/api/v1/tags");
    expect(listed.body.data.filter((tag) => tag.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it("refuses 11 tags, an unknown tag and another team's, naming the field", async () => {
    const tags = await Promise.all(Array.from({ length: 11 }, () => createTag()));
    const code = (await createCode({ tags: tags.slice(0, 10).map((tag) => tag.id) })).body;
    expect(code.tags).toHaveLength(10);

    const eleven = await createCode({ tags: tags.map((tag) => tag.id) });
    expect(eleven.status).toBe(422);
    expect(eleven.body.errors?.map((e) => e.path)).toEqual(["tags"]);
    const added = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { add_tags: [tags[10]?.id] });
    expect(added.status).toBe(422);
    expect(added.body.errors?.map((e) => e.path)).toEqual(["tags"]);

    const theirs = await createTag(freshName("Theirs"), other);
    for (const wanted of [[theirs.id], [tags[0]?.id, "no such tag"]]) {
      const refused = await createCode({ tags: wanted });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.map((e) => e.path)).toEqual([`tags.${wanted.length - 1}`]);
      const patched = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { tags: wanted });
      expect(patched.status).toBe(422);
    }
    expect((await api.patch<ProblemBody>(`/api/v1/tags/${theirs.id}`, { name: "Mine" })).status).toBe(404);
    expect((await api.delete<ProblemBody>(`/api/v1/tags/${theirs.id}`)).status).toBe(404);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.tags).toHaveLength(10);

    const both = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { tags: [], add_tags: [tags[0]?.id] });
    expect(both.status).toBe(422);
    for (const name of ["", "t".repeat(10_000)]) {
      const bad = await api.post<ProblemBody>("/api/v1/tags", { name });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.map((e) => e.path)).toEqual(["name"]);
    }
  });

  it("are added and removed without replacing the code's others, and logged", async () => {
    const [a, b, c] = [await createTag(), await createTag(), await createTag()];
    const code = (await createCode({ tags: [a.id] })).body;
    const added = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { add_tags: [b.name, c.id] });
    expect(added.body.tags.map((tag) => tag.id).sort()).toEqual([a.id, b.id, c.id].sort());
    const removed = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
      remove_tags: [a.name.toUpperCase()],
    });
    expect(removed.body.tags.map((tag) => tag.id).sort()).toEqual([b.id, c.id].sort());
    const activity = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity?limit=100`,
    );
    const actions = activity.body.data.filter((e) => e.target_id === code.id).map((e) => e.action);
    expect(actions.filter((action) => action === "qr.tagged")).toHaveLength(2);
    expect(activity.body.data.some((e) => e.action === "tag.created" && e.target_id === a.id)).toBe(true);
  });
});

describe("finding codes", () => {
  it("filters by any of several tags, sorts by name across pages, and refuses another sort's cursor", async () => {
    const [red, blue, none] = [await createTag(), await createTag(), await createTag()];
    const names = ["Table 3", "table 1", "Bar", "Terrace 2"];
    const codes = [];
    for (const [i, name] of names.entries())
      codes.push((await createCode({ name, tags: [i % 2 ? red.id : blue.id] })).body);
    const unnamed = (await createCode({ tags: [red.id] })).body;

    const both = await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${red.id}&tag=${blue.id}&limit=100`);
    expect(both.body.data.map((code) => code.id).sort()).toEqual(
      [...codes.map((code) => code.id), unnamed.id].sort(),
    );
    const byTagName = await api.get<Page<QrCodeBody>>(
      `/api/v1/qr?tag=${encodeURIComponent(blue.name)}&limit=100`,
    );
    expect(byTagName.body.data.map((code) => code.name).sort()).toEqual(["Bar", "Table 3"]);
    // As a write names a tag: by name in any case.
    const byOtherCase = await api.get<Page<QrCodeBody>>(
      `/api/v1/qr?tag=${encodeURIComponent(blue.name.toUpperCase())}&tag=no-such-tag&limit=100`,
    );
    expect(byOtherCase.body.data.map((code) => code.name).sort()).toEqual(["Bar", "Table 3"]);
    const redOnly = await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${red.id}`);
    expect(redOnly.body.data.every((code) => code.tags.some((tag) => tag.id === red.id))).toBe(true);
    expect((await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${none.id}`)).body.data).toEqual([]);

    const seen: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/v1/qr?tag=${red.id}&tag=${blue.id}&sort=name&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page: Page<QrCodeBody> = (await api.get<Page<QrCodeBody>>(query)).body;
      seen.push(...page.data.map((code) => code.name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(["Bar", "table 1", "Table 3", "Terrace 2", null]);

    const oldest = await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${blue.id}&sort=created`);
    expect(oldest.body.data.map((code) => code.name)).toEqual(["Table 3", "Bar"]);

    const byName = await api.get<Page<QrCodeBody>>(
      `/api/v1/qr?tag=${red.id}&tag=${blue.id}&sort=name&limit=1`,
    );
    const wrong = await api.get<ProblemBody>(`/api/v1/qr?sort=-scans_7d&cursor=${byName.body.next_cursor}`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.map((e) => e.path)).toEqual(["query.cursor"]);
    const unknownSort = await api.get<ProblemBody>("/api/v1/qr?sort=slug");
    expect(unknownSort.status).toBe(422);
  });

  it("pages codes named in any script by name: the cursor carries the name as UTF-8", async () => {
    const tag = await createTag();
    const names = ["東京 メニュー", "Menu 🍔", "Ωmega", "Ärger"];
    for (const name of names) await createCode({ name, tags: [tag.id] });
    const seen: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/v1/qr?tag=${tag.id}&sort=name&limit=1${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await api.get<Page<QrCodeBody>>(query);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((code) => code.name));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect([...seen].sort()).toEqual([...names].sort());
    expect(seen).toHaveLength(names.length);
  });

  it("sorts by scans of the last 7 days for a caller who may read analytics", async () => {
    const tag = await createTag();
    const [quiet, busy] = [
      (await createCode({ tags: [tag.id] })).body,
      (await createCode({ tags: [tag.id] })).body,
    ];
    for (let i = 0; i < 3; i++)
      expect((await scan(stack, busy.slug, { ip: `198.51.100.${i}` })).status).toBe(302);
    await eventually(async () => {
      const listed = await api.get<Page<QrCodeBody>>(
        `/api/v1/qr?tag=${tag.id}&sort=-scans_7d&include=scans_7d`,
      );
      if (!listed.body.data) throw new Error(JSON.stringify(listed.body));
      const order = listed.body.data.map((code) => [code.id, code.scans_7d]);
      return JSON.stringify(order) ===
        JSON.stringify([
          [busy.id, 3],
          [quiet.id, 0],
        ])
        ? true
        : undefined;
    });
    const readOnly = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    expect((await readOnly.get("/api/v1/qr?sort=-scans_7d")).status).toBe(403);
  });
});

describe("many codes at once", () => {
  it("creates named, tagged codes in bulk and by CSV, and tags, untags and pauses 20 codes in one request", async () => {
    const [menus, terrace] = [await createTag(freshName("Menus")), await createTag(freshName("Terrace"))];
    const bulk = await api.post<{ bulk_id: string; created: number; results: { code: QrCodeBody }[] }>(
      "/api/v1/qr/bulk",
      {
        codes: Array.from({ length: 20 }, (_, i) => ({
          url: `https://example.com/table/${i + 1}`,
          name: `Table ${i + 1}`,
          tags: [menus.name],
        })),
      },
    );
    expect(bulk.status).toBe(201);
    expect(bulk.body.created).toBe(20);
    expect(bulk.body.results[6]?.code).toMatchObject({ name: "Table 7", tags: [{ id: menus.id }] });

    const ids = bulk.body.results.map((row) => row.code.id);
    const tagged = await api.patch<{ updated: number }>("/api/v1/qr/bulk", {
      updates: ids.map((match) => ({ match, add_tags: [terrace.id], status: "disabled" })),
    });
    expect(tagged.status).toBe(200);
    expect(tagged.body.updated).toBe(20);
    const filtered = await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${terrace.id}&limit=100`);
    expect(filtered.body.data).toHaveLength(20);
    expect(filtered.body.data.every((code) => code.status === "disabled" && code.tags.length === 2)).toBe(
      true,
    );

    const untagged = await api.patch<{ updated: number }>("/api/v1/qr/bulk", {
      updates: ids.map((match) => ({ match, remove_tags: [menus.id], status: "active" })),
    });
    expect(untagged.body.updated).toBe(20);
    expect((await api.get<Page<QrCodeBody>>(`/api/v1/qr?tag=${menus.id}`)).body.data).toEqual([]);

    const badRow = await api.patch<{ results: { status: string; errors?: { path: string }[] }[] }>(
      "/api/v1/qr/bulk",
      {
        mode: "partial",
        updates: [
          { match: ids[0], add_tags: ["no such tag"] },
          { match: ids[1], name: "Kept" },
        ],
      },
    );
    expect(badRow.body.results.map((row) => row.status)).toEqual(["failed", "updated"]);
    expect(badRow.body.results[0]?.errors?.map((e) => e.path)).toEqual(["updates.0.add_tags.0"]);

    const csv = `url,name,tags\nhttps://example.com/a,Patio 1,${menus.name};${terrace.name}\nhttps://example.com/b,Patio 2,\n`;
    const uploaded = await api.request<{ results: { status: string; code: QrCodeBody }[] }>(
      "POST",
      "/api/v1/qr/bulk",
      { raw: csv, headers: { "Content-Type": "text/csv" } },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.results[0]?.code).toMatchObject({ name: "Patio 1" });
    expect(uploaded.body.results[0]?.code.tags.map((tag) => tag.id).sort()).toEqual(
      [menus.id, terrace.id].sort(),
    );
    expect(uploaded.body.results[1]?.code).toMatchObject({ name: "Patio 2", tags: [] });
  });
});

describe("deleting many codes", () => {
  it("deletes the team's live codes among the ids in one request, and says which it could not", async () => {
    const mine = [(await createCode()).body, (await createCode()).body];
    const theirs = (await other.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/x" })).body;
    const answer = await api.post<{
      deleted: number;
      failed: number;
      results: { id: string; status: string; errors?: { path: string }[] }[];
    }>("/api/v1/qr/bulk/delete", { ids: [mine[0]?.id, theirs.id, mine[1]?.id, "qr_nope"] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ deleted: 2, failed: 2 });
    expect(answer.body.results.map((row) => row.status)).toEqual(["deleted", "failed", "deleted", "failed"]);
    expect(answer.body.results[1]?.errors?.map((e) => e.path)).toEqual(["ids.1"]);
    expect((await api.get(`/api/v1/qr/${mine[0]?.id}`)).status).toBe(404);
    expect((await scan(stack, mine[1]?.slug ?? "")).status).toBe(410);
    expect((await other.get(`/api/v1/qr/${theirs.id}`)).status).toBe(200);
    const again = await api.post<{ deleted: number }>("/api/v1/qr/bulk/delete", { ids: [mine[0]?.id] });
    expect(again.body.deleted).toBe(0);
    for (const ids of [[], Array(1001).fill("qr_x")]) {
      expect((await api.post<ProblemBody>("/api/v1/qr/bulk/delete", { ids })).status).toBe(422);
    }
  });
});

describe("the team's analytics", () => {
  it("add up every code's scans in one request, with the top codes, for a caller who may read analytics", async () => {
    const fresh = await seedTeam(stack, "Analytics team");
    const client = apiClient(stack, fresh.adminKey);
    const codes = [];
    for (const name of ["Door", "Bar", "Patio"])
      codes.push((await client.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/", name })).body);
    const plan = [4, 1, 2];
    for (const [i, code] of codes.entries())
      for (let n = 0; n < (plan[i] ?? 0); n++)
        expect(
          (await scan(stack, code.slug, { ip: `203.0.113.${i * 10 + n}`, country: i ? "FR" : "DE" })).status,
        ).toBe(302);
    const empty = await client.get<TeamAnalyticsBody>("/api/v1/analytics");
    expect(empty.status).toBe(200);

    const team = await eventually(async () => {
      const read = await client.get<TeamAnalyticsBody>("/api/v1/analytics");
      return read.body.analytics.totalScans === 7 ? read.body.analytics : undefined;
    });
    let sum = 0;
    for (const code of codes)
      sum += (await client.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`)).body.analytics.totalScans;
    expect(team.totalScans).toBe(sum);
    expect(team.scansByCountry).toEqual([
      { country: "DE", scans: 4 },
      { country: "FR", scans: 3 },
    ]);
    expect(team.topCodes.map((code) => [code.name, code.scans])).toEqual([
      ["Door", 4],
      ["Patio", 2],
      ["Bar", 1],
    ]);
    expect(team.topCodes[0]?.short_url).toBe(codes[0]?.short_url);
    expect(team.timeseries?.reduce((total, bucket) => total + bucket.scans, 0)).toBe(7);

    // The period before, as long as this one: yesterday, when the range is today.
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const compared = await client.get<TeamAnalyticsBody & { analytics: { previous: object } }>(
      `/api/v1/analytics?from=${day(0)}&to=${day(0)}&compare=previous`,
    );
    expect(compared.body.analytics.previous).toEqual({
      from: day(1),
      to: day(1),
      totalScans: 0,
      uniqueScans: 0,
    });
    const week = await client.get<AnalyticsBody & { analytics: { previous: object } }>(
      `/api/v1/qr/${codes[0]?.id}/analytics?from=${day(6)}&to=${day(0)}&compare=previous`,
    );
    expect(week.body.analytics.previous).toEqual({
      from: day(13),
      to: day(7),
      totalScans: 0,
      uniqueScans: 0,
    });
    expect(week.body.analytics.totalScans).toBe(4);

    expect((await client.delete(`/api/v1/qr/${codes[0]?.id}`)).status).toBe(204);
    const afterDelete = (await client.get<TeamAnalyticsBody>("/api/v1/analytics")).body.analytics;
    expect(afterDelete.totalScans).toBe(7);
    expect(afterDelete.topCodes.map((code) => code.name)).toEqual(["Patio", "Bar"]);

    const qrOnly = apiClient(stack, await issueKey(stack, fresh, { permissions: ["qr:read"] }));
    expect((await qrOnly.get("/api/v1/analytics")).status).toBe(403);
    const bad = await client.get<ProblemBody>("/api/v1/analytics?from=2026-02-30");
    expect(bad.status).toBe(422);
  });
});
