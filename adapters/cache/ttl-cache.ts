/**
 * A small cache: entries live `ttlMs` (null: until evicted), at most `maxEntries` (least recently
 * used goes first), and identical loads in flight are shared. Time comes from `now` (a Clock).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number | null,
    private readonly maxEntries: number,
  ) {}

  /** `expiresAt` lets the value decide how long it is good for (e.g. until a sale stop). */
  async getOrLoad(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      this.entries.delete(key); // re-insert: most recently used last
      this.entries.set(key, hit);
      return hit.value;
    }
    this.entries.delete(key);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const call = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, expiresAt?.(value));
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  /** Drops everything; loads already running do not refill the cache. */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  private generation = 0;

  private store(key: string, value: V, expiresAt: number | undefined): void {
    const until = expiresAt ?? (this.ttlMs === null ? Number.POSITIVE_INFINITY : this.now() + this.ttlMs);
    this.entries.set(key, { value, expiresAt: until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
