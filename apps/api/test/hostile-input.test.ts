// Input PostgreSQL cannot store (NUL, unpaired surrogates, dates outside its range) and input that would make a
// response grow without bound: each is a 422 on every route that could receive it, never a 5xx.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type ProblemBody, type QrCodeBody, seedTeam, type TestTeam } from "./support/api.ts";
import { hostileString, UNSTORABLE } from "./support/arbitraries.ts";
import { AUTHENTICATED_ROUTES, fillPath } from "./support/routes.ts";
import { endlessBody, streamedBody } from "./support/streamed-body.ts";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });

let stack: TestStack;
let team: TestTeam;
let code: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Hostile");
  code = (
    await apiClient(stack, team.adminKey).post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })
  ).body;
});
afterAll(async () => {
  await stack?.stop();
});

const api = () => apiClient(stack, team.adminKey);

/** Every string leaf of `body`, replaced one at a time by `bad`. */
function poisoned(body: unknown, bad: string): unknown[] {
  if (typeof body === "string") return [bad];
  if (body === null || typeof body !== "object") return [];
  return Object.entries(body).flatMap(([key, value]) =>
    poisoned(value, bad).map((replaced) => ({ ...(body as object), [key]: replaced })),
  );
}

function pathOf(template: string) {
  return fillPath(template, {
    qr: code.id,
    key: "key_00000000000000000000000000",
    team: team.id,
    domain: "dom_00000000000000000000000000",
    tag: "tag_00000000000000000000000000",
  });
}

describe("a body sent without its length", () => {
  const post = (body: ReturnType<typeof streamedBody>) =>
    fetch(`${stack.apiUrl}/api/v1/qr`, {
      method: "POST",
      headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "application/json" },
      ...body,
    });

  it("is cut off at the route's limit (413), and taken whole under it", async () => {
    // A body that never ends is answered: it is read no further than the limit.
    const huge = await post(endlessBody('{"url":"https://example.com/","name":"'));
    expect(huge.headers.get("Content-Type")).toMatch(/problem\+json/);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ProblemBody).code).toBe("body_too_large");
    const small = await post(
      streamedBody(JSON.stringify({ url: "https://example.com/streamed", name: "Streamed" })),
    );
    expect(small.status).toBe(201);
    expect(((await small.json()) as QrCodeBody).name).toBe("Streamed");
  });
});

