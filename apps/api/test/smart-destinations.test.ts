// Smart destinations through the whole pipe (real workerd, real PostgreSQL): routing rules decided by the
// redirect worker from the KV record, validity and the scan cap with their fallback, the version history with
// restore, the refusals, the analytics split, and who may do what. Scheduled changes and effective_by, which
// need the edge's cache, are in scheduled-changes.test.ts.
import { redirectKey } from "@qr/core/redirect-record";
import { eventually, PHONE_UA, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const WINDOWS_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const MAC_DESKTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function create(body: Record<string, unknown>): Promise<QrCodeBody> {
  const response = await api.post<QrCodeBody>("/api/v1/qr", body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function locationOf(slug: string, options: Parameters<typeof scan>[2] = {}): Promise<string | number> {
  const response = await scan(stack, slug, options);
  return response.status === 302 ? (response.headers.get("Location") ?? "") : response.status;
}

async function kvRecord(slug: string) {
  return JSON.parse((await (await stack.kv()).get(redirectKey(null, slug))) ?? "null");
}

/** A weekday (in UTC) that is neither yesterday, today nor tomorrow: a window on it is closed all test long. */
function farWeekday(): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[(new Date().getUTCDay() + 3) % 7] as (typeof WEEKDAYS)[number];
}

describe("routing rules", () => {
  it("answers each scan with the first rule that matches, else the code's url", async () => {
    const code = await create({
      url: "https://example.com/default",
      rules: [
        // Closed all test long: a later rule must answer what it would have.
        {
          id: "closed-window",
          url: "https://example.com/closed",
          when: { time: { time_zone: "UTC", days: [farWeekday()] } },
        },
        {
          id: "de-phones",
          url: "https://example.com/de-phones",
          when: { countries: ["de"], devices: ["mobile"] },
        },
        { id: "germany", url: "https://example.com/de", when: { countries: ["DE", "AT"] } },
        { id: "french", url: "https://example.com/fr", when: { languages: ["fr"] } },
        {
          id: "android-tablet",
          url: "https://example.com/tab",
          when: { os: ["android"], devices: ["tablet"] },
        },
        { id: "android", url: "https://example.com/android", when: { os: ["android"] } },
        {
          id: "open-window",
          url: "https://example.com/open",
          when: { os: ["windows"], time: { time_zone: "Pacific/Auckland", from: "00:00", to: "24:00" } },
        },
      ],
    });
    expect(code.rules.map((rule) => rule.id)).toEqual([
      "closed-window",
      "de-phones",
      "germany",
      "french",
      "android-tablet",
      "android",
      "open-window",
    ]);
    expect(code.rules[1]?.when.countries).toEqual(["DE"]);

    const table: [string, string, string | undefined, string][] = [
      // country, user agent, Accept-Language → Location
      ["DE", PHONE_UA, undefined, "https://example.com/de-phones"],
      ["DE", WINDOWS_DESKTOP, "fr-FR", "https://example.com/de"], // an earlier rule wins over a later one
      ["AT", ANDROID_PHONE, undefined, "https://example.com/de"],
      ["FR", MAC_DESKTOP, "fr-CA,fr;q=0.9,en;q=0.8", "https://example.com/fr"], // fr matches fr-CA
      ["BE", MAC_DESKTOP, "en;q=0.5,fr;q=0.9", "https://example.com/fr"], // the preferred one, by q
      ["BE", MAC_DESKTOP, "en-GB,fr;q=0.9", "https://example.com/default"], // only the first choice counts
      ["US", ANDROID_TABLET, "en-US", "https://example.com/tab"],
      ["US", ANDROID_PHONE, "en-US", "https://example.com/android"],
      ["US", WINDOWS_DESKTOP, "en-US", "https://example.com/open"],
      ["US", MAC_DESKTOP, "en-US", "https://example.com/default"],
      ["JP", "", undefined, "https://example.com/default"],
    ];
    for (const [country, ua, language, expected] of table) {
      const headers: Record<string, string> = language === undefined ? {} : { "Accept-Language": language };
      expect(await locationOf(code.slug, { country, ua, headers }), `${country} ${ua} ${language}`).toBe(
        expected,
      );
    }
    // Client hints beat the user agent: Chromium's reduced UA says Windows/desktop for a phone in desktop mode.
    expect(
      await locationOf(code.slug, {
        country: "US",
        ua: WINDOWS_DESKTOP,
        headers: { "Sec-CH-UA-Platform": '"Android"', "Sec-CH-UA-Mobile": "?1" },
      }),
    ).toBe("https://example.com/android");
  });

  it("records which rule answered each scan and the version, and analytics split by both", async () => {
    const code = await create({
      url: "https://example.com/split",
      rules: [{ id: "germany", url: "https://example.com/split-de", when: { countries: ["DE"] } }],
    });
    await locationOf(code.slug, { country: "DE" });
    await locationOf(code.slug, { country: "DE" });
    await locationOf(code.slug, { country: "FR" });
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/split-2" });
    await locationOf(code.slug, { country: "FR" });

    const rows = await eventually(async () => {
      const { rows } = await stack.sql.query(
        "select answered_by, version from scan_events where qr_id = $1 order by ts",
        [code.id],
      );
      return rows.length === 4 ? rows : undefined;
    });
    expect(rows).toEqual([
      { answered_by: "germany", version: "1" },
      { answered_by: "germany", version: "1" },
      { answered_by: "default", version: "1" },
      { answered_by: "default", version: "2" },
    ]);
    const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
    expect(body.analytics.scansByRule).toEqual([
      { rule: "default", scans: 2 },
      { rule: "germany", scans: 2 },
    ]);
    expect(body.analytics.scansByVersion).toEqual([
      { version: 1, scans: 3 },
      { version: 2, scans: 1 },
    ]);
  });

  it("carries compact rules in the KV record, and a plain code's record stays as it was", async () => {
    const plain = await create({ url: "https://example.com/plain" });
    expect(Object.keys(await kvRecord(plain.slug)).sort()).toEqual(
      ["forward_query", "qr_id", "status", "team_id", "url", "v", "version"].sort(),
    );
    const ruled = await create({
      url: "https://example.com/ruled",
      rules: [
        {
          id: "office-hours",
          url: "https://example.com/office",
          when: { time: { time_zone: "Europe/Paris", days: ["mon", "fri"], from: "09:00", to: "17:30" } },
        },
      ],
    });
    expect((await kvRecord(ruled.slug)).rules).toEqual([
      {
        id: "office-hours",
        url: "https://example.com/office",
        when: { time: { tz: "Europe/Paris", days: 0b100010, from: 540, to: 1050 } },
      },
    ]);
  });
});

describe("validity and fallback", () => {
  it("answers the fallback before starts_at and from expires_at on, and 410 without a fallback", async () => {
    const startsAt = Date.now() + 3_600_000;
    const expiresAt = startsAt + 3_600_000;
    const window = {
      starts_at: new Date(startsAt).toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
    };
    const withFallback = await create({
      url: "https://example.com/campaign",
      fallback_url: "https://example.com/see-you",
      ...window,
    });
    const without = await create({ url: "https://example.com/campaign", ...window });

    // Each scan is made at a chosen instant on the stack's test clock: the edge decides from the record alone.
    expect(await locationOf(withFallback.slug, { at: startsAt - 1 })).toBe("https://example.com/see-you");
    const early = await scan(stack, without.slug, { at: startsAt - 1 });
    expect(early.status).toBe(410);
    expect(await early.text()).toContain("not active yet");

    for (const at of [startsAt, expiresAt - 1]) {
      expect(await locationOf(withFallback.slug, { at })).toBe("https://example.com/campaign");
      expect(await locationOf(without.slug, { at })).toBe("https://example.com/campaign");
    }

    expect(await locationOf(withFallback.slug, { at: expiresAt })).toBe("https://example.com/see-you");
    const late = await scan(stack, without.slug, { at: expiresAt });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain("expired");
  });

  it("clears validity with null, and a disabled code is 410 whatever its fallback", async () => {
    const code = await create({
      url: "https://example.com/a",
      expires_at: new Date(Date.now() - 60_000 + 120_000).toISOString(),
      fallback_url: "https://example.com/fb",
    });
    const expired = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(expired.status).toBe(200);
    expect(await locationOf(code.slug)).toBe("https://example.com/fb");
    await api.patch(`/api/v1/qr/${code.id}`, { expires_at: null });
    expect(await locationOf(code.slug)).toBe("https://example.com/a");
    await api.patch(`/api/v1/qr/${code.id}`, { status: "disabled" });
    expect(await locationOf(code.slug)).toBe(410);
  });
});

describe("the scan cap", () => {
  it("answers the fallback once the consumer has counted max_scans, lets the overshoot of the window through, and lifts when raised", async () => {
    const code = await create({
      url: "https://example.com/limited",
      max_scans: 3,
      fallback_url: "https://example.com/sold-out",
    });
    // Five scans in a burst: the edge cannot know of the cap before the consumer has counted them, so the
    // scans past the cap within the propagation window still get the destination (the documented overshoot).
    for (let i = 0; i < 5; i++) {
      expect(await locationOf(code.slug, { ip: `203.0.113.${i}` })).toBe("https://example.com/limited");
    }
    // A bot's scan is not counted; it is answered all the same.
    expect(await locationOf(code.slug, { ua: "curl/8.5.0" })).toBe("https://example.com/limited");

    const capped = await eventually(async () => {
      const { body } = await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`);
      return body.scans_capped ? body : undefined;
    });
    expect(capped.version).toBe(2);
    // The test stack's edge keeps nothing cached: the window has passed once the record moved.
    expect(await locationOf(code.slug)).toBe("https://example.com/sold-out");
    expect(await locationOf(code.slug)).toBe("https://example.com/sold-out");

    const { body: versions } = await api.get<{
      data: { version: number; change: string; changed_by: unknown }[];
    }>(`/api/v1/qr/${code.id}/versions`);
    expect(versions.data[0]).toMatchObject({ version: 2, change: "capped", changed_by: { kind: "system" } });

    // Fallback answers are not counted toward the cap, so raising it above the count lifts it at once.
    const raised = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { max_scans: 10 });
    expect(raised.body.scans_capped).toBe(false);
    expect(await locationOf(code.slug)).toBe("https://example.com/limited");
    const byRule = await eventually(async () => {
      const { body } = await api.get<AnalyticsBody>(`/api/v1/qr/${code.id}/analytics`);
      const counted = body.analytics.scansByRule.reduce((sum, row) => sum + row.scans, 0);
      return counted === 8 ? body.analytics.scansByRule : undefined; // every answered scan but the bot's
    });
    expect(byRule).toEqual([
      { rule: "default", scans: 6 }, // the five of the burst and the one after the raise
      { rule: "fallback", scans: 2 },
    ]);
    // Lowering the cap below the count caps at once, without waiting for a scan.
    const lowered = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { max_scans: 4 });
    expect(lowered.body.scans_capped).toBe(true);
    expect(await locationOf(code.slug)).toBe("https://example.com/sold-out");
  });

  it("answers 410 past the cap when there is no fallback", async () => {
    const code = await create({ url: "https://example.com/once", max_scans: 1 });
    expect(await locationOf(code.slug)).toBe("https://example.com/once");
    await eventually(async () => {
      const { body } = await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`);
      return body.scans_capped ? true : undefined;
    });
    const response = await scan(stack, code.slug);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("scan limit");
  });
});

describe("history and restore", () => {
  type VersionList = {
    data: {
      version: number;
      url: string;
      change: string;
      changed_by: { kind: string; id?: string };
      restored_from?: number;
    }[];
    next_cursor: string | null;
  };

  it("records every change with who made it; restoring the first makes it the newest, in KV and for scans", async () => {
    const code = await create({ url: "https://example.com/v1" });
    for (const n of [2, 3, 4]) await api.patch(`/api/v1/qr/${code.id}`, { url: `https://example.com/v${n}` });
    // A metadata-only change is not a version.
    await api.patch(`/api/v1/qr/${code.id}`, { metadata: { note: "x" } });

    const restored = await api.post<QrCodeBody>(`/api/v1/qr/${code.id}/versions/1/restore`, undefined);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ url: "https://example.com/v1", version: 5 });
    expect(restored.body.effective_by).toBeDefined();
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/v1", version: 5 });
    expect(await locationOf(code.slug)).toBe("https://example.com/v1");

    const { body } = await api.get<VersionList>(`/api/v1/qr/${code.id}/versions`);
    expect(body.data.map((v) => [v.version, v.url, v.change])).toEqual([
      [5, "https://example.com/v1", "restored"],
      [4, "https://example.com/v4", "updated"],
      [3, "https://example.com/v3", "updated"],
      [2, "https://example.com/v2", "updated"],
      [1, "https://example.com/v1", "created"],
    ]);
    expect(body.data[0]?.restored_from).toBe(1);
    expect(body.data[0]?.changed_by).toEqual({ kind: "key", id: expect.stringMatching(/^key_/) });

    const page = await api.get<VersionList>(`/api/v1/qr/${code.id}/versions?limit=2`);
    const next = await api.get<VersionList>(
      `/api/v1/qr/${code.id}/versions?limit=2&cursor=${page.body.next_cursor}`,
    );
    expect(next.body.data.map((v) => v.version)).toEqual([3, 2]);

    const { body: activity } = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity?limit=100`,
    );
    expect(activity.data.filter((a) => a.target_id === code.id).map((a) => a.action)).toContain(
      "qr.version_restored",
    );
    expect(
      (await api.post<ProblemBody>(`/api/v1/qr/${code.id}/versions/99/restore`, undefined)).body.code,
    ).toBe("version_not_found");
  });

  it("keeps one version per change when writers race, and KV converges on the newest", async () => {
    const code = await create({ url: "https://example.com/race-0" });
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
          ...(i % 2 === 0 ? { url: `https://example.com/race-${i + 1}` } : {}),
          rules: [{ id: `r${i}`, url: `https://example.com/rule-${i}`, when: { countries: ["DE"] } }],
        }),
      ),
    );
    expect(writes.map((w) => w.status)).toEqual(Array(12).fill(200));
    const { rows } = await stack.sql.query(
      "select version from qr_code_versions where qr_id = $1 order by version",
      [code.id],
    );
    expect(rows.map((row) => Number(row.version))).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    const final = (await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body;
    expect(final.version).toBe(13);
    expect(await kvRecord(code.slug)).toMatchObject({
      version: 13,
      url: final.url,
      rules: [{ id: final.rules[0]?.id }],
    });
  });

  it("refuses a version move that does not say who made it (the history cannot be skipped)", async () => {
    const code = await create({ url: "https://example.com/guarded" });
    await expect(
      stack.sql.query(
        "update qr_codes set url = 'https://example.com/sneaky', version = version + 1 where id = $1",
        [code.id],
      ),
    ).rejects.toThrow(/without last_change/);
  });
});

