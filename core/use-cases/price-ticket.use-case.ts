import { priceableConfig, priceRequestFor, type Price } from '../domain/price';
import type { TicketConfig } from '../domain/ticket';
import type { ProductDefinition } from '../domain/lottery';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';

/**
 * Live price from the platform (never computed here): complete fields (or well-formed Lose)
 * only. The 60 s price cache of spec/2 §9 is the lottery store's (adapters/cache).
 */
export class PriceTicketUseCase {
  constructor(private readonly lotteryStore: LotteryStoreGateway) {}

  /** null while the ticket plays nothing yet. */
  async execute(input: { config: TicketConfig; definition: ProductDefinition }): Promise<Price | null> {
    const played = priceableConfig(input.config, input.definition);
    return played ? this.lotteryStore.price(priceRequestFor(played, input.definition)) : null;
  }
}
