import { ContainerModule } from 'inversify';
import { CachedWalletGateway } from '../../adapters/cache/cached-wallet-gateway';
import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { CachedDrawsGateway } from '../../adapters/cache/cached-draws-gateway';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { CachedLimitsGateway } from '../../adapters/cache/cached-limits-gateway';
import { CachedContentGateway } from '../../adapters/cache/cached-content-gateway';
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import { CachedSeoGateway } from '../../adapters/cache/cached-seo-gateway';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import type { Clock } from '../../ports/clock.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { TOKENS } from './tokens';
import { provide } from './provide';

/** Caches (spec/2 §9) wrap whichever gateways the mode bound: decorators applied on activation. */
export const cacheModule = new ContainerModule((o) => {
  o.onActivation<WalletGateway>(TOKENS.walletGateway, (context, inner) => new CachedWalletGateway(inner, context.get<Clock>(TOKENS.clock)));
  o.onActivation<LotteryStoreGateway>(
    TOKENS.lotteryStoreGateway,
    (context, inner) => new CachedLotteryStoreGateway(inner, context.get<Clock>(TOKENS.clock)),
  );
  o.onActivation<DrawsGateway>(TOKENS.drawsGateway, (context, inner) => new CachedDrawsGateway(inner, context.get<Clock>(TOKENS.clock)));
  o.onActivation<ContentGateway>(TOKENS.contentGateway, (context, inner) => new CachedContentGateway(inner, context.get<Clock>(TOKENS.clock)));
  o.onActivation<LimitsGateway>(TOKENS.limitsGateway, (context, inner) => new CachedLimitsGateway(inner, context.get<Clock>(TOKENS.clock)));
  o.onActivation<SeoGateway>(TOKENS.seoGateway, (context, inner) => new CachedSeoGateway(inner, context.get<Clock>(TOKENS.clock)));
  provide(o, 'playerCache', ['walletGateway'], (wallet) => {
    if (!(wallet instanceof CachedWalletGateway)) throw new Error('The wallet gateway is not cached');
    return wallet;
  });
});
