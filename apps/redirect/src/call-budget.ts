// A token bucket: at most `burst` calls at once, refilled at `perSecond`. It bounds what an isolate asks the
// api worker (and so Postgres) for slugs KV does not know, however many random slugs a prober sends.
export class CallBudget {
  readonly #perMs: number;
  readonly #burst: number;
  #tokens: number;
  #updatedAt = 0;

  constructor(perSecond: number, burst: number) {
    this.#perMs = perSecond / 1000;
    this.#burst = burst;
    this.#tokens = burst;
  }

  /** Spends one call if the budget has one at `now` (ms). */
  take(now: number): boolean {
    this.#tokens = Math.min(this.#burst, this.#tokens + (now - this.#updatedAt) * this.#perMs);
    this.#updatedAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
