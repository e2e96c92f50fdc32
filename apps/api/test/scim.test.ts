// SCIM 2.0 provisioning, as the identity providers' clients drive it: the request sequences Okta's and Entra's SCIM
// clients send (their documentation's examples: the userName lookup, create, PATCH of active with Okta's value
// object and Entra's capitalised "Replace" and "False", group pushes), then what a deactivation ends (sessions,
// keys, OAuth grants at once), groups giving roles, discovery, SCIM's error schema, and hostile input: another
// team's token and ids, 10,000-character names, 20 creates of one userName at once, unknown attributes.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, apiClient, seedTeam, type TestTeam } from "./support/api.ts";
import { endlessBody } from "./support/streamed-body.ts";

const SCIM_TYPE = "application/scim+json";
const USER = "urn:ietf:params:scim:schemas:core:2.0:User";
const GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

interface ScimAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  type: string | null;
}

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A team whose single sign-on domain is verified, with a SCIM token made through the REST API. */
async function provisionedTeam(
  domain: string,
): Promise<{ team: TestTeam; token: string; scim: ReturnType<typeof scimClient> }> {
  const team = await seedTeam(stack, `SCIM ${domain}`);
  await stack.sql.query(
    `insert into sso_connections (id, team_id, issuer, client_id, client_secret_encrypted, email_domain, default_role,
       verification_token, verified_at, created_at, updated_at)
     values (new_id('sso'), $1, 'https://idp.example', 'client', 'sealed', $2, 'viewer', 'token', now(), now(), now())`,
    [team.id, domain],
  );
  const made = await apiClient(stack, team.adminKey).post<{ token: string; base_url: string }>(
    `/api/v1/teams/${team.id}/scim/token`,
    undefined,
  );
  expect(made.status).toBe(201);
  expect(made.body.base_url).toMatch(/\/scim\/v2$/);
  return { team, token: made.body.token, scim: scimClient(made.body.token) };
}

function scimClient(token: string) {
  const request = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.apiUrl}/scim/v2${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": SCIM_TYPE }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      type: response.headers.get("Content-Type"),
    } satisfies ScimAnswer<T>;
  };
  return {
    request,
    get: <T = Record<string, unknown>>(path: string) => request<T>("GET", path),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => request<T>("POST", path, body),
    put: <T = Record<string, unknown>>(path: string, body: unknown) => request<T>("PUT", path, body),
    patch: <T = Record<string, unknown>>(path: string, body: unknown) => request<T>("PATCH", path, body),
    delete: (path: string) => request("DELETE", path),
  };
}

type ListResponse = {
  totalResults: number;
  Resources: { id: string; userName?: string; active?: boolean }[];
};

async function roleOf(teamId: string, email: string): Promise<string | undefined> {
  const { rows } = await stack.sql.query(
    "select m.role from memberships m join users u on u.id = m.user_id where m.team_id = $1 and u.email = $2",
    [teamId, email],
  );
  return rows[0]?.role;
}

