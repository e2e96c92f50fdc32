// What an isolate remembers between requests, bounded whatever the traffic sends: at most `capacity` entries, the
// least recently used leaving first, each kept at most `ttlMs` when one is given. Isolate memory is per machine
// and short-lived: nothing kept here is ever the source of truth. The caller passes the time (`now`), so the scan
// path reads the clock once per request and tests choose the instant.
export interface BoundedCacheOptions {
  capacity: number;
  /** How long an entry is kept; forever (until evicted) when absent, nothing at all when 0 or less. */
  ttlMs?: number;
}

export class BoundedCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #capacity: number;
  readonly #ttlMs: number;

  constructor({ capacity, ttlMs = Number.POSITIVE_INFINITY }: BoundedCacheOptions) {
    this.#capacity = capacity;
    this.#ttlMs = ttlMs;
  }

  get(key: string, now = 0): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.#entries.set(key, entry); // re-inserted last: Map order is the order of use
    return entry.value;
  }

  set(key: string, value: V, now = 0): void {
    if (this.#ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** The value kept for `key`, else `compute`'s, kept; a promise that fails is forgotten, so a retry computes again. */
  remember(key: string, compute: () => V, now = 0): V {
    const kept = this.get(key, now);
    if (kept !== undefined) return kept;
    const value = compute();
    this.set(key, value, now);
    if (value instanceof Promise) value.catch(() => this.delete(key));
    return value;
  }
}
