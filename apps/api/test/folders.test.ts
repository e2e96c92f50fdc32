// Folders with access of their own: every route that reads or changes a code, with a member who has no access to
// the code's folder (404, as for another team's), a viewer (reads; 403 on changes) and an editor; keys limited to
// folders; moving codes; the folder resource itself; webhook filters and team figures that count only what the
// caller may see.
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  addMember,
  apiClient,
  type CreatedKeyBody,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
  verifiedDomain,
} from "./support/api.ts";

interface FolderBody {
  id: string;
  name: string;
  access: string;
  member_access: string;
  code_count: number;
}

let stack: TestStack;
let team: TestTeam;
let owner: ApiClient;
let folder: FolderBody;
let filed: QrCodeBody;
let unfiled: QrCodeBody;
const people = {} as Record<"outsider" | "viewer" | "editor", { userId: string; api: ApiClient }>;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Agency");
  owner = apiClient(stack, team.adminKey);
  folder = (await owner.post<FolderBody>("/api/v1/folders", { name: "Client: Harbour Bakery" })).body;
  filed = (
    await owner.post<QrCodeBody>("/api/v1/qr", { url: "https://bakery.example/menu", folder_id: folder.id })
  ).body;
  unfiled = (await owner.post<QrCodeBody>("/api/v1/qr", { url: "https://agency.example/" })).body;
  for (const who of ["outsider", "viewer", "editor"] as const) {
    const member = await addMember(stack, team, "member");
    people[who] = { userId: member.userId, api: apiClient(stack, member.key) };
  }
  for (const who of ["viewer", "editor"] as const) {
    const set = await owner.put(`/api/v1/folders/${folder.id}/members/${people[who].userId}`, {
      access: who,
    });
    expect(set.status).toBe(200);
  }
});
afterAll(async () => {
  await stack?.stop();
});

const codePath = () => `/api/v1/qr/${filed.id}`;

