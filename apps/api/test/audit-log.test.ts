// The audit log: every state-changing operation of the OpenAPI document is declared with what it writes (or why
// nothing), and the operations run here write it, with the caller's address, user agent and request id; a code's
// change with its fields before and after; sign-ins and refused ones; entries no statement can change or delete
// but the retention job; filters, pages, CSV and NDJSON exports; `audit.entry` events.
import { ACTIVITY_ACTIONS } from "@qr/db";
import { eventsSettled, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDITED_OPERATIONS } from "../src/access/audit/audited-operations.ts";
import {
  type ApiResponse,
  addMember,
  apiClient,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { signedUpPerson } from "./support/people.ts";

interface Entry {
  id: string;
  action: string;
  actor: { kind: string; id: string };
  target_id: string | null;
  details: Record<string, unknown>;
  change: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
}

const UA = "audit-test/1.0 (SIEM check)";
let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Audited");
});
afterAll(async () => {
  await stack?.stop();
});

const owner = () => apiClient(stack, team.adminKey);
const headers = { "User-Agent": UA };

async function entriesFor(response: ApiResponse): Promise<Entry[]> {
  const requestId = response.headers.get("X-Request-Id");
  const all = await owner().get<{ data: Entry[] }>("/api/v1/audit-log?limit=100");
  return all.body.data.filter((entry) => entry.request_id === requestId);
}

/** Runs a request and checks its entry: the action, the target, and where it came from. */
async function audited(response: ApiResponse, action: string, target?: string): Promise<Entry> {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  const [entry] = (await entriesFor(response)).filter((e) => e.action === action);
  expect(entry, `${action} for ${response.headers.get("X-Request-Id")}`).toBeDefined();
  if (!entry) throw new Error("unreachable");
  if (target !== undefined) expect(entry.target_id).toBe(target);
  expect(entry.user_agent).toBe(UA);
  expect(entry.ip).toMatch(/^[0-9a-f.:]+$/);
  return entry;
}

