// Branded domains through the API, against the local DNS and Cloudflare stand-ins: a claim's records, what
// verification finds in plain words, one owner per hostname, certificates, codes on a domain (short URL, KV
// key, slugs per domain), default, archive and delete, claims that expire, and every hostile hostname refused.
import { redirectKey } from "@qr/core/redirect-record";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { decodeSvg } from "@qr/local/decode-qr";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progressDomain } from "../src/codes/domains/domain-progress.ts";
import {
  type ApiClient,
  apiClient,
  type DomainBody,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
  verifiedDomain,
} from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let hostnames = 0;

/** A hostname no test has used yet. */
const fresh = (label = "go") => `${label}-${hostnames++}.brand.localhost`;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Brand");
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

const add = (hostname: string, client = api) =>
  client.post<DomainBody & ProblemBody>("/api/v1/domains", { hostname });
const verify = (id: string, client = api) =>
  client.post<DomainBody & ProblemBody>(`/api/v1/domains/${id}/verify`, undefined);
const scanPort = () => new URL(stack.redirectUrl).port;

describe("adding a domain", () => {
  it("answers the records to create: a TXT record unique to the claim and a CNAME to the scan host", async () => {
    const hostname = fresh();
    const first = await add(hostname);
    expect(first.status).toBe(201);
    expect(first.headers.get("Location")).toBe(`/api/v1/domains/${first.body.id}`);
    expect(first.body).toMatchObject({
      hostname,
      status: "pending",
      is_default: false,
      certificate: { status: "not_requested" },
      codes: 0,
      checked_at: null,
    });
    const [ownership, routing] = first.body.records;
    expect(ownership).toMatchObject({ type: "TXT", name: `_qr-verify.${hostname}`, status: "unchecked" });
    expect(ownership?.value).toMatch(/^qr-verify=[A-Za-z0-9]{32}$/);
    expect(routing).toMatchObject({ type: "CNAME", name: hostname, value: "localhost", purpose: "routing" });
    const other = await add(hostname, apiClient(stack, (await seedTeam(stack)).adminKey));
    expect(other.status).toBe(201);
    expect(other.body.records[0]?.value).not.toBe(ownership?.value);
    expect((await add(hostname)).body.code).toBe("domain_exists");
  });

  it("offers A records at what looks like a zone apex", async () => {
    const { body } = await add(`apex${hostnames++}.localhost`);
    expect(body.records.map((record) => [record.type, record.value])).toEqual([
      ["TXT", expect.stringMatching(/^qr-verify=/)],
      ["A", "127.0.0.1"],
    ]);
  });

  it("keeps one spelling: lower case, punycode, no trailing dot", async () => {
    expect((await add(`  Shop-${hostnames}.Brand.LOCALHOST.  `)).body.hostname).toBe(
      `shop-${hostnames++}.brand.localhost`,
    );
    // A homograph (Cyrillic а) is stored and shown as what it is.
    expect((await add(`аpple${hostnames++}.com`)).body.hostname).toMatch(/^xn--pple\d+-[a-z0-9]+\.com$/);
    expect((await add(`bücher${hostnames++}.de`)).body.hostname).toMatch(/^xn--bcher\d+-[a-z0-9]+\.de$/);
  });

  it("refuses every hostname that cannot be claimed with a 422 naming `hostname`, storing nothing", async () => {
    const before = (await stack.sql.query("select count(*)::int as n from domains")).rows[0].n;
    const hostile = [
      "",
      "localhost",
      "com",
      "127.0.0.1",
      "0x7f000001",
      "[::1]",
      "::1",
      "*.brand.com",
      "go.brand.com:8443",
      "https://go.brand.com/",
      "go.brand.com/menu",
      "user@go.brand.com",
      "go%2ebrand.com",
      "go brand.com",
      "-go.brand.com",
      "go-.brand.com",
      "go..brand.com",
      "go_shop.brand.com",
      "xn--zz.brand.com",
      `${"a".repeat(64)}.com`,
      `${"a.".repeat(130)}com`,
      "x".repeat(10_000),
      "go.brand.com\u0000",
      "go.\u202ebrand.com",
      "go.brand.123",
    ];
    for (const hostname of hostile) {
      const response = await add(hostname);
      expect(response.status, hostname.slice(0, 40)).toBe(422);
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors?.[0]?.path).toBe("hostname");
    }
    const surrogate = await api.request<ProblemBody>("POST", "/api/v1/domains", {
      raw: '{"hostname":"go.\\ud800.com"}',
      headers: { "Content-Type": "application/json" },
    });
    expect(surrogate.status).toBe(422);
    expect((await api.post<ProblemBody>("/api/v1/domains", { hostname: 5 })).status).toBe(422);
    expect((await api.post<ProblemBody>("/api/v1/domains", { hostname: "a.com", extra: 1 })).status).toBe(
      422,
    );
    expect((await stack.sql.query("select count(*)::int as n from domains")).rows[0].n).toBe(before);
  });

  it("refuses the service's own hosts", async () => {
    expect((await add("localhost")).status).toBe(422);
  });
});