describe("the folder's codes, route by route", () => {
  const reads = [
    () => codePath(),
    () => `${codePath()}/image?format=svg`,
    () => `${codePath()}/analytics`,
    () => `${codePath()}/versions`,
    () => `${codePath()}/scans`,
    () => `${codePath()}/clicks`,
    () => `${codePath()}/schedule`,
    () => `/api/v1/scans?code=${filed.id}`,
  ];

  it("hides every read from a member with no access (404), shows it to a viewer and an editor", async () => {
    for (const path of reads) {
      const hidden = await people.outsider.api.get<ProblemBody>(path());
      if (path().startsWith("/api/v1/scans")) {
        expect(hidden.status, path()).toBe(200);
        expect(hidden.body).toMatchObject({ data: [] });
      } else {
        expect(hidden.status, path()).toBe(404);
        expect(hidden.body.code, path()).toBe("qr_not_found");
      }
      for (const who of ["viewer", "editor"] as const) {
        expect((await people[who].api.get(path())).status, `${who} ${path()}`).toBe(200);
      }
    }
  });

  it("leaves the code out of the outsider's list and search, and keeps it in the viewer's", async () => {
    const ids = async (api: ApiClient, query = "") =>
      (await api.get<{ data: QrCodeBody[] }>(`/api/v1/qr?limit=100${query}`)).body.data.map((c) => c.id);
    expect(await ids(people.outsider.api)).toEqual([unfiled.id]);
    expect(await ids(people.outsider.api, "&search=bakery")).toEqual([]);
    expect(await ids(people.outsider.api, `&folder=${folder.id}`)).toEqual([]);
    expect(await ids(people.viewer.api)).toEqual(expect.arrayContaining([filed.id, unfiled.id]));
    expect(await ids(people.viewer.api, `&folder=${folder.id}`)).toEqual([filed.id]);
    expect(await ids(people.viewer.api, "&folder=none")).toEqual([unfiled.id]);
  });

  it("counts in GS1 products only the levels the caller may see", async () => {
    await verifiedDomain(stack, owner, "gs1.agency.example");
    const gs1 = (qualifiers: { ai: string; value: string }[], folderId?: string) =>
      owner.post<QrCodeBody>("/api/v1/qr", {
        type: "gs1",
        domain: "gs1.agency.example",
        ...(folderId ? { folder_id: folderId } : {}),
        content: {
          key: { ai: "01", value: "09506000134352" },
          qualifiers,
          links: [{ type: "gs1:pip", href: "https://shop.example/bread", title: "Bread" }],
        },
      });
    const keyLevel = await gs1([], folder.id);
    const lot = await gs1([{ ai: "10", value: "L1" }]);
    expect([keyLevel.status, lot.status]).toEqual([201, 201]);
    const products = async (api: ApiClient) =>
      (await api.get<{ data: { levels: number; code_id: string }[] }>("/api/v1/gs1/products")).body.data;
    expect(await products(people.outsider.api)).toEqual([
      expect.objectContaining({ levels: 1, code_id: lot.body.id, has_key_level: false }),
    ]);
    expect(await products(people.viewer.api)).toEqual([
      expect.objectContaining({ levels: 2, code_id: keyLevel.body.id, has_key_level: true }),
    ]);
    // The folder's other tests count its codes as they were.
    for (const made of [keyLevel, lot]) await owner.delete(`/api/v1/qr/${made.body.id}`);
  });

  it("refuses every change to a viewer (403) and to an outsider (404); an editor makes them", async () => {
    const changes: [string, string, unknown][] = [
      ["PATCH", codePath(), { name: "Menu" }],
      [
        "POST",
        `${codePath()}/schedule`,
        { at: new Date(Date.now() + 30 * 86_400_000).toISOString(), url: "https://bakery.example/later" },
      ],
      ["POST", "/api/v1/qr/bulk/delete", { ids: [filed.id] }],
    ];
    for (const [method, path, body] of changes) {
      const outsider = await people.outsider.api.request<ProblemBody>(method, path, { body });
      const viewer = await people.viewer.api.request<ProblemBody>(method, path, { body });
      if (path.endsWith("/bulk/delete")) {
        expect(outsider.body).toMatchObject({ deleted: 0, failed: 1 });
        expect(viewer.body).toMatchObject({ deleted: 0, failed: 1 });
        continue;
      }
      expect(outsider.status, `outsider ${method} ${path} ${JSON.stringify(outsider.body)}`).toBe(404);
      expect(viewer.status, `viewer ${method} ${path}`).toBe(403);
      expect(viewer.body.code).toBe("folder_access_insufficient");
    }
    expect((await people.outsider.api.delete(codePath())).status).toBe(404);
    expect((await people.viewer.api.delete(codePath())).status).toBe(403);
    const renamed = await people.editor.api.patch<QrCodeBody>(codePath(), { name: "Menu" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Menu", folder_id: folder.id });
  });

  it("keeps exports of the folder's codes from the outsider", async () => {
    const refused = await people.outsider.api.post<ProblemBody>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [filed.id] },
    });
    expect(refused.status).toBe(422);
    const made = await people.viewer.api.post<{ id: string }>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [filed.id] },
    });
    expect(made.status).toBe(202);
    expect((await people.outsider.api.get(`/api/v1/exports/${made.body.id}`)).status).toBe(404);
    const listed = await people.outsider.api.get<{ data: { id: string }[] }>("/api/v1/exports");
    expect(listed.body.data.map((e) => e.id)).not.toContain(made.body.id);
    expect((await owner.get(`/api/v1/exports/${made.body.id}`)).status).toBe(200);
  });

  it("counts in team analytics only the scans of codes the caller may see", async () => {
    for (let i = 0; i < 2; i++)
      expect((await scan(stack, filed.slug, { ip: `198.51.100.${i}` })).status).toBe(302);
    expect((await scan(stack, unfiled.slug, { ip: "198.51.100.9" })).status).toBe(302);
    const total = (api: ApiClient) => async () => {
      const { body } = await api.get<AnalyticsBody>("/api/v1/analytics");
      return body.analytics.totalScans;
    };
    await eventually(async () => ((await total(owner)()) === 3 ? true : undefined));
    expect(await total(people.outsider.api)()).toBe(1);
    expect(await total(people.viewer.api)()).toBe(3);
  });
});