describe("the audit log's completeness", () => {
  it("declares what every state-changing operation of the OpenAPI document writes, or why nothing", async () => {
    const document = (
      await apiClient(stack).get<{ paths: Record<string, Record<string, { operationId: string }>> }>(
        "/api/v1/openapi.json",
      )
    ).body;
    const changing = Object.values(document.paths)
      .flatMap((operations) =>
        Object.entries(operations)
          .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
          .map(([, operation]) => operation.operationId),
      )
      .sort();
    expect(Object.keys(AUDITED_OPERATIONS).sort()).toEqual(changing);
    for (const audited of Object.values(AUDITED_OPERATIONS)) {
      if (Array.isArray(audited)) for (const action of audited) expect(ACTIVITY_ACTIONS).toContain(action);
    }
  });

  it("writes the declared entry for each operation run, with its address, user agent and request id", async () => {
    const api = owner();
    const created = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://audit.example/a" }, { headers });
    const code = created.body;
    await audited(created, "qr.created", code.id);

    const changed = await api.patch(
      `/api/v1/qr/${code.id}`,
      { url: "https://audit.example/b", name: "Menu", access: { password: "a secret passphrase" } },
      { headers },
    );
    const destination = await audited(changed, "qr.destination_changed", code.id);
    expect(destination.change?.before).toMatchObject({ url: "https://audit.example/a", name: null });
    expect(destination.change?.after).toMatchObject({ url: "https://audit.example/b", name: "Menu" });
    // The password never: only that access changed.
    expect(destination.change?.after.access).toBe("changed");
    expect(JSON.stringify(destination.change)).not.toContain("passphrase");
    await audited(changed, "qr.renamed", code.id);
    const renamed = await api.patch(`/api/v1/qr/${code.id}`, { name: "Menu 2" }, { headers });
    const rename = await audited(renamed, "qr.renamed", code.id);
    // Only what changed: a password left alone is not said to change.
    expect(rename.change).toEqual({ before: { name: "Menu" }, after: { name: "Menu 2" } });

    const folder = await api.post<{ id: string }>("/api/v1/folders", { name: "Audited folder" }, { headers });
    await audited(folder, "folder.created", folder.body.id);
    await audited(
      await api.post("/api/v1/qr/move", { ids: [code.id], folder_id: folder.body.id }, { headers }),
      "qr.moved",
      code.id,
    );
    const member = await addMember(stack, team, "member");
    await audited(
      await api.put(
        `/api/v1/folders/${folder.body.id}/members/${member.userId}`,
        { access: "viewer" },
        { headers },
      ),
      "folder.access_changed",
      folder.body.id,
    );
    const tag = await api.post<{ id: string }>("/api/v1/tags", { name: "audited" }, { headers });
    await audited(tag, "tag.created", tag.body.id);
    await audited(await api.delete(`/api/v1/tags/${tag.body.id}`, { headers }), "tag.deleted", tag.body.id);
    const template = await api.post<{ id: string }>(
      "/api/v1/utm-templates",
      { name: "Spring", source: "poster" },
      { headers },
    );
    await audited(template, "utm_template.created", template.body.id);
    await audited(
      await api.delete(`/api/v1/utm-templates/${template.body.id}`, { headers }),
      "utm_template.deleted",
      template.body.id,
    );
    const key = await api.post<{ id: string }>(
      "/api/v1/keys",
      { name: "audited", preset: "analytics" },
      { headers },
    );
    await audited(key, "key.created", key.body.id);
    await audited(await api.delete(`/api/v1/keys/${key.body.id}`, { headers }), "key.revoked", key.body.id);
    const hook = await api.post<{ id: string }>(
      "/api/v1/webhooks",
      { url: "https://hooks.example.com/siem", events: ["audit.entry"] },
      { headers },
    );
    await audited(hook, "webhook.created", hook.body.id);
    await audited(
      await api.post(`/api/v1/webhooks/${hook.body.id}/rotate-secret`, {}, { headers }),
      "webhook.secret_rotated",
      hook.body.id,
    );
    await audited(
      await api.put(
        "/api/v1/ga4",
        { measurement_id: "G-AUDIT123", api_secret: "ga4-secret-value" },
        { headers },
      ),
      "ga4.configured",
    );
    await audited(await api.delete("/api/v1/ga4", { headers }), "ga4.removed");
    await audited(
      await api.patch(`/api/v1/teams/${team.id}`, { audit_retention_days: 730 }, { headers }),
      "team.audit_retention_changed",
    );
    const invited = await api.post<{ id: string }>(
      `/api/v1/teams/${team.id}/members`,
      { email: "later@example.com" },
      { headers },
    );
    await audited(invited, "member.invited");
    await audited(
      await api.delete(`/api/v1/teams/${team.id}/invitations/${invited.body.id}`, { headers }),
      "member.invitation_revoked",
      invited.body.id,
    );
    await audited(await api.delete(`/api/v1/qr/${code.id}`, { headers }), "qr.deleted", code.id);
    // Nothing written anywhere holds a secret.
    const { rows } = await stack.sql.query(
      "select count(*)::int as n from team_activity where team_id = $1 and (details::text like '%ga4-secret%' or change::text like '%passphrase%')",
      [team.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("records sign-ins and refused sign-ins in the person's teams", async () => {
    const person = await signedUpPerson(stack);
    const refused = await person.browser.post(
      "/api/auth/sign-in/email",
      { email: person.email, password: "not the password" },
      { headers: { "X-Request-Id": "req_made_up_by_the_client" } },
    );
    expect(refused.status).toBe(401);
    const log = await person.browser.get<{ data: Entry[] }>("/api/v1/audit-log?action=account.*");
    const actions = log.body.data.map((entry) => entry.action);
    expect(actions).toContain("account.signed_in");
    expect(actions).toContain("account.sign_in_failed");
    // The account library's routes are entries like any other: the request id is ours, never the client's.
    const failed = log.body.data.find((e) => e.action === "account.sign_in_failed");
    expect(failed?.request_id).toBe(refused.headers.get("X-Request-Id"));
    expect(failed?.request_id).toMatch(/^req_/);
    expect(log.body.data.every((e) => e.request_id !== null)).toBe(true);
    expect(log.body.data.find((e) => e.action === "account.signed_in")?.details).toMatchObject({
      method: "password",
    });
  });
});

describe("entries no one can change", () => {
  it("refuses every update, delete and truncate of an entry, whoever sends it", async () => {
    for (const statement of [
      "update team_activity set action = 'qr.created' where team_id = $1",
      "delete from team_activity where team_id = $1",
    ]) {
      await expect(stack.sql.query(statement, [team.id])).rejects.toThrow(/append-only/);
    }
    await expect(stack.sql.query("truncate team_activity")).rejects.toThrow(/append-only/);
  });

  it("keeps entries for the team's retention, and only the retention job deletes older ones", async () => {
    const other = await seedTeam(stack, "Retention");
    const insert = (days: number) =>
      stack.sql.query(
        `insert into team_activity (id, team_id, actor_kind, actor_id, action, details, created_at)
         values (new_id('act'), $1, 'system', 'system', 'team.renamed', '{}', now() - make_interval(days => $2)) returning id`,
        [other.id, days],
      );
    const old = (await insert(400)).rows[0].id;
    const kept = (await insert(300)).rows[0].id;
    const ancient = (await insert(2600)).rows[0].id;
    await stack.sql.query("select prune_audit_log(100000)");
    const { rows } = await stack.sql.query("select id from team_activity where id = any($1)", [
      [old, kept, ancient],
    ]);
    expect(rows.map((r: { id: string }) => r.id)).toEqual([kept]);
    const api = apiClient(stack, other.adminKey);
    expect((await api.patch(`/api/v1/teams/${other.id}`, { audit_retention_days: 3000 })).status).toBe(422);
    expect((await api.patch(`/api/v1/teams/${other.id}`, { audit_retention_days: 100 })).status).toBe(422);
    const admin = await addMember(stack, other, "admin");
    const refused = await apiClient(stack, admin.key).patch(`/api/v1/teams/${other.id}`, {
      audit_retention_days: 2555,
    });
    expect(refused.status).toBe(403);
  });
});

describe("reading and exporting the log", () => {
  it("filters by action, actor, target and time, a page at a time, for owners and admins only", async () => {
    const api = owner();
    const codes = await api.get<{ data: Entry[] }>("/api/v1/audit-log?action=qr.*&limit=100");
    expect(codes.body.data.length).toBeGreaterThan(0);
    expect(codes.body.data.every((e) => e.action.startsWith("qr."))).toBe(true);
    const target = codes.body.data[0]?.target_id ?? "";
    const byTarget = await api.get<{ data: Entry[] }>(`/api/v1/audit-log?target=${target}`);
    expect(byTarget.body.data.every((e) => e.target_id === target)).toBe(true);
    const byActor = await api.get<{ data: Entry[] }>(`/api/v1/audit-log?actor=${team.owner.credential.id}`);
    expect(byActor.body.data.every((e) => e.actor.id === team.owner.credential.id)).toBe(true);
    const future = await api.get<{ data: Entry[] }>("/api/v1/audit-log?from=2099-01-01");
    expect(future.body.data).toEqual([]);
    const first = await api.get<{ data: Entry[]; next_cursor: string | null }>("/api/v1/audit-log?limit=2");
    expect(first.body.data).toHaveLength(2);
    const second = await api.get<{ data: Entry[] }>(
      `/api/v1/audit-log?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect((second.body.data[0]?.id ?? "") < (first.body.data[1]?.id ?? "")).toBe(true);
    for (const bad of [
      "action=drop table",
      "from=yesterday",
      "limit=100000",
      "actor=" + "x".repeat(10_000),
    ]) {
      const refused = await api.get<{ code: string }>(`/api/v1/audit-log?${bad}`);
      expect(refused.status, bad).toBe(422);
    }
    const member = await addMember(stack, team, "member");
    expect((await apiClient(stack, member.key).get("/api/v1/audit-log")).status).toBe(403);
  });

  it("exports a filter's entries as CSV and NDJSON", async () => {
    const api = owner();
    const listed = await api.get<{ data: Entry[] }>("/api/v1/audit-log?action=qr.*&limit=100");
    const csv = await api.get<string>("/api/v1/audit-log/export?format=csv&action=qr.*");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,at,actor_kind,actor_id,action,target_id,ip,user_agent,request_id,details,change",
    );
    expect(lines.length - 1).toBe(listed.body.data.length);
    // Read as text: each line is one JSON object, the file is not one.
    const ndjson = await fetch(`${stack.apiUrl}/api/v1/audit-log/export?format=ndjson&action=qr.*`, {
      headers: { Authorization: `Bearer ${team.adminKey}` },
    });
    expect(ndjson.headers.get("Content-Type")).toBe("application/x-ndjson");
    const entries = (await ndjson.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Entry);
    expect(entries.map((e) => e.id)).toEqual(listed.body.data.map((e) => e.id));
    expect((await api.get("/api/v1/audit-log/export?format=xml")).status).toBe(422);
  });

  it("sends every entry as an audit.entry event, for webhooks and the events API", async () => {
    const api = owner();
    const made = await api.post<{ id: string }>("/api/v1/tags", { name: "evented" });
    await eventsSettled(stack);
    const events = await api.get<{ data: { type: string; data: Entry }[] }>(
      "/api/v1/events?type=audit.entry&limit=100",
    );
    const event = events.body.data.find(
      (e) => e.data.action === "tag.created" && e.data.target_id === made.body.id,
    );
    expect(event?.data).toMatchObject({ actor: { kind: "key" }, details: { name: "evented" } });
  });
});
