// Two-factor authentication over the real flow: enrolment (verified before it is on), sign-in with a code from
// the authenticator, recovery codes (hashed, each good once, even under 20 parallel uses), a trusted device, the
// limits on guessing, turning it off, the emails and the activity log, and the other sessions ended each time.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "./support/api.ts";
import { type Browser, browser, mailFor, type Person, signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

interface Enrolment {
  totp: TOTP;
  recoveryCodes: string[];
}

/** Turns two-factor on for the person, as the settings page does: enable, then confirm with a fresh code. */
async function enrol(person: Person): Promise<Enrolment> {
  const enabled = await person.browser.post<{ totpURI: string; backupCodes: string[] }>(
    "/api/auth/two-factor/enable",
    { password: person.password },
  );
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const totp = URI.parse(enabled.body.totpURI) as TOTP;
  const confirmed = await person.browser.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { totp, recoveryCodes: enabled.body.backupCodes };
}

/** A new browser's password step: the answer asks for the second factor, and no session is given yet. */
async function passwordStep(person: Person): Promise<Browser> {
  const next = browser(stack);
  const signIn = await next.post<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", {
    email: person.email,
    password: person.password,
  });
  expect(signIn.status).toBe(200);
  expect(signIn.body.twoFactorRedirect).toBe(true);
  expect(next.cookies.has("qr.session_token")).toBe(false);
  return next;
}

async function resetSignInLimits(): Promise<void> {
  await stack.sql.query("delete from auth_rate_limits");
}

