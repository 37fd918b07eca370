import type { Clock } from '../../ports/clock.port';

type CacheConstructor = new (inner: never, clock: Clock) => object;

/** The caches that wrap their gateway on first use (./cache.module.ts): each its own chunk, none in the home route's bundle. */
export const CACHED_GATEWAYS = {
  lotteryStoreGateway: () =>
    import('../../adapters/cache/cached-lottery-store-gateway').then((m) => m.CachedLotteryStoreGateway),
  drawsGateway: () => import('../../adapters/cache/cached-draws-gateway').then((m) => m.CachedDrawsGateway),
  contentGateway: () => import('../../adapters/cache/cached-content-gateway').then((m) => m.CachedContentGateway),
  limitsGateway: () => import('../../adapters/cache/cached-limits-gateway').then((m) => m.CachedLimitsGateway),
  seoGateway: () => import('../../adapters/cache/cached-seo-gateway').then((m) => m.CachedSeoGateway),
} satisfies Record<string, () => Promise<CacheConstructor>>;
