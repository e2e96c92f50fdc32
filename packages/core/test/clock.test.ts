// The test clock: a request's instant comes from its header only where the test harness bound TEST_CLOCK.
import { describe, expect, it } from "vitest";
import { requestTime, TEST_CLOCK_HEADER } from "../src/clock.ts";

const at = Date.UTC(2030, 0, 1);
const carrying = new Request("https://qr.example/menu", { headers: { [TEST_CLOCK_HEADER]: String(at) } });

describe("requestTime", () => {
  it("takes the header's instant on a test stack", () => {
    expect(requestTime(carrying, { TEST_CLOCK: "header" })).toBe(at);
  });

  it("ignores the header everywhere else: a deployed worker has no TEST_CLOCK binding", () => {
    const before = Date.now();
    const now = requestTime(carrying, {});
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).not.toBe(at);
    expect(requestTime(carrying, { TEST_CLOCK: "yes" })).not.toBe(at);
  });

  it("falls back to the machine's clock for a header that is not an instant", () => {
    for (const value of ["", "soon", "-5", "1e400", "12.5"]) {
      const request = new Request("https://qr.example/menu", { headers: { [TEST_CLOCK_HEADER]: value } });
      expect(Math.abs(requestTime(request, { TEST_CLOCK: "header" }) - Date.now())).toBeLessThan(60_000);
    }
  });
});
