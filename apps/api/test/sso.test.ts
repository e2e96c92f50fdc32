// A team's single sign-on, short of the browser (apps/web/test/account-security.test.ts signs in through it): who
// may set it, the secret never shown or stored in clear, the domain proven by DNS before anyone signs in through
// it, the first team to prove a domain owning it, and hostile input refused with 422 and nothing stored.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "./support/api.ts";
import { type Person, signedUpPerson } from "./support/people.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

interface Connection {
  id: string;
  redirect_uri: string;
  verification: { type: "TXT"; name: string; value: string };
  verified_at: string | null;
}

const INPUT = {
  issuer: "https://login.corp.example",
  client_id: "qr-service",
  client_secret: "a client secret that must never be shown",
  email_domain: "corp.example",
};

async function ownerWithTeam(): Promise<{ owner: Person; teamId: string }> {
  const owner = await signedUpPerson(stack);
  const teamId =
    (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
  return { owner, teamId };
}

describe("a team's single sign-on", () => {
  it("is set by an owner, keeps the secret encrypted, and counts once DNS proves the domain", async () => {
    const { owner, teamId } = await ownerWithTeam();
    const domain = `corp-${Date.now()}.example`;
    const saved = await owner.browser.request<Connection>("PUT", `/api/v1/teams/${teamId}/sso`, {
      body: { ...INPUT, email_domain: domain },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.redirect_uri).toBe(`${stack.apiBaseUrl}/api/auth/callback/${saved.body.id}`);
    expect(saved.body.verification).toMatchObject({ type: "TXT", name: `_qr-sso.${domain}` });
    expect(saved.body.verified_at).toBeNull();
    expect(JSON.stringify(saved.body)).not.toContain(INPUT.client_secret);
    const [row] = (await stack.sql.query("select * from sso_connections where id = $1", [saved.body.id]))
      .rows as Record<string, unknown>[];
    expect(JSON.stringify(row)).not.toContain(INPUT.client_secret);

    // Not proven: nobody is sent to it.
    const lookup = await fetch(new URL("/api/v1/sso/lookup", stack.apiUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `ada@${domain}` }),
    });
    expect(lookup.status).toBe(404);
    const early = await owner.browser.post<ProblemBody>(`/api/v1/teams/${teamId}/sso/verify`, undefined);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("sso_domain_unverified");

    stack.dns.publish({
      type: "TXT",
      name: saved.body.verification.name,
      value: saved.body.verification.value,
    });
    const proven = await owner.browser.post<Connection>(`/api/v1/teams/${teamId}/sso/verify`, undefined);
    expect(proven.status).toBe(200);
    expect(proven.body.verified_at).not.toBeNull();
    const found = await fetch(new URL("/api/v1/sso/lookup", stack.apiUrl), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: ` Ada@${domain.toUpperCase()} ` }),
    });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ provider_id: saved.body.id, protocol: "oidc", sign_in_url: null });

    // Another team claiming the same domain may try, but the domain has its owner.
    const rival = await ownerWithTeam();
    const claimed = await rival.owner.browser.request<Connection>(
      "PUT",
      `/api/v1/teams/${rival.teamId}/sso`,
      {
        body: { ...INPUT, email_domain: domain },
      },
    );
    expect(claimed.status).toBe(200);
    stack.dns.publish({
      type: "TXT",
      name: claimed.body.verification.name,
      value: claimed.body.verification.value,
    });
    const taken = await rival.owner.browser.post<ProblemBody>(
      `/api/v1/teams/${rival.teamId}/sso/verify`,
      undefined,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("sso_domain_taken");

    const activity = await owner.browser.get<{ data: { action: string }[] }>(
      `/api/v1/teams/${teamId}/activity`,
    );
    expect(activity.body.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["team.sso_configured", "team.sso_verified"]),
    );
    expect((await owner.browser.delete(`/api/v1/teams/${teamId}/sso`)).status).toBe(204);
    expect((await owner.browser.get(`/api/v1/teams/${teamId}/sso`)).status).toBe(404);
  });

  it("is an owner's to change: an admin reads it, and another team's is a 404", async () => {
    const { owner, teamId } = await ownerWithTeam();
    await owner.browser.request("PUT", `/api/v1/teams/${teamId}/sso`, { body: INPUT });
    const admin = await signedUpPerson(stack);
    const invited = await owner.browser.post<{ token: string }>(`/api/v1/teams/${teamId}/members`, {
      email: admin.email,
      role: "admin",
    });
    await admin.browser.post("/api/v1/invitations/accept", { token: invited.body.token });
    expect((await admin.browser.get(`/api/v1/teams/${teamId}/sso`)).status).toBe(200);
    const changed = await admin.browser.request<ProblemBody>("PUT", `/api/v1/teams/${teamId}/sso`, {
      body: INPUT,
    });
    expect(changed.status).toBe(403);
    expect(changed.body.code).toBe("role_insufficient");

    const stranger = await ownerWithTeam();
    expect((await stranger.owner.browser.get(`/api/v1/teams/${teamId}/sso`)).status).toBe(404);
    expect(
      (await stranger.owner.browser.request("PUT", `/api/v1/teams/${teamId}/sso`, { body: INPUT })).status,
    ).toBe(404);
  });

  it("refuses hostile input with 422 on the field, storing nothing", async () => {
    const { owner, teamId } = await ownerWithTeam();
    const cases: [Record<string, unknown>, string][] = [
      [{ issuer: "http://login.corp.example" }, "issuer"],
      [{ issuer: "javascript:alert(1)" }, "issuer"],
      [{ issuer: "https://user:pass@login.corp.example" }, "issuer"],
      [{ issuer: "https://login.corp.example/?next=evil" }, "issuer"],
      [{ issuer: "https://169.254.169.254/" }, "issuer"],
      [{ issuer: "https://10.0.0.1/" }, "issuer"],
      [{ issuer: "https://[::ffff:a9fe:a9fe]/" }, "issuer"],
      [{ issuer: "not a url" }, "issuer"],
      [{ issuer: `https://${"a".repeat(3000)}.example` }, "issuer"],
      [{ email_domain: "corp example" }, "email_domain"],
      [{ email_domain: "*.corp.example" }, "email_domain"],
      [{ email_domain: "127.0.0.1" }, "email_domain"],
      [{ email_domain: "corp\u0000.example" }, "email_domain"],
      [{ email_domain: "x".repeat(2000) }, "email_domain"],
      [{ default_role: "owner" }, "default_role"],
      [{ client_id: "" }, "client_id"],
      [{ client_secret: "s".repeat(5000) }, "client_secret"],
      [{ client_secret: 42 }, "client_secret"],
    ];
    for (const [change, field] of cases) {
      const refused = await owner.browser.request<ProblemBody>("PUT", `/api/v1/teams/${teamId}/sso`, {
        body: { ...INPUT, ...change },
      });
      expect(refused.status, JSON.stringify(change).slice(0, 80)).toBe(422);
      expect(refused.body.errors?.map((error) => error.path)).toContain(field);
    }
    const lookups = [{ email: 42 }, { email: "x".repeat(400) }, { nothing: true }];
    for (const body of lookups) {
      const refused = await fetch(new URL("/api/v1/sso/lookup", stack.apiUrl), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(422);
    }
    const { rows } = await stack.sql.query("select 1 from sso_connections where team_id = $1", [teamId]);
    expect(rows).toHaveLength(0);
  });

  it("sends a sign-in that names an unproven or unknown connection nowhere", async () => {
    const { owner, teamId } = await ownerWithTeam();
    const saved = await owner.browser.request<Connection>("PUT", `/api/v1/teams/${teamId}/sso`, {
      body: INPUT,
    });
    for (const provider of [saved.body.id, "sso_00000000000000000000000000", "../../etc"]) {
      const started = await owner.browser.post<ProblemBody>("/api/auth/sign-in/social", {
        provider,
        callbackURL: "/",
      });
      expect(started.status, provider).toBeGreaterThanOrEqual(400);
      expect(started.status, provider).toBeLessThan(500);
    }
  });
});