describe("bad input", () => {
  const rule = (url: string, when: Record<string, unknown> = { countries: ["DE"] }) => ({ url, when });

  it.each([
    ["an unsafe destination inside a rule", { rules: [rule("http://127.0.0.1/admin")] }, "rules.0.url"],
    ["a rule destination on the scan host", { rules: [rule("http://localhost:8787/abc")] }, "rules.0.url"],
    ["too many rules", { rules: Array.from({ length: 21 }, () => rule("https://example.com/x")) }, "rules"],
    [
      "an oversized record",
      { rules: Array.from({ length: 20 }, (_, i) => rule(`https://example.com/${i}/${"x".repeat(1500)}`)) },
      "rules",
    ],
    [
      "a window that closes before it opens",
      { starts_at: "2030-01-02T00:00:00Z", expires_at: "2030-01-01T00:00:00Z" },
      "expires_at",
    ],
    [
      "an empty time window",
      { rules: [rule("https://example.com/x", { time: { time_zone: "UTC", from: "09:00", to: "09:00" } })] },
      "rules.0.when.time.to",
    ],
    [
      "an unknown time zone",
      { rules: [rule("https://example.com/x", { time: { time_zone: "Mars/Olympus" } })] },
      "rules.0.when.time.time_zone",
    ],
    ["a rule without conditions", { rules: [rule("https://example.com/x", {})] }, "rules.0.when"],
    [
      "an unknown condition",
      { rules: [rule("https://example.com/x", { browser: ["safari"] })] },
      "rules.0.when",
    ],
    ["a reserved rule id", { rules: [{ ...rule("https://example.com/x"), id: "fallback" }] }, "rules.0.id"],
    [
      "a repeated rule id",
      {
        rules: [
          { ...rule("https://example.com/x"), id: "a" },
          { ...rule("https://example.com/y"), id: "a" },
        ],
      },
      "rules.1.id",
    ],
    ["an unsafe fallback", { fallback_url: "http://169.254.169.254/latest" }, "fallback_url"],
    ["a zero cap", { max_scans: 0 }, "max_scans"],
    [
      "a country that is not a code",
      { rules: [rule("https://example.com/x", { countries: ["Germany"] })] },
      "rules.0.when.countries.0",
    ],
  ])("refuses %s with a 422 on the field", async (_, fields, path) => {
    const created = await api.post<ProblemBody>("/api/v1/qr", { url: "https://example.com/ok", ...fields });
    expect(created.status, JSON.stringify(created.body)).toBe(422);
    expect(created.body.errors?.map((e) => e.path)).toContain(path);
    const code = await create({ url: "https://example.com/ok" });
    const updated = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, fields);
    expect(updated.status).toBe(422);
    expect(updated.body.errors?.map((e) => e.path)).toContain(path);
    // Nothing was written: the code and its record are as they were.
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.version).toBe(1);
  });

  it("checks a change against the stored state: an expiry before the stored start is refused", async () => {
    const code = await create({ url: "https://example.com/ok", starts_at: "2030-01-02T00:00:00Z" });
    const response = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, {
      expires_at: "2030-01-01T00:00:00Z",
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.[0]?.path).toBe("expires_at");
  });
});