describe("text PostgreSQL cannot store", () => {
  const withBody = AUTHENTICATED_ROUTES.filter((route) => route.body !== undefined);
  it.each(withBody)(
    "$method $path refuses NUL and unpaired surrogates in every body string (422)",
    async (route) => {
      for (const bad of UNSTORABLE) {
        for (const body of poisoned(route.body, bad)) {
          const response = await api().request<ProblemBody>(route.method, pathOf(route.path), { body });
          expect(response.status, JSON.stringify(body)).toBe(422);
        }
      }
    },
  );

  it.each(AUTHENTICATED_ROUTES)(
    "$method $path refuses %00 in the query and in the path (422)",
    async (route) => {
      const inQuery = await api().request(route.method, `${pathOf(route.path)}?search=a%00b`, {
        ...(route.body === undefined ? {} : { body: route.body }),
      });
      expect(inQuery.status).toBe(422);
      if (/\{(qr|key|team|domain)\}/.test(route.path)) {
        const inPath = await api().request(
          route.method,
          route.path.replace(/\{(qr|key|team|domain)\}/, "%00"),
          {
            ...(route.body === undefined ? {} : { body: route.body }),
          },
        );
        expect(inPath.status).toBe(422);
      }
    },
  );

  it("names the field, keys included, and refuses __proto__ rather than dropping it", async () => {
    const nulKey = await api().post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/",
      metadata: { "a\u0000": 1 },
    });
    expect(nulKey.status).toBe(422);
    const proto = await api().request<ProblemBody>("POST", "/api/v1/qr", {
      raw: '{"url":"https://example.com/","metadata":{"__proto__":"x"}}',
      headers: { "Content-Type": "application/json" },
    });
    expect(proto.status).toBe(422);
    expect(proto.body.errors).toEqual([{ path: "metadata.__proto__", message: "is a reserved name" }]);
    const value = await api().patch<ProblemBody>(`/api/v1/qr/${code.id}`, { metadata: { note: "x\ud800" } });
    expect(value.body.errors?.[0]?.path).toBe("metadata.note");
  });

  it("refuses an invitation token with NUL, without a key too", async () => {
    expect((await apiClient(stack).post("/api/v1/invitations/accept", { token: "qri_\u0000" })).status).toBe(
      422,
    );
  });

  it("never answers hostile strings in QR bodies and list queries with a 5xx", async () => {
    const hostile = hostileString();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            url: fc.oneof(hostile, fc.webUrl()),
            metadata: fc.dictionary(hostile, hostile, { maxKeys: 3 }),
            slug: hostile,
          },
          { requiredKeys: ["url"] },
        ),
        fc.dictionary(
          fc.constantFrom("search", "cursor", "metadata_key", "metadata_value", "status"),
          hostile,
        ),
        async (body, query) => {
          expect((await api().post("/api/v1/qr", body)).status).toBeLessThan(500);
          expect((await api().get(`/api/v1/qr?${new URLSearchParams(query)}`)).status).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe("dates and cursors outside what PostgreSQL accepts", () => {
  it.each([
    ["from=0000-01-01", "query.from"],
    ["from=1999-12-31&to=2000-01-05", "query.from"],
  ])("refuses analytics?%s with 422 on %s", async (query, path) => {
    const response = await api().get<ProblemBody>(`/api/v1/qr/${code.id}/analytics?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
  });

  it.each([
    ["year 0", { ts: "0000-06-01T00:00:00.000Z", id: "00000000-0000-4000-8000-000000000000" }],
    ["year 275760", { ts: "+275760-09-13T00:00:00.000Z", id: "00000000-0000-4000-8000-000000000000" }],
    ["year 1", { ts: "0001-01-01T00:00:00.000Z", id: "00000000-0000-4000-8000-000000000000" }],
  ])("refuses a scans cursor dated %s with 422", async (_name, position) => {
    const response = await api().get<ProblemBody>(
      `/api/v1/qr/${code.id}/scans?cursor=${Buffer.from(JSON.stringify(position)).toString("base64url")}`,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors?.[0]?.path).toBe("query.cursor");
  });
});

describe("responses bounded whatever the caller asks", () => {
  it("refuses a daily range of thousands of years at once, and answers ten years", async () => {
    const huge = await api().get<ProblemBody>(
      `/api/v1/qr/${code.id}/analytics?from=2000-01-01&to=9999-12-31`,
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.[0]?.path).toBe("query.interval");
    const decade = await api().get<{ analytics: { timeseries: unknown[] } }>(
      `/api/v1/qr/${code.id}/analytics?from=2016-01-01&to=2025-12-31`,
    );
    expect(decade.status).toBe(200);
    expect(decade.body.analytics.timeseries).toHaveLength(3653);
  });

  it("pages the key list", async () => {
    for (let i = 0; i < 3; i++) await api().post("/api/v1/keys", { name: `k${i}`, preset: "analytics" });
    const first = await api().get<{ data: { id: string }[]; next_cursor: string }>("/api/v1/keys?limit=2");
    expect(first.body.data).toHaveLength(2);
    const second = await api().get<{ data: { id: string }[] }>(
      `/api/v1/keys?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.data.length).toBeGreaterThan(0);
    expect(second.body.data.map((k) => k.id)).not.toContain(first.body.data[0]?.id);
    expect((await api().get("/api/v1/keys?limit=101")).status).toBe(422);
  });
});

describe("names are one line of text", () => {
  // A name is shown in lists, terminals and exports: a control character (an escape sequence, a bell, a line break)
  // has no place in it, whatever the name's language or emoji.
  const named = (name: string) =>
    [
      ["POST", "/api/v1/qr", { url: "https://example.com/named", name }],
      ["PATCH", `/api/v1/qr/${code.id}`, { name }],
      ["POST", "/api/v1/tags", { name }],
      ["POST", "/api/v1/teams", { name }],
      ["PATCH", `/api/v1/teams/${team.id}`, { name }],
      ["POST", "/api/v1/designs", { name, style: {} }],
      ["POST", "/api/v1/keys", { name, preset: "analytics" }],
      ["POST", "/api/v1/utm-templates", { name, source: "poster" }],
    ] as const;

  it("refuses a control character in every name with a 422 naming the field", async () => {
    for (const bad of [
      "Menu\u001b[31m",
      "Menu\nTable 7",
      "Bell\u0007",
      "C1\u009b31m",
      "Tab\there",
      "Del\u007f",
    ]) {
      for (const [method, path, body] of named(bad)) {
        const response = await api().request<ProblemBody>(method, path, { body });
        expect(response.status, `${method} ${path} ${JSON.stringify(bad)}`).toBe(422);
        expect(response.body.errors?.map((error) => error.path)).toContain("name");
      }
    }
  });

  it("refuses C1 control characters in UTM values too, as in names", async () => {
    const response = await api().request<ProblemBody>("PATCH", `/api/v1/qr/${code.id}`, {
      body: { utm: { source: "poster\u009b31m" } },
    });
    expect(response.status).toBe(422);
  });

  it("takes names in any language, with accents and emoji", async () => {
    let n = 0;
    for (const [method, path, body] of named("Ünïcödé 名前 🎉")) {
      const unique = { ...body, name: `${body.name} ${n++}` };
      const response = await api().request(method, path, { body: unique });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});