describe("Okta's SCIM client", () => {
  it("looks a user up, creates them, deactivates and reactivates them, and pushes a group", async () => {
    const { team, scim } = await provisionedTeam("okta.example");
    // Okta first asks whether the user exists.
    const lookup = await scim.get<ListResponse>(
      `/Users?filter=${encodeURIComponent('userName eq "ada@okta.example"')}&startIndex=1&count=100`,
    );
    expect(lookup.status).toBe(200);
    expect(lookup.type).toContain(SCIM_TYPE);
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });
    // Okta's create (its documentation's example body, password and locale included).
    const created = await scim.post<{ id: string; active: boolean; userName: string }>("/Users", {
      schemas: [USER],
      userName: "Ada@okta.example",
      name: { givenName: "Ada", familyName: "Lovelace" },
      emails: [{ primary: true, value: "ada@okta.example", type: "work" }],
      displayName: "Ada Lovelace",
      locale: "en-US",
      externalId: "00ujl29u0le5T6Aj10h7",
      groups: [],
      password: "1mz050nq",
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userName: "ada@okta.example", active: true });
    expect(await roleOf(team.id, "ada@okta.example")).toBe("viewer"); // single sign-on's default role
    const id = created.body.id;
    expect(
      (await scim.get<ListResponse>(`/Users?filter=${encodeURIComponent('userName eq "ADA@okta.example"')}`))
        .body.totalResults,
    ).toBe(1);
    // Okta's deactivation: a value object without a path.
    const off = await scim.patch<{ active: boolean }>(`/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await roleOf(team.id, "ada@okta.example")).toBeUndefined();
    // Reactivation, then Okta's PUT of the whole profile.
    await scim.patch(`/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", value: { active: true } }],
    });
    expect(await roleOf(team.id, "ada@okta.example")).toBe("viewer");
    const replaced = await scim.put<{ name: { givenName: string } }>(`/Users/${id}`, {
      schemas: [USER],
      id,
      userName: "ada@okta.example",
      name: { givenName: "Augusta Ada", familyName: "King" },
      active: true,
    });
    expect(replaced.body.name.givenName).toBe("Augusta Ada");
    // Okta's group push: create with members, then a member removed by path filter.
    const group = await scim.post<{ id: string; members: { value: string }[] }>("/Groups", {
      schemas: [GROUP],
      displayName: "Editors",
      members: [{ value: id, display: "ada@okta.example" }],
    });
    expect(group.status).toBe(201);
    expect(group.body.members.map((m) => m.value)).toEqual([id]);
    // The team maps the group to a role: its members get it at once.
    const mapped = await apiClient(stack, team.adminKey).patch(
      `/api/v1/teams/${team.id}/scim/groups/${group.body.id}`,
      {
        role: "member",
      },
    );
    expect(mapped.status).toBe(200);
    expect(await roleOf(team.id, "ada@okta.example")).toBe("member");
    const removed = await scim.patch(`/Groups/${group.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "remove", path: `members[value eq "${id}"]` }],
    });
    expect(removed.status).toBe(200);
    expect(await roleOf(team.id, "ada@okta.example")).toBe("viewer");
  });
});

describe("Entra's SCIM client", () => {
  it('creates with the enterprise extension, deactivates with a capitalised Replace of "False", and manages a group', async () => {
    const { team, scim } = await provisionedTeam("entra.example");
    const probe = await scim.get<ListResponse>(
      `/Users?filter=${encodeURIComponent('userName eq "non-existent-user"')}`,
    );
    expect(probe.body.totalResults).toBe(0);
    const created = await scim.post<{ id: string }>("/Users", {
      schemas: [USER, "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
      externalId: "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef",
      userName: "Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1@entra.example",
      active: true,
      emails: [{ primary: true, type: "work", value: "Test_User_ab6490ee@entra.example" }],
      meta: { resourceType: "User" },
      name: { formatted: "givenName familyName", familyName: "familyName", givenName: "givenName" },
      roles: [],
      "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Sales" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const byExternal = await scim.get<ListResponse>(
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    );
    expect(byExternal.body.Resources.map((r) => r.id)).toEqual([id]);
    const renamed = await scim.patch<{ displayName: string; name: { familyName: string } }>(`/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: "Replace", path: "displayName", value: "Ryan Leenay" },
        { op: "Add", path: "name.familyName", value: "Leenay" },
        {
          op: "Replace",
          path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department",
          value: "HR",
        },
        { op: "Replace", path: 'emails[type eq "work"].value', value: "updatedEmail@entra.example" },
      ],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ displayName: "Ryan Leenay", name: { familyName: "Leenay" } });
    const off = await scim.patch<{ active: boolean }>(`/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: "Replace", path: "active", value: "False" }],
    });
    expect(off.body.active).toBe(false);
    // Entra's group: create empty, add a member, rename, remove the member by value, delete.
    const group = await scim.post<{ id: string }>("/Groups", {
      schemas: [GROUP],
      externalId: "8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159",
      displayName: "displayName",
      meta: { resourceType: "Group" },
    });
    expect(group.status).toBe(201);
    const groupPath = `/Groups/${group.body.id}`;
    for (const operations of [
      [{ op: "Add", path: "members", value: [{ value: id }] }],
      [
        {
          op: "Replace",
          path: "displayName",
          value: "1879db59-3bdf-4490-ad68-ab880a269474updatedDisplayName",
        },
      ],
      [{ op: "Remove", path: "members", value: [{ value: id }] }],
    ]) {
      expect((await scim.patch(groupPath, { schemas: [PATCH], Operations: operations })).status).toBe(200);
    }
    const read = await scim.get<{ displayName: string; members: unknown[] }>(
      `${groupPath}?excludedAttributes=members`,
    );
    expect(read.body.displayName).toMatch(/updatedDisplayName$/);
    expect(read.body.members).toBeUndefined();
    expect((await scim.delete(groupPath)).status).toBe(204);
    expect((await scim.get(groupPath)).status).toBe(404);
    expect((await scim.delete(`/Users/${id}`)).status).toBe(204);
    expect((await scim.get(`/Users/${id}`)).status).toBe(404);
    expect(
      await roleOf(team.id, "test_user_ab6490ee-1e48-479e-a20b-2d77186b5dd1@entra.example"),
    ).toBeUndefined();
  });
});

describe("groups mapped to folder access", () => {
  it("give their members the folder's access, taken back when they leave the group; a person's own grant stays", async () => {
    const { team, scim } = await provisionedTeam("folders.example");
    const admin = apiClient(stack, team.adminKey);
    const folder = (await admin.post<{ id: string }>("/api/v1/folders", { name: "Client work" })).body;
    const [cara, dan] = await Promise.all(
      ["cara", "dan"].map(
        async (name) =>
          (
            await scim.post<{ id: string }>("/Users", {
              schemas: [USER],
              userName: `${name}@folders.example`,
            })
          ).body,
      ),
    );
    const group = (
      await scim.post<{ id: string }>("/Groups", {
        schemas: [GROUP],
        displayName: "Client team",
        members: [{ value: cara?.id }, { value: dan?.id }],
      })
    ).body;
    const mapped = await admin.patch<{ folder_id: string; folder_access: string }>(
      `/api/v1/teams/${team.id}/scim/groups/${group.id}`,
      { folder_id: folder.id, folder_access: "editor" },
    );
    expect(mapped.body).toMatchObject({ folder_id: folder.id, folder_access: "editor" });
    const accessOf = async (email: string) =>
      (
        await stack.sql.query(
          "select fm.access, fm.from_scim from folder_members fm join users u on u.id = fm.user_id where fm.folder_id = $1 and u.email = $2",
          [folder.id, email],
        )
      ).rows[0];
    expect(await accessOf("cara@folders.example")).toEqual({ access: "editor", from_scim: true });
    // Dan's access, set by a person, is his own from then on.
    const { rows } = await stack.sql.query("select id from users where email = 'dan@folders.example'");
    await admin.put(`/api/v1/folders/${folder.id}/members/${rows[0].id}`, { access: "viewer" });
    for (const member of [cara, dan]) {
      await scim.patch(`/Groups/${group.id}`, {
        schemas: [PATCH],
        Operations: [{ op: "remove", path: `members[value eq "${member?.id}"]` }],
      });
    }
    expect(await accessOf("cara@folders.example")).toBeUndefined();
    expect(await accessOf("dan@folders.example")).toEqual({ access: "viewer", from_scim: false });
    const foreign = await admin.patch(`/api/v1/teams/${team.id}/scim/groups/${group.id}`, {
      folder_id: "fld_not_ours",
      folder_access: "viewer",
    });
    expect(foreign.status).toBe(422);
  });
});

describe("a deactivated user", () => {
  it("loses every session, API key and grant at once", async () => {
    const { team, scim } = await provisionedTeam("leavers.example");
    const created = await scim.post<{ id: string }>("/Users", {
      schemas: [USER],
      userName: "bob@leavers.example",
    });
    const { rows } = await stack.sql.query("select id from users where email = 'bob@leavers.example'");
    const userId = rows[0].id as string;
    // Bob's key for the team (as an OAuth grant would hold), and a session.
    const key = "qrk_" + "x".repeat(36);
    await stack.sql.query(
      `insert into api_keys (id, team_id, user_id, name, hint, secret_hash, permissions, created_at)
       values (new_id('key'), $1, $2, 'bob', 'qrk_…', encode(sha256($3::bytea), 'hex'), '{qr:read}', now())`,
      [team.id, userId, key],
    );
    await stack.sql.query(
      `insert into sessions (id, user_id, token, expires_at, created_at, updated_at)
       values (new_id('ses'), $1, 'session-token-bob', now() + interval '1 day', now(), now())`,
      [userId],
    );
    await scim.patch(`/Users/${created.body.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "replace", path: "active", value: false }],
    });
    const left = await stack.sql.query(
      `select (select count(*)::int from sessions where user_id = $1) as sessions,
        (select count(*)::int from api_keys where user_id = $1 and revoked_at is null) as keys,
        (select count(*)::int from memberships where user_id = $1 and team_id = $2) as memberships`,
      [userId, team.id],
    );
    expect(left.rows[0]).toEqual({ sessions: 0, keys: 0, memberships: 0 });
    const log = await apiClient(stack, team.adminKey).get<{
      data: { action: string; actor: { kind: string } }[];
    }>("/api/v1/audit-log?action=scim.*");
    expect(log.body.data.map((e) => e.action)).toEqual(
      expect.arrayContaining(["scim.user_provisioned", "scim.user_deactivated"]),
    );
    expect(log.body.data.every((e) => e.actor.kind === "scim" || e.action === "scim.token_created")).toBe(
      true,
    );
  });
});

