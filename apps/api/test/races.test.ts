// Every create that can race, sent 20 times at once on real PostgreSQL: one wins, the others get a 409 (or the
// replayed first answer), never a 5xx, and exactly one row exists afterwards.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, seedTeam, type TestTeam } from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Racers");
});
afterAll(async () => {
  await stack?.stop();
});

const PARALLEL = 20;

async function inParallel(send: () => Promise<{ status: number }>) {
  const statuses = (await Promise.all(Array.from({ length: PARALLEL }, send))).map((r) => r.status);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { statuses, count };
}

async function countRows(query: string, params: unknown[]) {
  return (await stack.sql.query<{ n: number }>(query, params)).rows[0]?.n;
}

describe("parallel creates", () => {
  it("invites one address once: one 201, the rest 409", async () => {
    const api = apiClient(stack, team.adminKey);
    const { count } = await inParallel(() =>
      api.post(`/api/v1/teams/${team.id}/members`, { email: "racing@example.com" }),
    );
    expect([count(201), count(409)]).toEqual([1, PARALLEL - 1]);
    const open = "select count(*)::int as n from invitations where email = $1 and revoked_at is null";
    expect(await countRows(open, ["racing@example.com"])).toBe(1);
  });

  it("takes one custom slug once: one 201, the rest 409", async () => {
    const api = apiClient(stack, team.adminKey);
    const { count } = await inParallel(() =>
      api.post("/api/v1/qr", { url: "https://example.com/", slug: "raced-slug" }),
    );
    expect([count(201), count(409)]).toEqual([1, PARALLEL - 1]);
    expect(await countRows("select count(*)::int as n from qr_codes where slug = $1", ["raced-slug"])).toBe(
      1,
    );
  });

  it("creates one key for one Idempotency-Key, however many retries race", async () => {
    const api = apiClient(stack, team.adminKey);
    const { statuses } = await inParallel(() =>
      api.post(
        "/api/v1/keys",
        { name: "raced key", preset: "analytics" },
        { headers: { "Idempotency-Key": "race-1" } },
      ),
    );
    for (const status of statuses) expect([201, 409]).toContain(status);
    expect(await countRows("select count(*)::int as n from api_keys where name = $1", ["raced key"])).toBe(1);
  });

  it("lets two teams' invitations of one new address be accepted at once without a 5xx", async () => {
    const other = await seedTeam(stack, "Other racers");
    const email = "two-teams@example.com";
    const tokens = await Promise.all(
      [team, other].map(async (t) => {
        const { body } = await apiClient(stack, t.adminKey).post<{ token: string }>(
          `/api/v1/teams/${t.id}/members`,
          {
            email,
          },
        );
        return body.token;
      }),
    );
    const answers = await Promise.all(
      tokens.map((token) => apiClient(stack).post("/api/v1/invitations/accept", { token })),
    );
    const statuses = answers.map((a) => a.status).sort();
    // Both new at once: one creates the person; the other either sees a conflict or, if it read after the
    // commit, is told to accept as that person (401). Never a 5xx, and the person exists once.
    expect(statuses[0]).toBe(201);
    expect([401, 409]).toContain(statuses[1]);
    expect(await countRows("select count(*)::int as n from users where email = $1", [email])).toBe(1);
  });
});
