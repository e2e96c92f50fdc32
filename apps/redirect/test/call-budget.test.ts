// The budget of api-worker lookups per isolate: a burst, then a steady refill, never more.
import { describe, expect, it } from "vitest";
import { CallBudget } from "../src/call-budget.ts";

describe("CallBudget", () => {
  it("allows the burst at once, then one call per refill interval", () => {
    const budget = new CallBudget(10, 3);
    expect([1, 2, 3, 4].map(() => budget.take(0))).toEqual([true, true, true, false]);
    expect(budget.take(50)).toBe(false); // half a token
    expect(budget.take(100)).toBe(true);
    expect(budget.take(100)).toBe(false);
  });

  it("never saves up more than the burst", () => {
    const budget = new CallBudget(10, 2);
    expect([1, 2, 3].map(() => budget.take(60_000))).toEqual([true, true, false]);
  });
});