describe("SCIM's discovery and errors", () => {
  it("describes itself and answers errors in its own schema", async () => {
    const { scim } = await provisionedTeam("discovery.example");
    const config = await scim.get<{ patch: { supported: boolean }; filter: { supported: boolean } }>(
      "/ServiceProviderConfig",
    );
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = await scim.get<{ Resources: { id: string }[] }>("/ResourceTypes");
    expect(types.body.Resources.map((r) => r.id)).toEqual(["User", "Group"]);
    const schemas = await scim.get<{ Resources: { id: string }[] }>("/Schemas");
    expect(schemas.body.Resources.map((r) => r.id)).toEqual([USER, GROUP]);
    const missing = await scim.get<{ schemas: string[]; status: string }>("/Users/scu_nothing");
    expect(missing).toMatchObject({ status: 404, body: { schemas: [ERROR], status: "404" } });
    expect(missing.type).toContain(SCIM_TYPE);
    const badFilter = await scim.get<{ scimType: string }>(
      `/Users?filter=${encodeURIComponent('name.givenName co "x"')}`,
    );
    expect(badFilter).toMatchObject({ status: 400, body: { scimType: "invalidFilter" } });
    const notJson = await scim.request<{ scimType: string }>("POST", "/Users", "{not json");
    expect(notJson).toMatchObject({ status: 400, body: { scimType: "invalidSyntax" } });
    const noToken = await fetch(`${stack.apiUrl}/scim/v2/Users`);
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { schemas: string[] }).schemas).toEqual([ERROR]);
  });
});

