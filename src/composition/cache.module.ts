import { ContainerModule } from 'inversify';
import { CachedWalletGateway } from '../../adapters/cache/cached-wallet-gateway';
import { CachedLotteryStoreGateway } from '../../adapters/cache/cached-lottery-store-gateway';
import { CachedLimitsGateway } from '../../adapters/cache/cached-limits-gateway';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
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
  o.onActivation<LimitsGateway>(TOKENS.limitsGateway, (context, inner) => new CachedLimitsGateway(inner, context.get<Clock>(TOKENS.clock)));
  provide(o, 'playerCache', ['walletGateway'], (wallet) => {
    if (!(wallet instanceof CachedWalletGateway)) throw new Error('The wallet gateway is not cached');
    return wallet;
  });
});
