// A small in-isolate cache: entries expire after a fixed time and the oldest entry makes room when the cache
// is full. An isolate serves many requests, so a hot slug is read from KV once per TTL instead of per scan.
// Isolate memory is per machine and short-lived; nothing here is ever the source of truth.
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now: number): void {
    if (this.#ttlMs <= 0) return;
    // Map iteration follows insertion order: re-inserting keeps the newest last, the oldest first.
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