describe("hostile input", () => {
  it("keeps each team's token and ids to its own team", async () => {
    const a = await provisionedTeam("a-team.example");
    const b = await provisionedTeam("b-team.example");
    const user = await a.scim.post<{ id: string }>("/Users", {
      schemas: [USER],
      userName: "amy@a-team.example",
    });
    expect((await b.scim.get(`/Users/${user.body.id}`)).status).toBe(404);
    expect(
      (
        await b.scim.patch(`/Users/${user.body.id}`, {
          schemas: [PATCH],
          Operations: [{ op: "replace", path: "active", value: false }],
        })
      ).status,
    ).toBe(404);
    expect((await b.scim.delete(`/Users/${user.body.id}`)).status).toBe(404);
    const foreign = await b.scim.post<{ scimType: string }>("/Groups", {
      schemas: [GROUP],
      displayName: "Steal",
      members: [{ value: user.body.id }],
    });
    expect(foreign).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
    // An address of another domain is not this team's to make.
    const outside = await b.scim.post<{ scimType: string }>("/Users", {
      schemas: [USER],
      userName: "amy@a-team.example",
    });
    expect(outside).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
    expect((await b.scim.get<ListResponse>("/Users")).body.totalResults).toBe(0);
    // A replaced token stops working at once.
    await apiClient(stack, a.team.adminKey).post(`/api/v1/teams/${a.team.id}/scim/token`, undefined);
    expect((await a.scim.get("/Users")).status).toBe(401);
  });

  it("refuses 10,000-character names and ignores unknown attributes", async () => {
    const { scim, token } = await provisionedTeam("long.example");
    const long = await scim.post<{ scimType: string }>("/Users", {
      schemas: [USER],
      userName: "long@long.example",
      name: { givenName: "x".repeat(10_000) },
    });
    expect(long).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
    const longName = await scim.post("/Users", {
      schemas: [USER],
      userName: `${"y".repeat(10_000)}@long.example`,
    });
    expect(longName.status).toBe(400);
    const unknown = await scim.post<{ userName: string }>("/Users", {
      schemas: [USER],
      userName: "odd@long.example",
      favouriteColour: "teal",
      nickName: "o",
      "urn:example:custom": { anything: true },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body).not.toHaveProperty("favouriteColour");
    // A NUL, a lone surrogate (escaped in JSON or in a path): a 400 in SCIM's schema, nothing stored.
    for (const body of [
      '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"nul\\u0000@long.example"}',
      '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"x@long.example","displayName":"\\ud800"}',
    ]) {
      const refused = await scim.request<{ scimType: string }>("POST", "/Users", body);
      expect(refused, body).toMatchObject({ status: 400, body: { scimType: "invalidValue" } });
    }
    expect((await scim.get("/Users/%00")).status).toBe(400);
    // A body sent without its length is read no further than 1 MB: one that never ends gets a 413 in SCIM's schema.
    const streamed = await fetch(`${stack.apiUrl}/scim/v2/Users`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": SCIM_TYPE },
      ...endlessBody(`{"schemas":["${USER}"],"userName":"big@long.example","x":"`),
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ schemas: [ERROR], status: "413" });
    expect((await scim.get(`/Users?filter=${encodeURIComponent('userName eq "\u0000"')}`)).status).toBe(400);
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from scim_users where user_name like 'long@%' or user_name like 'y%' or user_name like 'nul%' or user_name = 'x@long.example'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("makes one user of 20 creates of one userName at once, and answers the others 409 uniqueness", async () => {
    const { team, scim } = await provisionedTeam("race.example");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        scim.post<{ scimType?: string }>("/Users", { schemas: [USER], userName: "same@race.example" }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.scimType === "uniqueness")).toBe(true);
    const { rows } = await stack.sql.query(
      "select (select count(*)::int from scim_users where team_id = $1) as scim, (select count(*)::int from users where email = 'same@race.example') as users",
      [team.id],
    );
    expect(rows[0]).toEqual({ scim: 1, users: 1 });
  });

  it("lets only the team's owners and admins make a token, and only with a verified domain", async () => {
    const team = await seedTeam(stack, "No SSO");
    const refused = await apiClient(stack, team.adminKey).post<{ code: string }>(
      `/api/v1/teams/${team.id}/scim/token`,
      undefined,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("sso_not_verified");
    const member = await addMember(stack, team, "member");
    expect(
      (await apiClient(stack, member.key).post(`/api/v1/teams/${team.id}/scim/token`, undefined)).status,
    ).toBe(403);
  });
});
