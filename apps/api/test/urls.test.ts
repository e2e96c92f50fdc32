// Absolute URLs the API writes come from its configuration, never from the request's Host header.
import { request } from "node:http";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTeam, type TestTeam } from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Hosts");
});
afterAll(async () => {
  await stack?.stop();
});

/** A request with a forged Host header (fetch does not let a caller set one). */
function withHost(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { hostname, port } = new URL(stack.apiUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: hostname, port, method, path, headers: { ...headers, Host: "evil.example" } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("generated URLs", () => {
  it("builds accept_url and the OpenAPI servers from configuration, whatever Host says", async () => {
    const invited = await withHost(
      "POST",
      `/api/v1/teams/${team.id}/members`,
      { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "application/json" },
      JSON.stringify({ email: "host@example.com" }),
    );
    expect(invited.status).toBe(201);
    expect(JSON.parse(invited.body).accept_url).toBe(`${stack.apiBaseUrl}/api/v1/invitations/accept`);
    const document = await withHost("GET", "/api/v1/openapi.json", {});
    expect(document.body).not.toContain("evil.example");
    expect(JSON.parse(document.body).servers).toEqual([{ url: stack.apiBaseUrl }]);
  });
});