describe("enrolment", () => {
  it("shows a secret and 10 recovery codes, is off until a code confirms it, then ends the other sessions", async () => {
    const person = await signedUpPerson(stack);
    const laptop = browser(stack);
    await laptop.post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    expect((await laptop.get("/api/v1/account")).status).toBe(200);

    const enabled = await person.browser.post<{ totpURI: string; backupCodes: string[] }>(
      "/api/auth/two-factor/enable",
      { password: person.password },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/QR%20service:.+\?/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect(new Set(enabled.body.backupCodes).size).toBe(10);
    // Nothing is asked at sign-in before the first code confirms the app holds the secret.
    const before = await person.browser.get<{ two_factor_enabled: boolean }>("/api/v1/account");
    expect(before.body.two_factor_enabled).toBe(false);

    const wrong = await person.browser.post<ProblemBody>("/api/auth/two-factor/verify-totp", {
      code: "000000",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("two_factor_invalid");

    const totp = URI.parse(enabled.body.totpURI) as TOTP;
    const confirmed = await person.browser.post("/api/auth/two-factor/verify-totp", {
      code: totp.generate(),
    });
    expect(confirmed.status).toBe(200);
    const after = await person.browser.get<{ two_factor_enabled: boolean }>("/api/v1/account");
    expect(after.status).toBe(200);
    expect(after.body.two_factor_enabled).toBe(true);
    expect((await laptop.get<ProblemBody>("/api/v1/account")).status).toBe(401);

    // Stored: the secret encrypted, the recovery codes as hashes; none of it as shown.
    const [stored] = (
      await stack.sql.query(
        "select t.secret, t.backup_codes from two_factors t join users u on u.id = t.user_id where u.email = $1",
        [person.email],
      )
    ).rows as { secret: string; backup_codes: string }[];
    expect(stored?.secret).not.toContain(totp.secret.base32);
    for (const code of enabled.body.backupCodes) expect(stored?.backup_codes).not.toContain(code);

    expect((await mailFor(stack, person.email, /Two-factor authentication is on/)).text).toMatch(
      /signed out/,
    );
    const teamId = (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id;
    const activity = await person.browser.get<{ data: { action: string }[] }>(
      `/api/v1/teams/${teamId}/activity`,
    );
    expect(activity.body.data.map((entry) => entry.action)).toContain("account.two_factor_enabled");
  });

  it("needs the password to start", async () => {
    const person = await signedUpPerson(stack);
    const refused = await person.browser.post<ProblemBody>("/api/auth/two-factor/enable", {
      password: "not the password at all",
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("invalid_credentials");
  });
});

describe("signing in", () => {
  let person: Person;
  let enrolment: Enrolment;
  beforeAll(async () => {
    person = await signedUpPerson(stack);
    enrolment = await enrol(person);
  });

  it("asks for the code after the password; the code gives the session", async () => {
    await resetSignInLimits();
    const next = await passwordStep(person);
    expect((await next.get("/api/v1/account")).status).toBe(401);
    const verified = await next.post("/api/auth/two-factor/verify-totp", { code: enrolment.totp.generate() });
    expect(verified.status).toBe(200);
    expect((await next.get("/api/v1/account")).status).toBe(200);
  });

  it("skips the code for 30 days on a device the person trusted", async () => {
    await resetSignInLimits();
    const next = await passwordStep(person);
    await next.post("/api/auth/two-factor/verify-totp", {
      code: enrolment.totp.generate(),
      trustDevice: true,
    });
    const trust = next.setCookies.find((line) => line.startsWith("qr.trust_device="));
    expect(trust).toMatch(/Max-Age=2592000/);
    await next.post("/api/auth/sign-out", {});
    const again = await next.post<{ twoFactorRedirect?: boolean }>("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await next.get("/api/v1/account")).status).toBe(200);
  });

  it("takes a recovery code once", async () => {
    await resetSignInLimits();
    const code = enrolment.recoveryCodes[0] ?? "";
    const first = await passwordStep(person);
    expect((await first.post("/api/auth/two-factor/verify-backup-code", { code })).status).toBe(200);
    expect((await first.get("/api/v1/account")).status).toBe(200);
    expect((await mailFor(stack, person.email, /recovery code was used/)).subject).toBeTruthy();

    const second = await passwordStep(person);
    const reused = await second.post<ProblemBody>("/api/auth/two-factor/verify-backup-code", { code });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("two_factor_invalid");
    expect((await second.get("/api/v1/account")).status).toBe(401);
  });

  it("takes a recovery code once under 20 parallel uses", async () => {
    const code = enrolment.recoveryCodes[1] ?? "";
    const browsers: Browser[] = [];
    for (let i = 0; i < 20; i++) {
      if (i % 5 === 0) await resetSignInLimits(); // the address's sign-in limit, not what is tested here
      browsers.push(await passwordStep(person));
    }
    const answers = await Promise.all(
      browsers.map((next) => next.post<ProblemBody>("/api/auth/two-factor/verify-backup-code", { code })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const signedIn = await Promise.all(
      browsers.map(async (next) => (await next.get("/api/v1/account")).status),
    );
    expect(signedIn.filter((status) => status === 200)).toHaveLength(1);
  });

  it("does not take a recovery code's stored hash as a code", async () => {
    // A person of their own: the wrong codes of the parallel uses above count toward their account's lockout.
    const holder = await signedUpPerson(stack);
    await enrol(holder);
    await resetSignInLimits();
    const [row] = (
      await stack.sql.query(
        "select t.backup_codes from two_factors t join users u on u.id = t.user_id where u.email = $1",
        [holder.email],
      )
    ).rows as { backup_codes: string }[];
    const hash = (JSON.parse(row?.backup_codes ?? "[]") as string[])[0] ?? "";
    const next = await passwordStep(holder);
    const refused = await next.post("/api/auth/two-factor/verify-backup-code", { code: hash });
    expect(refused.status).toBe(401);
  });

  it("limits guessing: a client's quick tries, then the sign-in's own five", async () => {
    // A person of their own: the parallel uses above count as failures toward the account's lockout.
    const guessed = await signedUpPerson(stack);
    const { totp } = await enrol(guessed);
    await resetSignInLimits();
    const next = await passwordStep(guessed);
    const quick = [];
    for (let i = 0; i < 4; i++) {
      quick.push((await next.post("/api/auth/two-factor/verify-totp", { code: "123456" })).status);
    }
    expect(quick.slice(0, 3)).toEqual([401, 401, 401]);
    expect(quick[3]).toBe(429);

    // The same sign-in tried from other addresses: still five tries in all, then even the right code fails.
    const challenge = next.cookies.get("qr.two_factor") ?? "";
    const elsewhere = (i: number) => {
      const other = browser(stack);
      other.cookies.set("qr.two_factor", challenge);
      return other.post("/api/auth/two-factor/verify-totp", { code: i < 2 ? "654321" : totp.generate() });
    };
    const later = [];
    for (let i = 0; i < 3; i++) later.push((await elsewhere(i)).status);
    expect(later.slice(0, 2)).toEqual([401, 401]);
    expect(later[2]).toBeGreaterThanOrEqual(400);
    expect(later[2]).toBeLessThan(500);
  });

  it("locks the second step for 15 minutes after 10 wrong codes, whatever the client", async () => {
    const guessed = await signedUpPerson(stack);
    const { totp } = await enrol(guessed);
    for (let i = 0; i < 5; i++) {
      await resetSignInLimits();
      const next = await passwordStep(guessed);
      for (let j = 0; j < 2; j++) await next.post("/api/auth/two-factor/verify-totp", { code: "000000" });
    }
    await resetSignInLimits();
    const last = await passwordStep(guessed);
    const locked = await last.post<ProblemBody>("/api/auth/two-factor/verify-totp", {
      code: totp.generate(),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("rate_limited");
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await last.get("/api/v1/account")).status).toBe(401);
  });
});

describe("turning it off", () => {
  it("needs the password, ends the other sessions, and tells the person", async () => {
    const person = await signedUpPerson(stack);
    const { totp } = await enrol(person);
    await resetSignInLimits();
    const phone = await passwordStep(person);
    await phone.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    expect((await phone.get("/api/v1/account")).status).toBe(200);

    const refused = await person.browser.post<ProblemBody>("/api/auth/two-factor/disable", {
      password: "wrong one",
    });
    expect(refused.status).toBe(401);
    const disabled = await person.browser.post("/api/auth/two-factor/disable", { password: person.password });
    expect(disabled.status).toBe(200);
    const account = await person.browser.get<{ two_factor_enabled: boolean }>("/api/v1/account");
    expect(account.body.two_factor_enabled).toBe(false);
    expect((await phone.get("/api/v1/account")).status).toBe(401);
    expect((await mailFor(stack, person.email, /Two-factor authentication is off/)).text).toBeTruthy();
  });
});

describe("sessions", () => {
  it("name the device, and 'sign out everywhere else' ends all but this one", async () => {
    const person = await signedUpPerson(stack);
    const other = browser(stack);
    await other.post(
      "/api/auth/sign-in/email",
      { email: person.email, password: person.password },
      {
        headers: {
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
          "CF-IPCountry": "FR",
        },
      },
    );
    const listed = await person.browser.get<{
      data: { current: boolean; device: string; country: string | null; last_active_at: string }[];
    }>("/api/v1/account/sessions");
    expect(listed.body.data.length).toBeGreaterThanOrEqual(2);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ current: false, device: "Firefox on Linux", country: "FR" }),
    );
    const ended = await person.browser.post<{ ended: number }>(
      "/api/v1/account/sessions/sign-out-others",
      {},
    );
    expect(ended.status).toBe(200);
    expect(ended.body.ended).toBe(listed.body.data.length - 1);
    expect((await other.get("/api/v1/account")).status).toBe(401);
    expect(
      (await person.browser.get<{ data: unknown[] }>("/api/v1/account/sessions")).body.data,
    ).toHaveLength(1);
  });

  it("mail a sign-in from a new device, not one from a known device", async () => {
    const person = await signedUpPerson(stack);
    const count = async () => {
      const { data } = (await (await fetch(new URL("/dev/mailbox.json", stack.apiUrl))).json()) as {
        data: { to: string; subject: string }[];
      };
      return data.filter((mail) => mail.to === person.email && /New sign-in/.test(mail.subject)).length;
    };
    const first = await count(); // signedUpPerson's own sign-in, from a browser new to the account
    const next = browser(stack);
    await next.post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    await mailFor(stack, person.email, /New sign-in/);
    await expect.poll(count).toBe(first + 1);
    await next.post("/api/auth/sign-out", {});
    await next.post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    // A sign-in from a third browser, new again, is mailed after it: once its mail is there, the known device's
    // sign-in (made first) would have been too.
    const third = browser(stack);
    await third.post("/api/auth/sign-in/email", { email: person.email, password: person.password });
    await expect.poll(count).toBe(first + 2);
    expect(await count()).toBe(first + 2);
  });
});

describe("a team that requires two-factor", () => {
  it("lets only an owner with two-factor on require it, then stops members without it until they enrol", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const member = await signedUpPerson(stack);
    const invited = await owner.browser.post<{ token: string }>(`/api/v1/teams/${teamId}/members`, {
      email: member.email,
      role: "admin",
    });
    await member.browser.post("/api/v1/invitations/accept", { token: invited.body.token });
    await member.browser.post(`/api/v1/teams/${teamId}/activate`, undefined);
    const memberKey = (
      await member.browser.post<{ secret: string }>("/api/v1/keys", { name: "integration", preset: "admin" })
    ).body.secret;
    expect((await member.browser.get(`/api/v1/qr?team_id=${teamId}`)).status).toBe(200);

    // An owner without a second factor would lock themselves out; an admin may not set it at all.
    const early = await owner.browser.patch<ProblemBody>(`/api/v1/teams/${teamId}`, {
      require_two_factor: true,
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("two_factor_required");
    const byAdmin = await member.browser.patch<ProblemBody>(`/api/v1/teams/${teamId}`, {
      require_two_factor: true,
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe("role_insufficient");

    await enrol(owner);
    const required = await owner.browser.patch<{ require_two_factor: boolean }>(`/api/v1/teams/${teamId}`, {
      require_two_factor: true,
    });
    expect(required.status).toBe(200);
    expect(required.body.require_two_factor).toBe(true);

    // The member's session, remembered by the worker since their last request, is stopped on the very next one.
    const stopped = await member.browser.get<ProblemBody>(`/api/v1/qr?team_id=${teamId}`);
    expect(stopped.status).toBe(403);
    expect(stopped.body.code).toBe("two_factor_required");
    const created = await member.browser.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/",
      team_id: teamId,
    });
    expect(created.status).toBe(403);
    const account = await member.browser.get<{ two_factor_required: boolean }>("/api/v1/account");
    expect(account.status).toBe(200);
    expect(account.body.two_factor_required).toBe(true);
    // API keys are not affected.
    const byKey = await fetch(new URL("/api/v1/qr", stack.apiUrl), {
      headers: { Authorization: `Bearer ${memberKey}` },
    });
    expect(byKey.status).toBe(200);

    await enrol(member);
    expect((await member.browser.get(`/api/v1/qr?team_id=${teamId}`)).status).toBe(200);
    expect(
      (await member.browser.get<{ two_factor_required: boolean }>("/api/v1/account")).body
        .two_factor_required,
    ).toBe(false);

    // Turning it off again for their own account stops them again, though their session was remembered.
    await member.browser.post("/api/auth/two-factor/disable", { password: member.password });
    expect((await member.browser.get(`/api/v1/qr?team_id=${teamId}`)).status).toBe(403);

    const activity = await owner.browser.get<{
      data: { action: string; details: Record<string, unknown> }[];
    }>(`/api/v1/teams/${teamId}/activity`);
    expect(activity.body.data).toContainEqual(
      expect.objectContaining({
        action: "team.two_factor_policy_changed",
        details: { require_two_factor: true },
      }),
    );
    expect(activity.body.data.map((entry) => entry.action)).toContain("account.two_factor_disabled");
  });

  it("gives a removed member's remembered session nothing of the team", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const code = (await owner.browser.post<{ id: string }>("/api/v1/qr", { url: "https://example.com/kept" }))
      .body.id;
    const member = await signedUpPerson(stack);
    const invited = await owner.browser.post<{ token: string }>(`/api/v1/teams/${teamId}/members`, {
      email: member.email,
      role: "admin",
    });
    await member.browser.post("/api/v1/invitations/accept", { token: invited.body.token });
    const memberId = (await member.browser.get<{ id: string }>("/api/v1/account")).body.id;
    expect((await member.browser.get(`/api/v1/qr/${code}`)).status).toBe(200);

    expect((await owner.browser.delete(`/api/v1/teams/${teamId}/members/${memberId}`)).status).toBe(204);
    expect((await member.browser.get(`/api/v1/qr/${code}`)).status).toBe(404);
    expect((await member.browser.patch(`/api/v1/qr/${code}`, { url: "https://evil.example/" })).status).toBe(
      404,
    );
    expect((await member.browser.get(`/api/v1/qr?team_id=${teamId}`)).status).toBe(404);
    const kept = await owner.browser.get<{ url: string }>(`/api/v1/qr/${code}`);
    expect(kept.body.url).toBe("https://example.com/kept");
  });
});

describe("passkeys", () => {
  it("refuses a passkey name past 100 characters or not text, before any ceremony", async () => {
    const person = await signedUpPerson(stack);
    const long = await person.browser.get<ProblemBody>(
      `/api/auth/passkey/generate-register-options?name=${"n".repeat(101)}`,
    );
    expect(long.status).toBe(422);
    expect(long.body.errors?.[0]?.path).toBe("name");
    const renamed = await person.browser.post<ProblemBody>("/api/auth/passkey/update-passkey", {
      id: "pk_00000000000000000000000000",
      name: { not: "text" },
    });
    expect(renamed.status).toBe(422);
    const fine = await person.browser.get<{ challenge: string }>(
      "/api/auth/passkey/generate-register-options?name=Laptop",
    );
    expect(fine.status).toBe(200);
    expect(fine.body.challenge).toBeTruthy();
  });

  it("answers a removed or another person's passkey with a 4xx, never a 5xx", async () => {
    const person = await signedUpPerson(stack);
    for (const id of ["pk_00000000000000000000000000", "", "x".repeat(5000)]) {
      const removed = await person.browser.post("/api/auth/passkey/delete-passkey", { id });
      expect(removed.status, id.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(removed.status, id.slice(0, 20)).toBeLessThan(500);
    }
  });
});
