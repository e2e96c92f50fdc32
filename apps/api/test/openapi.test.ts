// The OpenAPI document describes what the routes really do: every response body checked here is validated
// against the schema the document gives for that path, method and status.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
} from "./support/api.ts";

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
}

let stack: TestStack;
let api: ApiClient;
let document: OpenApiDocument;
let ajv: Ajv2020;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
  document = (await apiClient(stack).get<OpenApiDocument>("/api/v1/openapi.json")).body;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: document.components });
});
afterAll(async () => {
  await stack?.stop();
});

/** Validates a response against the document's schema for it. */
function expectDocumented(method: string, path: string, response: ApiResponse) {
  const operation = document.paths[path]?.[method];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation?.responses[String(response.status)];
  expect(documented, `${method} ${path} documents status ${response.status}`).toBeDefined();
  const content = documented?.content;
  if (!content) {
    expect(response.body).toBe("");
    return;
  }
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0] ?? "";
  const schema = content[type]?.schema;
  expect(schema, `${method} ${path} ${response.status} documents ${type}`).toBeDefined();
  const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components'));
  const validate = ajv.compile(rewritten);
  expect(validate(response.body), JSON.stringify(validate.errors)).toBe(true);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with every route, and a readable reference page is served", async () => {
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/api/v1/abuse-reports",
        "/api/v1/audit-log",
        "/api/v1/audit-log/export",
        "/api/v1/account",
        "/api/v1/account/sessions",
        "/api/v1/account/sessions/sign-out-others",
        "/api/v1/account/sessions/{id}",
        "/api/v1/analytics",
        "/api/v1/designs",
        "/api/v1/designs/{id}",
        "/api/v1/domains",
        "/api/v1/domains/{id}",
        "/api/v1/domains/{id}/verify",
        "/api/v1/events",
        "/api/v1/exports",
        "/api/v1/exports/{id}",
        "/api/v1/exports/{id}/file",
        "/api/v1/files",
        "/api/v1/files/{id}",
        "/api/v1/files/{id}/content",
        "/api/v1/folders",
        "/api/v1/folders/{id}",
        "/api/v1/folders/{id}/members",
        "/api/v1/folders/{id}/members/{user_id}",
        "/api/v1/gs1/products",
        "/api/v1/logos",
        "/api/v1/logos/{id}",
        "/api/v1/logos/{id}/file",
        "/api/v1/keys",
        "/api/v1/keys/{id}",
        "/api/v1/qr",
        "/api/v1/qr/bulk",
        "/api/v1/qr/bulk/delete",
        "/api/v1/qr/move",
        "/api/v1/qr/{id}",
        "/api/v1/qr/{id}/analytics",
        "/api/v1/qr/{id}/clicks",
        "/api/v1/qr/{id}/image",
        "/api/v1/qr/{id}/print-check",
        "/api/v1/qr/{id}/scans",
        "/api/v1/qr/{id}/schedule",
        "/api/v1/qr/{id}/schedule/{change_id}",
        "/api/v1/qr/{id}/versions",
        "/api/v1/qr/{id}/versions/{version}/restore",
        "/api/v1/scans",
        "/api/v1/sso/lookup",
        "/api/v1/tags",
        "/api/v1/tags/{id}",
        "/api/v1/utm-templates",
        "/api/v1/utm-templates/{id}",
        "/api/v1/conversions",
        "/api/v1/qr/{id}/ab-results",
        "/api/v1/ga4",
        "/api/v1/qr/{id}/ga4",
        "/api/v1/teams",
        "/api/v1/teams/{id}",
        "/api/v1/teams/{id}/activate",
        "/api/v1/teams/{id}/sso",
        "/api/v1/teams/{id}/sso/verify",
        "/api/v1/teams/{id}/activity",
        "/api/v1/teams/{id}/scim",
        "/api/v1/teams/{id}/scim/groups",
        "/api/v1/teams/{id}/scim/groups/{groupId}",
        "/api/v1/teams/{id}/scim/token",
        "/api/v1/teams/{id}/leave",
        "/api/v1/teams/{id}/invitations/{invitationId}",
        "/api/v1/teams/{id}/members",
        "/api/v1/teams/{id}/members/{userId}",
        "/api/v1/invitations/accept",
        "/api/v1/health",
        "/api/v1/webhooks",
        "/api/v1/webhooks/{id}",
        "/api/v1/webhooks/{id}/rotate-secret",
        "/api/v1/webhooks/{id}/test",
        "/api/v1/webhooks/{id}/deliveries",
        "/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry",
        "/api/v1/webhooks/{id}/replay",
      ].sort(),
    );
    // Every operation is named (the client libraries' method names), and no two alike.
    const names = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations as Record<string, { operationId?: string }>).map(
        (operation) => operation.operationId,
      ),
    );
    expect(
      names.every((name) => typeof name === "string" && /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/.test(name)),
    ).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    // The reference is the web app's Scalar page, from the app's own files; the old address leads there.
    const old = await fetch(`${stack.apiUrl}/api/v1/docs`, { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe("/docs/");
    const page = await fetch(`${stack.apiUrl}/docs/`);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<script src="/docs/scalar.js"></script>');
    expect(html).not.toMatch(/<script>|src="https?:/);
    expect((await fetch(`${stack.apiUrl}/docs/scalar.js`)).status).toBe(200);
  });

  it("links every error response to the explanation of each of its codes", () => {
    const responses = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => Object.entries(operation.responses)),
    );
    const problems = responses.filter(([status]) => Number(status) >= 400);
    expect(problems.length).toBeGreaterThan(50);
    for (const [, response] of problems) {
      expect((response as { description: string }).description).toMatch(
        /^\[`[a-z_]+`\]\(\/api\/v1\/docs\/errors#[a-z_]+\)/,
      );
    }
  });

  it("matches the QR code routes' real responses, successes and errors", async () => {
    const created = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/doc",
      metadata: { a: 1 },
    });
    expectDocumented("post", "/api/v1/qr", created);
    expectDocumented("post", "/api/v1/qr", await api.post("/api/v1/qr", { url: "ftp://x" }));
    expectDocumented(
      "post",
      "/api/v1/qr",
      await api.post("/api/v1/qr", { url: "https://example.com/", slug: created.body.slug }),
    );
    expectDocumented("post", "/api/v1/qr", await apiClient(stack).post("/api/v1/qr", {}));
    expectDocumented("get", "/api/v1/qr", await api.get("/api/v1/qr?limit=1"));
    expectDocumented("get", "/api/v1/qr", await api.get("/api/v1/qr?limit=0"));
    expectDocumented("get", "/api/v1/qr/{id}", await api.get(`/api/v1/qr/${created.body.id}`));
    expectDocumented("get", "/api/v1/qr/{id}", await api.get("/api/v1/qr/qr_unknown"));
    const analytics = `/api/v1/qr/${created.body.id}/analytics`;
    expectDocumented("get", "/api/v1/qr/{id}/analytics", await api.get(analytics));
    expectDocumented("get", "/api/v1/qr/{id}/analytics", await api.get(`${analytics}?interval=week`));
    expectDocumented("get", "/api/v1/qr/{id}/scans", await api.get(`/api/v1/qr/${created.body.id}/scans`));
    expectDocumented("get", "/api/v1/qr/{id}/scans", await api.get("/api/v1/qr/qr_unknown/scans"));
    expectDocumented(
      "patch",
      "/api/v1/qr/{id}",
      await api.patch(`/api/v1/qr/${created.body.id}`, { status: "disabled" }),
    );
    expectDocumented(
      "patch",
      "/api/v1/qr/{id}",
      await api.request("PATCH", `/api/v1/qr/${created.body.id}`, {
        raw: "{",
        headers: { "Content-Type": "application/json" },
      }),
    );
    expectDocumented("delete", "/api/v1/qr/{id}", await api.delete(`/api/v1/qr/${created.body.id}`));
  });

  it("matches the team routes' real responses", async () => {
    const team = (await api.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
    expectDocumented("get", "/api/v1/teams", await api.get("/api/v1/teams"));
    const invited = await api.post<{ token: string }>(`/api/v1/teams/${team}/members`, {
      email: "doc@example.com",
    });
    expectDocumented("post", "/api/v1/teams/{id}/members", invited);
    expectDocumented(
      "post",
      "/api/v1/teams/{id}/members",
      await api.post(`/api/v1/teams/${team}/members`, { email: "nope" }),
    );
    const accepted = await apiClient(stack).post<{ user_id: string }>("/api/v1/invitations/accept", {
      token: invited.body.token,
    });
    expectDocumented("post", "/api/v1/invitations/accept", accepted);
    expectDocumented(
      "post",
      "/api/v1/invitations/accept",
      await apiClient(stack).post("/api/v1/invitations/accept", { token: "x" }),
    );
    expectDocumented("get", "/api/v1/teams/{id}/members", await api.get(`/api/v1/teams/${team}/members`));
    const member = `/api/v1/teams/${team}/members/${accepted.body.user_id}`;
    expectDocumented(
      "patch",
      "/api/v1/teams/{id}/members/{userId}",
      await api.patch(member, { role: "viewer" }),
    );
    expectDocumented("delete", "/api/v1/teams/{id}/members/{userId}", await api.delete(member));
    expectDocumented(
      "delete",
      "/api/v1/teams/{id}/invitations/{invitationId}",
      await api.delete(`/api/v1/teams/${team}/invitations/inv_x`),
    );
  });

  it("matches the key routes' real responses", async () => {
    const created = await api.post<{ id: string }>("/api/v1/keys", { name: "doc", preset: "analytics" });
    expectDocumented("post", "/api/v1/keys", created);
    expectDocumented("post", "/api/v1/keys", await api.post("/api/v1/keys", { name: "doc" }));
    expectDocumented("get", "/api/v1/keys", await api.get("/api/v1/keys"));
    expectDocumented("delete", "/api/v1/keys/{id}", await api.delete(`/api/v1/keys/${created.body.id}`));
    expectDocumented("delete", "/api/v1/keys/{id}", await api.delete("/api/v1/keys/key_unknown"));
  });

  it("gives every error a stable code whose type URI explains it in the API reference", async () => {
    const missing = await apiClient(stack).get<ProblemBody>("/api/v1/qr/qr_nope");
    expect(missing.body).toMatchObject({ status: 401, code: "api_key_missing", title: "API key missing" });
    const notFound = await api.get<ProblemBody>("/api/v1/qr/qr_nope");
    expect(notFound.body).toMatchObject({ status: 404, code: "qr_not_found" });
    const codes = (document.components.schemas.Problem as { properties: { code: { enum: string[] } } })
      .properties.code.enum;
    expect(codes).toContain("qr_not_found");
    for (const problem of [missing.body, notFound.body]) {
      const typeUrl = new URL(problem.type);
      expect(typeUrl.hash).toBe(`#${problem.code}`);
      const explained = await apiClient(stack).get<string>(typeUrl.pathname);
      expect(explained.status).toBe(200);
      expect(explained.body).toContain(`id="${problem.code}"`);
    }
    const errorsPage = await apiClient(stack).get<string>(new URL(missing.body.type).pathname);
    for (const code of codes) expect(errorsPage.body).toContain(`id="${code}"`);
  });
});