describe("who may do what", () => {
  it("lets a read-only key see rules and history but not change them; another team's code is 404", async () => {
    const code = await create({
      url: "https://example.com/perm",
      rules: [{ id: "de", url: "https://example.com/perm-de", when: { countries: ["DE"] } }],
    });
    const viewer = apiClient(stack, await issueKey(stack, team, { role: "viewer" }));
    expect((await viewer.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.rules[0]?.id).toBe("de");
    expect((await viewer.get(`/api/v1/qr/${code.id}/versions`)).status).toBe(200);
    expect((await viewer.get(`/api/v1/qr/${code.id}/schedule`)).status).toBe(200);
    for (const [method, path, body] of [
      ["patch", `/api/v1/qr/${code.id}`, { rules: [] }],
      ["post", `/api/v1/qr/${code.id}/versions/1/restore`, undefined],
      [
        "post",
        `/api/v1/qr/${code.id}/schedule`,
        { at: new Date(Date.now() + 60_000).toISOString(), url: "https://example.com/x" },
      ],
    ] as const) {
      const response = await viewer[method]<ProblemBody>(path, body);
      expect(response.status, path).toBe(403);
      expect(response.body.code).toBe("permission_missing");
    }

    const other = apiClient(stack, (await seedTeam(stack, "Other")).adminKey);
    for (const path of [`/api/v1/qr/${code.id}/versions`, `/api/v1/qr/${code.id}/schedule`]) {
      expect((await other.get<ProblemBody>(path)).body.code).toBe("qr_not_found");
    }
    expect(
      (await other.post<ProblemBody>(`/api/v1/qr/${code.id}/versions/1/restore`, undefined)).status,
    ).toBe(404);
  });
});
