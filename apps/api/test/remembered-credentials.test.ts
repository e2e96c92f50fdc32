// The api worker remembers credentials it has read, and verifies them in the round trip of each request's first
// statement: a credential changed by anyone, anywhere (another isolate, an operator, the account library) takes
// effect on its very next request, as if it were read every time. Each change below is made straight in the
// database, as another isolate would make it, after the credential was remembered here.
import { hashApiKey } from "@qr/core/api-key";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { type Person, signedUpPerson } from "./support/people.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
});
afterAll(async () => {
  await stack?.stop();
});

async function keyIdOf(secret: string): Promise<string> {
  const { rows } = await stack.sql.query("select id from api_keys where secret_hash = $1", [
    await hashApiKey(secret),
  ]);
  return rows[0].id;
}

async function userOfKey(secret: string): Promise<string> {
  const { rows } = await stack.sql.query("select user_id from api_keys where id = $1", [
    await keyIdOf(secret),
  ]);
  return rows[0].user_id;
}

describe("a remembered API key", () => {
  it("is refused on the next request once it is revoked elsewhere", async () => {
    const key = await issueKey(stack, team, { role: "admin" });
    const api = apiClient(stack, key);
    expect((await api.get("/api/v1/qr")).status).toBe(200);
    await stack.sql.query("update api_keys set revoked_at = now() where id = $1", [await keyIdOf(key)]);
    const refused = await api.get<ProblemBody>("/api/v1/qr");
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: "api_key_invalid", detail: "The API key has been revoked." });
  });

  it("is refused on the next request once its member is removed elsewhere, and creates nothing", async () => {
    const key = await issueKey(stack, team, { role: "member" });
    const api = apiClient(stack, key);
    expect((await api.get("/api/v1/qr")).status).toBe(200);
    await stack.sql.query("delete from memberships where team_id = $1 and user_id = $2", [
      team.id,
      await userOfKey(key),
    ]);
    const refused = await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/after-removal" });
    expect(refused.status).toBe(401);
    const { rows } = await stack.sql.query("select count(*)::int as n from qr_codes where url = $1", [
      "https://example.com/after-removal",
    ]);
    expect(rows[0].n).toBe(0);
  });

  it("answers with the new role's permissions once its member is demoted elsewhere", async () => {
    const key = await issueKey(stack, team, { role: "admin" });
    const api = apiClient(stack, key);
    expect((await api.post("/api/v1/qr", { url: "https://example.com/as-admin" })).status).toBe(201);
    await stack.sql.query("update memberships set role = 'viewer' where team_id = $1 and user_id = $2", [
      team.id,
      await userOfKey(key),
    ]);
    const refused = await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/as-viewer" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("permission_missing");
    expect((await api.get("/api/v1/qr")).status).toBe(200); // a viewer still reads
  });

  it("is refused once its team is deleted elsewhere", async () => {
    const doomed = await seedTeam(stack, "Doomed");
    const api = apiClient(stack, doomed.adminKey);
    expect((await api.get("/api/v1/qr")).status).toBe(200);
    await stack.sql.query("update teams set deleted_at = now() where id = $1", [doomed.id]);
    expect((await api.get("/api/v1/qr")).status).toBe(401);
  });

  it("sees a code deleted elsewhere as gone at once", async () => {
    const api = apiClient(stack, team.adminKey);
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/doomed" });
    expect((await api.get(`/api/v1/qr/${code.id}`)).status).toBe(200);
    await stack.sql.query(
      `update qr_codes set status = 'deleted', deleted_at = now(), version = version + 1,
         last_change = '{"kind":"deleted","by":{"kind":"system"}}' where id = $1`,
      [code.id],
    );
    expect((await api.get(`/api/v1/qr/${code.id}`)).status).toBe(404);
  });
});

describe("a remembered session", () => {
  let person: Person;
  let personTeam: string;
  beforeAll(async () => {
    person = await signedUpPerson(stack);
    personTeam =
      (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
  });

  async function userId(): Promise<string> {
    const { rows } = await stack.sql.query("select id from users where email = $1", [person.email]);
    return rows[0].id;
  }

  it("answers with the new role's permissions once the person is demoted elsewhere", async () => {
    // A second owner, so that the person can be demoted.
    const other = await signedUpPerson(stack);
    const { rows } = await stack.sql.query("select id from users where email = $1", [other.email]);
    await stack.sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'owner')", [
      personTeam,
      rows[0].id,
    ]);
    expect((await person.browser.post("/api/v1/qr", { url: "https://example.com/by-owner" })).status).toBe(
      201,
    );
    await stack.sql.query("update memberships set role = 'viewer' where team_id = $1 and user_id = $2", [
      personTeam,
      await userId(),
    ]);
    const refused = await person.browser.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/by-viewer",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("permission_missing");
  });

  it("sees a team it joined elsewhere at once", async () => {
    const joined = await seedTeam(stack, "Joined");
    await stack.sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'member')", [
      joined.id,
      await userId(),
    ]);
    const listed = await person.browser.get<{ data: unknown[] }>(`/api/v1/qr?team_id=${joined.id}`);
    expect(listed.status).toBe(200);
  });

  it("is refused on the next request once it is signed out elsewhere", async () => {
    expect((await person.browser.get("/api/v1/account")).status).toBe(200);
    await stack.sql.query("delete from sessions where user_id = $1", [await userId()]);
    const refused = await person.browser.get<ProblemBody>("/api/v1/account");
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("session_expired");
  });
});
