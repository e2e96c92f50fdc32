// Fifty requests of every kind at once, with a key and with a session, many on the same code: no 5xx, every one
// answered as it would be alone, and the code's history holds one version per change that moved it.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";
import { type Person, signedUpPerson } from "./support/people.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let person: Person;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
  person = await signedUpPerson(stack);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

describe("fifty mixed requests at once", () => {
  it("answer no 5xx, each as it would alone, and keep one version per change", async () => {
    const { body: hot } = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/hot",
      metadata: { asset_id: "hot-1" },
    });
    const { body: mine } = await person.browser.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/mine",
    });
    const teamId = (await person.browser.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id;
    const at = (n: number) => new Date(Date.now() + 86_400_000 + n * 60_000).toISOString();
    const calls: [number, () => Promise<ApiResponse<unknown>>][] = [];
    for (let n = 0; n < 5; n++) {
      calls.push(
        [201, () => api.post("/api/v1/qr", { url: `https://example.com/new/${n}` })],
        [200, () => api.patch(`/api/v1/qr/${hot.id}`, { url: `https://example.com/hot/${n}` })],
        [200, () => api.patch(`/api/v1/qr/${hot.id}`, { metadata: { [`k${n}`]: n } })],
        [
          201,
          () =>
            api.post(`/api/v1/qr/${hot.id}/schedule`, { at: at(n), url: `https://example.com/later/${n}` }),
        ],
        [200, () => api.get(`/api/v1/qr/${hot.id}`)],
        [200, () => api.get("/api/v1/qr?limit=100&include=scans_7d")],
        [200, () => api.get(`/api/v1/qr/${hot.id}/analytics`)],
        [201, () => api.post("/api/v1/qr/bulk", { codes: [{ url: `https://example.com/bulk/${n}` }] })],
        [200, () => person.browser.patch(`/api/v1/qr/${mine.id}`, { metadata: { n } })],
        [
          201,
          () =>
            person.browser.post(`/api/v1/teams/${teamId}/members`, {
              email: `p${n}@example.com`,
              role: "viewer",
            }),
        ],
      );
    }
    expect(calls).toHaveLength(50);
    const answers = await Promise.all(calls.map(([, call]) => call()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses).toEqual(calls.map(([expected]) => expected));

    const { body: after } = await api.get<QrCodeBody & { metadata: Record<string, unknown> }>(
      `/api/v1/qr/${hot.id}`,
    );
    expect(Object.keys(after.metadata).sort()).toEqual(["asset_id", "k0", "k1", "k2", "k3", "k4"]);
    expect(after.schedule).toHaveLength(5);
    const { rows } = await stack.sql.query(
      "select version from qr_code_versions where qr_id = $1 order by version",
      [hot.id],
    );
    // Created, each destination (5) and each schedule added (5): one version each, none lost, none twice.
    expect(rows.map((row) => Number(row.version))).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });
});
