// Every route of the OpenAPI document that names a code (`/qr/{id}…`), asked by a member a folder hides the code
// from, answers exactly as for a code that does not exist: same status, same error code. A route added later is
// covered without a line here, so none can forget the folder rule.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, apiClient, type QrCodeBody, seedTeam } from "./support/api.ts";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

type Operations = Record<string, Record<string, { operationId: string }>>;

describe("a code in a folder the caller has no access to", () => {
  it("is, on every route that names a code, what a code that never existed is", async () => {
    const team = await seedTeam(stack, "Isolated");
    const owner = apiClient(stack, team.adminKey);
    const folder = (await owner.post<{ id: string }>("/api/v1/folders", { name: "Private" })).body;
    const code = (
      await owner.post<QrCodeBody>("/api/v1/qr", { url: "https://private.example/", folder_id: folder.id })
    ).body;
    const outsider = apiClient(stack, (await addMember(stack, team, "member")).key);
    const document = (await apiClient(stack).get<{ paths: Operations }>("/api/v1/openapi.json")).body;
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/api/v1/qr/{id}"))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ path, method })));
    expect(routes.length).toBeGreaterThan(15);
    const absent = "qr_01jd6m3q2x8f7k0v9w4c5b1n2z";
    for (const { path, method } of routes) {
      const concrete = (id: string) =>
        path
          .replace("{id}", id)
          .replace("{version}", "1")
          .replace("{change_id}", "sch_01jd6m3q2x8f7k0v9w4c5b1n2z");
      const ask = (id: string) =>
        outsider.request<{ code?: string }>(method.toUpperCase(), concrete(id), {
          ...(["post", "put", "patch"].includes(method) ? { body: {} } : {}),
        });
      const hidden = await ask(code.id);
      const missing = await ask(absent);
      expect([hidden.status, hidden.body.code], `${method.toUpperCase()} ${path}`).toEqual([
        missing.status,
        missing.body.code,
      ]);
      expect(hidden.status, `${method.toUpperCase()} ${path}`).not.toBeLessThan(400);
    }
    // And the code is untouched.
    const after = await owner.get<QrCodeBody>(`/api/v1/qr/${code.id}`);
    expect(after.body).toMatchObject({
      url: "https://private.example/",
      status: "active",
      folder_id: folder.id,
    });
  });
});
