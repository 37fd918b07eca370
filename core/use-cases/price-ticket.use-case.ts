import { priceableConfig, priceCacheKey, priceRequestFor, type Price, type PriceRequest } from '../domain/price';
import type { TicketConfig } from '../domain/ticket';
import type { ProductDefinition } from '../domain/lottery';
import { CACHE_POLICY } from '../domain/cache-policy';
import { TtlCache } from '../shared/ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/**
 * Live price from the platform (never computed here): complete fields (or well-formed Lose)
 * only, cached for 60 s by the sorted request body, identical requests in flight shared (spec/2 §9).
 */
export class PriceTicketUseCase {
  private readonly cache: TtlCache<Price>;

  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    clock: Clock,
  ) {
    this.cache = new TtlCache(
      () => clock.now().epochMilliseconds,
      CACHE_POLICY.price.ttlMs,
      CACHE_POLICY.price.maxEntries,
    );
  }

  /** null while the ticket plays nothing yet. */
  async execute(input: { config: TicketConfig; definition: ProductDefinition }): Promise<Price | null> {
    const played = priceableConfig(input.config, input.definition);
    return played ? this.price(priceRequestFor(played, input.definition)) : null;
  }

  private price(request: PriceRequest): Promise<Price> {
    return this.cache.getOrLoad(priceCacheKey(request), () => this.lotteryStore.price(request));
  }
}
