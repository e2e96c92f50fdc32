// Bulk create: 1,000 rows checked one by one, an exact report of each row, nothing half-written in
// all-or-nothing mode, the good rows written in partial mode, and a retried request that creates nothing twice.
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

interface Report {
  mode: string;
  created: number;
  failed: number;
  results: (
    | { index: number; status: "created"; code: QrCodeBody }
    | { index: number; status: "failed"; errors: { path: string; message: string }[] }
  )[];
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

async function codesOfTeam(): Promise<number> {
  const { rows } = await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [
    team.id,
  ]);
  return rows[0].n;
}

/** 1,000 rows, five of them bad in five different ways (row 20 holds the slug row 21 repeats). */
function thousandRows(tag: string) {
  const rows: Record<string, unknown>[] = Array.from({ length: 1000 }, (_, i) => ({
    url: `https://example.com/${tag}/${i}`,
    metadata: { asset_id: `${tag}-${i}` },
  }));
  rows[3] = { url: "http://localhost/admin" };
  rows[10] = { url: "https://example.com/a", slug: "api" };
  rows[20] = { url: "https://example.com/b", slug: `${tag}-twice` };
  rows[21] = { url: "https://example.com/c", slug: `${tag}-twice` };
  rows[500] = { url: "https://example.com/d", colour: "red" };
  rows[999] = { url: "https://example.com/e", style: { fg: "#ffffff", bg: "#000000" } };
  return rows;
}
const BAD_PATHS = ["codes.3.url", "codes.10.slug", "codes.21.slug", "codes.500.colour", "codes.999.style.fg"];

describe("POST /api/v1/qr/bulk", () => {
  it("all or nothing: 1,000 rows with bad ones → 422 naming exactly the bad rows' fields, nothing written", async () => {
    const before = await codesOfTeam();
    const response = await api.post<ProblemBody>("/api/v1/qr/bulk", { codes: thousandRows("all") });
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toEqual(BAD_PATHS);
    expect(await codesOfTeam()).toBe(before);
  });

  it("partial: writes the 995 good rows, reports the 5 bad ones in order, and every created code scans", async () => {
    const before = await codesOfTeam();
    const response = await api.post<Report>("/api/v1/qr/bulk", {
      mode: "partial",
      codes: thousandRows("part"),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mode: "partial", created: 995, failed: 5 });
    expect(response.body.results).toHaveLength(1000);
    const failed = response.body.results.filter((r) => r.status === "failed");
    expect(failed.map((r) => r.index)).toEqual([3, 10, 21, 500, 999]);
    expect(failed.flatMap((r) => (r.status === "failed" ? r.errors.map((e) => e.path) : []))).toEqual(
      BAD_PATHS,
    );
    expect(await codesOfTeam()).toBe(before + 995);
    const first = response.body.results[0];
    const last = response.body.results[998];
    if (first?.status !== "created" || last?.status !== "created") throw new Error("rows 0 and 998 are good");
    expect(first.code).toMatchObject({ url: "https://example.com/part/0", metadata: { asset_id: "part-0" } });
    // Within the in-request KV budget, and past it (answered through the api worker, which repairs KV).
    expect((await scan(stack, first.code.slug)).headers.get("Location")).toBe("https://example.com/part/0");
    expect((await scan(stack, last.code.slug)).headers.get("Location")).toBe("https://example.com/part/998");
    const logged = await stack.sql.query(
      "select count(*)::int as n from team_activity where team_id = $1 and action = 'qr.created'",
      [team.id],
    );
    expect(logged.rows[0].n).toBeGreaterThanOrEqual(995);
  });

  it("refuses a taken custom slug: 409 and nothing written in all-or-nothing, that row failed in partial", async () => {
    await api.post("/api/v1/qr", { url: "https://example.com/x", slug: "bulk-taken" });
    const before = await codesOfTeam();
    const codes = [{ url: "https://example.com/1" }, { url: "https://example.com/2", slug: "bulk-taken" }];
    const strict = await api.post<ProblemBody>("/api/v1/qr/bulk", { codes });
    expect(strict.status).toBe(409);
    expect(strict.body.code).toBe("slug_taken");
    expect(strict.body.errors?.map((e) => e.path)).toEqual(["codes.1.slug"]);
    expect(await codesOfTeam()).toBe(before);
    const partial = await api.post<Report>("/api/v1/qr/bulk", { mode: "partial", codes });
    expect(partial.body).toMatchObject({ created: 1, failed: 1 });
    expect(await codesOfTeam()).toBe(before + 1);
  });

  it("creates nothing twice when a request is retried with its Idempotency-Key", async () => {
    const before = await codesOfTeam();
    const body = { codes: Array.from({ length: 50 }, (_, i) => ({ url: `https://example.com/retry/${i}` })) };
    const headers = { "Idempotency-Key": "bulk-import-42" };
    const first = await api.request<Report>("POST", "/api/v1/qr/bulk", { body, headers });
    const again = await api.request<Report>("POST", "/api/v1/qr/bulk", { body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await codesOfTeam()).toBe(before + 50);
  });

  it("refuses NUL and lone surrogates with a 422, and 20 parallel requests for one slug make one code, no 5xx", async () => {
    for (const bad of ["a\u0000b", "a\ud800b"]) {
      const response = await api.post<ProblemBody>("/api/v1/qr/bulk", {
        mode: "partial",
        codes: [{ url: "https://example.com/ok", metadata: { note: bad } }],
      });
      expect(response.status, JSON.stringify(bad)).toBe(422);
    }
    const before = await codesOfTeam();
    const codes = [
      { url: "https://example.com/race", slug: "bulk-race" },
      { url: "https://example.com/other" },
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post<ProblemBody>("/api/v1/qr/bulk", { codes })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(await codesOfTeam()).toBe(before + 2);
  });

  it("needs qr:write, takes at most 1,000 rows and 2 MB", async () => {
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    expect((await reader.post("/api/v1/qr/bulk", { codes: [{ url: "https://example.com" }] })).status).toBe(
      403,
    );
    const tooMany = await api.post<ProblemBody>("/api/v1/qr/bulk", {
      codes: Array.from({ length: 1001 }, () => ({ url: "https://example.com" })),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.[0]?.path).toBe("codes");
    const huge = await api.post<ProblemBody>("/api/v1/qr/bulk", {
      codes: [{ url: "https://example.com", metadata: { a: "x".repeat(2_200_000) } }],
    });
    expect(huge.status).toBe(413);
    expect((await api.post<ProblemBody>("/api/v1/qr/bulk", { codes: [] })).status).toBe(422);
  });
});
