// Escalation paths: whatever a key does (create a key, invite and accept, change a role, revoke), it never
// yields a credential or role broader than its own permissions and its user's role; an admin never acts on an
// owner; accepting an invitation never attaches another person.
import type { Permission } from "@qr/core/permissions";
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

const invitePath = () => `/api/v1/teams/${team.id}/members`;
let seq = 0;
const address = () => `person-${++seq}-${Date.now()}@example.com`;

async function memberIdOf(email: string) {
  const { body } = await apiClient(stack, team.adminKey).get<MembersBody>(invitePath());
  return body.members.find((m) => m.email === email)?.user_id ?? "";
}

describe("a key holding only team:admin", () => {
  it("cannot invite anyone with permissions it lacks, so no accepted key is broader than it", async () => {
    const narrow = apiClient(stack, await issueKey(stack, team, { permissions: ["team:admin"] }));
    for (const role of ["owner", "admin", "member", "viewer"]) {
      const response = await narrow.post<ProblemBody>(invitePath(), { email: address(), role });
      expect(response.status, role).toBe(403);
    }
  });

  it("cannot raise a member's role, nor mint a key beyond itself", async () => {
    const email = address();
    const invited = await apiClient(stack, team.adminKey).post<InvitationBody>(invitePath(), {
      email,
      role: "viewer",
    });
    await apiClient(stack).post("/api/v1/invitations/accept", { token: invited.body.token });
    const narrow = apiClient(stack, await issueKey(stack, team, { permissions: ["team:admin"] }));
    const promote = await narrow.patch<ProblemBody>(`${invitePath()}/${await memberIdOf(email)}`, {
      role: "admin",
    });
    expect(promote.status).toBe(403);
    expect((await narrow.post("/api/v1/keys", { name: "x", preset: "admin" })).status).toBe(403);
    expect((await narrow.post("/api/v1/keys", { name: "x", permissions: ["team:admin"] })).status).toBe(201);
  });
});

describe("invitation → accepted key", () => {
  it("gives the invitee at most what the inviting key holds", async () => {
    const holding: Permission[] = ["team:admin", "team:read", "qr:read", "analytics:read"];
    const inviter = apiClient(stack, await issueKey(stack, team, { role: "admin", permissions: holding }));
    expect((await inviter.post(invitePath(), { email: address(), role: "member" })).status).toBe(403);
    const invited = await inviter.post<InvitationBody>(invitePath(), { email: address(), role: "viewer" });
    expect(invited.status).toBe(201);
    const accepted = await apiClient(stack).post<AcceptedBody>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expect(accepted.status).toBe(201);
    for (const permission of accepted.body.api_key?.permissions ?? []) expect(holding).toContain(permission);
  });
});

describe("an admin and an owner", () => {
  it("lets an admin revoke a member's key but never an owner's", async () => {
    const adminClient = apiClient(stack, await issueKey(stack, team, { role: "admin" }));
    const ownerKey = await issueKey(stack, team, { role: "owner" });
    const memberKey = await issueKey(stack, team, { role: "member", permissions: ["qr:read"] });
    const { rows } = await stack.sql.query<{ id: string; role: string }>(
      `select k.id, m.role from api_keys k join memberships m on m.user_id = k.user_id and m.team_id = k.team_id
       where k.secret_hash in (encode(sha256($1::bytea), 'hex'), encode(sha256($2::bytea), 'hex'))`,
      [ownerKey, memberKey],
    );
    const idOf = (role: string) => rows.find((row) => row.role === role)?.id;
    const refused = await adminClient.delete<ProblemBody>(`/api/v1/keys/${idOf("owner")}`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("An admin cannot revoke the keys of an owner.");
    expect((await apiClient(stack, ownerKey).get("/api/v1/qr")).status).toBe(200);
    expect((await adminClient.delete(`/api/v1/keys/${idOf("member")}`)).status).toBe(204);
    expect((await apiClient(stack, memberKey).get("/api/v1/qr")).status).toBe(401);
  });

  it("lets no admin revoke an owner's invitation", async () => {
    const invited = await apiClient(stack, team.adminKey).post<{ id: string }>(invitePath(), {
      email: address(),
      role: "owner",
    });
    const adminClient = apiClient(stack, await issueKey(stack, team, { role: "admin" }));
    expect((await adminClient.delete(`/api/v1/teams/${team.id}/invitations/${invited.body.id}`)).status).toBe(
      403,
    );
  });
});

describe("accepting for an address that already has an account", () => {
  it("needs that person's own key: no key is a 401, another person's a 403, and nothing is attached", async () => {
    const victim = await seedTeam(stack, "Victim's team");
    const victimMembers = await apiClient(stack, victim.adminKey).get<MembersBody>(
      `/api/v1/teams/${victim.id}/members`,
    );
    const victimEmail = victimMembers.body.members[0]?.email ?? "";
    const invited = await apiClient(stack, team.adminKey).post<InvitationBody>(invitePath(), {
      email: victimEmail,
      role: "viewer",
    });
    expect(invited.status).toBe(201);

    const anonymous = await apiClient(stack).post<ProblemBody>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    const impostor = await apiClient(stack, team.adminKey).post<ProblemBody>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expect(impostor.status).toBe(403);
    const { rows } = await stack.sql.query(
      "select 1 from memberships m join users u on u.id = m.user_id where u.email = $1 and m.team_id = $2",
      [victimEmail, team.id],
    );
    expect(rows).toEqual([]);

    const own = await apiClient(stack, victim.adminKey).post<AcceptedBody>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expect(own.status).toBe(201);
    expect(own.body.api_key?.permissions).toEqual(["qr:read", "analytics:read", "team:read"]);
  });
});
