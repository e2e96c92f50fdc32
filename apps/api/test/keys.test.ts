// The keys API: a secret shown once and stored only as a hash, never listed, revocable at once, and never
// more powerful than the key that made it.
import { hashApiKey, isWellFormedApiKey } from "@qr/core/api-key";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  type CreatedKeyBody,
  issueKey,
  type ProblemBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe("API keys", () => {
  it("creates a key from a preset, shows the secret once and stores only its hash", async () => {
    const admin = apiClient(stack, team.adminKey);
    const created = await admin.post<CreatedKeyBody>("/api/v1/keys", {
      name: "dashboard",
      preset: "analytics",
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("Location")).toBe(`/api/v1/keys/${created.body.id}`);
    const key = created.body;
    expect(isWellFormedApiKey(key.secret)).toBe(true);
    expect(key.permissions).toEqual(["qr:read", "analytics:read"]);
    expect(key.hint).toBe(`${key.secret.slice(0, 8)}…${key.secret.slice(-4)}`);

    const { rows } = await stack.sql.query("select * from api_keys where id = $1", [key.id]);
    expect(rows[0].secret_hash).toBe(await hashApiKey(key.secret));
    expect(JSON.stringify(rows[0])).not.toContain(key.secret);

    const client = apiClient(stack, key.secret);
    expect((await client.get("/api/v1/qr")).status).toBe(200);
    const refused = await client.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/" });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("`qr:write`");
  });

  it("creates a key with explicit permissions and an expiry", async () => {
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    const created = await apiClient(stack, team.adminKey).post<CreatedKeyBody>("/api/v1/keys", {
      name: "exporter",
      permissions: ["qr:read", "scans:read", "qr:read"],
      expires_at: expires,
    });
    expect(created.status).toBe(201);
    expect(created.body.permissions).toEqual(["qr:read", "scans:read"]);
    expect(created.body.expires_at).toBe(expires);
  });

  it("lists the team's keys without any secret", async () => {
    const listed = await apiClient(stack, team.adminKey).get<{ data: Record<string, unknown>[] }>(
      "/api/v1/keys",
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThanOrEqual(3);
    for (const key of listed.body.data) {
      expect(key).not.toHaveProperty("secret");
      expect(key).not.toHaveProperty("secret_hash");
      expect(key.hint).toMatch(/^qrk_.{4}….{4}$/);
    }
    expect(JSON.stringify(listed.body)).not.toContain(team.adminKey);
  });

  it("revokes a key so that its very next request is refused; revoking again is harmless", async () => {
    const admin = apiClient(stack, team.adminKey);
    const { body: key } = await admin.post<CreatedKeyBody>("/api/v1/keys", { name: "temp", preset: "admin" });
    expect((await apiClient(stack, key.secret).get("/api/v1/qr")).status).toBe(200);
    expect((await admin.delete(`/api/v1/keys/${key.id}`)).status).toBe(204);
    expect((await apiClient(stack, key.secret).get("/api/v1/qr")).status).toBe(401);
    expect((await admin.delete(`/api/v1/keys/${key.id}`)).status).toBe(204);
    const listed = await admin.get<{ data: { id: string; revoked_at: string | null }[] }>("/api/v1/keys");
    expect(listed.body.data.find((k) => k.id === key.id)?.revoked_at).not.toBeNull();
  });

  it("never creates a key with more than its creator holds", async () => {
    const limited = await issueKey(stack, team, { permissions: ["team:admin", "qr:read"] });
    const client = apiClient(stack, limited);
    const escalation = await client.post<ProblemBody>("/api/v1/keys", { name: "x", preset: "admin" });
    expect(escalation.status).toBe(403);
    expect(escalation.body.detail).toContain("`qr:write`");
    const explicit = await client.post<ProblemBody>("/api/v1/keys", {
      name: "x",
      permissions: ["scans:read"],
    });
    expect(explicit.status).toBe(403);
    expect((await client.post("/api/v1/keys", { name: "x", permissions: ["qr:read"] })).status).toBe(201);
  });

  it("caps a member's keys at the member role, whatever the key says", async () => {
    const member = await issueKey(stack, team, { role: "member" });
    const response = await apiClient(stack, member).post<ProblemBody>("/api/v1/keys", {
      name: "x",
      preset: "analytics",
    });
    expect(response.status).toBe(403);
    expect(response.body.detail).toContain("`team:admin`");
  });

  it.each([
    [{ name: "x" }, "(body)"],
    [{ name: "x", preset: "analytics", permissions: ["qr:read"] }, "(body)"],
    [{ name: "x", preset: "root" }, "preset"],
    [{ name: "x", permissions: ["qr:delete"] }, "permissions.0"],
    [{ name: "x", permissions: [] }, "permissions"],
    [{ name: "", preset: "admin" }, "name"],
    [{ name: "x", preset: "admin", expires_at: "tomorrow" }, "expires_at"],
    [{ name: "x", preset: "admin", expires_at: "2020-01-01T00:00:00Z" }, "expires_at"],
    [{ name: "x", preset: "admin", owner: "me" }, "owner"],
  ])("refuses %j with 422 naming %s, creating nothing", async (body, path) => {
    const before = await stack.sql.query("select count(*) from api_keys");
    const response = await apiClient(stack, team.adminKey).post<ProblemBody>("/api/v1/keys", body);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
    expect((await stack.sql.query("select count(*) from api_keys")).rows).toEqual(before.rows);
  });

  it("answers 404 for another team's key", async () => {
    const other = await seedTeam(stack, "Other");
    const { body: key } = await apiClient(stack, other.adminKey).post<CreatedKeyBody>("/api/v1/keys", {
      name: "theirs",
      preset: "analytics",
    });
    expect((await apiClient(stack, team.adminKey).delete(`/api/v1/keys/${key.id}`)).status).toBe(404);
    expect((await apiClient(stack, key.secret).get("/api/v1/qr")).status).toBe(200);
  });
});
