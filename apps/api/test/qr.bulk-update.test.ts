// Bulk update and CSV upload: codes named by id or by a metadata key (the asset id printed on the asset), an exact
// report per row, nothing half-written in all-or-nothing mode, scans that follow, and CSV files read as a
// spreadsheet writes them.
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

type Row<S extends string> = { index: number; line?: number } & (
  | { status: S; code: QrCodeBody }
  | { status: "failed"; errors: { path: string; message: string }[] }
);
interface CreateReport {
  created: number;
  failed: number;
  results: Row<"created">[];
}
interface UpdateReport {
  match_by: string;
  updated: number;
  failed: number;
  effective_by?: string;
  results: Row<"updated">[];
}

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

const csv = (method: string, path: string, text: string) =>
  api.request(method, path, { raw: text, headers: { "Content-Type": "text/csv; charset=utf-8" } });

async function createAssets(tag: string, count: number): Promise<QrCodeBody[]> {
  const response = await api.post<CreateReport>("/api/v1/qr/bulk", {
    codes: Array.from({ length: count }, (_, i) => ({
      url: `https://example.com/${tag}/${i}`,
      metadata: { asset_id: `${tag}-${i}`, site: "north" },
    })),
  });
  expect(response.status).toBe(201);
  return response.body.results.map((row) => (row.status === "created" ? row.code : (undefined as never)));
}

