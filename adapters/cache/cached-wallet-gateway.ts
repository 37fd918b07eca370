import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { AccountKind, PaymentMethod, PlayerAccount } from '../../core/domain/player';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';

/** Wallet reads cached 2 min / 200 entries (spec/2 §9); player data, so invalidated as a whole. */
export class CachedWalletGateway implements WalletGateway, PlayerCache {
  private readonly accounts: TtlCache<PlayerAccount>;
  private readonly methods: TtlCache<PaymentMethod[]>;

  constructor(
    private readonly inner: WalletGateway,
    clock: Clock,
  ) {
    const now = () => clock.now().epochMilliseconds;
    const { ttlMs, maxEntries } = CACHE_POLICY.wallet;
    this.accounts = new TtlCache(now, ttlMs, maxEntries);
    this.methods = new TtlCache(now, ttlMs, maxEntries);
  }

  account(kind: AccountKind): Promise<PlayerAccount> {
    return this.accounts.getOrLoad(kind, () => this.inner.account(kind));
  }

  availablePaymentMethods(): Promise<PaymentMethod[]> {
    return this.methods.getOrLoad('all', () => this.inner.availablePaymentMethods());
  }

  invalidate(): void {
    this.accounts.clear();
    this.methods.clear();
  }
}
