// One path changes a code (src/codes/qr/change/): a bulk row takes every field PATCH takes, is checked the same way, and
// leaves the same version history and activity entries; a delete, a restore and a scheduled change go through it
// too.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

interface UpdateReport {
  updated: number;
  failed: number;
  results: ({ index: number } & (
    | { status: "updated"; code: QrCodeBody }
    | { status: "failed"; errors: { path: string; message: string }[] }
  ))[];
}
interface Version {
  version: number;
  url: string;
  change: string;
  rules: unknown[];
  max_scans: number | null;
}
interface Activity {
  action: string;
  target_id: string;
  details: Record<string, unknown>;
}

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

async function create(body: Record<string, unknown> = {}): Promise<QrCodeBody> {
  const created = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/start", ...body });
  expect(created.status).toBe(201);
  return created.body;
}

const bulk = (updates: unknown[], mode = "all_or_nothing") =>
  api.patch<UpdateReport & ProblemBody>("/api/v1/qr/bulk", { mode, updates });

async function versionsOf(id: string): Promise<Version[]> {
  return (await api.get<{ data: Version[] }>(`/api/v1/qr/${id}/versions`)).body.data;
}

async function activityOf(id: string): Promise<Activity[]> {
  const page = await api.get<{ data: Activity[] }>(`/api/v1/teams/${team.id}/activity?limit=100`);
  return page.body.data.filter((entry) => entry.target_id === id);
}

const RULES = [{ id: "nl", when: { countries: ["NL"] }, url: "https://example.com/nl" }];
const CHANGE = {
  url: "https://example.com/changed",
  name: "Changed",
  rules: RULES,
  max_scans: 500,
  fallback_url: "https://example.com/sold-out",
};

describe("the one change path", () => {
  it("takes a code's smart-destination fields in a bulk row, as PATCH does, and the edge follows", async () => {
    const code = await create();
    const report = await bulk([{ match: code.id, ...CHANGE }]);
    expect(report.status).toBe(200);
    const [row] = report.body.results;
    expect(row).toMatchObject({
      status: "updated",
      code: { rules: RULES, max_scans: 500, fallback_url: "https://example.com/sold-out", version: 2 },
    });
    const record = JSON.parse((await (await stack.kv()).get(`slug:${code.slug}`)) ?? "{}");
    expect(record).toMatchObject({ version: 2, fallback_url: "https://example.com/sold-out" });
    expect(record.rules).toHaveLength(1);
  });

  it("leaves the same version and activity entries whether PATCH or a bulk row makes the change", async () => {
    const [patched, bulked] = [await create(), await create()];
    expect((await api.patch(`/api/v1/qr/${patched.id}`, CHANGE)).status).toBe(200);
    expect((await bulk([{ match: bulked.id, ...CHANGE }])).status).toBe(200);

    const shape = (versions: Version[]) =>
      versions.map(({ version, url, change, max_scans }) => [version, url, change, max_scans]);
    expect(shape(await versionsOf(bulked.id))).toEqual(shape(await versionsOf(patched.id)));
    const entries = async (id: string) =>
      (await activityOf(id))
        .filter(({ action }) => action !== "qr.created")
        .map(({ action, details }) => [action, details]);
    expect(await entries(bulked.id)).toEqual(await entries(patched.id));
    expect((await entries(patched.id)).map(([action]) => action)).toEqual([
      "qr.renamed",
      "qr.routing_changed",
      "qr.destination_changed",
    ]);
  });

  it("refuses in a bulk row what PATCH refuses, at the row's path, and writes nothing", async () => {
    const code = await create({ starts_at: "2030-01-01T00:00:00Z" });
    const early = { expires_at: "2029-01-01T00:00:00Z" };
    const single = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, early);
    expect(single.status).toBe(422);
    expect(single.body.errors?.map((e) => e.path)).toEqual(["expires_at"]);
    const many = await bulk([{ match: code.id, ...early }]);
    expect(many.status).toBe(422);
    expect(many.body.errors?.map((e) => e.path)).toEqual(["updates.0.expires_at"]);
    const partial = await bulk(
      [
        { match: code.id, ...early },
        { match: code.id, name: "x" },
      ],
      "partial",
    );
    expect(partial.body.results.map((row) => row.status)).toEqual(["failed", "failed"]);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body).toMatchObject({
      expires_at: null,
      name: null,
      version: 1,
    });
  });

  it("moves the version only when what scans get changes", async () => {
    const code = await create();
    const labelled = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
      name: "Label",
      metadata: { shelf: "A" },
      style: { fg: "#112233" },
    });
    expect(labelled.body).toMatchObject({ version: 1, name: "Label", metadata: { shelf: "A" } });
    expect(labelled.body).not.toHaveProperty("effective_by");
    const paused = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { status: "disabled" });
    expect(paused.body).toMatchObject({ version: 2, status: "disabled" });
    expect(paused.body.effective_by).toBeDefined();
    const again = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { status: "disabled" });
    expect(again.body.version).toBe(2);
  });

  it("records a delete as a version and an activity entry, and a deleted code takes no further change", async () => {
    const code = await create();
    expect((await api.delete(`/api/v1/qr/${code.id}`)).status).toBe(204);
    const { rows } = await stack.sql.query(
      "select version, change ->> 'kind' as kind, status from qr_code_versions where qr_id = $1 order by version",
      [code.id],
    );
    expect(rows.map((row) => [Number(row.version), row.kind, row.status])).toEqual([
      [1, "created", "active"],
      [2, "deleted", "deleted"],
    ]);
    expect((await activityOf(code.id)).map((entry) => entry.action)).toEqual(["qr.deleted", "qr.created"]);
    expect((await api.patch(`/api/v1/qr/${code.id}`, { name: "ghost" })).status).toBe(404);
    expect((await bulk([{ match: code.id, name: "ghost" }])).status).toBe(422);
  });

  it("restores a version's routing through the same statement: the history says restored, the log too", async () => {
    const code = await create();
    await api.patch(`/api/v1/qr/${code.id}`, CHANGE);
    const restored = await api.post<QrCodeBody>(`/api/v1/qr/${code.id}/versions/1/restore`, undefined);
    expect(restored.body).toMatchObject({
      url: "https://example.com/start",
      rules: [],
      max_scans: null,
      version: 3,
    });
    expect((await versionsOf(code.id))[0]).toMatchObject({ version: 3, change: "restored" });
    expect((await activityOf(code.id))[0]).toMatchObject({
      action: "qr.version_restored",
      details: { restored_from: 1, version: 3 },
    });
  });
});
