// SAML single sign-on against the local identity provider (tooling/local/src/stand-ins/saml-idp.ts), which signs
// real assertions: a connection from the provider's metadata, SP- and IdP-initiated sign-in, the person made and
// joined to the team, enforcement for the proven domain, and the hostile responses, each refused with nothing
// signed in.
import { type OpenIdProvider, startOpenIdProvider } from "@qr/local/openid-provider";
import { SAML_KEYS } from "@qr/local/saml-idp";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "./support/api.ts";
import { type Browser, browser, linkIn, mailFor, signedUpPerson } from "./support/people.ts";

let stack: TestStack;
let idp: OpenIdProvider;

beforeAll(async () => {
  idp = await startOpenIdProvider();
  stack = await startTestStack({ signOnIssuers: [new URL(idp.issuer).origin] });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await idp?.stop();
});

interface Connection {
  id: string;
  protocol: "saml";
  saml: {
    entity_id: string;
    sso_url: string;
    idp_initiated: boolean;
    certificates: { fingerprint_sha256: string }[];
  };
  service_provider: { entity_id: string; acs_url: string; metadata_url: string; sign_in_url: string };
  verification: { name: string; value: string };
  verified_at: string | null;
}

let domains = 0;

/** An owner whose team signs in the people of a fresh domain through the stand-in, the domain proven. */
async function samlTeam(extra: Record<string, unknown> = {}) {
  const owner = await signedUpPerson(stack);
  const teamId =
    (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
  const domain = `saml-${domains++}-${Date.now()}.example`;
  const saved = await owner.browser.request<Connection>("PUT", `/api/v1/teams/${teamId}/sso`, {
    body: { protocol: "saml", metadata_url: idp.saml.metadataUrl, email_domain: domain, ...extra },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  stack.dns.publish({
    type: "TXT",
    name: saved.body.verification.name,
    value: saved.body.verification.value,
  });
  const proven = await owner.browser.post<Connection>(`/api/v1/teams/${teamId}/sso/verify`, undefined);
  expect(proven.status).toBe(200);
  return { owner, teamId, domain, connection: proven.body };
}

/** The identity provider's post to our assertion consumer service, from a browser with no session. */
async function postToAcs(
  connection: Connection,
  xml: string,
  relayState = "",
  person: Browser = browser(stack),
) {
  const form = new URLSearchParams({
    SAMLResponse: Buffer.from(xml).toString("base64"),
    RelayState: relayState,
  });
  const answer = await person.request("POST", new URL(connection.service_provider.acs_url).pathname, {
    raw: form.toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(idp.issuer).origin,
      "Sec-Fetch-Site": "cross-site",
    },
  });
  return { answer, person };
}

function responseFor(connection: Connection, email: string, options: Record<string, unknown> = {}) {
  return idp.saml.responseXml({
    email,
    acsUrl: connection.service_provider.acs_url,
    audience: connection.service_provider.entity_id,
    ...options,
  });
}

async function sessionCount(): Promise<number> {
  return Number((await stack.sql.query("select count(*) as n from sessions")).rows[0].n);
}

describe("a team's SAML single sign-on", () => {
  it("is set from the provider's metadata and gives the provider our SP metadata", async () => {
    const { connection } = await samlTeam({ default_role: "viewer" });
    expect(connection.saml).toMatchObject({ entity_id: idp.saml.entityId, sso_url: idp.saml.ssoUrl });
    expect(connection.saml.certificates[0]?.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(connection.service_provider.acs_url).toBe(
      `${stack.apiBaseUrl}/api/auth/saml/${connection.id}/acs`,
    );
    const metadata = await fetch(
      new URL(new URL(connection.service_provider.metadata_url).pathname, stack.apiUrl),
    );
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    expect(xml).toContain(`entityID="${connection.service_provider.entity_id}"`);
    expect(xml).toContain(`Location="${connection.service_provider.acs_url}"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it("signs a person in from our request, through the provider's page, and makes them a member", async () => {
    const { owner, teamId, domain, connection } = await samlTeam({ default_role: "viewer" });
    const person = browser(stack);
    const start = await person.get(
      `${new URL(connection.service_provider.sign_in_url).pathname}?return_to=${encodeURIComponent("/codes?folder=x")}`,
    );
    expect(start.status).toBe(302);
    const atProvider = new URL(start.headers.get("Location") ?? "");
    expect(atProvider.origin + atProvider.pathname).toBe(idp.saml.ssoUrl);
    const page = await (await fetch(atProvider)).text();
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
    const decode = (value: string) =>
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    const login = await fetch(new URL("/saml/login", idp.issuer), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: `Ada@${domain}`,
        id: decode(hidden("id")),
        acs: decode(hidden("acs")),
        audience: decode(hidden("audience")),
        RelayState: decode(hidden("RelayState")),
      }),
    });
    const posted = await login.text();
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(posted)?.[1] ?? "";
    const relayState = decode(/name="RelayState" value="([^"]*)"/.exec(posted)?.[1] ?? "");
    const { answer } = await postToAcs(
      connection,
      Buffer.from(samlResponse, "base64").toString("utf8"),
      relayState,
      person,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/codes?folder=x");
    expect(person.cookies.get("qr.session_token")).toBeTruthy();
    const teams = await person.get<{ data: { id: string; role: string }[] }>("/api/v1/teams");
    expect(teams.status).toBe(200);
    expect(teams.body.data).toEqual([expect.objectContaining({ id: teamId, role: "viewer" })]);

    const audit = await owner.browser.get<{ data: { action: string; details: Record<string, unknown> }[] }>(
      "/api/v1/audit-log?action=account.signed_in",
    );
    expect(audit.body.data.map((entry) => entry.details.method)).toContain("SAML single sign-on");
  });

  it("signs a person in when the provider starts (no request), and sends them where RelayState says on this site", async () => {
    const { domain, connection } = await samlTeam();
    const { answer, person } = await postToAcs(
      connection,
      responseFor(connection, `grace@${domain}`),
      "/analytics",
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/analytics");
    expect((await person.get("/api/v1/teams")).status).toBe(200);

    const elsewhere = await postToAcs(
      connection,
      responseFor(connection, `grace@${domain}`),
      "https://evil.example/",
    );
    expect(elsewhere.answer.headers.get("Location")).toBe("/");
  });

  it("set to take only sign-ins started here, refuses one the provider starts and takes one we asked for", async () => {
    const { owner, teamId, domain, connection } = await samlTeam({ idp_initiated: false });
    expect(connection.saml.idp_initiated).toBe(false);
    const before = await sessionCount();
    const unasked = await postToAcs(connection, responseFor(connection, `tile@${domain}`), "/codes");
    expect(unasked.answer.headers.get("Location")).toBe("/sign-in/sso?error=sign_in_refused");
    expect(unasked.person.cookies.has("qr.session_token")).toBe(false);
    expect(await sessionCount()).toBe(before);
    const refusals = await owner.browser.get<{ data: { details: { reason?: string } }[] }>(
      "/api/v1/audit-log?action=account.sign_in_failed",
    );
    expect(refusals.body.data[0]?.details.reason).toMatch(/started this sign-in/);

    const person = browser(stack);
    const start = await person.get(new URL(connection.service_provider.sign_in_url).pathname);
    const asked = (await import("node:zlib"))
      .inflateRawSync(
        Buffer.from(
          new URL(start.headers.get("Location") ?? "").searchParams.get("SAMLRequest") ?? "",
          "base64",
        ),
      )
      .toString();
    const inResponseTo = /ID="([^"]+)"/.exec(asked)?.[1];
    const answered = await postToAcs(
      connection,
      responseFor(connection, `tile@${domain}`, { inResponseTo }),
      "",
      person,
    );
    expect(answered.answer.status).toBe(303);
    expect(person.cookies.get("qr.session_token")).toBeTruthy();

    // Turned back on, the tile signs in; the switch is SAML's alone.
    const reopened = await owner.browser.request<Connection>("PUT", `/api/v1/teams/${teamId}/sso`, {
      body: { protocol: "saml", metadata_url: idp.saml.metadataUrl, email_domain: domain },
    });
    expect(reopened.body.saml.idp_initiated).toBe(true);
    expect((await postToAcs(connection, responseFor(connection, `tile@${domain}`))).answer.status).toBe(303);
    const oidc = await owner.browser.request<{ errors: { path: string }[] }>(
      "PUT",
      `/api/v1/teams/${teamId}/sso`,
      {
        body: {
          protocol: "oidc",
          issuer: idp.issuer,
          client_id: "c",
          client_secret: "s",
          email_domain: domain,
          idp_initiated: false,
        },
      },
    );
    expect(oidc.status).toBe(422);
    expect(oidc.body.errors.map((error) => error.path)).toContain("idp_initiated");
  });

  it("refuses every hostile response, with nobody signed in and the reason in the logs", async () => {
    const { owner, domain, connection } = await samlTeam();
    const email = `mallory@${domain}`;
    const valid = responseFor(connection, email);
    const forged = responseFor(connection, `ceo@${domain}`, { signedBy: "nobody" });
    const forgedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(forged)?.[0] ?? "";
    const cases: [string, string, RegExp][] = [
      ["unsigned", responseFor(connection, email, { signedBy: "nobody" }), /not signed/],
      [
        "signed by another key",
        responseFor(connection, email, { signedBy: "other" }),
        /not the identity provider's/,
      ],
      [
        "a signed assertion beside an unsigned one",
        valid.replace(
          "</samlp:Response>",
          `${forgedAssertion.replace(/ID="[^"]+"/, 'ID="_forged"')}</samlp:Response>`,
        ),
        /exactly one assertion/,
      ],
      [
        "an unsigned assertion with the signed one hidden inside it",
        valid.replace(/(<saml:Assertion[\s\S]*<\/saml:Assertion>)/, (signed) =>
          forgedAssertion.replace("</saml:Issuer>", `</saml:Issuer><saml:Advice>${signed}</saml:Advice>`),
        ),
        /exactly one assertion/,
      ],
      [
        "for another audience",
        responseFor(connection, email, { audience: "https://other.example/sp" }),
        /another service/,
      ],
      [
        "expired",
        responseFor(connection, email, { issuedAt: Date.now() - 3_600_000, validForMs: 300_000 }),
        /expired/,
      ],
      [
        "answering a request never made",
        responseFor(connection, email, { inResponseTo: "_never-asked" }),
        /not made/,
      ],
      [
        "with a DOCTYPE and an external entity",
        valid.replace(
          "<samlp:Response",
          '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><samlp:Response',
        ),
        /document type/,
      ],
      [
        "issued by another provider",
        responseFor(connection, email, { issuer: "https://other-idp.example" }),
        /another identity provider/,
      ],
      ["not XML", "<samlp:Response", /does not parse/],
    ];
    const before = await sessionCount();
    for (const [name, xml, reason] of cases) {
      const { answer, person } = await postToAcs(connection, xml);
      expect([name, answer.status, answer.headers.get("Location")]).toEqual([
        name,
        303,
        "/sign-in/sso?error=sign_in_refused",
      ]);
      expect([name, person.cookies.has("qr.session_token")]).toEqual([name, false]);
      expect([
        name,
        stack.workerLogs().some((line) => line.includes("saml sign-in refused") && reason.test(line)),
      ]).toEqual([name, true]);
    }
    expect(await sessionCount()).toBe(before);
    const { rows } = await stack.sql.query("select 1 from users where email = $1", [`ceo@${domain}`]);
    expect(rows).toHaveLength(0);
    // The team's owners see each refusal and why in the audit log.
    const audit = await owner.browser.get<{ data: { details: { reason: string } }[] }>(
      "/api/v1/audit-log?action=account.sign_in_failed&limit=100",
    );
    expect(audit.body.data.map((entry) => entry.details.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not the identity provider's/),
        expect.stringMatching(/document type/),
      ]),
    );
    expect(audit.body.data).toHaveLength(cases.length);
  });

  it("signs in once with an assertion: a replayed response is refused", async () => {
    const { domain, connection } = await samlTeam();
    const response = responseFor(connection, `replay@${domain}`);
    expect((await postToAcs(connection, response)).answer.status).toBe(303);
    const before = await sessionCount();
    const again = await postToAcs(connection, response);
    expect(again.answer.headers.get("Location")).toBe("/sign-in/sso?error=sign_in_refused");
    expect(again.person.cookies.has("qr.session_token")).toBe(false);
    expect(await sessionCount()).toBe(before);
  });

  it("answers each request once, and refuses an address outside the team's domain", async () => {
    const { domain, connection } = await samlTeam();
    const person = browser(stack);
    const start = await person.get(new URL(connection.service_provider.sign_in_url).pathname);
    const requestId = /ID="([^"]+)"/.exec(
      (await import("node:zlib"))
        .inflateRawSync(
          Buffer.from(
            new URL(start.headers.get("Location") ?? "").searchParams.get("SAMLRequest") ?? "",
            "base64",
          ),
        )
        .toString(),
    )?.[1];
    const outside = await postToAcs(
      connection,
      responseFor(connection, "ada@elsewhere.example", { inResponseTo: requestId }),
    );
    expect(outside.answer.headers.get("Location")).toBe("/sign-in/sso?error=email_outside_domain");
    const first = await postToAcs(
      connection,
      responseFor(connection, `ada@${domain}`, { inResponseTo: requestId }),
    );
    expect(first.answer.status).toBe(303);
    expect(first.answer.headers.get("Location")).toBe("/");
    const second = await postToAcs(
      connection,
      responseFor(connection, `ada@${domain}`, { inResponseTo: requestId }),
    );
    expect(second.answer.headers.get("Location")).toBe("/sign-in/sso?error=sign_in_refused");
  });

  it("enforced, refuses the domain's people a password sign-in with a clear word, and lets them in through SAML", async () => {
    const { owner, teamId, domain, connection } = await samlTeam();
    const person = await signedUpPerson(stack, { email: `linus@${domain}` });
    const enforced = await owner.browser.request<Connection & { enforced: boolean }>(
      "PUT",
      `/api/v1/teams/${teamId}/sso`,
      {
        body: { protocol: "saml", metadata_url: idp.saml.metadataUrl, email_domain: domain, enforced: true },
      },
    );
    expect(enforced.body.enforced).toBe(true);
    expect(enforced.body.verified_at).not.toBeNull();
    const refused = await browser(stack).post<ProblemBody>("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "sso_required", detail: expect.stringContaining(domain) });
    // Every other way in is refused where the account library makes the session: here, an emailed link.
    const newcomer = browser(stack);
    const address = `newcomer@${domain}`;
    await newcomer.post("/api/auth/sign-up/email", {
      email: address,
      password: "a long passphrase 42",
      name: "New",
    });
    const link = new URL(linkIn(await mailFor(stack, address, /verify/i)));
    const verified = await newcomer.get(link.pathname + link.search);
    expect(verified.status).toBeGreaterThanOrEqual(300);
    expect(newcomer.cookies.has("qr.session_token")).toBe(false);
    const through = await postToAcs(connection, responseFor(connection, person.email));
    expect(through.answer.status).toBe(303);
    expect((await through.person.get("/api/v1/teams")).status).toBe(200);
  });

  it("refuses metadata it cannot use, and a connection asked for by halves, storing nothing", async () => {
    const owner = await signedUpPerson(stack);
    const teamId =
      (await owner.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    const put = (body: Record<string, unknown>) =>
      owner.browser.request<ProblemBody>("PUT", `/api/v1/teams/${teamId}/sso`, {
        body: { protocol: "saml", email_domain: "halves.example", ...body },
      });
    const entity = idp.saml.metadataXml;
    const cases: [Record<string, unknown>, number, string][] = [
      [
        {
          metadata_xml: entity.replace(
            "<md:EntityDescriptor",
            '<!DOCTYPE x [<!ENTITY e "e">]><md:EntityDescriptor',
          ),
        },
        422,
        "sso_metadata_unusable",
      ],
      [
        { metadata_xml: entity.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, "") },
        422,
        "sso_metadata_unusable",
      ],
      [{ metadata_xml: "<not-metadata/>" }, 422, "sso_metadata_unusable"],
      [{ metadata_xml: entity, metadata_url: idp.saml.metadataUrl }, 422, "validation_failed"],
      [{}, 422, "validation_failed"],
      [{ metadata_xml: entity, client_secret: "x" }, 422, "validation_failed"],
      [{ metadata_url: "http://127.0.0.1:5432/metadata" }, 422, "validation_failed"],
      [
        { metadata_xml: entity.replace(SAML_KEYS.idp.cert.split("\n")[1] ?? "", "not base64!") },
        422,
        "sso_metadata_unusable",
      ],
    ];
    for (const [body, status, code] of cases) {
      const answer = await put(body);
      expect([JSON.stringify(body).slice(0, 60), answer.status, answer.body.code]).toEqual([
        JSON.stringify(body).slice(0, 60),
        status,
        code,
      ]);
    }
    const { rows } = await stack.sql.query("select 1 from sso_connections where team_id = $1", [teamId]);
    expect(rows).toHaveLength(0);
    // From an upload, the same provider as from its URL.
    const uploaded = await put({ metadata_xml: entity });
    expect(uploaded.status).toBe(200);
  });
});
