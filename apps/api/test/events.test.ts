// Events: written by the database in the statement that makes each change (so a rolled-back change has none and a
// committed one always has its own), read back through the events API as the resources their routes show.

import { firstIdAt } from "@qr/core/ids";
import {
  atTime,
  eventsSettled,
  eventually,
  scan,
  startTestStack,
  type TestStack,
} from "@qr/local/test-harness";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { EventListSchema } from "../src/events/feed/schemas.ts";
import {
  type ApiClient,
  apiClient,
  issueKey,
  operatorCli,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
  verifiedDomain,
} from "./support/api.ts";

type EventList = z.output<typeof EventListSchema>;
type ListedEvent = EventList["data"][number];

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

/** Every event of the team of these types made before the call, oldest first (see eventsSettled). */
async function eventsOf(client: ApiClient, query = ""): Promise<ListedEvent[]> {
  await eventsSettled(stack);
  return listedEvents(client, query);
}

/** The events the API lists now, read page by page as a receiver catching up would. */
async function listedEvents(client: ApiClient, query = ""): Promise<ListedEvent[]> {
  const all: ListedEvent[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: EventList } = await client.get<EventList>(
      `/api/v1/events?limit=100${query}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(page.status).toBe(200);
    all.push(...page.body.data);
    cursor = page.body.next_cursor;
  } while (cursor);
  return all;
}

const ofCode = (events: ListedEvent[], id: string) =>
  events.filter((event) => (event.data as { id?: string }).id === id);

describe("the events of a code", () => {
  it("follows its life: created, updated with what changed before, paused, resumed, deleted", async () => {
    const created = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/spring",
      name: "Spring",
    });
    const id = created.body.id;
    await api.patch(`/api/v1/qr/${id}`, { url: "https://example.com/summer", name: "Summer" });
    await api.patch(`/api/v1/qr/${id}`, { status: "disabled" });
    await api.patch(`/api/v1/qr/${id}`, { status: "active" });
    await api.delete(`/api/v1/qr/${id}`);

    const events = ofCode(await eventsOf(api), id);
    expect(events.map((event) => event.type)).toEqual([
      "code.created",
      "code.updated",
      "code.paused",
      "code.resumed",
      "code.deleted",
    ]);
    for (const event of events) {
      expect(event.id).toMatch(/^evt_[0-9a-z]{26}$/);
      expect(event.team_id).toBe(team.id);
      expect(Date.parse(event.created_at)).not.toBeNaN();
    }
    // `data` is the code as GET /qr/{id} showed it then.
    expect(events[0]?.data).toEqual(created.body);
    const updated = events[1] as ListedEvent & { previous: Record<string, unknown> };
    expect(updated.data).toMatchObject({ url: "https://example.com/summer", name: "Summer", version: 2 });
    expect(updated.previous).toEqual({ url: "https://example.com/spring", name: "Spring" });
    expect(events[2]?.data).toMatchObject({ status: "disabled" });
    expect(events[4]?.data).toMatchObject({ id, url: "https://example.com/summer" });
  });

  it("writes none for a change that was rolled back, and one for each committed", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/a" })).body;
    const before = ofCode(await eventsOf(api), code.id).length;
    await stack.sql.query("begin");
    await stack.sql.query("update qr_codes set url = 'https://example.com/rolled-back' where id = $1", [
      code.id,
    ]);
    await stack.sql.query("rollback");
    expect(ofCode(await eventsOf(api), code.id)).toHaveLength(before);

    // The database refuses a blocked destination in the statement's own trigger: the statement writes nothing.
    await operatorCli(stack, "block-host", "--host", "blocked-for-events.example", "--reason", "test");
    const refused = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, {
      url: "https://blocked-for-events.example/x",
    });
    expect(refused.status).toBe(422);
    expect(ofCode(await eventsOf(api), code.id)).toHaveLength(before);

    await stack.sql.query("update qr_codes set name = 'by hand' where id = $1", [code.id]);
    const after = ofCode(await eventsOf(api), code.id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ type: "code.updated", previous: { name: null } });
  });

  it("tells a bulk create's codes one by one, and a scheduled change the cron applied", async () => {
    const bulk = await api.post<{ results: { code: QrCodeBody }[] }>("/api/v1/qr/bulk", {
      codes: [{ url: "https://example.com/1" }, { url: "https://example.com/2" }],
    });
    expect(bulk.status).toBe(201);
    const codes = bulk.body.results.map((result) => result.code);
    const events = await eventsOf(api, "&type=code.created");
    for (const code of codes) expect(ofCode(events, code.id)).toHaveLength(1);

    const code = codes[0] as QrCodeBody;
    const at = Date.now() + 3_600_000;
    await api.post(`/api/v1/qr/${code.id}/schedule`, {
      at: new Date(at).toISOString(),
      url: "https://example.com/later",
    });
    await stack.runCron(at + 60_000);
    const changed = ofCode(await eventsOf(api, "&type=code.updated"), code.id);
    expect(changed.at(-1)).toMatchObject({
      data: { url: "https://example.com/later" },
      previous: { url: "https://example.com/1" },
    });
  });

  it("announces the end of a code's validity once, from the cron", async () => {
    const expiresAt = Date.now() + 3_600_000;
    const code = (
      await api.post<QrCodeBody>("/api/v1/qr", {
        url: "https://example.com/offer",
        expires_at: new Date(expiresAt).toISOString(),
      })
    ).body;
    await stack.runCron(expiresAt - 60_000);
    expect(ofCode(await eventsOf(api, "&type=code.expired"), code.id)).toHaveLength(0);
    await stack.runCron(expiresAt + 60_000);
    await stack.runCron(expiresAt + 120_000);
    const expired = ofCode(await eventsOf(api, "&type=code.expired"), code.id);
    expect(expired).toHaveLength(1);
    expect(expired[0]?.data).toMatchObject({ id: code.id, expires_at: new Date(expiresAt).toISOString() });
  });

  it("tells when a code reaches its cap, from the scans", async () => {
    const code = (
      await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/capped", max_scans: 2 })
    ).body;
    for (const ip of ["198.51.100.1", "198.51.100.2"]) await scan(stack, code.slug, { ip });
    const capped = await eventually(async () => {
      const found = ofCode(await eventsOf(api, "&type=code.cap_reached"), code.id);
      return found.length > 0 ? found : undefined;
    });
    expect(capped[0]?.data).toMatchObject({ id: code.id, scans_capped: true });
  });

  it("tells a takedown as a takedown, not a pause", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/fake" })).body;
    await operatorCli(stack, "abuse-reports", "--take-down", code.id, "--reason", "phishing");
    const types = ofCode(await eventsOf(api), code.id).map((event) => event.type);
    expect(types).toEqual(["code.created", "code.taken_down"]);
  });
});

describe("the events of a team", () => {
  it("tells keys made and revoked, never with their secret", async () => {
    const made = await api.post<{ id: string; secret: string }>("/api/v1/keys", {
      name: "ci",
      preset: "analytics",
    });
    await api.delete(`/api/v1/keys/${made.body.id}`);
    const events = (await eventsOf(api, "&type=key.created,key.revoked")).filter(
      (event) => (event.data as { id: string }).id === made.body.id,
    );
    expect(events.map((event) => event.type)).toEqual(["key.created", "key.revoked"]);
    expect(events[1]?.data).toMatchObject({ name: "ci", revoked_at: expect.any(String) });
    expect(JSON.stringify(events)).not.toContain(made.body.secret);
    const { rows } = await stack.sql.query("select data::text from events where type like 'key.%'");
    expect(rows.map((row) => row.data).join()).not.toContain("secret_hash");
  });

  it("tells members joining and leaving", async () => {
    await issueKey(stack, team, { role: "viewer" });
    const joined = (await eventsOf(api, "&type=member.joined")).at(-1);
    expect(joined?.data).toMatchObject({
      team_id: team.id,
      role: "viewer",
      email: expect.stringContaining("@"),
    });
    const userId = (joined?.data as { user_id: string } | undefined)?.user_id;
    await api.delete(`/api/v1/teams/${team.id}/members/${userId}`);
    const removed = (await eventsOf(api, "&type=member.removed")).at(-1);
    expect(removed?.data).toMatchObject({ user_id: userId, role: "viewer" });
  });
});

describe("the events of domains, exports and flags", () => {
  it("tells a domain verified, and its certificate failing", async () => {
    const domain = await verifiedDomain(stack, api, "go.events.example");
    const verified = (await eventsOf(api, "&type=domain.verified")).find(
      (event) => (event.data as { id: string }).id === domain.id,
    );
    expect(verified?.data).toMatchObject({ hostname: "go.events.example", status: "verified", codes: 0 });
    await stack.sql.query(
      "update domains set certificate_status = 'failed', certificate_detail = 'CAA forbids' where id = $1",
      [domain.id],
    );
    const failed = (await eventsOf(api, "&type=domain.certificate_failed")).at(-1);
    expect(failed?.data).toMatchObject({
      id: domain.id,
      certificate: { status: "failed", detail: "CAA forbids" },
    });
  });

  it("tells an export finished, with where its file is", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/printed" })).body;
    const made = await api.post<{ id: string }>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [code.id] },
    });
    const done = await eventually(async () => {
      const found = (await eventsOf(api, "&type=export.succeeded,export.failed")).find(
        (event) => (event.data as { id: string }).id === made.body.id,
      );
      return found;
    });
    expect(done).toMatchObject({
      type: "export.succeeded",
      data: { status: "succeeded", file_url: `/api/v1/exports/${made.body.id}/file`, total: 1 },
    });
  });

  it("tells codes flagged when their destination's host is blocked", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://turns-bad.example/login" })).body;
    await operatorCli(stack, "block-host", "--host", "turns-bad.example", "--reason", "phishing kit");
    const flagged = ofCode(await eventsOf(api, "&type=code.flagged"), code.id);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.data).toMatchObject({ flagged_reason: expect.stringContaining("phishing kit") });
  });
});

describe("GET /events", () => {
  it("reads on from the last event seen, and from an instant", async () => {
    const all = await eventsOf(api);
    const middle = all[Math.floor(all.length / 2)] as ListedEvent;
    const after = await eventsOf(api, `&after=${middle.id}`);
    expect(after.map((event) => event.id)).toEqual(
      all.slice(all.indexOf(middle) + 1).map((event) => event.id),
    );
    const future = await api.get<EventList>(
      `/api/v1/events?after=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(future.body.data).toEqual([]);
    const small = await api.get<EventList>("/api/v1/events?limit=2");
    expect(small.body.data).toHaveLength(2);
    expect(small.body.next_cursor).toEqual(expect.any(String));
  });

  it("never lets a reader pass an event whose change commits after a later event's", async () => {
    const [held, quick] = [
      (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/held" })).body,
      (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/quick" })).body,
    ];
    let last = (await eventsOf(api)).at(-1)?.id as string;
    const seen: ListedEvent[] = [];
    const readOn = async (list = eventsOf) => {
      const page = await list(api, `&type=code.updated&after=${last}`);
      seen.push(...page);
      last = page.at(-1)?.id ?? last;
    };
    // A change whose transaction is still open (its event made first), then a change committed at once.
    const slow = new pg.Client({ connectionString: stack.databaseUrl });
    await slow.connect();
    try {
      await slow.query("begin");
      await slow.query("update qr_codes set name = 'slow' where id = $1", [held.id]);
      expect((await api.patch(`/api/v1/qr/${quick.id}`, { name: "quick" })).status).toBe(200);
      await readOn(listedEvents); // the quick change's event is not listed yet: an earlier one may still commit
      await slow.query("commit");
    } finally {
      await slow.end();
    }
    await readOn();
    expect(seen.map((event) => [event.type, (event.data as { id: string }).id])).toEqual([
      ["code.updated", held.id],
      ["code.updated", quick.id],
    ]);
  });

  it("writes an id's time in SQL as in JavaScript (the list's bounds compare the two)", async () => {
    for (const ms of [0, 1, 31, 32, Date.parse("2026-11-28T04:53:12.345Z"), 2 ** 48 - 1]) {
      const { rows } = await stack.sql.query("select 'evt_' || id_time_part($1) || repeat('0', 16) as id", [
        ms,
      ]);
      expect([ms, rows[0].id]).toEqual([ms, firstIdAt("event", ms)]);
    }
  });

  it("keeps 30 days", async () => {
    const code = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/old" })).body;
    const at = Date.now() + 31 * 86_400_000;
    const later = await api.get<EventList>("/api/v1/events?limit=100", { headers: atTime(at) });
    expect(ofCode(later.body.data, code.id)).toEqual([]);
  });

  it("shows another team nothing, and needs team:admin", async () => {
    const other = await seedTeam(stack, "Other");
    const theirs = await eventsOf(apiClient(stack, other.adminKey));
    expect(theirs.every((event) => event.team_id === other.id)).toBe(true);
    const analyst = await issueKey(stack, team, { permissions: ["qr:read", "analytics:read", "scans:read"] });
    const refused = await apiClient(stack, analyst).get<ProblemBody>("/api/v1/events");
    expect(refused.status).toBe(403);
  });

  it.each([
    ["an unknown type", "type=code.exploded"],
    ["a type with a NUL", "type=code.created%00"],
    ["after that is neither an id nor an instant", "after=yesterday"],
    ["a cursor this API did not make", "cursor=bm90LWEtY3Vyc29y"],
    ["a page too large", "limit=101"],
    ["a 10,000 character after", `after=${"a".repeat(10_000)}`],
  ])("refuses %s with 422", async (_, query) => {
    const refused = await api.get<ProblemBody>(`/api/v1/events?${query}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("validation_failed");
  });
});