describe("the folder resource", () => {
  it("is a 404 to whoever has no access, listed with the caller's own access to the others", async () => {
    const mine = await people.outsider.api.get<{ data: FolderBody[] }>("/api/v1/folders");
    expect(mine.body.data).toEqual([]);
    expect((await people.outsider.api.get(`/api/v1/folders/${folder.id}`)).status).toBe(404);
    const viewer = await people.viewer.api.get<FolderBody>(`/api/v1/folders/${folder.id}`);
    expect(viewer.body).toMatchObject({ access: "viewer", member_access: "none", code_count: 1 });
    const other = await seedTeam(stack, "Another agency");
    expect((await apiClient(stack, other.adminKey).get(`/api/v1/folders/${folder.id}`)).status).toBe(404);
  });

  it("is managed by its owners: a member who makes one owns it, an editor cannot rename it", async () => {
    const made = await people.outsider.api.post<FolderBody>("/api/v1/folders", { name: "Outsider's own" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ access: "owner", code_count: 0 });
    expect((await people.editor.api.get(`/api/v1/folders/${made.body.id}`)).status).toBe(404);
    const renamed = await people.editor.api.patch<ProblemBody>(`/api/v1/folders/${folder.id}`, {
      name: "Mine",
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.code).toBe("folder_access_insufficient");
    const same = await owner.post<ProblemBody>("/api/v1/folders", { name: "client: harbour BAKERY" });
    expect(same.status).toBe(409);
    expect(same.body.code).toBe("folder_exists");
    const members = await owner.get<{ data: { user_id: string; access: string; own: boolean }[] }>(
      `/api/v1/folders/${folder.id}/members`,
    );
    expect(members.body.data.find((m) => m.user_id === people.viewer.userId)).toMatchObject({
      access: "viewer",
      own: true,
    });
    const narrowed = await owner.put<ProblemBody>(
      `/api/v1/folders/${folder.id}/members/${team.owner.userId}`,
      {
        access: "none",
      },
    );
    expect(narrowed.status).toBe(422);
    expect((await people.outsider.api.delete(`/api/v1/folders/${made.body.id}`)).status).toBe(204);
  });

  it("opens to every member with member_access, and is deleted only when empty", async () => {
    const open = await owner.post<FolderBody>("/api/v1/folders", { name: "Shared", member_access: "viewer" });
    expect((await people.outsider.api.get<FolderBody>(`/api/v1/folders/${open.body.id}`)).body.access).toBe(
      "viewer",
    );
    const code = await owner.post<QrCodeBody>("/api/v1/qr", {
      url: "https://x.example/",
      folder_id: open.body.id,
    });
    const refused = await owner.delete<ProblemBody>(`/api/v1/folders/${open.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("folder_not_empty");
    expect((await owner.delete(`/api/v1/qr/${code.body.id}`)).status).toBe(204);
    expect((await owner.delete(`/api/v1/folders/${open.body.id}`)).status).toBe(204);
  });
});

describe("moving codes", () => {
  it("moves codes singly and in bulk, where the caller may edit, with an activity entry each", async () => {
    const target = (await owner.post<FolderBody>("/api/v1/folders", { name: "Moves" })).body;
    const a = (await owner.post<QrCodeBody>("/api/v1/qr", { url: "https://a.example/" })).body;
    const b = (await owner.post<QrCodeBody>("/api/v1/qr", { url: "https://b.example/" })).body;
    const moved = await owner.post<{ moved: number; results: { status: string }[] }>("/api/v1/qr/move", {
      ids: [a.id, b.id, "qr_unknown"],
      folder_id: target.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.moved).toBe(2);
    expect(moved.body.results.map((r) => r.status)).toEqual(["moved", "moved", "failed"]);
    expect((await owner.get<QrCodeBody>(`/api/v1/qr/${a.id}`)).body.folder_id).toBe(target.id);
    expect((await people.outsider.api.get(`/api/v1/qr/${a.id}`)).status).toBe(404);
    const activity = await owner.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity?limit=100`,
    );
    const movedEntries = activity.body.data.filter((e) => e.action === "qr.moved").map((e) => e.target_id);
    expect(movedEntries).toEqual(expect.arrayContaining([a.id, b.id]));
    // Into a folder the caller only views: 403; into one it cannot see: 404; another team's folder: 404.
    const intoViewed = await people.viewer.api.post<ProblemBody>("/api/v1/qr/move", {
      ids: [unfiled.id],
      folder_id: folder.id,
    });
    expect(intoViewed.status).toBe(403);
    const intoHidden = await people.outsider.api.post<ProblemBody>("/api/v1/qr/move", {
      ids: [unfiled.id],
      folder_id: folder.id,
    });
    expect(intoHidden.status).toBe(404);
    expect(intoHidden.body.code).toBe("folder_not_found");
    const other = await seedTeam(stack, "Elsewhere");
    const foreign = (
      await apiClient(stack, other.adminKey).post<FolderBody>("/api/v1/folders", { name: "F" })
    ).body;
    expect((await owner.post("/api/v1/qr/move", { ids: [a.id], folder_id: foreign.id })).status).toBe(404);
    // Out of every folder.
    const out = await owner.post<{ moved: number }>("/api/v1/qr/move", { ids: [a.id], folder_id: null });
    expect(out.body.moved).toBe(1);
    expect((await people.outsider.api.get(`/api/v1/qr/${a.id}`)).status).toBe(200);
  });
});

describe("keys limited to folders", () => {
  it("reach only their folders, make codes only there, and hold no team-wide permission", async () => {
    const refused = await owner.post<ProblemBody>("/api/v1/keys", {
      name: "too broad",
      preset: "admin",
      folder_ids: [folder.id],
    });
    expect(refused.status).toBe(422);
    const unknown = await owner.post<ProblemBody>("/api/v1/keys", {
      name: "unknown folder",
      permissions: ["qr:read"],
      folder_ids: ["fld_nothing"],
    });
    expect(unknown.status).toBe(422);
    const created = await owner.post<CreatedKeyBody>("/api/v1/keys", {
      name: "bakery integration",
      permissions: ["qr:read", "qr:write", "analytics:read"],
      folder_ids: [folder.id],
    });
    expect(created.body).toMatchObject({ folder_ids: [folder.id] });
    expect(created.body.folder_ids).toEqual([folder.id]);
    const limited = apiClient(stack, created.body.secret);
    const made = await limited.post<QrCodeBody>("/api/v1/qr", { url: "https://bakery.example/cakes" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.folder_id).toBe(folder.id);
    expect((await limited.post("/api/v1/qr", { url: "https://x.example/", folder_id: null })).status).toBe(
      403,
    );
    expect((await limited.get(`/api/v1/qr/${unfiled.id}`)).status).toBe(404);
    const listed = await limited.get<{ data: QrCodeBody[] }>("/api/v1/qr?limit=100");
    expect(listed.body.data.every((code) => code.folder_id === folder.id)).toBe(true);
    expect((await limited.post("/api/v1/folders", { name: "Escape" })).status).toBe(403);
    expect(
      (await limited.post("/api/v1/qr/move", { ids: [made.body.id], folder_id: null })).body,
    ).toMatchObject({
      moved: 0,
    });
    const bulk = await limited.post<{ created: number; results: { code?: QrCodeBody }[] }>(
      "/api/v1/qr/bulk",
      {
        codes: [{ url: "https://bakery.example/1" }, { url: "https://bakery.example/2" }],
      },
    );
    expect(bulk.body.created).toBe(2);
    expect(bulk.body.results.every((row) => row.code?.folder_id === folder.id)).toBe(true);
  });
});

describe("webhook filters by folder", () => {
  it("takes the team's folders only", async () => {
    const bad = await owner.post<ProblemBody>("/api/v1/webhooks", {
      url: "https://hooks.example.com/qr",
      events: ["code.updated"],
      filter: { folders: ["fld_nothing"] },
    });
    expect(bad.status).toBe(422);
    const good = await owner.post<{ filter: { folders: string[] } }>("/api/v1/webhooks", {
      url: "https://hooks.example.com/qr",
      events: ["code.updated"],
      filter: { folders: [folder.id] },
    });
    expect(good.status).toBe(201);
    expect(good.body.filter.folders).toEqual([folder.id]);
  });
});