describe("POST /api/v1/qr/bulk with a CSV file", () => {
  it("creates a code per row: url, slug, forward_query, every other column a metadata key; lines in the report", async () => {
    const file = [
      "url,slug,forward_query,asset_id,metadata.table",
      "https://example.com/menu/1,csv-table-1,true,T-1,1",
      '"https://example.com/menu/2?a=1,2",,,T-2,',
      "",
      "http://localhost/evil,,,T-3,3",
      "https://example.com/menu/4,,maybe,T-4,4",
    ].join("\r\n");
    const response = await csv("POST", "/api/v1/qr/bulk?mode=partial", file);
    expect(response.status).toBe(201);
    const report = response.body as CreateReport;
    expect(report).toMatchObject({ created: 2, failed: 2 });
    expect(report.results.map((r) => [r.index, r.line, r.status])).toEqual([
      [0, 2, "created"],
      [1, 3, "created"],
      [2, 5, "failed"],
      [3, 6, "failed"],
    ]);
    const [first, second, third, fourth] = report.results;
    expect(first).toMatchObject({
      code: { slug: "csv-table-1", forward_query: true, metadata: { asset_id: "T-1", table: "1" } },
    });
    expect(second).toMatchObject({
      code: { url: "https://example.com/menu/2?a=1,2", metadata: { asset_id: "T-2" } },
    });
    expect(third?.status === "failed" && third.errors[0]?.path).toBe("codes.2.url");
    expect(fourth?.status === "failed" && fourth.errors[0]?.path).toBe("codes.3.forward_query");
    if (first?.status !== "created") throw new Error("row 0 is good");
    expect((await scan(stack, first.code.slug)).headers.get("Location")).toBe("https://example.com/menu/1");
  });

  it("refuses a file that is not well-formed, or whose header names no url or a bad key: 422, nothing written", async () => {
    const cases: [string, string][] = [
      ["", "csv"],
      ["url\n", "csv"],
      ['url\n"https://example.com', "csv"],
      ["slug\nabc-def", "csv.header"],
      ["url,bad key!\nhttps://example.com,1", "csv.header.1"],
      ["url,url\nhttps://example.com,https://example.com", "csv.header.1"],
      ["url\nhttps://example.com,extra", "csv"],
      ["url,note\nhttps://example.com,a\u0000b", "body"],
    ];
    for (const [file, path] of cases) {
      const response = await csv("POST", "/api/v1/qr/bulk", file);
      expect(response.status, file).toBe(422);
      expect((response.body as ProblemBody).errors?.[0]?.path, file).toBe(path);
    }
    const tooMany = ["url", ...Array.from({ length: 1001 }, (_, i) => `https://example.com/${i}`)].join("\n");
    expect((await csv("POST", "/api/v1/qr/bulk", tooMany)).status).toBe(422);
    const xml = await api.request("POST", "/api/v1/qr/bulk", {
      raw: "<a/>",
      headers: { "Content-Type": "text/xml" },
    });
    expect(xml.status).toBe(415);
    const single = await api.request("POST", "/api/v1/qr", {
      raw: "url\nhttps://example.com",
      headers: { "Content-Type": "text/csv" },
    });
    expect(single.status).toBe(415);
  });

  it("all or nothing by default: one bad row and no code is written", async () => {
    const before = await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [
      team.id,
    ]);
    const response = await csv(
      "POST",
      "/api/v1/qr/bulk",
      "url,asset_id\nhttps://example.com/ok,A\nftp://example.com,B\n",
    );
    expect(response.status).toBe(422);
    expect((response.body as ProblemBody).errors?.map((e) => e.path)).toEqual(["codes.1.url"]);
    const after = await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [
      team.id,
    ]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe("PATCH /api/v1/qr/bulk", () => {
  it("changes destinations and metadata by a metadata key; scans follow; the report is exact", async () => {
    const codes = await createAssets("upd", 30);
    const response = await api.patch<UpdateReport>("/api/v1/qr/bulk", {
      mode: "partial",
      match_by: "metadata.asset_id",
      updates: [
        { match: "upd-0", url: "https://example.com/moved/0", metadata: { site: null, floor: 2 } },
        { match: "upd-1", status: "disabled" },
        { match: "nope", url: "https://example.com/x" },
        { match: "upd-0", metadata: { again: true } },
        { match: "upd-2", url: "javascript:alert(1)" },
        { match: "upd-3" },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ match_by: "metadata.asset_id", updated: 2, failed: 4 });
    expect(response.body.effective_by).toBeDefined();
    const paths = response.body.results.map((r) => (r.status === "failed" ? r.errors[0]?.path : r.status));
    expect(paths).toEqual([
      "updated",
      "updated",
      "updates.2.match",
      "updates.3.match",
      "updates.4.url",
      "updates.5",
    ]);
    const [moved] = response.body.results;
    expect(moved).toMatchObject({
      code: { url: "https://example.com/moved/0", metadata: { asset_id: "upd-0", floor: 2 } },
    });
    expect(moved?.status === "updated" && "site" in moved.code.metadata).toBe(false);
    expect((await scan(stack, codes[0]?.slug as string)).headers.get("Location")).toBe(
      "https://example.com/moved/0",
    );
    expect((await scan(stack, codes[1]?.slug as string)).status).toBe(410);
    const logged = await stack.sql.query(
      "select count(*)::int as n from team_activity where team_id = $1 and action = 'qr.destination_changed' and target_id = $2",
      [team.id, codes[0]?.id],
    );
    expect(logged.rows[0].n).toBe(1);
  });

  it("all or nothing: a row naming two codes (an ambiguous key) fails and nothing changes", async () => {
    const [a] = await createAssets("amb", 2);
    await api.patch(`/api/v1/qr/${a?.id}`, { metadata: { asset_id: "amb-1" } }); // two codes now share amb-1
    const response = await api.patch<ProblemBody>("/api/v1/qr/bulk", {
      match_by: "metadata.asset_id",
      updates: [
        { match: "amb-1", url: "https://example.com/which" },
        { match: a?.id ?? "", url: "https://example.com/never" },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toEqual(["updates.0.match", "updates.1.match"]);
    expect(response.body.errors?.[0]?.message).toContain("2 QR codes");
    const stored = await stack.sql.query("select url from qr_codes where id = $1", [a?.id]);
    expect(stored.rows[0].url).toBe("https://example.com/amb/0");
  });

  it("matches by id by default, never another team's code, and a metadata merge past the limits fails its row", async () => {
    const [mine] = await createAssets("own", 1);
    const other = await seedTeam(stack);
    const theirs = await apiClient(stack, other.adminKey).post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/theirs",
    });
    const response = await api.patch<UpdateReport>("/api/v1/qr/bulk", {
      mode: "partial",
      updates: [
        { match: mine?.id, url: "https://example.com/own-moved" },
        { match: theirs.body.id, url: "https://example.com/stolen" },
        { match: mine?.id, metadata: { big: "x".repeat(400) } },
      ],
    });
    expect(response.body.results.map((r) => r.status)).toEqual(["updated", "failed", "failed"]);
    const stored = await stack.sql.query("select url from qr_codes where id = $1", [theirs.body.id]);
    expect(stored.rows[0].url).toBe("https://example.com/theirs");
    const big = await api.patch<UpdateReport>("/api/v1/qr/bulk", {
      mode: "partial",
      updates: [
        { match: mine?.id, metadata: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])) },
      ],
    });
    expect(big.body.results[0]?.status === "failed" && big.body.results[0].errors[0]?.path).toBe(
      "updates.0.metadata",
    );
  });

  it("takes a CSV: the key column names the code, the rest are changes; the report gives lines", async () => {
    const codes = await createAssets("csvu", 3);
    const file =
      "asset_id,url,status,room\ncsvu-0,https://example.com/csv/0,,12\ncsvu-1,,disabled,\ncsvu-9,https://example.com/csv/9,,\n";
    const response = await csv("PATCH", "/api/v1/qr/bulk?mode=partial&match_by=metadata.asset_id", file);
    expect(response.status).toBe(200);
    const report = response.body as UpdateReport;
    expect(report.results.map((r) => [r.line, r.status])).toEqual([
      [2, "updated"],
      [3, "updated"],
      [4, "failed"],
    ]);
    expect(report.results[0]).toMatchObject({
      code: { url: "https://example.com/csv/0", metadata: { room: "12" } },
    });
    expect((await scan(stack, codes[1]?.slug as string)).status).toBe(410);
    const byId = await csv(
      "PATCH",
      "/api/v1/qr/bulk",
      `id,url\n${codes[2]?.id},https://example.com/csv/by-id\n`,
    );
    expect((byId.body as UpdateReport).updated).toBe(1);
    const noKey = await csv(
      "PATCH",
      "/api/v1/qr/bulk?match_by=metadata.asset_id",
      "id,url\nx,https://example.com\n",
    );
    expect(noKey.status).toBe(422);
    expect((noKey.body as ProblemBody).errors?.[0]?.path).toBe("csv.header");
  });

  it("two bulk writers over the same codes in opposite orders both finish, no 5xx, and a retry changes nothing twice", async () => {
    const codes = await createAssets("race", 20);
    const forward = codes.map((code, i) => ({ match: code.id, metadata: { writer: "a", n: i } }));
    const backward = [...codes].reverse().map((code) => ({ match: code.id, metadata: { writer: "b" } }));
    const answers = await Promise.all([
      api.patch("/api/v1/qr/bulk", { updates: forward }),
      api.patch("/api/v1/qr/bulk", { updates: backward }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const writers = await stack.sql.query(
      "select distinct metadata->>'writer' as w from qr_codes where id = any($1)",
      [codes.map((c) => c.id)],
    );
    expect(writers.rows).toHaveLength(1); // one writer went last on every row: each request is atomic
    const headers = { "Idempotency-Key": "bulk-update-7" };
    const body = { updates: [{ match: codes[0]?.id, url: "https://example.com/once" }] };
    const first = await api.request<UpdateReport>("PATCH", "/api/v1/qr/bulk", { body, headers });
    const again = await api.request<UpdateReport>("PATCH", "/api/v1/qr/bulk", { body, headers });
    expect(again.body).toEqual(first.body);
    const versions = await stack.sql.query("select version::int from qr_codes where id = $1", [codes[0]?.id]);
    expect(versions.rows[0].version).toBe(2);
  });

  it("needs qr:write; refuses a bad match_by", async () => {
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    expect(
      (await reader.patch("/api/v1/qr/bulk", { updates: [{ match: "x", url: "https://example.com" }] }))
        .status,
    ).toBe(403);
    const bad = await api.patch<ProblemBody>("/api/v1/qr/bulk", {
      match_by: "asset_id",
      updates: [{ match: "x", status: "active" }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe("match_by");
  });
});
