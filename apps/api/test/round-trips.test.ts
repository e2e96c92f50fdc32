// How many round trips to the database each answer waits on, as the answer itself reports it (Server-Timing): the
// count that decides latency once the worker is far from the database (bench/distance.ts measures the time). A
// remembered credential costs no trip of its own; reads take one, writes at most two (docs/decisions/0009).
import { readFileSync } from "node:fs";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, apiClient, type QrCodeBody, seedTeam, type TestTeam } from "./support/api.ts";
import { type Person, signedUpPerson } from "./support/people.ts";

let stack: TestStack;
let team: TestTeam;
let person: Person;
let teamOf: { key: string; session: string };
const LOGO = readFileSync(new URL("./fixtures/logo.png", import.meta.url));

type Credential = "key" | "session";

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  person = await signedUpPerson(stack);
  teamOf = {
    key: team.id,
    session: (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "",
  };
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

/** The round trips an answer reports in `Server-Timing: db;dur=…;desc="N round trips"`. */
function roundTrips(response: ApiResponse<unknown>): number {
  const timing = response.headers.get("Server-Timing") ?? "";
  const match = /desc="(\d+) round trips?"/.exec(timing);
  if (!match) throw new Error(`no round trips in Server-Timing: "${timing}"`);
  return Number(match[1]);
}

async function call(credential: Credential, method: string, path: string, body?: unknown) {
  const client = credential === "key" ? apiClient(stack, team.adminKey) : person.browser;
  const response = await client.request(method, path, body === undefined ? {} : { body });
  if (response.status >= 400)
    throw new Error(`${method} ${path} → ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

async function created<T>(credential: Credential, path: string, body: unknown): Promise<T> {
  return (await call(credential, "POST", path, body)).body as T;
}

async function codeOf(credential: Credential, url = "https://example.com/trips"): Promise<string> {
  return (await created<QrCodeBody>(credential, "/api/v1/qr", { url })).id;
}

/** Calls twice (the first call lets the isolate remember the credential and the object) and counts the second. */
async function tripsOf(
  credential: Credential,
  method: string,
  path: string,
  body?: unknown,
): Promise<number> {
  if (method === "GET") await call(credential, method, path, body);
  return roundTrips(await call(credential, method, path, body));
}

describe.each(["key", "session"] as const)("round trips with %s", (credential) => {
  it("reads a code, a list, analytics, raw scans, an image, versions and the schedule in one", async () => {
    const id = await codeOf(credential);
    for (const path of [
      `/api/v1/qr/${id}`,
      "/api/v1/qr?limit=100",
      "/api/v1/qr?limit=100&include=scans_7d",
      `/api/v1/qr/${id}/analytics`,
      `/api/v1/qr/${id}/scans`,
      `/api/v1/qr/${id}/image`,
      `/api/v1/qr/${id}/image?format=png&size=256`,
      `/api/v1/qr/${id}/versions`,
      `/api/v1/qr/${id}/schedule`,
    ]) {
      expect(await tripsOf(credential, "GET", path), path).toBe(1);
    }
  });

  it("reads teams, members, activity, keys, designs, logos and exports in one", async () => {
    const teamId = teamOf[credential];
    const design = await created<{ id: string }>(credential, "/api/v1/designs", { name: "Trips", style: {} });
    for (const path of [
      "/api/v1/teams",
      "/api/teams",
      `/api/v1/teams/${teamId}/members`,
      `/api/v1/teams/${teamId}/activity`,
      "/api/v1/keys",
      "/api/v1/designs",
      `/api/v1/designs/${design.id}`,
      "/api/v1/logos",
      "/api/v1/exports",
    ]) {
      expect(await tripsOf(credential, "GET", path), path).toBe(1);
    }
  });

  it("creates a code in one (two with a style of its own), and changes its destination in one", async () => {
    expect(await tripsOf(credential, "POST", "/api/v1/qr", { url: "https://example.com/made" })).toBe(1);
    const styled = { url: "https://example.com/styled", style: { fg: "#123456" } };
    expect(await tripsOf(credential, "POST", "/api/v1/qr", styled)).toBe(2);
    const id = await codeOf(credential);
    await call(credential, "GET", `/api/v1/qr/${id}`);
    expect(await tripsOf(credential, "PATCH", `/api/v1/qr/${id}`, { url: "https://example.com/moved" })).toBe(
      1,
    );
    expect(await tripsOf(credential, "PATCH", `/api/v1/qr/${id}`, { status: "disabled" })).toBe(1);
    expect(await tripsOf(credential, "DELETE", `/api/v1/qr/${id}`)).toBe(1);
  });

  it("makes checked changes (metadata, rules, schedule, restore, style) in two", async () => {
    const id = await codeOf(credential);
    await call(credential, "GET", `/api/v1/qr/${id}`);
    expect(await tripsOf(credential, "PATCH", `/api/v1/qr/${id}`, { metadata: { table: 7 } })).toBe(2);
    const rules = [{ id: "de", url: "https://example.com/de", when: { countries: ["DE"] } }];
    expect(await tripsOf(credential, "PATCH", `/api/v1/qr/${id}`, { rules })).toBe(2);
    expect(await tripsOf(credential, "PATCH", `/api/v1/qr/${id}`, { style: { fg: "#222222" } })).toBe(2);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      await tripsOf(credential, "POST", `/api/v1/qr/${id}/schedule`, {
        at,
        url: "https://example.com/later",
      }),
    ).toBe(2);
    expect(await tripsOf(credential, "POST", `/api/v1/qr/${id}/versions/1/restore`)).toBe(2);
  });

  it("creates and changes codes in bulk in two", async () => {
    const codes = Array.from({ length: 5 }, (_, n) => ({
      url: `https://example.com/bulk/${n}`,
      metadata: { asset_id: `${credential}-trips-${n}` },
    }));
    expect(await tripsOf(credential, "POST", "/api/v1/qr/bulk", { codes })).toBe(2);
    const updates = codes.map((_, n) => ({
      match: `${credential}-trips-${n}`,
      url: `https://example.com/moved/${n}`,
    }));
    expect(
      await tripsOf(credential, "PATCH", "/api/v1/qr/bulk", { match_by: "metadata.asset_id", updates }),
    ).toBe(2);
  });

  it("invites in two and manages keys, designs and the team in one", async () => {
    const teamId = teamOf[credential];
    await call(credential, "GET", `/api/v1/teams/${teamId}/members`);
    const invited = `trips-${credential}-${Date.now()}@example.com`;
    expect(
      await tripsOf(credential, "POST", `/api/v1/teams/${teamId}/members`, {
        email: invited,
        role: "viewer",
      }),
    ).toBe(2);
    expect(await tripsOf(credential, "POST", "/api/v1/keys", { name: "trips", preset: "analytics" })).toBe(1);
    const key = await created<{ id: string }>(credential, "/api/v1/keys", {
      name: "doomed",
      preset: "analytics",
    });
    await call(credential, "GET", "/api/v1/keys");
    expect(await tripsOf(credential, "DELETE", `/api/v1/keys/${key.id}`)).toBe(1);
    expect(await tripsOf(credential, "POST", "/api/v1/designs", { name: "one trip", style: {} })).toBe(1);
    expect(
      await tripsOf(credential, "PATCH", `/api/v1/teams/${teamId}`, { name: `Trips ${credential}` }),
    ).toBe(1);
  });
});

