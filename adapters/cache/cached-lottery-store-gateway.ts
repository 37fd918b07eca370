import { CACHE_POLICY } from '../../core/domain/cache-policy';
import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../../core/domain/lottery';
import type { Price, PriceRequest } from '../../core/domain/price';
import type { Page, Receipt, ReceiptQuery } from '../../core/domain/receipt';
import { Temporal } from '../../core/shared/temporal';
import { TtlCache } from './ttl-cache';
import type { Clock } from '../../ports/clock.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/**
 * Stable cache key: the request with object keys sorted (spec/2 §9 "keyed by the sorted request
 * body"). Here, not in core/domain/price.ts: the shell's cache must not bring the ticket rules along.
 */
export function priceCacheKey(request: PriceRequest): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sortKeys(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(sortKeys(request));
}

/**
 * Current draws cached in the draws-and-shows cache (300 entries). The spec gives no lifetime; an
 * entry is good until the first of its sale stops passes, since then another draw is on sale.
 * Prices live 60 s by their sorted request body (spec/2 §9); receipts are never cached.
 */
export class CachedLotteryStoreGateway implements LotteryStoreGateway {
  private readonly draws: TtlCache<CurrentDraw[]>;
  private readonly prices: TtlCache<Price>;

  constructor(
    private readonly inner: LotteryStoreGateway,
    private readonly clock: Clock,
  ) {
    this.draws = new TtlCache(
      () => clock.now().epochMilliseconds,
      CACHE_POLICY.drawsAndShows.ttlMs,
      CACHE_POLICY.drawsAndShows.maxEntries,
    );
    this.prices = new TtlCache(
      () => clock.now().epochMilliseconds,
      CACHE_POLICY.price.ttlMs,
      CACHE_POLICY.price.maxEntries,
    );
  }

  productDefinition(product: ProductIdentifier): Promise<ProductDefinition> {
    return this.inner.productDefinition(product);
  }

  currentDraws(product: ProductIdentifier): Promise<CurrentDraw[]> {
    return this.draws.getOrLoad(
      product,
      () => this.inner.currentDraws(product),
      (draws) => this.validUntil(draws),
    );
  }

  price(request: PriceRequest): Promise<Price> {
    return this.prices.getOrLoad(priceCacheKey(request), () => this.inner.price(request));
  }

  receipts(query: ReceiptQuery): Promise<Page<Receipt>> {
    return this.inner.receipts(query);
  }

  stopSubscription(lotteryProductSelectionId: string): Promise<void> {
    return this.inner.stopSubscription(lotteryProductSelectionId);
  }

  private validUntil(draws: readonly CurrentDraw[]): number {
    const stops = draws.map((d) => Temporal.Instant.from(d.saleStopTime).epochMilliseconds);
    // Nothing on sale: ask again in a minute rather than never.
    return stops.length ? Math.min(...stops) : this.clock.now().epochMilliseconds + 60_000;
  }
}
