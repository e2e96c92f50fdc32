// What stands between an open sign-up and a phishing campaign: disposable addresses cannot sign up, each network
// may sign up a few times an hour, an address that was never verified cannot act, and a team a person made may
// create only so many codes in its first day (a team an operator made is not limited).
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type ProblemBody, type QrCodeBody, seedTeam } from "./support/api.ts";
import { browser, signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const signUp = (email: string, client = browser(stack)) =>
  client.post<ProblemBody>("/api/auth/sign-up/email", {
    email,
    password: "a long passphrase 1234",
    name: "X",
  });

describe("sign-up", () => {
  it("refuses addresses of disposable mail services, their subdomains too, and stores nothing", async () => {
    for (const email of ["someone@mailinator.com", "Someone@Guerrillamail.com", "a@x.mailinator.com"]) {
      const answer = await signUp(email);
      expect(answer.status, email).toBe(422);
      expect(answer.body.code).toBe("validation_failed");
      expect(answer.body.errors?.[0]?.path).toBe("email");
      expect(answer.body.errors?.[0]?.message).toContain("disposable");
    }
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from users where email like '%mailinator%'",
    );
    expect(rows[0].n).toBe(0);
    // An ordinary address of a provider that merely sounds alike is fine.
    expect((await signUp(`someone-${Date.now()}@mail-inator-bakery.example`)).status).toBe(200);
  });

  it("is limited per network, with 429 and Retry-After", async () => {
    const client = browser(stack);
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 12; i++) {
      const answer = await signUp(`net-${i}-${Date.now()}@example.com`, client);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = Number(answer.headers.get("Retry-After"));
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(retryAfter).toBeGreaterThan(0);
  });

  it("gives an address that was never verified no session, so it cannot create codes", async () => {
    const client = browser(stack);
    const email = `unverified-${Date.now()}@example.com`;
    expect((await signUp(email, client)).status).toBe(200);
    const signIn = await client.post<ProblemBody>("/api/auth/sign-in/email", {
      email,
      password: "a long passphrase 1234",
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("email_not_verified");
    expect(client.cookies.get("qr.session_token")).toBeUndefined();
    expect((await client.post("/api/v1/qr", { url: "https://example.com/" })).status).toBe(401);
  });
});

describe("a new team", () => {
  it("creates at most 250 codes in its first day: then 429 with Retry-After, on every path", async () => {
    const person = await signedUpPerson(stack);
    const codes = Array.from({ length: 250 }, (_, i) => ({ url: `https://example.com/table/${i}` }));
    const bulk = await person.browser.post<{ created: number }>("/api/v1/qr/bulk", { codes });
    expect(bulk.status).toBe(201);

    const one = await person.browser.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/one-more" });
    expect(one.status).toBe(429);
    expect(one.body.code).toBe("new_team_code_limit");
    expect(one.body.detail).toBe("A new team may create 250 codes in its first day.");
    const wait = Number(one.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(86_000);
    expect(wait).toBeLessThanOrEqual(86_400);
    const more = await person.browser.post<ProblemBody>("/api/v1/qr/bulk", {
      codes: [{ url: "https://example.com/b" }],
    });
    expect(more.status).toBe(429);

    // A day later the team is like any other.
    const teamId = (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id;
    await stack.sql.query("update teams set code_limit_until = now() - interval '1 second' where id = $1", [
      teamId,
    ]);
    expect(
      (await person.browser.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/day-two" })).status,
    ).toBe(201);
  });

  it("holds the limit when creations race, and leaves teams an operator made alone", async () => {
    const person = await signedUpPerson(stack);
    const teamId = (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id;
    await stack.sql.query("update teams set code_limit = 5 where id = $1", [teamId]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        person.browser.post("/api/v1/qr", { url: `https://example.com/race/${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    const { rows } = await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [
      teamId,
    ]);
    expect(rows[0].n).toBe(5);

    const operators = apiClient(stack, (await seedTeam(stack, "Operator-made")).adminKey);
    const codes = Array.from({ length: 300 }, (_, i) => ({ url: `https://example.com/op/${i}` }));
    expect((await operators.post("/api/v1/qr/bulk", { codes })).status).toBe(201);
  });
});
