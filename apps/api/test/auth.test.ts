// Authentication and authorization: every way a key can be wrong, the permission matrix of the three kinds of
// key against every route for their own and another team's objects, and rate limiting.
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { PRESETS, type Preset } from "@qr/core/permissions";
import { eventually, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { AUTHENTICATED_ROUTES, bodyFor, fillPath, type RouteCase, type RouteIds } from "./support/routes.ts";

let stack: TestStack;
let own: TestTeam;
let other: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  own = await seedTeam(stack, "Own");
  other = await seedTeam(stack, "Other");
});
afterAll(async () => {
  await stack?.stop();
});

/** Fresh objects for one call: a QR code and an API key in `team`. */
async function objectsOf(team: TestTeam) {
  const admin = apiClient(stack, team.adminKey);
  const qr = (await admin.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })).body.id;
  const key = (await admin.post<{ id: string }>("/api/v1/keys", { name: "victim", preset: "analytics" })).body
    .id;
  // A team holds at most 50 domains: the matrix's earlier ones go first.
  await stack.sql.query("delete from domains where team_id = $1", [team.id]);
  const domain = (
    await admin.post<{ id: string }>("/api/v1/domains", { hostname: `object-${domains++}.example.com` })
  ).body.id;
  const tag = (await admin.post<{ id: string }>("/api/v1/tags", { name: `Object ${domains}` })).body.id;
  return { qr, key, team: team.id, domain, tag };
}
let domains = 0;

type Ids = RouteIds;

function pathFor(route: RouteCase, ids: Ids) {
  return fillPath(route.path, ids);
}

function call(route: RouteCase, key: string | undefined, ids: Ids, headers = {}) {
  const body = bodyFor(route);
  return apiClient(stack, key).request<ProblemBody>(route.method, pathFor(route, ids), {
    ...(body === undefined ? {} : { body }),
    headers,
  });
}

const SUCCESS: Record<RouteCase["method"], number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 204 };

