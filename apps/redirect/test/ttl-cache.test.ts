// The isolate cache behind the redirect worker's lookups: expiry, eviction of the oldest entry, and off at 0.
import { describe, expect, it } from "vitest";
import { TtlCache } from "../src/ttl-cache.ts";

describe("TtlCache", () => {
  it("answers until the entry expires, then forgets it", () => {
    const cache = new TtlCache<string>(1000, 10);
    cache.set("menu", "a", 0);
    expect(cache.get("menu", 999)).toBe("a");
    expect(cache.get("menu", 1000)).toBeUndefined();
    expect(cache.get("menu", 0)).toBeUndefined(); // gone for good, not just hidden
  });

  it("makes room by dropping the oldest entry, and a rewrite counts as new", () => {
    const cache = new TtlCache<number>(60_000, 2);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("a", 3, 0); // "b" is now the oldest
    cache.set("c", 4, 0);
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBe(3);
    expect(cache.get("c", 1)).toBe(4);
  });

  it("stores nothing with a TTL of 0", () => {
    const cache = new TtlCache<number>(0, 10);
    cache.set("a", 1, 0);
    expect(cache.get("a", 0)).toBeUndefined();
  });

  it("forgets an entry on delete", () => {
    const cache = new TtlCache<number>(1000, 10);
    cache.set("a", 1, 0);
    cache.delete("a");
    expect(cache.get("a", 1)).toBeUndefined();
  });
});
