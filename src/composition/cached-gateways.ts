import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { CachedDrawsGateway } from '../../adapters/cache/cached-draws-gateway';
import { CachedContentGateway } from '../../adapters/cache/cached-content-gateway';
import { CachedLimitsGateway } from '../../adapters/cache/cached-limits-gateway';
import { CachedSeoGateway } from '../../adapters/cache/cached-seo-gateway';

/** The caches that wrap their gateway on first use (./cache.module.ts): one chunk, not the home route's bundle. */
export const CACHED_GATEWAYS = {
  lotteryStoreGateway: CachedLotteryStoreGateway,
  drawsGateway: CachedDrawsGateway,
  contentGateway: CachedContentGateway,
  limitsGateway: CachedLimitsGateway,
  seoGateway: CachedSeoGateway,
};
