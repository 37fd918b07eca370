import { ContainerModule } from 'inversify';
import { CachedWalletGateway } from '../../adapters/cache/cached-wallet-gateway';
import type { Clock } from '../../ports/clock.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { CACHED_GATEWAYS } from './cached-gateways';
import { lazyGateway } from './lazy-gateway';
import { TOKENS, type Services } from './tokens';
import { provide } from './provide';

type Cached = keyof typeof CACHED_GATEWAYS;

/**
 * Caches (spec/2 §9) wrap whichever gateways the mode bound: decorators applied on activation.
 * The wallet's is the player cache (invalidated synchronously), so it wraps at once; the others
 * load with their gateway's first call (./cached-gateways.ts, one chunk each).
 */
export const cacheModule = new ContainerModule((o) => {
  o.onActivation<WalletGateway>(
    TOKENS.walletGateway,
    (context, inner) => new CachedWalletGateway(inner, context.get<Clock>(TOKENS.clock)),
  );
  for (const name of [
    'lotteryStoreGateway',
    'drawsGateway',
    'contentGateway',
    'limitsGateway',
    'seoGateway',
  ] as const satisfies readonly Cached[]) {
    o.onActivation<Services[typeof name]>(TOKENS[name], (context, inner) => {
      const clock = context.get<Clock>(TOKENS.clock);
      // One constructor per name, each taking its own gateway.
      const wrap = (Cache: unknown) => new (Cache as new (inner: object, clock: Clock) => object)(inner, clock);
      return lazyGateway(() => CACHED_GATEWAYS[name]().then(wrap)) as Services[typeof name];
    });
  }
  provide(o, 'playerCache', ['walletGateway'], (wallet) => {
    if (!(wallet instanceof CachedWalletGateway)) throw new Error('The wallet gateway is not cached');
    return wallet;
  });
});
