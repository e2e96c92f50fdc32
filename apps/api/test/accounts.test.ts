// People's accounts end to end, in workerd on real PostgreSQL: sign-up, the verification link from the dev
// mailbox, sign-in, the session on the REST routes (its team, its role, its origin), keys made from a session.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  type CreatedKeyBody,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
} from "./support/api.ts";
import { type Browser, browser, linkIn, mailFor, signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("signing up", () => {
  it("verifies the address from the emailed link, signs in, and finds the person's first team", async () => {
    const person = await signedUpPerson(stack, { name: "Ada Lovelace" });
    const teams = await person.browser.get<{ data: { name: string; role: string; current: boolean }[] }>(
      "/api/v1/teams",
    );
    expect(teams.status).toBe(200);
    expect(teams.body.data).toEqual([
      expect.objectContaining({ name: "Ada Lovelace's team", role: "owner", current: true }),
    ]);

    // A second team, and a key of it made from the session: the key works, in that team.
    const created = await person.browser.post<{ id: string }>("/api/v1/teams", {
      name: "Analytical Engines",
    });
    expect(created.status).toBe(201);
    const key = await person.browser.post<CreatedKeyBody>("/api/v1/keys", {
      name: "engine CI",
      preset: "admin",
      team_id: created.body.id,
    });
    expect(key.status).toBe(201);
    expect(key.body.team_id).toBe(created.body.id);
    const code = await apiClient(stack, key.body.secret).post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/e",
    });
    expect(code.body.team_id).toBe(created.body.id);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax (not Secure on plain-http localhost)", async () => {
    const person = await signedUpPerson(stack);
    const cookie = person.setCookie.find((line) => line.startsWith("qr.session_token=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("answers an address that already has an account exactly as a new one", async () => {
    const person = await signedUpPerson(stack);
    const anonymous = browser(stack);
    const again = await anonymous.post("/api/auth/sign-up/email", {
      email: person.email,
      password: "another long passphrase",
      name: "Someone",
    });
    const fresh = await anonymous.post("/api/auth/sign-up/email", {
      email: `new-${Date.now()}@example.com`,
      password: "another long passphrase",
      name: "Someone",
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body as object).sort()).toEqual(Object.keys(fresh.body as object).sort());
  });

  it("refuses a short or common password with 422 naming the password", async () => {
    for (const password of ["short", "password123", "aaaaaaaaaaaa", "1234567890"]) {
      const response = await browser(stack).post<ProblemBody>("/api/auth/sign-up/email", {
        email: `weak-${password.length}-${Date.now()}@example.com`,
        password,
        name: "Weak",
      });
      expect(response.status, password).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe("password");
    }
  });

  it("takes a person's name as one line of at most 100 characters, at sign-up and when it changes", async () => {
    // Teammates see the name in the members list and a code's history, and a terminal may print it.
    for (const name of ["Evil\u001b[2J", "Two\nlines", "N".repeat(101)]) {
      const response = await browser(stack).post<ProblemBody>("/api/auth/sign-up/email", {
        email: `named-${Date.now()}-${name.length}@example.com`,
        password: "a long passphrase here",
        name,
      });
      expect(response.status, JSON.stringify(name)).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe("name");
    }
    const person = await signedUpPerson(stack, { name: "  Ünïcödé 名前 🎉  " });
    const account = await person.browser.get<{ name: string }>("/api/v1/account");
    expect(account.body.name).toBe("Ünïcödé 名前 🎉");
    const refused = await person.browser.post<ProblemBody>("/api/auth/update-user", { name: "Bell\u0007" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.path).toBe("name");
    expect((await person.browser.post("/api/auth/update-user", { name: "Grace" })).status).toBe(200);
    expect((await person.browser.get<{ name: string }>("/api/v1/account")).body.name).toBe("Grace");
  });
});

describe("signing in", () => {
  it("answers a wrong password and an unknown address alike (401 invalid_credentials)", async () => {
    const person = await signedUpPerson(stack);
    const wrong = await browser(stack).post<ProblemBody>("/api/auth/sign-in/email", {
      email: person.email,
      password: "not the password at all",
    });
    const unknown = await browser(stack).post<ProblemBody>("/api/auth/sign-in/email", {
      email: `nobody-${Date.now()}@example.com`,
      password: "not the password at all",
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("invalid_credentials");
    }
    expect(wrong.body.detail).toBe(unknown.body.detail);
  });
});

describe("a session on the REST routes", () => {
  it("creates a key from the session, and the key works", async () => {
    const person = await signedUpPerson(stack);
    const created = await person.browser.post<CreatedKeyBody>("/api/v1/keys", {
      name: "CI",
      preset: "analytics",
    });
    expect(created.status).toBe(201);
    const list = await apiClient(stack, created.body.secret).get("/api/v1/qr");
    expect(list.status).toBe(200);
  });

  it("refuses a cross-site state change made with the cookie (403), and changes nothing", async () => {
    const person = await signedUpPerson(stack);
    const forged = await person.browser.post<ProblemBody>(
      "/api/v1/qr",
      { url: "https://example.com/forged" },
      { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } },
    );
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("cross_site_request");
    const list = await person.browser.get<{ data: QrCodeBody[] }>("/api/v1/qr");
    expect(list.body.data).toEqual([]);
  });

  it("signs in from either loopback name of a local stack, and tells a stranger where to go", async () => {
    const person = await signedUpPerson(stack);
    const port = new URL(stack.apiBaseUrl).port;
    for (const host of ["127.0.0.1", "localhost"]) {
      const origin = { Origin: `http://${host}:${port}` };
      const signIn = await browser(stack).post(
        "/api/auth/sign-in/email",
        { email: person.email, password: person.password },
        { headers: origin },
      );
      expect(signIn.status, host).toBe(200);
      const made = await person.browser.post<QrCodeBody>(
        "/api/v1/qr",
        { url: "https://example.com/loopback" },
        { headers: origin },
      );
      expect(made.status, host).toBe(201);
    }
    const stranger = await browser(stack).post<ProblemBody>(
      "/api/auth/sign-in/email",
      { email: person.email, password: person.password },
      { headers: { Origin: "http://evil.localhost:1234", "Sec-Fetch-Site": "cross-site" } },
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe("cross_site_request");
    expect(stranger.body.detail).toContain(`Open ${new URL(stack.apiBaseUrl).origin}`);
  });

  it("answers 404 for another team's code, as for a key", async () => {
    const other = await seedTeam(stack, "Other");
    const theirs = (
      await apiClient(stack, other.adminKey).post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/x" })
    ).body;
    const person = await signedUpPerson(stack);
    for (const path of [`/api/v1/qr/${theirs.id}`, `/api/v1/qr/${theirs.id}/analytics`]) {
      const response = await person.browser.get<ProblemBody>(path);
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe("qr_not_found");
    }
    const patched = await person.browser.patch<ProblemBody>(`/api/v1/qr/${theirs.id}`, {
      url: "https://evil.example/",
    });
    expect(patched.status).toBe(404);
  });

  it("never reads a session from the Authorization header", async () => {
    const person = await signedUpPerson(stack);
    const response = await apiClient(stack, person.sessionToken).get<ProblemBody>("/api/v1/qr");
    expect(response.status).toBe(401);
  });
});

describe("abuse limits", () => {
  it("limit sign-in attempts per address across clients, with 429 and Retry-After", async () => {
    const person = await signedUpPerson(stack);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<Browser["post"]>> | undefined;
    for (let attempt = 0; attempt < 12; attempt++) {
      // A new client each time: only the address ties the attempts together.
      const response = await browser(stack).post("/api/auth/sign-in/email", {
        email: person.email,
        password: `wrong password ${attempt}`,
      });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    // Ten attempts per address in 15 minutes, the sign-in that opened the session included.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((limited?.body as ProblemBody | undefined)?.code).toBe("rate_limited");
  });

  it("limit each client's sign-in attempts, whatever addresses they try", async () => {
    const client = browser(stack);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await client.post("/api/auth/sign-in/email", {
        email: `someone-${attempt}-${Date.now()}@example.com`,
        password: "wrong password here",
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("an invitation by email", () => {
  it("lets a new person sign up from the link, accept signed in, and act with the invited role", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const email = `invitee-${Date.now()}@example.com`;
    const invited = await owner.browser.post(`/api/v1/teams/${teamId}/members`, { email, role: "viewer" });
    expect(invited.status).toBe(201);

    const link = new URL(linkIn(await mailFor(stack, email, /invited/i)));
    expect(link.pathname).toBe("/invitations/accept");
    const token = link.searchParams.get("token") ?? "";
    const invitee = await signedUpPerson(stack, { email });
    const accepted = await invitee.browser.post<{ role: string; api_key: unknown }>(
      "/api/v1/invitations/accept",
      {
        token,
      },
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ role: "viewer", api_key: null });

    const teams = await invitee.browser.get<{ data: { id: string; role: string }[] }>("/api/v1/teams");
    expect(teams.body.data).toContainEqual(expect.objectContaining({ id: teamId, role: "viewer" }));
    expect((await invitee.browser.get(`/api/v1/qr?team_id=${teamId}`)).status).toBe(200);
    const write = await invitee.browser.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/",
      team_id: teamId,
    });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("permission_missing");
  });
});

describe("the journeys' secrets", () => {
  it("never appear in a worker's log line: passwords, session tokens, keys, reset and invitation tokens", async () => {
    const person = await signedUpPerson(stack);
    const teamId =
      (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const key = (await person.browser.post<CreatedKeyBody>("/api/v1/keys", { name: "k", preset: "admin" }))
      .body.secret;
    await apiClient(stack, key).get("/api/v1/qr");
    await browser(stack).post("/api/auth/sign-in/email", {
      email: person.email,
      password: `${person.password}x`,
    });
    await browser(stack).post("/api/auth/request-password-reset", { email: person.email, redirectTo: "/" });
    const resetToken =
      new URL(linkIn(await mailFor(stack, person.email, /reset/i))).pathname.split("/").pop() ?? "";
    const invitee = `logged-${Date.now()}@example.com`;
    const invited = await person.browser.post<{ token: string }>(`/api/v1/teams/${teamId}/members`, {
      email: invitee,
    });
    await mailFor(stack, invitee, /invited/i);
    const logs = stack.workerLogs().join("\n");
    expect(logs.length).toBeGreaterThan(0);
    const sessionToken = decodeURIComponent(person.sessionToken).split(".")[0] ?? "";
    for (const secret of [person.password, sessionToken, key, resetToken, invited.body.token]) {
      expect(secret.length).toBeGreaterThan(8);
      expect(logs).not.toContain(secret);
    }
  });
});

describe("the verification link", () => {
  it("signs in once, and does nothing more when opened again", async () => {
    const email = `verify-${Date.now()}@example.com`;
    const person = browser(stack);
    await person.post("/api/auth/sign-up/email", { email, password: "a long passphrase here", name: "V" });
    const link = new URL(linkIn(await mailFor(stack, email, /verify/i)));
    const first = await browser(stack).get(link.pathname + link.search);
    expect(first.headers.getSetCookie().some((line) => line.startsWith("qr.session_token="))).toBe(true);
    const again = browser(stack);
    await again.get(link.pathname + link.search);
    expect(again.cookies.has("qr.session_token")).toBe(false);
  });
});

describe("signing out", () => {
  it("ends the session: the cookie no longer works", async () => {
    const person = await signedUpPerson(stack);
    const token = person.sessionToken;
    expect((await person.browser.post("/api/auth/sign-out", {})).status).toBe(200);
    const replayed = await browser(stack).get<ProblemBody>("/api/v1/teams", {
      headers: { Cookie: `qr.session_token=${token}` },
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("session_expired");
  });
});

describe("hostile account input", () => {
  it("answers 20 parallel sign-ups of one address without a 5xx, and makes one person", async () => {
    const email = `parallel-${Date.now()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser(stack).post("/api/auth/sign-up/email", {
          email,
          password: "a long parallel passphrase",
          name: "P",
        }),
      ),
    );
    for (const response of responses)
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    const { rows } = await stack.sql.query("select count(*)::int as n from users where email = $1", [email]);
    expect(rows[0].n).toBe(1);
  });

  it("refuses a NUL or a lone surrogate in an address or a password with 422", async () => {
    for (const body of [
      { email: "nul\u0000@example.com", password: "a long passphrase here", name: "N" },
      { email: `s-${Date.now()}@example.com`, password: "a long \ud800 passphrase", name: "S" },
    ]) {
      const response = await browser(stack).post<ProblemBody>("/api/auth/sign-up/email", body);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe("validation_failed");
    }
  });
});
