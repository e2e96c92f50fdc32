import { describe, expect, it } from "vitest";
import { isId, newId, newIds } from "../src/ids.ts";

describe("ids", () => {
  it("makes ids of their kind", () => {
    expect(isId("qr", newId("qr"))).toBe(true);
    expect(isId("team", newId("qr"))).toBe(false);
  });

  it("makes a run of ids that sorts in the order it was made, across carries", () => {
    const ids = newIds("qr", 5000, Date.UTC(2026, 10, 23));
    expect(new Set(ids).size).toBe(5000);
    expect(ids.every((id) => isId("qr", id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
  });
});
