// The one bounded cache both workers keep in isolate memory: expiry, eviction of the least recently used entry,
// off at a TTL of 0, and remembered computations (a failed promise is not kept).
import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/bounded-cache.ts";

describe("BoundedCache", () => {
  it("answers until the entry expires, then forgets it", () => {
    const cache = new BoundedCache<string>({ capacity: 10, ttlMs: 1000 });
    cache.set("menu", "a", 0);
    expect(cache.get("menu", 999)).toBe("a");
    expect(cache.get("menu", 1000)).toBeUndefined();
    expect(cache.get("menu", 0)).toBeUndefined(); // gone for good, not just hidden
  });

  it("keeps entries without a TTL until they are evicted", () => {
    const cache = new BoundedCache<string>({ capacity: 10 });
    cache.set("a", "kept");
    expect(cache.get("a", Number.MAX_SAFE_INTEGER)).toBe("kept");
  });

  it("makes room by dropping the least recently used entry; a read or a rewrite counts as a use", () => {
    const cache = new BoundedCache<number>({ capacity: 2, ttlMs: 60_000 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("a", 3, 0); // "b" is now the least recently used
    cache.set("c", 4, 0);
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBe(3); // "c" is now the least recently used
    cache.set("d", 5, 1);
    expect(cache.get("c", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBe(3);
    expect(cache.get("d", 1)).toBe(5);
  });

  it("never holds more than its capacity, whatever is sent", () => {
    const cache = new BoundedCache<number>({ capacity: 100 });
    for (let i = 0; i < 10_000; i++) cache.set(`key-${i}`, i);
    const kept = Array.from({ length: 10_000 }, (_, i) => cache.get(`key-${i}`)).filter(
      (v) => v !== undefined,
    );
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe(9_900);
  });

  it("stores nothing with a TTL of 0", () => {
    const cache = new BoundedCache<number>({ capacity: 10, ttlMs: 0 });
    cache.set("a", 1, 0);
    expect(cache.get("a", 0)).toBeUndefined();
  });

  it("forgets an entry on delete", () => {
    const cache = new BoundedCache<number>({ capacity: 10, ttlMs: 1000 });
    cache.set("a", 1, 0);
    cache.delete("a");
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("remembers a computation once per key", () => {
    const cache = new BoundedCache<number>({ capacity: 10 });
    let runs = 0;
    const compute = () => ++runs;
    expect(cache.remember("a", compute)).toBe(1);
    expect(cache.remember("a", compute)).toBe(1);
    expect(cache.remember("b", compute)).toBe(2);
  });

  it("forgets a remembered promise that fails, so the next call tries again", async () => {
    const cache = new BoundedCache<Promise<string>>({ capacity: 10 });
    const failing = cache.remember("logo", () => Promise.reject(new Error("unreadable")));
    await expect(failing).rejects.toThrow("unreadable");
    await expect(cache.remember("logo", async () => "drawn")).resolves.toBe("drawn");
    await expect(cache.remember("logo", async () => "again")).resolves.toBe("drawn");
  });
});
