// What one isolate remembers between requests, bounded whatever the traffic: the least recently used entry
// leaves first. Used for credentials read from the database (always verified again in the request's first round
// trip, verified-credential.ts) and for facts that never change (the team an object belongs to).
export class IsolateMemory<V> {
  private readonly entries = new Map<string, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key); // re-inserted last: the most recently used
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
