// Teams and invitations as an integrator runs them, with bad input, escalation attempts and races.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AcceptedBody,
  apiClient,
  type InvitationBody,
  issueKey,
  type MembersBody,
  type ProblemBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Acme");
});
afterAll(async () => {
  await stack?.stop();
});

const admin = () => apiClient(stack, team.adminKey);
const publicApi = () => apiClient(stack);

async function invite(email: string, role?: string) {
  return admin().post<InvitationBody>(`/api/v1/teams/${team.id}/members`, role ? { email, role } : { email });
}

describe("the invitation flow", () => {
  it("invites, accepts, works with exactly the role's permissions, changes role, removes — the key then fails", async () => {
    const invited = await invite("  New.Person@Example.COM ");
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: "new.person@example.com",
      role: "member",
      status: "pending",
    });
    expect(invited.body.token).toMatch(/^qri_[0-9A-Za-z]{43}$/);
    expect(invited.body.accept_url).toBe(`${stack.apiBaseUrl}/api/v1/invitations/accept`);
    const { rows } = await stack.sql.query("select token_hash from invitations where id = $1", [
      invited.body.id,
    ]);
    expect(rows[0].token_hash).not.toContain(invited.body.token);

    const listed = await admin().get<MembersBody>(`/api/teams/${team.id}/members`);
    expect(listed.body.invitations.map((i) => i.email)).toContain("new.person@example.com");
    expect(JSON.stringify(listed.body)).not.toContain(invited.body.token);

    const accepted = await publicApi().post<AcceptedBody>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ team_id: team.id, role: "member" });
    expect(accepted.body.api_key?.permissions).toEqual([
      "qr:read",
      "qr:write",
      "analytics:read",
      "scans:read",
      "team:read",
    ]);

    const member = apiClient(stack, accepted.body.api_key?.secret);
    expect((await member.post("/api/v1/qr", { url: "https://example.com/" })).status).toBe(201);
    expect((await member.get("/api/teams")).status).toBe(200);
    const refused = await member.post<ProblemBody>(`/api/v1/teams/${team.id}/members`, {
      email: "x@example.com",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain("`team:admin`");

    const teams = await member.get<{ data: { id: string; role: string; current: boolean }[] }>(
      "/api/v1/teams",
    );
    expect(teams.body.data).toEqual([
      expect.objectContaining({ id: team.id, role: "member", current: true }),
    ]);

    const demoted = await admin().patch(`/api/v1/teams/${team.id}/members/${accepted.body.user_id}`, {
      role: "viewer",
    });
    expect(demoted.status).toBe(200);
    expect((await member.post("/api/v1/qr", { url: "https://example.com/" })).status).toBe(403);
    expect((await member.get("/api/v1/qr")).status).toBe(200);

    expect((await admin().delete(`/api/v1/teams/${team.id}/members/${accepted.body.user_id}`)).status).toBe(
      204,
    );
    expect((await member.get("/api/v1/qr")).status).toBe(401);
    const after = await admin().get<MembersBody>(`/api/v1/teams/${team.id}/members`);
    expect(after.body.members.map((m) => m.email)).not.toContain("new.person@example.com");
  });

  it("lists every team of a user who belongs to several, marking the key's own", async () => {
    const other = await seedTeam(stack, "Other");
    const invited = await apiClient(stack, other.adminKey).post<InvitationBody>(
      `/api/v1/teams/${other.id}/members`,
      {
        email: "multi@example.com",
      },
    );
    const first = await publicApi().post<AcceptedBody>("/api/invitations/accept", {
      token: invited.body.token,
    });
    const second = await invite("multi@example.com", "viewer");
    // The address has an account now: its owner accepts with one of their keys.
    const accepted = await apiClient(stack, first.body.api_key?.secret).post("/api/v1/invitations/accept", {
      token: second.body.token,
    });
    expect(accepted.status).toBe(201);
    const teams = await apiClient(stack, first.body.api_key?.secret).get<{
      data: { id: string; current: boolean; role: string }[];
    }>("/api/v1/teams");
    expect(teams.body.data).toEqual([
      expect.objectContaining({ id: team.id, current: false, role: "viewer" }),
      expect.objectContaining({ id: other.id, current: true, role: "member" }),
    ]);
  });
});

