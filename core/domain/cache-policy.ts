/** Cache lifetimes and sizes (spec/2 §9). null lifetime: kept until evicted or invalid. */
export const CACHE_POLICY = {
  settings: { ttlMs: 30 * 60_000, maxEntries: 50 },
  wallet: { ttlMs: 2 * 60_000, maxEntries: 200 },
  content: { ttlMs: 30 * 60_000, maxEntries: 500 },
  drawsAndShows: { ttlMs: null, maxEntries: 300 },
  price: { ttlMs: 60_000, maxEntries: 500 },
  seo: { ttlMs: 30 * 60_000, maxEntries: 500 },
  localeMessages: { ttlMs: 24 * 60 * 60_000, maxEntries: 5 },
} as const;
