// Probing random slugs: each unknown slug would cost a Postgres lookup, so an isolate asks the api worker only
// within its budget; past it the scan is told to retry (503), and real codes, answered from KV, keep working.

import { apiClient, type QrCodeBody, seedTeam } from "@qr/api/test-support";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let stack: TestStack;
let code: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  const team = await seedTeam(stack, "Probed");
  code = (
    await apiClient(stack, team.adminKey).post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })
  ).body;
});
afterAll(async () => {
  await stack?.stop();
});

describe("random slugs", () => {
  it("cost at most the isolate's lookup budget; past it they get 503 + Retry-After, real codes still 302", async () => {
    const started = Date.now();
    const probes = await Promise.all(
      Array.from({ length: 300 }, (_, i) => scan(stack, `probe${i}x${started.toString(36)}`)),
    );
    const seconds = (Date.now() - started) / 1000;
    const statuses = probes.map((response) => response.status);
    for (const status of statuses) expect([404, 503]).toContain(status);
    // Every 404 is one lookup (each slug is new); the budget is a burst of 50 plus 20 a second.
    const lookups = statuses.filter((status) => status === 404).length;
    expect(lookups).toBeLessThanOrEqual(50 + Math.ceil(20 * seconds) + 1);
    const refused = probes.find((response) => response.status === 503);
    expect(refused?.headers.get("Retry-After")).toBe("5");
    expect((await scan(stack, code.slug)).status).toBe(302);
  });
});