describe("authentication", () => {
  const ids = {
    qr: "qr_00000000000000000000000000",
    key: "key_00000000000000000000000000",
    team: "team_0",
    domain: "dom_00000000000000000000000000",
    tag: "tag_00000000000000000000000000",
  };

  it.each(AUTHENTICATED_ROUTES)(
    "$method $path refuses a request without a key (401 + WWW-Authenticate)",
    async (route) => {
      const response = await call(route, undefined, ids);
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(response.headers.get("Content-Type")).toBe("application/problem+json");
      expect(response.body).toMatchObject({ status: 401, code: "api_key_missing" });
      expect(response.body.request_id).toBe(response.headers.get("X-Request-Id"));
    },
  );

  const valid = generateApiKey().secret;
  const typo = `${valid.slice(0, -1)}${valid.endsWith("a") ? "b" : "a"}`;
  it.each([
    ["another scheme", { Authorization: `Basic ${btoa("user:pass")}` }, "Send an API key"],
    ["an empty bearer", { Authorization: "Bearer " }, "Send an API key"],
    ["a malformed key", { Authorization: "Bearer not-a-key" }, "malformed"],
    ["a key with a wrong checksum", { Authorization: `Bearer ${typo}` }, "malformed"],
    ["a well-formed unknown key", { Authorization: `Bearer ${generateApiKey().secret}` }, "not valid"],
  ])("refuses %s with 401", async (_name, headers, detail) => {
    const response = await apiClient(stack).get<ProblemBody>("/api/v1/qr", { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(response.body.detail).toContain(detail);
  });

  it("refuses an expired key, and a revoked key on its very next request", async () => {
    const expired = await issueKey(stack, own, { expiresAt: new Date(Date.now() - 1000) });
    const expiredResponse = await apiClient(stack, expired).get<ProblemBody>("/api/v1/qr");
    expect(expiredResponse.status).toBe(401);
    expect(expiredResponse.body.detail).toContain("expired");

    const key = await issueKey(stack, own);
    expect((await apiClient(stack, key).get("/api/v1/qr")).status).toBe(200);
    await stack.sql.query("update api_keys set revoked_at = now() where secret_hash = $1", [
      await hashApiKey(key),
    ]);
    const revoked = await apiClient(stack, key).get<ProblemBody>("/api/v1/qr");
    expect(revoked.status).toBe(401);
    expect(revoked.body.detail).toContain("revoked");
  });

  it("refuses the key of a user who is no longer a member, and narrows keys to the member's current role", async () => {
    const key = await issueKey(stack, own, { role: "admin" });
    const client = apiClient(stack, key);
    expect((await client.get("/api/v1/keys")).status).toBe(200);
    const { rows } = await stack.sql.query(
      "select user_id from api_keys where secret_hash = encode(sha256($1::bytea), 'hex')",
      [key],
    );
    await stack.sql.query("update memberships set role = 'viewer' where user_id = $1", [rows[0].user_id]);
    const demoted = await client.get<ProblemBody>("/api/v1/keys");
    expect(demoted.status).toBe(403);
    expect((await client.post("/api/v1/qr", { url: "https://example.com/" })).status).toBe(403);
    expect((await client.get("/api/v1/qr")).status).toBe(200);
    await stack.sql.query("delete from memberships where user_id = $1", [rows[0].user_id]);
    expect((await client.get("/api/v1/qr")).status).toBe(401);
  });

  it("records when a key was last used (written after the response, so the test waits for it)", async () => {
    const key = await issueKey(stack, own);
    await apiClient(stack, key).get("/api/v1/qr");
    const lastUsed = await eventually(async () => {
      const { rows } = await stack.sql.query(
        "select last_used_at from api_keys where secret_hash = encode(sha256($1::bytea), 'hex')",
        [key],
      );
      return rows[0]?.last_used_at ?? undefined;
    });
    expect(lastUsed).toBeInstanceOf(Date);
  });

  it("leaves health and the API description public", async () => {
    const client = apiClient(stack);
    expect((await client.get("/api/v1/health")).status).toBe(200);
    expect((await client.get("/api/v1/openapi.json")).status).toBe(200);
    expect((await client.get("/api/v1/docs")).status).toBe(200);
  });
});

describe("authorization matrix: preset × route × own or other team", () => {
  const presets = Object.keys(PRESETS) as Preset[];
  const cases = presets.flatMap((preset) =>
    AUTHENTICATED_ROUTES.flatMap((route) =>
      (route.path.includes("{") ? (["own", "other"] as const) : (["own"] as const)).map((owner) => ({
        preset,
        route,
        owner,
        expected: !(PRESETS[preset] as readonly string[]).includes(route.needs)
          ? 403
          : owner === "other"
            ? 404
            : (route.success ?? SUCCESS[route.method]),
      })),
    ),
  );

  it.each(cases)(
    "$preset key: $route.method $route.path on the $owner team's object → $expected",
    async ({ preset, route, owner, expected }) => {
      const key = await issueKey(stack, own, { permissions: PRESETS[preset] });
      const ids = await objectsOf(owner === "own" ? own : other);
      const response = await call(route, key, ids);
      expect(response.status).toBe(expected);
      if (expected === 403) expect(response.body.detail).toContain(`\`${route.needs}\``);
      if (expected === 404)
        expect(response.body).toMatchObject({ status: 404, code: expect.stringMatching(/_not_found$/) });
    },
  );

  it("leaves another team's objects untouched after every refused attempt", async () => {
    const ids = await objectsOf(other);
    const attacker = await issueKey(stack, own);
    for (const route of AUTHENTICATED_ROUTES.filter((r) => r.path.includes("{"))) {
      expect((await call(route, attacker, ids)).status).toBe(404);
    }
    const { rows: codes } = await stack.sql.query("select url, status, version from qr_codes where id = $1", [
      ids.qr,
    ]);
    expect(codes[0]).toEqual({ url: "https://example.com/", status: "active", version: "1" });
    const { rows: keys } = await stack.sql.query("select revoked_at from api_keys where id = $1", [ids.key]);
    expect(keys[0].revoked_at).toBeNull();
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a key spends its budget, and other keys are unaffected", async () => {
    const key = await issueKey(stack, own);
    const client = apiClient(stack, key);
    const first = await client.get("/api/v1/qr?limit=1");
    expect(first.headers.get("RateLimit-Policy")).toBe('"api-key";q=600;w=60');
    expect(first.headers.get("RateLimit")).toMatch(/^"api-key";r=599;t=([1-9]|[1-5][0-9]|60)$/);
    // The budget is counted in windows of the wall-clock minute: one after another, requests spend it until the
    // first 429, however the windows fall. That window began where the remaining budget read 599 last.
    const answers = [first];
    while (answers.at(-1)?.status !== 429 && answers.length <= 1300)
      answers.push(await client.get("/api/v1/qr?limit=1"));
    const refused = answers.length - 1;
    const remaining = answers.map((answer) => /;r=(\d+);/.exec(answer.headers.get("RateLimit") ?? "")?.[1]);
    const windowStart = remaining.lastIndexOf("599");
    const spent = answers.slice(windowStart, refused);
    // The binding and this header each read the clock: a request at the minute's turn can be counted in one
    // window by the one and in the next by the other (CI met it on a loaded machine), so the window the header
    // shows holds 600 requests, or one more or less when a request straddled its start.
    expect(Math.abs(spent.length - 600)).toBeLessThanOrEqual(1);
    expect(spent.every((answer) => answer.status === 200)).toBe(true);
    expect(remaining.slice(windowStart, refused)).toEqual(
      Array.from({ length: spent.length }, (_, i) => String(Math.max(0, 599 - i))),
    );

    const limited = answers[refused] as ApiResponse<ProblemBody>;
    expect(limited.body.code).toBe("rate_limited");
    expect(limited.headers.get("RateLimit")).toMatch(/^"api-key";r=0;t=\d+$/);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await apiClient(stack, own.adminKey).get("/api/v1/qr")).status).toBe(200);
  });
});
