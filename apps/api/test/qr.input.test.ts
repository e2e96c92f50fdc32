// Bad input never gets a 5xx and never changes what is stored: a table of exact answers, a property test
// over random JSON bodies, and Idempotency-Key.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { hostileString } from "./support/arbitraries.ts";

// A fixed seed keeps the suite deterministic; FC_SEED=<n> explores other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let existing: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
  existing = (
    await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/keep", metadata: { a: 1 } })
  ).body;
});
afterAll(async () => {
  await stack?.stop();
});

async function snapshot() {
  const { rows } = await stack.sql.query(
    "select id, url, metadata, style, status, version from qr_codes order by id",
  );
  return rows;
}

const JSON_HEADERS = { "Content-Type": "application/json" };
const tooManyKeys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
const tooManyBytes = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, "x".repeat(450)]));

describe("POST /api/v1/qr with bad input", () => {
  it.each([
    ["malformed JSON", { raw: '{"url":', headers: JSON_HEADERS }, 400, undefined],
    [
      "a text/plain body",
      { raw: '{"url":"https://example.com"}', headers: { "Content-Type": "text/plain" } },
      415,
      undefined,
    ],
    ["no content type", { raw: '{"url":"https://example.com"}' }, 415, undefined],
    ["no body at all", {}, 422, "url"],
    [
      "a body over 64 KB",
      {
        raw: JSON.stringify({ url: "https://example.com", metadata: { a: "x".repeat(70_000) } }),
        headers: JSON_HEADERS,
      },
      413,
      undefined,
    ],
    ["a JSON array", { body: [] }, 422, "(body)"],
    ["JSON null", { body: null, raw: "null", headers: JSON_HEADERS }, 422, "(body)"],
    ["no url", { body: { metadata: {} } }, 422, "url"],
    ["a numeric url", { body: { url: 42 } }, 422, "url"],
    ["an empty url", { body: { url: "" } }, 422, "url"],
    ["an unknown field", { body: { url: "https://example.com", colour: "red" } }, 422, "colour"],
    [
      "metadata that is not an object",
      { body: { url: "https://example.com", metadata: "x" } },
      422,
      "metadata",
    ],
    [
      "nested metadata",
      { body: { url: "https://example.com", metadata: { a: { b: 1 } } } },
      422,
      "metadata.a",
    ],
    ["51 metadata keys", { body: { url: "https://example.com", metadata: tooManyKeys } }, 422, "metadata"],
    ["4.5 KB of metadata", { body: { url: "https://example.com", metadata: tooManyBytes } }, 422, "metadata"],
    [
      "a metadata key with spaces",
      { body: { url: "https://example.com", metadata: { "a b": 1 } } },
      422,
      "metadata.a b",
    ],
    ["a bad style colour", { body: { url: "https://example.com", style: { fg: "red" } } }, 422, "style.fg"],
    [
      "an unknown style field",
      { body: { url: "https://example.com", style: { glow: true } } },
      422,
      "style.glow",
    ],
    [
      "a string forward_query",
      { body: { url: "https://example.com", forward_query: "yes" } },
      422,
      "forward_query",
    ],
    [
      "another team's team_id",
      { body: { url: "https://example.com", team_id: "team_00000000000000000000000000" } },
      422,
      "team_id",
    ],
  ])("answers %s with %i", async (_name, options, status, path) => {
    const before = await snapshot();
    const response = await api.request<ProblemBody>("POST", "/api/v1/qr", options);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(response.body.status).toBe(status);
    if (path) expect(response.body.errors?.map((e) => e.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "file:///etc/passwd",
    "https://user:secret@example.com/",
    "http://localhost/admin",
    "http://127.0.0.1:8788/api/v1/keys",
    "http://2130706433/",
    "http://0x7f.1/",
    "http://0177.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::1]/",
    "http://10.0.0.1/",
    "http://192.168.0.10/",
    "http://metadata.google.internal/",
    `https://example.com/${"a".repeat(2100)}`,
  ])("refuses the unsafe destination %s with 422 and the reason", async (url) => {
    const before = await snapshot();
    const response = await api.post<ProblemBody>("/api/v1/qr", { url });
    expect(response.status).toBe(422);
    expect(response.body.errors?.[0]?.path).toBe("url");
    expect(response.body.errors?.[0]?.message).toMatch(/^url (must|is)/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a destination on the service's own scan host", async () => {
    const ownHost = new URL(stack.redirectUrl).port;
    const response = await api.post<ProblemBody>("/api/v1/qr", { url: `http://localhost:${ownHost}/abc` });
    expect(response.status).toBe(422);
  });
});

describe("PATCH and GET with bad input", () => {
  it.each([
    ["an empty body", {}, "(body)"],
    ["status deleted", { status: "deleted" }, "status"],
    ["an unsafe url", { url: "http://[fd00::1]/" }, "url"],
    ["an unknown field", { slug: "new-slug" }, "slug"],
    ["metadata past its limits after merging", { metadata: tooManyKeys }, "metadata"],
  ])("PATCH with %s → 422, the code unchanged", async (_name, body, path) => {
    const before = await snapshot();
    const response = await api.patch<ProblemBody>(`/api/v1/qr/${existing.id}`, body);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
    expect(await snapshot()).toEqual(before);
  });

  it.each(["qr_doesnotexist", "x".repeat(64), "..%2F..%2Fkeys", "qr_00000000000000000000000000"])(
    "answers 404 for the unknown id %s",
    async (id) => {
      expect((await api.get(`/api/v1/qr/${id}`)).status).toBe(404);
      expect((await api.patch(`/api/v1/qr/${id}`, { url: "https://example.com/" })).status).toBe(404);
    },
  );

  it.each([
    ["limit=0", "query.limit"],
    ["limit=101", "query.limit"],
    ["limit=1000000000", "query.limit"],
    ["limit=ten", "query.limit"],
    ["cursor=garbage", "query.cursor"],
    [`cursor=${btoa(JSON.stringify({ id: "'; drop table qr_codes; --" }))}`, "query.cursor"],
    ["status=deleted", "query.status"],
    [`search=${"x".repeat(201)}`, "query.search"],
  ])("GET /api/v1/qr?%s → 422 naming %s", async (query, path) => {
    const response = await api.get<ProblemBody>(`/api/v1/qr?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
  });
});

describe("a method the path does not serve", () => {
  it.each([
    ["PUT", "/api/v1/qr", { body: { url: "https://example.com/put" } }, "GET, POST, HEAD"],
    ["PUT", "/api/v1/qr", { raw: "not json" }, "GET, POST, HEAD"],
    ["DELETE", "/api/v1/qr", {}, "GET, POST, HEAD"],
    ["POST", "/api/v1/qr/{id}", { body: { url: "https://example.com/post" } }, "GET, PATCH, DELETE, HEAD"],
    ["POST", "/api/v1/qr/{id}/analytics", { body: {} }, "GET, HEAD"],
    ["PUT", "/v1/qr/{id}", { body: { url: "https://example.com/put" } }, "GET, PATCH, DELETE, HEAD"],
    ["DELETE", "/api/teams", {}, "GET, POST, HEAD"],
  ])("%s %s → 405 with Allow, nothing changed", async (method, path, options, allow) => {
    const before = await snapshot();
    const response = await api.request<ProblemBody>(method, path.replace("{id}", existing.id), options);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(response.body.detail).toContain(allow);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 405, and 404 for a path no route serves, before asking for a key or reading a body", async () => {
    const anonymous = apiClient(stack);
    expect((await anonymous.request("PUT", "/api/v1/qr")).status).toBe(405);
    for (const client of [anonymous, api]) {
      const response = await client.request<ProblemBody>("PUT", "/api/v1/nothing-here", { raw: "x" });
      expect(response.status).toBe(404);
      expect(response.body.detail).toBe("No route for PUT /api/v1/nothing-here.");
    }
    expect((await api.request("HEAD", `/api/v1/qr/${existing.id}`)).status).toBe(200);
  });
});

describe("random input", () => {
  it("never answers a random JSON body with a 5xx, on create or update", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, update) => {
        const response = update
          ? await api.patch(`/api/v1/qr/${existing.id}`, value)
          : await api.post("/api/v1/qr", value);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("never answers random objects shaped like a QR code with a 5xx (mostly valid, so they reach the actions)", async () => {
    const metadataKey = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/);
    const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: invalid, weight: 1 });
    const shaped = fc.record(
      {
        url: mostly(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.oneof(hostileString(), fc.constantFrom("http://[::ffff:7f00:1]/", "http://0x7f.1/")),
        ),
        metadata: mostly(
          fc.dictionary(metadataKey, fc.oneof(fc.string({ maxLength: 100 }), fc.integer(), fc.boolean()), {
            maxKeys: 8,
          }),
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(metadataKey, fc.double(), { minKeys: 40, maxKeys: 60 }),
            fc.dictionary(hostileString(), hostileString(), { maxKeys: 4 }),
          ),
        ),
        slug: mostly(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{5,40}$/), hostileString(70)),
        style: mostly(
          fc.record(
            {
              fg: fc.constantFrom("#000000", "#1a2b3c"),
              margin: fc.integer({ min: 0, max: 20 }),
              ecl: fc.constantFrom("L", "M", "Q", "H"),
              module_shape: fc.constantFrom("square", "rounded", "dots"),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        forward_query: mostly(fc.boolean(), fc.jsonValue()),
        team_id: mostly(fc.constant(team.id), fc.constant("team_00000000000000000000000000")),
      },
      { requiredKeys: ["url"] },
    );
    let reachedTheAction = 0;
    await fc.assert(
      fc.asyncProperty(shaped, fc.boolean(), async (body, update) => {
        const { team_id: _ignored, ...patch } = body;
        const response = update
          ? await api.patch(`/api/v1/qr/${existing.id}`, patch)
          : await api.post("/api/v1/qr", body);
        expect(response.status).toBeLessThan(500);
        if (response.status < 300) reachedTheAction++;
      }),
      { numRuns: 200 },
    );
    expect(reachedTheAction).toBeGreaterThan(10);
  });

  it("never answers random list queries with a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("limit", "cursor", "status", "search", "metadata_key", "metadata_value"),
          hostileString(),
        ),
        async (query) => {
          const response = await api.get(`/api/v1/qr?${new URLSearchParams(query)}`);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("Idempotency-Key", () => {
  it("replays the first response for a retry with the same key and body, creating one code", async () => {
    const headers = { "Idempotency-Key": "order-4711" };
    const body = { url: "https://example.com/once", metadata: { order: 4711 } };
    const first = await api.post<QrCodeBody>("/api/v1/qr", body, { headers });
    const retry = await api.post<QrCodeBody>("/api/v1/qr", body, { headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from qr_codes where url = 'https://example.com/once'",
    );
    expect(rows[0].n).toBe(1);
  });

  it("refuses the same key with a different body (422) and accepts a different key", async () => {
    const headers = { "Idempotency-Key": "order-4712" };
    expect((await api.post("/api/v1/qr", { url: "https://example.com/a" }, { headers })).status).toBe(201);
    const reused = await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/b" }, { headers });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toContain("Idempotency-Key");
    const fresh = await api.post(
      "/api/v1/qr",
      { url: "https://example.com/b" },
      { headers: { "Idempotency-Key": "order-4713" } },
    );
    expect(fresh.status).toBe(201);
  });

  it("replays refusals too, and scopes keys to the API key", async () => {
    const headers = { "Idempotency-Key": "dup-slug" };
    await api.post("/api/v1/qr", { url: "https://example.com/", slug: "idem-slug" });
    const first = await api.post<ProblemBody>(
      "/api/v1/qr",
      { url: "https://example.com/", slug: "idem-slug" },
      { headers },
    );
    const retry = await api.post<ProblemBody>(
      "/api/v1/qr",
      { url: "https://example.com/", slug: "idem-slug" },
      { headers },
    );
    expect([first.status, retry.status]).toEqual([409, 409]);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const other = apiClient(stack, (await seedTeam(stack, "Other")).adminKey);
    expect((await other.post("/api/v1/qr", { url: "https://example.com/" }, { headers })).status).toBe(201);
  });

  it("refuses a malformed Idempotency-Key with 400", async () => {
    const response = await api.post(
      "/api/v1/qr",
      { url: "https://example.com/" },
      { headers: { "Idempotency-Key": "x".repeat(256) } },
    );
    expect(response.status).toBe(400);
  });
});
