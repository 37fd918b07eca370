import type { LRUCache } from 'lru-cache';

interface Load<V> {
  readonly load: () => Promise<V>;
  readonly expiresAt?: (value: V) => number;
}

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

type Entries<V> = LRUCache<string, Box<V>, Load<V>>;

/**
 * The client's caches (spec/2 §9) on lru-cache: entries live `ttlMs` (null: until evicted), at
 * most `maxEntries` (least recently used goes first), identical loads in flight are shared
 * (lru-cache's `fetch`). Time comes from `now` (a Clock), so tests move it by hand. The library
 * (6 KB gzip) loads with the first lookup, not with the page: a first visit to the shop asks no
 * cache before the app has taken over.
 */
export class TtlCache<V> {
  private entries: Entries<V> | null = null;
  private loading: Promise<Entries<V>> | null = null;
  /** Counts clear() calls: a lookup that began before one stores nothing. */
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number | null,
    private readonly maxEntries: number,
  ) {}

  /** `expiresAt` lets the value decide how long it is good for (e.g. until a sale stop). */
  async getOrLoad(key: string, load: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    const generation = this.generation;
    const entries = this.entries ?? (await this.open());
    const box = await entries.fetch(key, { context: { load, expiresAt } });
    if (box === undefined) throw new Error(`cache load for ${key} gave nothing`);
    // Cleared meanwhile, or good for no time at all (a sale stop already past): answered, not kept.
    if (generation !== this.generation || (expiresAt && expiresAt(box.value) <= this.now())) entries.delete(key);
    return box.value;
  }

  /** Drops everything; loads already running do not refill the cache. */
  clear(): void {
    this.generation += 1;
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  private open(): Promise<Entries<V>> {
    this.loading ??= import('lru-cache').then(({ LRUCache }) => {
      this.entries = new LRUCache<string, Box<V>, Load<V>>({
        max: this.maxEntries,
        ttl: this.ttlMs === null ? 0 : freshFor(this.ttlMs),
        ttlResolution: 0,
        // lru-cache reads a start time of 0 as "no TTL": the clock is read one millisecond on.
        perf: { now: () => this.now() + 1 },
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
      return this.entries;
    });
    return this.loading;
  }
}