describe("verifying a domain", () => {
  it("says record by record what DNS holds, in plain words, until both records are right", async () => {
    const hostname = fresh();
    const { body: domain } = await add(hostname);
    const [txt, cname] = domain.records;
    const nothing = await verify(domain.id);
    expect(nothing.status).toBe(200);
    expect(nothing.body.status).toBe("pending");
    expect(nothing.body.records[0]).toMatchObject({
      status: "problem",
      problem: `TXT record not found at _qr-verify.${hostname}`,
    });
    expect(nothing.body.records[1]?.problem).toBe(
      `No CNAME record at ${hostname}: add one pointing at localhost`,
    );
    expect(nothing.body.checked_at).not.toBeNull();

    stack.dns.publish({ type: "TXT", name: `_qr-verify.${hostname}`, value: "qr-verify=someone-else" });
    stack.dns.publish({ type: "CNAME", name: hostname, value: "elsewhere.example.net" });
    const wrong = await verify(domain.id);
    expect(wrong.body.status).toBe("pending");
    expect(wrong.body.records[0]?.problem).toContain('holds "qr-verify=someone-else"');
    expect(wrong.body.records[0]?.found).toEqual(["qr-verify=someone-else"]);
    expect(wrong.body.records[1]?.problem).toBe(
      `The CNAME of ${hostname} points at elsewhere.example.net, not localhost`,
    );

    stack.dns.unpublish({ type: "CNAME", name: hostname, value: "elsewhere.example.net" });
    stack.dns.publish(txt as DomainBody["records"][number]);
    stack.dns.publish(cname as DomainBody["records"][number]);
    const right = await verify(domain.id);
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ status: "verified", claim_expires_at: null });
    expect(right.body.records.map((record) => record.status)).toEqual(["ok", "ok"]);
    expect(right.body.verified_at).not.toBeNull();
    // The certificate is asked for at once and followed: the stand-in issues it at the next look.
    expect(right.body.certificate.status).toBe("pending");
    expect((await verify(domain.id)).body.certificate).toEqual({ status: "active", detail: null });

    const record = JSON.parse((await (await stack.kv()).get(`domain:${hostname}`)) ?? "null");
    expect(record).toMatchObject({
      v: 1,
      domain_id: domain.id,
      team_id: team.id,
      status: "verified",
      root_url: null,
    });
  });

  it("accepts an apex's A record, and a name whose addresses are the target's", async () => {
    const hostname = `apex${hostnames++}.localhost`;
    const { body } = await add(hostname);
    for (const record of body.records) stack.dns.publish(record);
    expect((await verify(body.id)).body.status).toBe("verified");
  });

  it("verifies on the cron too, as the service itself", async () => {
    const hostname = fresh();
    const { body } = await add(hostname);
    for (const record of body.records) stack.dns.publish(record);
    await stack.sql.query("update domains set next_check_at = now() where id = $1", [body.id]);
    await stack.runCron();
    expect((await api.get<DomainBody>(`/api/v1/domains/${body.id}`)).body.status).toBe("verified");
    const { rows } = await stack.sql.query(
      "select actor_kind, actor_id from team_activity where target_id = $1 and action = 'domain.verified'",
      [body.id],
    );
    expect(rows).toEqual([{ actor_kind: "system", actor_id: "system" }]);
  });

  it("gives a hostname one owner when twenty teams claim and prove it at once", async () => {
    const hostname = fresh("contested");
    const teams = await Promise.all(Array.from({ length: 20 }, () => seedTeam(stack, "Rival")));
    const clients = teams.map((rival) => apiClient(stack, rival.adminKey));
    const claims = await Promise.all(clients.map((client) => add(hostname, client)));
    expect(claims.map((claim) => claim.status)).toEqual(Array(20).fill(201));
    // Each team's token is in DNS (as if each had controlled the zone in turn): only one may win.
    for (const claim of claims) stack.dns.publish(claim.body.records[0] as DomainBody["records"][number]);
    stack.dns.publish({ type: "CNAME", name: hostname, value: "localhost" });
    const outcomes = await Promise.all(claims.map((claim, n) => verify(claim.body.id, clients[n])));
    expect(outcomes.every((outcome) => outcome.status < 500)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused.every((outcome) => outcome.body.code === "domain_taken")).toBe(true);
    const { rows } = await stack.sql.query(
      "select count(*)::int as owners from domains where hostname = $1 and status = 'verified'",
      [hostname],
    );
    expect(rows[0].owners).toBe(1);
  });

  it("lets a claim expire after 7 days; a new claim has a new token", async () => {
    const { body } = await add(fresh());
    await stack.sql.query("update domains set claim_expires_at = now() - interval '1 second' where id = $1", [
      body.id,
    ]);
    await stack.runCron();
    const expired = await api.get<DomainBody>(`/api/v1/domains/${body.id}`);
    expect(expired.body.status).toBe("expired");
    expect((await verify(body.id)).body.code).toBe("domain_claim_expired");
    const again = await add(body.hostname);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: body.id, status: "pending" });
    expect(again.body.records[0]?.value).not.toBe(body.records[0]?.value);
  });

  it("says so when this deployment cannot request certificates", async () => {
    const { body } = await add(fresh());
    for (const record of body.records) stack.dns.publish(record);
    const session = openNodeDatabase(stack.databaseUrl);
    try {
      const [row] = await session.db.select().from(schema.domains).where(eq(schema.domains.id, body.id));
      if (!row) throw new Error("the domain has no row");
      const withoutCloudflare = {
        serviceHosts: ["localhost"],
        cnameTarget: "localhost",
        apexAddresses: [],
        dnsOverHttpsUrl: stack.dns.url,
        cloudflare: undefined,
      };
      const { row: progressed } = await progressDomain(
        { db: session.db, settings: withoutCloudflare, actor: { kind: "system", id: "system" } },
        row,
      );
      expect(progressed).toMatchObject({ status: "verified", certificateStatus: "not_configured" });
    } finally {
      await session.close();
    }
    const shown = await api.get<DomainBody>(`/api/v1/domains/${body.id}`);
    expect(shown.body.certificate.status).toBe("not_configured");
    expect(shown.body.certificate.detail).toContain("cannot request a certificate");
  });
});

