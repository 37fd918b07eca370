import { priceCacheKey, priceRequestFor, type Price, type PriceRequest } from '../domain/price';
import { fieldType, isFieldComplete, type TicketConfig } from '../domain/ticket';
import type { ProductDefinition } from '../domain/lottery';
import type { Clock } from '../../ports/clock.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

const TTL_MS = 60_000;

/**
 * Live price from the platform (never computed here): complete fields only, cached for 60 s by
 * the sorted request body, identical requests in flight shared (spec/2 §9).
 */
export class PriceTicketUseCase {
  private readonly cache = new Map<string, { price: Price; storedAt: number }>();
  private readonly inFlight = new Map<string, Promise<Price>>();

  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly clock: Clock,
  ) {}

  /** null while the ticket has no complete field yet. */
  async execute(input: { config: TicketConfig; definition: ProductDefinition }): Promise<Price | null> {
    const { config, definition } = input;
    const complete = config.fields.filter((f) => isFieldComplete(f, definition));
    if (complete.length === 0 || config.drawEvents.length === 0) return null;
    const request = priceRequestFor({ ...config, fields: complete }, fieldType(definition).identifier, definition.repetitionFrequencies.unit);
    return this.price(request);
  }

  private price(request: PriceRequest): Promise<Price> {
    const key = priceCacheKey(request);
    const now = this.clock.now().epochMilliseconds;
    const cached = this.cache.get(key);
    if (cached && now - cached.storedAt < TTL_MS) return Promise.resolve(cached.price);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const call = this.lotteryStore
      .price(request)
      .then((price) => {
        this.cache.set(key, { price, storedAt: this.clock.now().epochMilliseconds });
        return price;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }
}
