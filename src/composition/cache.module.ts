import { ContainerModule } from 'inversify';
import { CachedWalletGateway } from '../../adapters/cache/cached-wallet-gateway';
import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { CachedContentGateway } from '../../adapters/cache/cached-content-gateway';
import { CachedLimitsGateway } from '../../adapters/cache/cached-limits-gateway';
import { provide } from './provide';
import { SHARED } from './shared.tokens';

/**
 * Caches (spec/2 §9) wrap whichever shell gateways the mode bound: decorators applied on
 * activation. The wallet's cache is the player cache, which session and purchases invalidate.
 */
export const cacheModule = new ContainerModule((o) => {
  const clock = SHARED.clock;
  o.onActivation(SHARED.walletGateway, (c, inner) => new CachedWalletGateway(inner, c.get(clock)));
  o.onActivation(SHARED.lotteryStoreGateway, (c, inner) => new CachedLotteryStoreGateway(inner, c.get(clock)));
  o.onActivation(SHARED.contentGateway, (c, inner) => new CachedContentGateway(inner, c.get(clock)));
  o.onActivation(SHARED.limitsGateway, (c, inner) => new CachedLimitsGateway(inner, c.get(clock)));
  provide(o, SHARED.playerCache, [SHARED.walletGateway], (wallet) => {
    if (!(wallet instanceof CachedWalletGateway)) throw new Error('The wallet gateway is not cached');
    return wallet;
  });
});