describe("tokens", () => {
  it("answers 409 for a used token, 410 for an expired or revoked one, 404 for an unknown one", async () => {
    const used = await invite("used@example.com");
    expect((await publicApi().post("/api/v1/invitations/accept", { token: used.body.token })).status).toBe(
      201,
    );
    expect((await publicApi().post("/api/v1/invitations/accept", { token: used.body.token })).status).toBe(
      409,
    );

    const expired = await invite("expired@example.com");
    await stack.sql.query("update invitations set expires_at = now() - interval '1 second' where id = $1", [
      expired.body.id,
    ]);
    const expiredAnswer = await publicApi().post<ProblemBody>("/api/v1/invitations/accept", {
      token: expired.body.token,
    });
    expect(expiredAnswer.status).toBe(410);
    expect(expiredAnswer.body.detail).toContain("expired");

    const revoked = await invite("revoked@example.com");
    expect((await admin().delete(`/api/v1/teams/${team.id}/invitations/${revoked.body.id}`)).status).toBe(
      204,
    );
    expect((await publicApi().post("/api/v1/invitations/accept", { token: revoked.body.token })).status).toBe(
      410,
    );

    expect((await publicApi().post("/api/v1/invitations/accept", { token: "qri_unknown" })).status).toBe(404);
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from memberships m join users u on u.id = m.user_id where u.email in ('expired@example.com', 'revoked@example.com')",
    );
    expect(rows[0].n).toBe(0);
  });

  it("lets two parallel accepts of one token create exactly one membership", async () => {
    const invited = await invite("race@example.com");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        publicApi().post("/api/v1/invitations/accept", { token: invited.body.token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from memberships m join users u on u.id = m.user_id where u.email = 'race@example.com' and m.team_id = $1",
      [team.id],
    );
    expect(rows[0].n).toBe(1);
    const keys = await stack.sql.query(
      "select count(*)::int as n from api_keys where name = 'race@example.com (invitation)'",
    );
    expect(keys.rows[0].n).toBe(1);
  });
});

describe("refusals", () => {
  it.each([
    [{ email: "not-an-email" }, "email"],
    [{ email: "" }, "email"],
    [{ email: `${"x".repeat(250)}@example.com` }, "email"],
    [{ email: "a@example.com", role: "superuser" }, "role"],
    [{ email: "a@example.com", team: "x" }, "team"],
    [{}, "email"],
  ])("refuses the invitation %j with 422 naming %s", async (body, path) => {
    const response = await admin().post<ProblemBody>(`/api/v1/teams/${team.id}/members`, body);
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path)).toContain(path);
  });

  it("refuses to invite an existing member or an address with a pending invitation (409)", async () => {
    const owner = await admin().get<MembersBody>(`/api/v1/teams/${team.id}/members`);
    const ownerEmail = owner.body.members.find((m) => m.role === "owner")?.email ?? "";
    expect((await invite(ownerEmail.toUpperCase())).status).toBe(409);
    expect((await invite("pending@example.com")).status).toBe(201);
    expect((await invite("Pending@Example.com")).status).toBe(409);
  });

  it("lets nobody invite or promote above their own role", async () => {
    const adminKey = await issueKey(stack, team, { role: "admin" });
    const client = apiClient(stack, adminKey);
    const toOwner = await client.post<ProblemBody>(`/api/v1/teams/${team.id}/members`, {
      email: "boss@example.com",
      role: "owner",
    });
    expect(toOwner.status).toBe(403);
    expect(
      (await client.post(`/api/v1/teams/${team.id}/members`, { email: "peer@example.com", role: "admin" }))
        .status,
    ).toBe(201);
    const owners = await client.get<MembersBody>(`/api/v1/teams/${team.id}/members`);
    const ownerId = owners.body.members.find((m) => m.role === "owner")?.user_id;
    expect(
      (await client.patch(`/api/v1/teams/${team.id}/members/${ownerId}`, { role: "viewer" })).status,
    ).toBe(403);
    expect((await client.delete(`/api/v1/teams/${team.id}/members/${ownerId}`)).status).toBe(403);
  });

  it("never removes or demotes the last owner, and does once there is another", async () => {
    const lone = await seedTeam(stack, "Solo");
    const client = apiClient(stack, lone.adminKey);
    const { body } = await client.get<MembersBody>(`/api/v1/teams/${lone.id}/members`);
    const ownerId = body.members[0]?.user_id;
    expect(
      (await client.patch(`/api/v1/teams/${lone.id}/members/${ownerId}`, { role: "admin" })).status,
    ).toBe(409);
    expect((await client.delete(`/api/v1/teams/${lone.id}/members/${ownerId}`)).status).toBe(409);

    const second = await client.post<InvitationBody>(`/api/v1/teams/${lone.id}/members`, {
      email: "co-owner@example.com",
      role: "owner",
    });
    await publicApi().post("/api/v1/invitations/accept", { token: second.body.token });
    expect(
      (await client.patch(`/api/v1/teams/${lone.id}/members/${ownerId}`, { role: "admin" })).status,
    ).toBe(200);
  });

  it("answers 404 for another team's id on every team route", async () => {
    const other = await seedTeam(stack, "Elsewhere");
    const client = admin();
    expect((await client.get(`/api/v1/teams/${other.id}/members`)).status).toBe(404);
    expect((await client.post(`/api/v1/teams/${other.id}/members`, { email: "x@example.com" })).status).toBe(
      404,
    );
    expect((await client.patch(`/api/v1/teams/${other.id}/members/user_x`, { role: "viewer" })).status).toBe(
      404,
    );
    expect((await client.delete(`/api/v1/teams/${other.id}/members/user_x`)).status).toBe(404);
    expect((await client.delete(`/api/v1/teams/${other.id}/invitations/inv_x`)).status).toBe(404);
  });
});