describe("codes on a branded domain", () => {
  let domain: DomainBody;

  beforeAll(async () => {
    domain = await verifiedDomain(stack, api, fresh("codes"));
  });

  it("prints the domain in the short URL and keys the KV record by it; slugs are unique per domain", async () => {
    const slug = `menu-${hostnames++}`;
    const branded = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/a",
      slug,
      domain: domain.hostname,
    });
    expect(branded.status).toBe(201);
    expect(branded.body).toMatchObject({
      domain: domain.hostname,
      short_url: `http://${domain.hostname}:${scanPort()}/${slug}`,
    });
    const plain = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/b", slug });
    expect(plain.status).toBe(201);
    expect(plain.body.domain).toBe("localhost");
    expect(
      (
        await api.post<ProblemBody>("/api/v1/qr", {
          url: "https://example.com/c",
          slug,
          domain: domain.hostname,
        })
      ).body.code,
    ).toBe("slug_taken");

    const kv = await stack.kv();
    expect(JSON.parse((await kv.get(redirectKey(domain.hostname, slug))) ?? "null")).toMatchObject({
      qr_id: branded.body.id,
    });
    expect(JSON.parse((await kv.get(redirectKey(null, slug))) ?? "null")).toMatchObject({
      qr_id: plain.body.id,
    });
    // Each host answers its own code.
    expect((await scan(stack, slug, { host: domain.hostname })).headers.get("Location")).toBe(
      "https://example.com/a",
    );
    expect((await scan(stack, slug)).headers.get("Location")).toBe("https://example.com/b");
  });

  it("uses the team's default domain unless the code names another, or null for the service's own", async () => {
    await api.patch(`/api/v1/domains/${domain.id}`, { is_default: true });
    expect((await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })).body.domain).toBe(
      domain.hostname,
    );
    expect(
      (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/", domain: null })).body.domain,
    ).toBe("localhost");
    expect(
      (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/", domain: "localhost" })).body
        .domain,
    ).toBe("localhost");
    const second = await verifiedDomain(stack, api, fresh());
    const made = await api.patch<DomainBody>(`/api/v1/domains/${second.id}`, { is_default: true });
    expect(made.body.is_default).toBe(true);
    expect((await api.get<DomainBody>(`/api/v1/domains/${domain.id}`)).body.is_default).toBe(false);
    await api.patch(`/api/v1/domains/${second.id}`, { is_default: false });
    expect((await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })).body.domain).toBe(
      "localhost",
    );
  });

  it("refuses a domain that is not a verified domain of the team, another team's included", async () => {
    const other = apiClient(stack, (await seedTeam(stack)).adminKey);
    const theirs = await verifiedDomain(stack, other, fresh("theirs"));
    const { body: pending } = await add(fresh());
    for (const named of [theirs.hostname, pending.hostname, "nobody.example.com", "not a host"]) {
      const response = await api.post<ProblemBody>("/api/v1/qr", {
        url: "https://example.com/",
        domain: named,
      });
      expect(response.status, named).toBe(422);
      expect(response.body.errors?.[0]?.path).toBe("domain");
    }
    expect((await api.get<ProblemBody>(`/api/v1/domains/${theirs.id}`)).status).toBe(404);
    expect((await api.patch<ProblemBody>(`/api/v1/domains/${theirs.id}`, { archived: true })).status).toBe(
      404,
    );
    expect((await api.delete<ProblemBody>(`/api/v1/domains/${theirs.id}`)).status).toBe(404);
    expect((await verify(theirs.id)).status).toBe(404);
  });

  it("lists the codes of a domain, and bulk-creates on it (a CSV column too)", async () => {
    const listed = await api.get<{ data: QrCodeBody[] }>(`/api/v1/qr?domain=${domain.hostname}&limit=100`);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.every((code) => code.domain === domain.hostname)).toBe(true);
    const bulk = await api.post<{
      results: { status: string; code?: QrCodeBody; errors?: { path: string }[] }[];
    }>("/api/v1/qr/bulk", {
      mode: "partial",
      codes: [
        { url: "https://example.com/1", domain: domain.hostname },
        { url: "https://example.com/2", domain: null },
        { url: "https://example.com/3", domain: "nobody.example.com" },
      ],
    });
    expect(bulk.body.results.map((result) => result.code?.domain ?? result.errors?.[0]?.path)).toEqual([
      domain.hostname,
      "localhost",
      "codes.2.domain",
    ]);
    const csv = await api.request<{ results: { code?: QrCodeBody }[] }>("POST", "/api/v1/qr/bulk", {
      raw: `url,domain\nhttps://example.com/csv,${domain.hostname}\n`,
      headers: { "Content-Type": "text/csv" },
    });
    expect(csv.body.results[0]?.code?.short_url).toContain(`//${domain.hostname}:`);
  });

  it("prints the branded URL in the code's image and in exports, PDF labels included", async () => {
    const code = (
      await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/print", domain: domain.hostname })
    ).body;
    const svg = await api.get<string>(`/api/v1/qr/${code.id}/image`);
    expect(await decodeSvg(svg.body)).toBe(code.short_url);
    const made = await api.post<{ id: string }>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [code.id] },
      files: "svg",
      size: 256,
    });
    const job = await eventually(async () => {
      const current = await api.get<{ status: string; file_url: string }>(`/api/v1/exports/${made.body.id}`);
      return current.body.status === "succeeded" ? current.body : undefined;
    }, 60_000);
    const zip = new Uint8Array(
      await (
        await fetch(`${stack.apiUrl}${job.file_url}`, {
          headers: { Authorization: `Bearer ${team.adminKey}` },
        })
      ).arrayBuffer(),
    );
    const files = unzipSync(zip);
    expect(new TextDecoder().decode(files["index.csv"])).toContain(code.short_url);
    expect(await decodeSvg(new TextDecoder().decode(files[`${code.slug}.svg`]))).toBe(code.short_url);
  });

  it("counts a domain's live codes, refuses to delete it while any is live, and archives it instead", async () => {
    const target = await verifiedDomain(stack, api, fresh("archive"));
    const code = (
      await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/kept", domain: target.hostname })
    ).body;
    expect((await api.get<DomainBody>(`/api/v1/domains/${target.id}`)).body.codes).toBe(1);
    const refused = await api.delete<ProblemBody>(`/api/v1/domains/${target.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "domain_in_use",
      detail: expect.stringContaining("1 code prints"),
    });

    const archived = await api.patch<DomainBody>(`/api/v1/domains/${target.id}`, { archived: true });
    expect(archived.body).toMatchObject({ status: "archived", is_default: false });
    expect((await scan(stack, code.slug, { host: target.hostname })).status).toBe(302);
    expect(
      (await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/", domain: target.hostname }))
        .status,
    ).toBe(422);
    expect(
      (await api.patch<ProblemBody>(`/api/v1/domains/${target.id}`, { is_default: true })).body.code,
    ).toBe("domain_not_verified");
    expect(
      (await api.patch<DomainBody>(`/api/v1/domains/${target.id}`, { archived: false })).body.status,
    ).toBe("verified");

    expect((await api.delete(`/api/v1/qr/${code.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/domains/${target.id}`)).status).toBe(204);
    expect((await api.get<ProblemBody>(`/api/v1/domains/${target.id}`)).body.code).toBe("domain_not_found");
    expect(await (await stack.kv()).get(`domain:${target.hostname}`)).toBeNull();
    expect((await scan(stack, code.slug, { host: target.hostname })).status).toBe(404);

    // Claimed again, by another team: the deleted code's slug stays taken, never reaching the new owner's codes.
    const next = apiClient(stack, (await seedTeam(stack)).adminKey);
    const reclaimed = await verifiedDomain(stack, next, target.hostname);
    expect(reclaimed.status).toBe("verified");
    const reused = await next.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/",
      slug: code.slug,
      domain: target.hostname,
    });
    expect(reused.body.code).toBe("slug_taken");
    const { rows } = await stack.sql.query("select count(*)::int as n from domains where id = $1", [
      target.id,
    ]);
    expect(rows[0].n).toBe(0); // the removed row is gone once its edge record and certificate are
  });

  it("has the cron write again a record an older write replaced after its confirmation", async () => {
    const target = await verifiedDomain(stack, api, fresh("readback"));
    const key = `domain:${target.hostname}`;
    const kv = await stack.kv();
    const older = await eventually(async () => (await kv.get(key)) ?? undefined);
    await api.patch(`/api/v1/domains/${target.id}`, { root_url: "https://brand.example.com/home" });
    const newest = await eventually(async () => {
      const { rows } = await stack.sql.query("select version, kv_synced_version from domains where id = $1", [
        target.id,
      ]);
      const record = JSON.parse((await kv.get(key)) ?? "null");
      return rows[0].kv_synced_version === rows[0].version && record?.version === Number(rows[0].version)
        ? record
        : undefined;
    });
    expect(newest.root_url).toBe("https://brand.example.com/home");
    // A slower writer's older record lands after the confirmation; the cron finds it a minute later.
    await kv.put(key, older);
    await stack.sql.query("update domains set kv_synced_at = now() - interval '90 seconds' where id = $1", [
      target.id,
    ]);
    await stack.runCron();
    expect(JSON.parse((await kv.get(key)) ?? "null")).toEqual(newest);
  });

  it("sets and clears the root and not-found answers, refusing a loop or a bad URL", async () => {
    const target = await verifiedDomain(stack, api, fresh("site"));
    const set = await api.patch<DomainBody>(`/api/v1/domains/${target.id}`, {
      root_url: "https://brand.example.com/",
      not_found_url: "https://brand.example.com/missing",
    });
    expect(set.body).toMatchObject({
      root_url: "https://brand.example.com/",
      not_found_url: "https://brand.example.com/missing",
    });
    for (const bad of [
      `https://${target.hostname}/x`,
      "javascript:alert(1)",
      "http://127.0.0.1/",
      "x".repeat(3000),
    ]) {
      const response = await api.patch<ProblemBody>(`/api/v1/domains/${target.id}`, { root_url: bad });
      expect(response.status, bad.slice(0, 30)).toBe(422);
    }
    expect(
      (await api.patch<DomainBody>(`/api/v1/domains/${target.id}`, { root_url: null })).body.root_url,
    ).toBeNull();
    expect((await api.patch<ProblemBody>(`/api/v1/domains/${target.id}`, {})).status).toBe(422);
  });

  it("records every domain event in the activity log", async () => {
    const { rows } = await stack.sql.query(
      "select distinct action from team_activity where team_id = $1 and action like 'domain.%' order by action",
      [team.id],
    );
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "domain.added",
        "domain.archived",
        "domain.made_default",
        "domain.removed",
        "domain.unarchived",
        "domain.updated",
        "domain.verified",
      ]),
    );
  });
});

describe("who may manage domains", () => {
  it("lets team:admin manage them and anyone who reads codes list them", async () => {
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read", "qr:write"] }));
    expect((await reader.get("/api/v1/domains")).status).toBe(200);
    expect((await reader.post<ProblemBody>("/api/v1/domains", { hostname: fresh() })).body.code).toBe(
      "permission_missing",
    );
  });

  it("releases a deleted team's domains: its record leaves the edge and another team may verify the hostname", async () => {
    const leaving = await seedTeam(stack, "Leaving");
    const client = apiClient(stack, leaving.adminKey);
    const domain = await verifiedDomain(stack, client, fresh("leaving"));
    const teamId = leaving.id;
    const session = openNodeDatabase(stack.databaseUrl);
    try {
      const { deleteTeam } = await import("../src/access/teams/delete-team.ts");
      await deleteTeam(session.db, teamId, { kind: "system", id: "system" });
    } finally {
      await session.close();
    }
    await stack.runCron();
    expect(await (await stack.kv()).get(`domain:${domain.hostname}`)).toBeNull();
    const next = await verifiedDomain(
      stack,
      apiClient(stack, (await seedTeam(stack)).adminKey),
      domain.hostname,
    );
    expect(next.status).toBe("verified");
  });
});
