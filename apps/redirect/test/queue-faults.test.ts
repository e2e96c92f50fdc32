// A failing scan queue never fails a redirect: the event is sent in waitUntil, after the response (so it
// cannot slow it either), and a failed send is logged, never raised.

import { apiClient, type QrCodeBody, seedTeam } from "@qr/api/test-support";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ injectQueueFaults: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe("a failing scan queue", () => {
  it("still redirects every scan, and stores nothing it could not send", async () => {
    const api = apiClient(stack, (await seedTeam(stack)).adminKey);
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" });
    for (let i = 0; i < 20; i++) {
      const response = await scan(stack, code.slug);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("https://example.com/menu");
    }
    const { rows } = await stack.sql.query("select count(*)::int as n from scan_events where qr_id = $1", [
      code.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
