// Secrets at rest and in logs: an idempotent replay is stored sealed, and its request remembered by a MAC, under
// the caller's own key; error logs name the database's error without a query's parameters.
import { createHash } from "node:crypto";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeError } from "../src/lib/log.ts";
import { apiClient, seedTeam, type TestTeam } from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Secrets");
});
afterAll(async () => {
  await stack?.stop();
});

async function storedReplays() {
  const { rows } = await stack.sql.query<{ body: string }>(
    "select response_body as body from idempotency_keys",
  );
  return rows.map((row) => row.body).join("\n");
}

describe("an idempotent replay", () => {
  it("returns a new key's secret to the retry but stores it only sealed", async () => {
    const api = apiClient(stack, team.adminKey);
    const headers = { "Idempotency-Key": "key-once" };
    const first = await api.post<{ secret: string }>(
      "/api/v1/keys",
      { name: "ci", preset: "analytics" },
      { headers },
    );
    const retry = await api.post<{ secret: string }>(
      "/api/v1/keys",
      { name: "ci", preset: "analytics" },
      { headers },
    );
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body.secret).toBe(first.body.secret);
    const stored = await storedReplays();
    expect(stored).not.toContain(first.body.secret);
    expect(stored).not.toContain("qrk_");
    expect(stored).not.toContain('"name"');
  });

  it("remembers the request by a MAC under the caller's key, from which a password sent cannot be guessed back", async () => {
    const api = apiClient(stack, team.adminKey);
    const body = { url: "https://example.com/vip", access: { password: "swordfish" } };
    const headers = { "Idempotency-Key": "protected-once" };
    const first = await api.post<{ id: string }>("/api/v1/qr", body, { headers });
    expect(first.status).toBe(201);
    const { rows } = await stack.sql.query<{ hash: string; method: string; path: string }>(
      "select request_hash as hash, method, path from idempotency_keys where key = $1",
      ["protected-once"],
    );
    const [stored] = rows;
    if (!stored) throw new Error("the key was not claimed");
    // An attacker with the database and a word list tries each candidate body's digest: none matches.
    for (const password of ["password", "letmein", "swordfish", "dragon", "monkey"]) {
      const candidate = JSON.stringify({ ...body, access: { password } });
      for (const text of [candidate, `${stored.method} ${stored.path}\n${candidate}`]) {
        expect(stored.hash).not.toBe(createHash("sha256").update(text).digest("hex"));
      }
    }
    expect(stored.hash).toMatch(/^v1\./);
    // The caller's retry still finds its answer; another body under the key is still refused.
    const retry = await api.post<{ id: string }>("/api/v1/qr", body, { headers });
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body.id).toBe(first.body.id);
    const other = await api.post("/api/v1/qr", { ...body, url: "https://example.com/other" }, { headers });
    expect(other.status).toBe(422);
  });

  it("stores an invitation's token only sealed", async () => {
    const api = apiClient(stack, team.adminKey);
    const invited = await api.post<{ token: string }>(
      `/api/v1/teams/${team.id}/members`,
      { email: "sealed@example.com" },
      { headers: { "Idempotency-Key": "invite-once" } },
    );
    expect(invited.body.token).toMatch(/^qri_/);
    expect(await storedReplays()).not.toContain("qri_");
  });
});

describe("error logs", () => {
  it("keep the database's error and the query text, and drop the parameters", () => {
    const database = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: "23505",
        constraint: "users_email_key",
        detail: "Key (email)=(secret@example.com) already exists.",
      },
    );
    const failed = new DrizzleQueryError(
      "insert into users (email) values ($1)",
      ["secret@example.com"],
      database,
    );
    const logged = JSON.stringify(describeError(failed));
    expect(logged).toContain("insert into users (email) values ($1)");
    expect(logged).toContain("23505");
    expect(logged).toContain("users_email_key");
    expect(logged).not.toContain("secret@example.com");
  });
});