describe("round trips of the rest", () => {
  it("checks health in one", async () => {
    expect(roundTrips(await apiClient(stack).get("/api/v1/health"))).toBe(1);
  });

  it("stores an idempotent create's answer in one more", async () => {
    const headers = { "Idempotency-Key": `trips-${Date.now()}` };
    const first = await apiClient(stack, team.adminKey).post(
      "/api/v1/qr",
      { url: "https://example.com/once" },
      { headers },
    );
    expect(roundTrips(first)).toBe(2);
    const replay = await apiClient(stack, team.adminKey).post(
      "/api/v1/qr",
      { url: "https://example.com/once" },
      { headers },
    );
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("uploads a logo in two: the credential is verified before the file is stored", async () => {
    const response = await fetch(`${stack.apiUrl}/api/v1/logos?name=trips`, {
      method: "POST",
      headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "image/png" },
      body: new Uint8Array(LOGO),
    });
    expect(response.status).toBe(201);
    expect(roundTrips({ status: response.status, headers: response.headers, body: null })).toBe(2);
  });

  it("creates a plain code in two where the default design has a logo, checked to fit each code", async () => {
    const branded = await seedTeam(stack, "Branded");
    const api = apiClient(stack, branded.adminKey);
    const upload = await fetch(`${stack.apiUrl}/api/v1/logos?name=brand`, {
      method: "POST",
      headers: { Authorization: `Bearer ${branded.adminKey}`, "Content-Type": "image/png" },
      body: new Uint8Array(LOGO),
    });
    const logo = (await upload.json()) as { id: string };
    const design = { name: "House", style: { logo_id: logo.id, logo_size: 0.2, ecl: "H" }, is_default: true };
    expect((await api.post("/api/v1/designs", design)).status).toBe(201);
    const first = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/branded/1" });
    expect(first.status).toBe(201);
    expect(roundTrips(first)).toBe(3); // the one-statement try, refused as a whole; the read; the insert
    const second = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/branded/2" });
    expect(roundTrips(second)).toBe(2); // the isolate remembers the logo: the checked path at once
    const { rows } = await stack.sql.query("select count(*)::int as n from qr_codes where team_id = $1", [
      branded.id,
    ]);
    expect(rows[0].n).toBe(2);
  });
});
