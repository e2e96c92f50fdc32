// What a person does with their account after signing up: reset a forgotten password (a single-use, expiring
// link), change it (other sessions end), delete the account (not while they are a team's last owner with
// others in it), and delete a team (its codes answer 410, its keys stop).
import { createHash } from "node:crypto";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type CreatedKeyBody, type ProblemBody, type QrCodeBody } from "./support/api.ts";
import { browser, linkIn, mailFor, signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("a forgotten password", () => {
  it("is reset from the emailed link once; the link then fails, and the old password no longer works", async () => {
    const person = await signedUpPerson(stack);
    const asker = browser(stack);
    const asked = await asker.post("/api/auth/request-password-reset", {
      email: person.email,
      redirectTo: "/",
    });
    expect(asked.status).toBe(200);
    const unknown = await asker.post("/api/auth/request-password-reset", {
      email: `nobody-${Date.now()}@example.com`,
      redirectTo: "/",
    });
    expect(unknown.status).toBe(asked.status);
    expect(unknown.body).toEqual(asked.body);

    const token =
      new URL(linkIn(await mailFor(stack, person.email, /reset/i))).pathname.split("/").pop() ?? "";
    const newPassword = "a brand new passphrase";
    expect((await asker.post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
    const again = await asker.post<ProblemBody>("/api/auth/reset-password", {
      token,
      newPassword: "yet another passphrase",
    });
    expect(again.status).toBe(400);

    const oldSignIn = await browser(stack).post<ProblemBody>("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await browser(stack).post("/api/auth/sign-in/email", {
      email: person.email,
      password: newPassword,
    });
    expect(newSignIn.status).toBe(200);
    // The reset ended the sessions open before it.
    expect((await person.browser.get("/api/v1/teams")).status).toBe(401);
  });

  it("refuses an expired link", async () => {
    const person = await signedUpPerson(stack);
    await browser(stack).post("/api/auth/request-password-reset", { email: person.email, redirectTo: "/" });
    const token =
      new URL(linkIn(await mailFor(stack, person.email, /reset/i))).pathname.split("/").pop() ?? "";
    // Time passing: every link of this person ends (links are stored hashed, by person).
    await stack.sql.query(
      "update verifications set expires_at = now() - interval '1 minute' where value = (select id from users where email = $1)",
      [person.email],
    );
    const response = await browser(stack).post("/api/auth/reset-password", {
      token,
      newPassword: "a brand new passphrase",
    });
    expect(response.status).toBe(400);
  });
});

describe("changing the password", () => {
  it("ends every other session of the person", async () => {
    const person = await signedUpPerson(stack);
    const laptop = browser(stack);
    expect(
      (await laptop.post("/api/auth/sign-in/email", { email: person.email, password: person.password }))
        .status,
    ).toBe(200);
    expect((await laptop.get("/api/v1/teams")).status).toBe(200);
    const changed = await person.browser.post("/api/auth/change-password", {
      currentPassword: person.password,
      newPassword: "a changed long passphrase",
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get("/api/v1/teams")).status).toBe(401);
    expect((await person.browser.get("/api/v1/teams")).status).toBe(200);
  });
});

describe("deleting", () => {
  it("a team: its codes answer 410 once the cron has run, its keys stop at once", async () => {
    const person = await signedUpPerson(stack);
    const teams = await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams");
    const teamId = teams.body.data[0]?.id ?? "";
    const key = (await person.browser.post<CreatedKeyBody>("/api/v1/keys", { name: "k", preset: "admin" }))
      .body.secret;
    const code = (
      await apiClient(stack, key).post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" })
    ).body;
    expect((await scan(stack, code.slug)).status).toBe(302);

    expect((await person.browser.delete(`/api/v1/teams/${teamId}`)).status).toBe(204);
    expect((await apiClient(stack, key).get("/api/v1/qr")).status).toBe(401);
    await stack.runCron();
    expect((await scan(stack, code.slug)).status).toBe(410);
    expect((await person.browser.get<{ data: unknown[] }>("/api/v1/teams")).body.data).toEqual([]);
  });

  it("an account is refused while its person is the last owner of a team with other members", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const member = await signedUpPerson(stack);
    const invited = await owner.browser.post<{ token: string }>(`/api/v1/teams/${teamId}/members`, {
      email: member.email,
      role: "member",
    });
    expect(invited.status).toBe(201);
    // The member accepts with a key of theirs (their account exists).
    const memberKey = (
      await member.browser.post<CreatedKeyBody>("/api/v1/keys", { name: "k", preset: "admin" })
    ).body.secret;
    expect(
      (await apiClient(stack, memberKey).post("/api/v1/invitations/accept", { token: invited.body.token }))
        .status,
    ).toBe(201);

    const refused = await owner.browser.post<ProblemBody>("/api/auth/delete-user", {
      password: owner.password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("last_owner");
    expect((await owner.browser.get("/api/v1/teams")).status).toBe(200);

    const alone = await signedUpPerson(stack);
    const deleted = await alone.browser.post("/api/auth/delete-user", { password: alone.password });
    expect(deleted.status).toBe(200);
    expect((await alone.browser.get("/api/v1/teams")).status).toBe(401);
  });
});

describe("secrets at rest", () => {
  it("keeps only hashes of session tokens and of reset-link tokens", async () => {
    const person = await signedUpPerson(stack);
    const cookieToken = decodeURIComponent(person.sessionToken).split(".")[0] ?? "";
    expect(cookieToken.length).toBeGreaterThan(20);
    const sessions = await stack.sql.query("select token from sessions");
    expect(sessions.rows.some((row) => row.token === cookieToken)).toBe(false);
    expect(
      sessions.rows.some((row) => row.token === createHash("sha256").update(cookieToken).digest("hex")),
    ).toBe(true);

    await browser(stack).post("/api/auth/request-password-reset", { email: person.email, redirectTo: "/" });
    const token =
      new URL(linkIn(await mailFor(stack, person.email, /reset/i))).pathname.split("/").pop() ?? "";
    const stored = await stack.sql.query("select identifier, value from verifications");
    expect(JSON.stringify(stored.rows)).not.toContain(token);
  });
});

describe("sessions", () => {
  it("lists the person's sessions, marks the current one, and ends another at once", async () => {
    const person = await signedUpPerson(stack);
    const laptop = browser(stack);
    await laptop.post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    const listed = await person.browser.get<{ data: { id: string; current: boolean }[] }>(
      "/api/v1/account/sessions",
    );
    expect(listed.status).toBe(200);
    // The verification link signed the person in too: three sessions, one of them this request's.
    expect(listed.body.data).toHaveLength(3);
    expect(listed.body.data.filter((session) => session.current)).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(decodeURIComponent(person.sessionToken).split(".")[0]);
    for (const other of listed.body.data.filter((session) => !session.current)) {
      expect((await person.browser.delete(`/api/v1/account/sessions/${other.id}`)).status).toBe(204);
    }
    expect((await laptop.get("/api/v1/teams")).status).toBe(401);
    expect((await person.browser.get("/api/v1/teams")).status).toBe(200);
    const account = await person.browser.get<{ email: string; role: string }>("/api/v1/account");
    expect(account.body).toMatchObject({ email: person.email, role: "owner" });
  });

  it("cannot end another person's session", async () => {
    const person = await signedUpPerson(stack);
    const other = await signedUpPerson(stack);
    const theirs = (await other.browser.get<{ data: { id: string }[] }>("/api/v1/account/sessions")).body
      .data[0]?.id;
    expect((await person.browser.delete(`/api/v1/account/sessions/${theirs}`)).status).toBe(404);
    expect((await other.browser.get("/api/v1/teams")).status).toBe(200);
  });
});
