import { LRUCache } from 'lru-cache';

interface Load<V> {
  readonly load: () => Promise<V>;
  readonly expiresAt?: (value: V) => number;
}

/**
 * The client's caches (spec/2 §9) on lru-cache: entries live `ttlMs` (null: until evicted), at
 * most `maxEntries` (least recently used goes first), identical loads in flight are shared
 * (lru-cache's `fetch`). Time comes from `now` (a Clock), so tests move it by hand.
 */
/**
 * lru-cache's TTL: an entry is stale once more than `ttl` ms have passed; ours is stale once
 * `ms` have passed (an entry good until a sale stop is gone at the sale stop). At least 1: 0 would
 * mean "forever" there; an entry good for no time at all is dropped right after its load.
 */
const freshFor = (ms: number) => Math.max(1, Math.ceil(ms) - 1);

/** lru-cache keeps no undefined or null values: each value rides in a box. */
interface Box<V> {
  readonly value: V;
}

export class TtlCache<V> {
  private readonly entries: LRUCache<string, Box<V>, Load<V>>;

  constructor(
    private readonly now: () => number,
    ttlMs: number | null,
    maxEntries: number,
  ) {
    this.entries = new LRUCache<string, Box<V>, Load<V>>({
      max: maxEntries,
      ttl: ttlMs === null ? 0 : freshFor(ttlMs),
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "no TTL": the clock is read one millisecond on.
      perf: { now: () => now() + 1 },
      // A clear() while a load runs: its callers still get the answer, the cache stays empty.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context, options }) => {
        const value = await context.load();
        const until = context.expiresAt?.(value);
        // The value decides how long it is good for (e.g. until a sale stop).
        if (until !== undefined) options.ttl = freshFor(until - this.now());
        return { value };
      },
    });
  }

  /** `expiresAt` lets the value decide how long it is good for (e.g. until a sale stop). */
  async getOrLoad(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    const box = await this.entries.fetch(key, { context: { load, expiresAt } });
    if (box === undefined) throw new Error(`cache load for ${key} gave nothing`);
    // Good for no time at all (a sale stop already past): answered, not kept.
    if (expiresAt && expiresAt(box.value) <= this.now()) this.entries.delete(key);
    return box.value;
  }

  /** Drops everything; loads already running do not refill the cache. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
