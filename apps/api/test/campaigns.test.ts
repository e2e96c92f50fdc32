// Campaigns end to end on the real stack: A/B splits decided at the edge (sticky per scanner, the weights' shares
// over 3,000 scanners) with their results, conversions reported through the scan id the redirect
// carried (idempotent, the team's own scans only, within 90 days), UTM parameters on every destination, the
// per-scanner limit, and app links served on a verified branded domain. The visitor hash's key and the day are
// fixed, but the code's id (which the split mixes in) is drawn by the stack, so who lands where differs between
// runs: shares are held to a fair draw's bound here, and to the weights over fixed inputs in
// apps/redirect/test/split-bucket.test.ts.
import { atTime, eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
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
let other: ApiClient;
const DAY = Date.parse("2026-11-20T10:00:00Z");

beforeAll(async () => {
  stack = await startTestStack({ visitorHashSecret: "campaigns-test-visitor-secret" });
  team = await seedTeam(stack, "Campaigns");
  api = apiClient(stack, team.adminKey);
  other = apiClient(stack, (await seedTeam(stack, "Other campaigns")).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

const made = async (body: Record<string, unknown>, client = api) => {
  const answer = await client.post<QrCodeBody | ProblemBody>("/api/v1/qr", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as QrCodeBody;
};
const pathsOf = (body: unknown) => ((body as ProblemBody).errors ?? []).map((error) => error.path);
/** Runs `work(0 … count-1)`, at most `limit` at a time. */
async function inTurns(count: number, limit: number, work: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** The nth scanner of a test: its own address, one phone model, the fixed day. */
const scanner = (n: number, at = DAY) => ({ ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, at });

interface AbResults {
  since_version: number | null;
  splits: {
    answered_by: string;
    running: boolean;
    variants: {
      variant: number;
      url: string | null;
      scans: number;
      unique_scanners: number;
      conversions: number;
      converted_scans: number;
      conversion_rate: number;
      interval: { low: number; high: number };
      value: { currency: string; value: number }[];
      against_first: { p_value: number; significant: boolean } | null;
    }[];
  }[];
}

describe("A/B splits", () => {
  it("splits 3,000 scanners by the weights, keeps each on its variant, and judges conversions", {
    timeout: 300_000,
  }, async () => {
    const variants = [
      { url: "https://shop.example/a", weight: 50 },
      { url: "https://shop.example/b", weight: 30 },
      { url: "https://shop.example/c", weight: 20 },
    ];
    const code = await made({ url: "https://shop.example/", variants, track_conversions: true });
    expect(code.variants).toEqual(variants);
    expect(code.track_conversions).toBe(true);

    // 3,000 scanners, eight at a time (the order does not matter: each lands by its own hash).
    const landed: { variant: number; sid: string }[] = new Array(3000);
    await inTurns(3000, 8, async (n) => {
      const response = await scan(stack, code.slug, scanner(n));
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("Location") ?? "");
      const variant = variants.findIndex((v) => v.url === `${location.origin}${location.pathname}`);
      expect(variant).toBeGreaterThanOrEqual(0);
      landed[n] = { variant, sid: location.searchParams.get("qr_sid") ?? "" };
    });
    const shares = [0, 1, 2].map((v) => (100 * landed.filter((l) => l.variant === v).length) / 3000);
    // A fair draw of 3,000 strays from a weight p by sqrt(p(1-p)/3000) (0.9 points at 50%); five of those would
    // be missed by chance about once in a million runs.
    shares.forEach((share, v) => {
      const p = (variants[v]?.weight ?? 0) / 100;
      expect(Math.abs(share / 100 - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / 3000));
    });
    // Sticky: the same phone, later that day, lands where it did.
    for (const n of [0, 1, 2, 500, 2999]) {
      const again = await scan(stack, code.slug, scanner(n, DAY + 3 * 3600_000));
      expect(new URL(again.headers.get("Location") ?? "").pathname).toBe(
        new URL(variants[landed[n]?.variant ?? 0]?.url ?? "").pathname,
      );
    }

    // Conversions on a third of variant b's scans; none on a's or c's.
    const converting = landed.filter((l) => l.variant === 1).filter((_, i) => i % 3 === 0);
    await inTurns(converting.length, 8, async (i) => {
      const reported = await api.post(
        "/api/v1/conversions",
        { scan_id: converting[i]?.sid, name: "signup", external_id: `signup-${i}` },
        { headers: atTime(DAY + 3600_000) },
      );
      expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    });

    const results = await eventually(async () => {
      const answer = await api.get<AbResults>(`/api/v1/qr/${code.id}/ab-results`);
      const split = answer.body.splits[0];
      const total = split?.variants.reduce((sum, v) => sum + v.scans, 0);
      return total === 3005 ? answer.body : undefined;
    });
    const [split] = results.splits;
    expect(split?.answered_by).toBe("default");
    expect(split?.running).toBe(true);
    const [a, b, c] = split?.variants ?? [];
    expect(a?.conversions).toBe(0);
    expect(b?.converted_scans).toBe(converting.length);
    expect(b?.conversion_rate).toBeGreaterThan(0.3);
    expect(b?.interval.low).toBeLessThan(b?.conversion_rate ?? 0);
    expect(b?.interval.high).toBeGreaterThan(b?.conversion_rate ?? 1);
    expect(b?.against_first?.significant).toBe(true);
    expect(b?.against_first?.p_value).toBeLessThan(0.001);
    expect(c?.against_first?.significant).toBe(false);
    // Every scanner has its own address; the sticky scans above were scanners already counted.
    expect(a?.unique_scanners).toBe(landed.filter((l) => l.variant === 0).length);

    // Ending the test keeps one variant: scans go there, the results stay readable.
    const ended = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { keep_variant: 1 });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.url).toBe("https://shop.example/b");
    expect(ended.body.variants).toBeNull();
    const after = await scan(stack, code.slug, scanner(0));
    expect(new URL(after.headers.get("Location") ?? "").pathname).toBe("/b");
    const kept = await api.get<AbResults>(`/api/v1/qr/${code.id}/ab-results`);
    expect(kept.body.splits[0]?.running).toBe(false);
    expect(kept.body.splits[0]?.variants[1]?.converted_scans).toBe(converting.length);
  });

  it("adds a variant's conversion values per currency, a scan converted in two currencies included", async () => {
    const code = await made({
      url: "https://shop.example/",
      variants: [
        { url: "https://shop.example/a", weight: 50 },
        { url: "https://shop.example/b", weight: 50 },
      ],
      track_conversions: true,
    });
    const landed = await scan(stack, code.slug, scanner(9_000));
    const location = new URL(landed.headers.get("Location") ?? "");
    const variant = location.pathname === "/a" ? 0 : 1;
    const sid = location.searchParams.get("qr_sid");
    for (const [order, value, currency] of [
      ["order-eur-1", 10, "EUR"],
      ["order-usd", 20, "USD"],
      ["order-eur-2", 5.5, "EUR"],
    ] as const) {
      const body = { scan_id: sid, name: "sale", value, currency, external_id: order };
      const reported = await api.post("/api/v1/conversions", body, { headers: atTime(DAY + 60_000) });
      expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    }
    const counted = await eventually(async () => {
      const answer = await api.get<AbResults>(`/api/v1/qr/${code.id}/ab-results`);
      const result = answer.body.splits[0]?.variants[variant];
      return result?.scans === 1 ? result : undefined;
    });
    expect(counted).toMatchObject({
      conversions: 3,
      converted_scans: 1,
      value: [
        { currency: "EUR", value: 15.5 },
        { currency: "USD", value: 20 },
      ],
    });
  });

  it("refuses splits that cannot be: weights past 100 or not summing to it, one variant, a page code's", async () => {
    const refused = async (body: Record<string, unknown>, path: string) => {
      const answer = await api.post<ProblemBody>("/api/v1/qr", body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.code).toBe("validation_failed");
      expect(pathsOf(answer.body).join(" ")).toContain(path);
    };
    const url = "https://shop.example/";
    await refused(
      {
        url,
        variants: [
          { url, weight: 101 },
          { url, weight: -1 },
        ],
      },
      "variants.0.weight",
    );
    await refused(
      {
        url,
        variants: [
          { url, weight: 60 },
          { url, weight: 60 },
        ],
      },
      "variants",
    );
    await refused({ url, variants: [{ url, weight: 100 }] }, "variants");
    await refused({ url, variants: Array.from({ length: 6 }, () => ({ url, weight: 10 })) }, "variants");
    await refused(
      {
        url,
        variants: [
          { url: "javascript:alert(1)", weight: 50 },
          { url, weight: 50 },
        ],
      },
      "variants.0.url",
    );
    await refused(
      {
        type: "vcard",
        content: { first_name: "Ada" },
        variants: [
          { url, weight: 50 },
          { url, weight: 50 },
        ],
      },
      "variants",
    );
    const code = await made({ url });
    const keep = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { keep_variant: 0 });
    expect(keep.status).toBe(422);
    expect(pathsOf(keep.body)).toEqual(["keep_variant"]);
  });

  it("splits a rule's scans by its own variants", async () => {
    const code = await made({
      url: "https://shop.example/",
      rules: [
        {
          id: "germany",
          url: "https://shop.example/de",
          variants: [
            { url: "https://shop.example/de-a", weight: 50 },
            { url: "https://shop.example/de-b", weight: 50 },
          ],
          when: { countries: ["DE"] },
        },
      ],
    });
    const seen = new Set<string>();
    for (let n = 0; n < 40; n++) {
      const response = await scan(stack, code.slug, { ...scanner(n), country: "DE" });
      seen.add(new URL(response.headers.get("Location") ?? "").pathname);
    }
    expect([...seen].sort()).toEqual(["/de-a", "/de-b"]);
    const french = await scan(stack, code.slug, scanner(1));
    expect(new URL(french.headers.get("Location") ?? "").pathname).toBe("/");
    const results = await eventually(async () => {
      const answer = await api.get<AbResults>(`/api/v1/qr/${code.id}/ab-results`);
      const scans = answer.body.splits[0]?.variants.reduce((sum, v) => sum + v.scans, 0);
      return scans === 40 ? answer.body : undefined;
    });
    expect(results.splits.map((s) => s.answered_by)).toEqual(["germany"]);
  });
});

describe("conversions", () => {
  it("refuses a made-up, altered, foreign, expired or untracked scan id, and counts a replay once", async () => {
    const code = await made({ url: "https://shop.example/checkout", track_conversions: true });
    const response = await scan(stack, code.slug, scanner(7));
    const sid = new URL(response.headers.get("Location") ?? "").searchParams.get("qr_sid") ?? "";
    expect(sid).toMatch(/^qr_[0-9a-z]{26}\.[0-9a-f]{32}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    const clock = (at: number) => ({ headers: atTime(at) });

    const refusedSid = async (scanId: string, client = api, at = DAY + 60_000) => {
      const answer = await client.post<ProblemBody>(
        "/api/v1/conversions",
        { scan_id: scanId, name: "sale" },
        clock(at),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(pathsOf(answer.body)).toEqual(["scan_id"]);
      return answer.body;
    };
    await refusedSid("not-a-scan-id");
    await refusedSid(`${sid.slice(0, -1)}${sid.endsWith("A") ? "B" : "A"}`);
    const [qrId, uuid, at, mac] = sid.split(".");
    await refusedSid(`${qrId}.${uuid}.${(Number.parseInt(at ?? "0", 36) + 1).toString(36)}.${mac}`);
    await refusedSid(sid, other); // another team's scan
    const late = await refusedSid(sid, api, DAY + 91 * 86_400_000);
    expect(late.errors?.[0]?.message).toContain("90 days");

    const body = { scan_id: sid, name: "sale", value: 42.5, currency: "EUR", external_id: "order-1" };
    const first = await api.post<{ id: string; value: number; qr_id: string }>(
      "/api/v1/conversions",
      body,
      clock(DAY + 60_000),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      qr_id: code.id,
      value: 42.5,
      currency: "EUR",
      external_id: "order-1",
    });
    const replay = await api.post<{ id: string }>("/api/v1/conversions", body, clock(DAY + 120_000));
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(first.body.id);
    const changed = await api.post<ProblemBody>(
      "/api/v1/conversions",
      { ...body, value: 1 },
      clock(DAY + 120_000),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe("conversion_conflict");
    // Without an external id, a scan counts once per name.
    const signup = { scan_id: sid, name: "signup" };
    expect((await api.post("/api/v1/conversions", signup, clock(DAY + 60_000))).status).toBe(201);
    expect((await api.post("/api/v1/conversions", signup, clock(DAY + 60_000))).status).toBe(200);

    // The code's analytics count them, with their value per currency.
    const analytics = await api.get<{ analytics: { conversions: unknown } }>(
      `/api/v1/qr/${code.id}/analytics?from=2026-11-01`,
    );
    expect(analytics.body.analytics.conversions).toEqual({
      total: 2,
      value: [{ currency: "EUR", value: 42.5 }],
    });

    // Untracked codes carry no scan id.
    const plain = await made({ url: "https://shop.example/plain" });
    const untracked = await scan(stack, plain.slug, scanner(8));
    expect(untracked.headers.get("Location")).toBe("https://shop.example/plain");

    const events = await eventually(async () => {
      const seen: { type: string; data: { id: string; qr_id: string; value: number | null } }[] = [];
      let cursor = "";
      do {
        const page = await api.get<{ data: typeof seen; next_cursor: string | null }>(
          `/api/v1/events?type=conversion.created&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
        );
        seen.push(...page.body.data);
        cursor = page.body.next_cursor ?? "";
      } while (cursor);
      return seen.some((event) => event.data.id === first.body.id) ? seen : undefined;
    });
    expect(events.find((event) => event.data.id === first.body.id)?.data).toMatchObject({
      qr_id: code.id,
      value: 42.5,
    });
  });

  it("sends conversion.created to an endpoint filtered to the code, and only that code's", async () => {
    const watched = await made({ url: "https://shop.example/watched", track_conversions: true });
    const unwatched = await made({ url: "https://shop.example/unwatched", track_conversions: true });
    const endpoint = await api.post("/api/v1/webhooks", {
      url: stack.webhookInbox.url("conversions"),
      events: ["conversion.created"],
      filter: { code_ids: [watched.id] },
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    for (const [code, n] of [
      [unwatched, 80],
      [watched, 81],
    ] as const) {
      const response = await scan(stack, code.slug, scanner(n));
      const sid = new URL(response.headers.get("Location") ?? "").searchParams.get("qr_sid");
      const reported = await api.post(
        "/api/v1/conversions",
        { scan_id: sid, name: "lead" },
        { headers: atTime(DAY) },
      );
      expect(reported.status).toBe(201);
    }
    const delivered = await eventually(async () => {
      const deliveries = stack.webhookInbox.deliveries("conversions");
      return deliveries.length > 0 ? deliveries : undefined;
    });
    const sent = delivered.map(
      (delivery) => JSON.parse(delivery.body) as { type: string; data: { qr_id: string } },
    );
    expect(sent.map((event) => [event.type, event.data.qr_id])).toEqual([["conversion.created", watched.id]]);
  });

  it("stores one conversion for 20 identical reports at once, and refuses a NUL in its name", async () => {
    const code = await made({ url: "https://shop.example/parallel", track_conversions: true });
    const response = await scan(stack, code.slug, scanner(90));
    const sid = new URL(response.headers.get("Location") ?? "").searchParams.get("qr_sid");
    const body = {
      scan_id: sid,
      name: "purchase",
      value: 10,
      currency: "EUR",
      external_id: "order-parallel",
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post<{ id: string }>("/api/v1/conversions", body, { headers: atTime(DAY) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 19 }, () => 200),
      201,
    ]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const stored = await stack.sql.query(
      "select count(*)::int as n from conversions where external_id = $1",
      ["order-parallel"],
    );
    expect(stored.rows[0].n).toBe(1);
    const nul = await api.post<ProblemBody>(
      "/api/v1/conversions",
      { ...body, name: "a\u0000b", external_id: "order-nul" },
      { headers: atTime(DAY) },
    );
    expect(nul.status).toBe(422);
    expect(pathsOf(nul.body)).toEqual(["name"]);
    // Sums are per currency: a code that is no money would make one nobody can read.
    for (const currency of ["QQQ", "XXX", "XTS", "XAU", "eur"]) {
      const made = await api.post<ProblemBody>(
        "/api/v1/conversions",
        { ...body, currency, external_id: `order-${currency}` },
        { headers: atTime(DAY) },
      );
      expect(made.status, currency).toBe(422);
      expect(pathsOf(made.body)).toEqual(["currency"]);
    }
    const huge = await api.post<ProblemBody>("/api/v1/conversions", {
      ...body,
      external_id: "x".repeat(100_000),
    });
    expect([413, 422]).toContain(huge.status);
  });

  it("needs conversions:write, which a read-only key lacks, and takes no bad fields", async () => {
    const readOnly = apiClient(
      stack,
      await issueKey(stack, team, { role: "member", permissions: ["qr:read", "analytics:read"] }),
    );
    const denied = await readOnly.post<ProblemBody>("/api/v1/conversions", { scan_id: "x", name: "sale" });
    expect(denied.status).toBe(403);
    const bad = await api.post<ProblemBody>("/api/v1/conversions", {
      scan_id: "x",
      name: "",
      value: -5,
      currency: "euro",
    });
    expect(bad.status).toBe(422);
    expect(pathsOf(bad.body).sort()).toEqual(["currency", "name", "value"]);
  });
});

describe("UTM parameters", () => {
  it("adds a template's or the code's parameters to every destination, encoded, never over the destination's own", async () => {
    const template = await api.post<{ id: string }>("/api/v1/utm-templates", {
      name: "Posters",
      source: "poster",
      medium: "qr",
      campaign: "spring & summer",
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const duplicate = await api.post<ProblemBody>("/api/v1/utm-templates", { name: "posters", source: "x" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe("utm_template_exists");

    const code = await made({
      url: "https://shop.example/menu?utm_source=flyer#top",
      utm_template_id: template.body.id,
      rules: [{ url: "https://shop.example/de", when: { countries: ["DE"] } }],
      fallback_url: "https://shop.example/closed",
      max_scans: 1000,
    });
    expect(code.utm).toEqual({
      source: "poster",
      medium: "qr",
      campaign: "spring & summer",
      template_id: template.body.id,
    });
    const main = await scan(stack, code.slug, scanner(1));
    expect(main.headers.get("Location")).toBe(
      "https://shop.example/menu?utm_source=flyer&utm_medium=qr&utm_campaign=spring+%26+summer#top",
    );
    const german = await scan(stack, code.slug, { ...scanner(2), country: "DE" });
    expect(german.headers.get("Location")).toBe(
      "https://shop.example/de?utm_source=poster&utm_medium=qr&utm_campaign=spring+%26+summer",
    );
    // A later edit of the template leaves the printed code as it was.
    await api.patch(`/api/v1/utm-templates/${template.body.id}`, { source: "billboard" });
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.utm?.source).toBe("poster");
    // The code's own parameters replace the template's.
    const own = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { utm: { campaign: "autumn" } });
    expect(own.body.utm).toEqual({ campaign: "autumn" });
    const autumn = await scan(stack, code.slug, scanner(3));
    expect(autumn.headers.get("Location")).toBe(
      "https://shop.example/menu?utm_source=flyer&utm_campaign=autumn#top",
    );

    const foreign = await other.post<ProblemBody>("/api/v1/qr", {
      url: "https://x.example/",
      utm_template_id: template.body.id,
    });
    expect(foreign.status).toBe(422);
    expect(pathsOf(foreign.body)).toEqual(["utm_template_id"]);
    expect((await other.patch(`/api/v1/utm-templates/${template.body.id}`, { source: "x" })).status).toBe(
      404,
    );
    const control = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://x.example/",
      utm: { source: "a\u0000b" },
    });
    expect(control.status).toBe(422);
    const listed = await api.get<{ data: { name: string }[] }>("/api/v1/utm-templates");
    expect(listed.body.data.map((t) => t.name)).toEqual(["Posters"]);

    // A change that would leave no parameter is refused and changes nothing, not even the name sent with it.
    const emptied = await api.patch<ProblemBody>(`/api/v1/utm-templates/${template.body.id}`, {
      name: "Renamed",
      source: null,
      medium: null,
      campaign: null,
    });
    expect(emptied.status).toBe(422);
    expect(pathsOf(emptied.body)).toEqual(["source"]);
    const kept = await api.get<{ data: { name: string; source: string | null }[] }>("/api/v1/utm-templates");
    expect(kept.body.data).toMatchObject([{ name: "Posters", source: "billboard" }]);

    // A bulk update applies a template to many codes; a template of another team is refused on its row.
    const second = await made({ url: "https://shop.example/second" });
    const bulk = await api.patch<{ updated: number; results: { status: string; code?: QrCodeBody }[] }>(
      "/api/v1/qr/bulk",
      {
        mode: "partial",
        updates: [
          { match: second.id, utm_template_id: template.body.id },
          { match: code.id, utm_template_id: "utm_00000000000000000000000000" },
        ],
      },
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.results[0]?.code?.utm).toMatchObject({
      source: "billboard",
      template_id: template.body.id,
    });
    expect(bulk.body.results[1]?.status).toBe("failed");

    // A bulk create takes templates and splits as a single create does.
    const created = await api.post<{ created: number; results: { code?: QrCodeBody }[] }>("/api/v1/qr/bulk", {
      codes: [
        { url: "https://shop.example/bulk-1", utm_template_id: template.body.id },
        {
          url: "https://shop.example/bulk-2",
          variants: [
            { url: "https://shop.example/bulk-2a", weight: 50 },
            { url: "https://shop.example/bulk-2b", weight: 50 },
          ],
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.results[0]?.code?.utm?.template_id).toBe(template.body.id);
    const bulkSplit = created.body.results[1]?.code?.id ?? "";
    expect((await api.get<AbResults>(`/api/v1/qr/${bulkSplit}/ab-results`)).body.since_version).toBe(1);
    const foreignRow = await api.post<ProblemBody>("/api/v1/qr/bulk", {
      codes: [{ url: "https://shop.example/bulk-3", utm_template_id: "utm_00000000000000000000000000" }],
    });
    expect(foreignRow.status).toBe(422);
    expect(pathsOf(foreignRow.body)).toEqual(["codes.0.utm_template_id"]);

    // The list and the team's analytics narrow to one campaign.
    const autumnCodes = await api.get<{ data: QrCodeBody[] }>("/api/v1/qr?campaign=autumn");
    expect(autumnCodes.body.data.map((c) => c.id)).toEqual([code.id]);
    const teamAutumn = await eventually(async () => {
      const answer = await api.get<{ analytics: { totalScans: number; topCodes: { id: string }[] } }>(
        "/api/v1/analytics?campaign=autumn&from=2026-11-01",
      );
      return answer.body.analytics.totalScans === 3 ? answer.body.analytics : undefined;
    });
    expect(teamAutumn.topCodes.map((c) => c.id)).toEqual([code.id]);
    const none = await api.get<{ analytics: { totalScans: number } }>(
      "/api/v1/analytics?campaign=winter&from=2026-11-01",
    );
    expect(none.body.analytics.totalScans).toBe(0);
  });
});

describe("per-scanner limit", () => {
  it("answers each scanner at most N times a day, then the fallback", async () => {
    const code = await made({
      url: "https://shop.example/coupon",
      max_scans_per_scanner: 2,
      fallback_url: "https://shop.example/already-used",
    });
    const locations = [];
    for (let i = 0; i < 3; i++)
      locations.push((await scan(stack, code.slug, scanner(42))).headers.get("Location"));
    expect(locations).toEqual([
      "https://shop.example/coupon",
      "https://shop.example/coupon",
      "https://shop.example/already-used",
    ]);
    expect((await scan(stack, code.slug, scanner(43))).headers.get("Location")).toBe(
      "https://shop.example/coupon",
    );
    // The next day is a new day.
    const tomorrow = await scan(stack, code.slug, scanner(42, DAY + 86_400_000));
    expect(tomorrow.headers.get("Location")).toBe("https://shop.example/coupon");
  });
});

describe("app links on a branded domain", () => {
  const aasa = {
    applinks: { details: [{ appIDs: ["ABCDE12345.com.brand.app"], components: [{ "/": "/*" }] }] },
  };
  const assetlinks = [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: "com.brand.app",
        sha256_cert_fingerprints: [
          "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
        ],
      },
    },
  ];

  it("serves a verified domain's files at their well-known paths, and refuses files out of format", async () => {
    const domain = await verifiedDomain(stack, api, "go.campaigns.example");
    const set = await api.patch<{ app_links: unknown }>(`/api/v1/domains/${domain.id}`, {
      app_links: { ios: aasa, android: assetlinks },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.app_links).toEqual({ ios: aasa, android: assetlinks });
    for (const path of ["/.well-known/apple-app-site-association", "/apple-app-site-association"]) {
      const served = await scan(stack, path, { host: "go.campaigns.example" });
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("application/json");
      expect(await served.json()).toEqual(aasa);
    }
    const android = await scan(stack, "/.well-known/assetlinks.json", { host: "go.campaigns.example" });
    expect(await android.json()).toEqual(assetlinks);
    // Not on the service's own host, nor for a domain without them.
    expect((await scan(stack, "/.well-known/assetlinks.json")).status).toBe(404);

    const refused = async (appLinks: unknown) => {
      const answer = await api.patch<ProblemBody>(`/api/v1/domains/${domain.id}`, { app_links: appLinks });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBeTruthy();
      return answer;
    };
    await refused({ ios: { applinks: { details: [{ appIDs: ["not an app id"], paths: ["*"] }] } } });
    await refused({ android: [{ relation: [], target: { namespace: "android_app" } }] });
    await refused({ ios: { anything: true } });
    // 40 KB of paths: within a request's 64 KB, past a file's 32 KB.
    const large = {
      applinks: {
        details: [
          { appIDs: ["ABCDE12345.com.brand.app"], paths: Array.from({ length: 40 }, () => "x".repeat(1000)) },
        ],
      },
    };
    const tooLarge = await refused({ ios: large });
    expect(tooLarge.status).toBe(422);
    expect(pathsOf(tooLarge.body)).toEqual(["app_links.ios"]);
    // An AASA file of 5 MB is refused before it is read.
    const fiveMegabytes = await api.request<ProblemBody>("PATCH", `/api/v1/domains/${domain.id}`, {
      raw: JSON.stringify({
        app_links: {
          ios: { applinks: { details: [{ appIDs: ["ABCDE12345.a.b"], paths: ["x".repeat(5_000_000)] }] } },
        },
      }),
      headers: { "Content-Type": "application/json" },
    });
    expect(fiveMegabytes.status).toBe(413);
    expect(fiveMegabytes.body.code).toBe("body_too_large");
    // Nothing refused was stored.
    const still = await scan(stack, "/.well-known/apple-app-site-association", {
      host: "go.campaigns.example",
    });
    expect(await still.json()).toEqual(aasa);
    // Removing one leaves the other.
    await api.patch(`/api/v1/domains/${domain.id}`, { app_links: { ios: null } });
    expect((await scan(stack, "/apple-app-site-association", { host: "go.campaigns.example" })).status).toBe(
      404,
    );
    expect((await scan(stack, "/.well-known/assetlinks.json", { host: "go.campaigns.example" })).status).toBe(
      200,
    );
  });

  it("refuses app links on a domain that is not verified", async () => {
    const pending = await api.post<{ id: string }>("/api/v1/domains", {
      hostname: "pending.campaigns.example",
    });
    const answer = await api.patch<ProblemBody>(`/api/v1/domains/${pending.body.id}`, {
      app_links: { ios: aasa },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("domain_not_verified");
  });
});

describe("GA4 forwarding", () => {
  it("forwards each human scan as a qr_scan event to the code's stream or the team's, cookieless, retried", async () => {
    const team = await api.request<{ measurement_id: string; api_secret_set: boolean }>(
      "PUT",
      "/api/v1/ga4",
      {
        body: { measurement_id: "G-TEAM1234", api_secret: "team-secret-1" },
      },
    );
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    expect(team.body).toMatchObject({ measurement_id: "G-TEAM1234", api_secret_set: true });
    expect(JSON.stringify((await api.get("/api/v1/ga4")).body)).not.toContain("team-secret-1");
    const viaTeam = await made({ url: "https://shop.example/ga4-team" });
    const viaCode = await made({ url: "https://shop.example/ga4-code" });
    const own = await api.request("PUT", `/api/v1/qr/${viaCode.id}/ga4`, {
      body: { measurement_id: "G-CODE5678", api_secret: "code-secret-2" },
    });
    expect(own.status).toBe(200);
    const sealed = await stack.sql.query("select api_secret_sealed from ga4_streams");
    expect(JSON.stringify(sealed.rows)).not.toMatch(/team-secret-1|code-secret-2/);

    stack.ga4.failNext(2); // Google fails twice: the consumer tries again
    await scan(stack, viaTeam.slug, scanner(70));
    await scan(stack, viaTeam.slug, scanner(70));
    await scan(stack, viaCode.slug, scanner(71));
    await scan(stack, viaTeam.slug, {
      ...scanner(72),
      ua: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    const collected = await eventually(async () => {
      const all = stack.ga4
        .collected()
        .flatMap((request) => request.events.map((event) => ({ ...request, event })));
      const ours = all.filter((entry) =>
        [viaTeam.id, viaCode.id].includes(String(entry.event.params?.qr_id)),
      );
      return ours.length >= 3 ? ours : undefined;
    });
    expect(collected).toHaveLength(3);
    const teamEvents = collected.filter((entry) => entry.event.params?.qr_id === viaTeam.id);
    expect(teamEvents).toHaveLength(2);
    expect(
      teamEvents.every(
        (entry) => entry.measurement_id === "G-TEAM1234" && entry.api_secret === "team-secret-1",
      ),
    ).toBe(true);
    const codeEvents = collected.filter((entry) => entry.event.params?.qr_id === viaCode.id);
    expect(codeEvents[0]).toMatchObject({ measurement_id: "G-CODE5678", api_secret: "code-secret-2" });
    for (const entry of collected) {
      expect(entry.event.name).toBe("qr_scan");
      expect(entry.client_id).toMatch(/^\d+\.\d+$/);
      expect(entry.forwarded_for).toBeNull();
      expect(entry.event.params).toMatchObject({ country: "FR" });
    }
    expect(new Set(teamEvents.map((entry) => entry.client_id)).size).toBe(1); // one visitor, one client
    expect(stack.ga4.requests()).toBeGreaterThan(stack.ga4.collected().length);

    // Another team cannot see or change it; a malformed id is refused.
    expect((await other.get(`/api/v1/qr/${viaCode.id}/ga4`)).status).toBe(404);
    const bad = await api.request<ProblemBody>("PUT", "/api/v1/ga4", {
      body: { measurement_id: "UA-1234", api_secret: "x" },
    });
    expect(bad.status).toBe(422);
    expect(pathsOf(bad.body).sort()).toEqual(["api_secret", "measurement_id"]);
    expect((await api.delete(`/api/v1/qr/${viaCode.id}/ga4`)).status).toBe(204);
    expect((await api.get(`/api/v1/qr/${viaCode.id}/ga4`)).status).toBe(404);
  });
});
