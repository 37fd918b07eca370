import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Price } from '../../../core/domain/price';
import type { ProductDefinition } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';
import type { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';

/** The platform's price for whatever the ticket currently plays, asked again on every change. */
export class LivePrice {
  price: Price | null = null;
  pricing = false;
  failed = false;
  private request = 0;
  private stop: (() => void) | null = null;

  constructor(private readonly priceTicket: PriceTicketUseCase) {
    makeAutoObservable<this, 'priceTicket' | 'request' | 'stop'>(
      this,
      { priceTicket: false, request: false, stop: false, price: observableRef },
      { autoBind: true },
    );
  }

  /** Follows `source` (config and definition) until `dispose`. */
  follow(source: () => { config: TicketConfig | null; definition: ProductDefinition | null }): void {
    this.stop?.();
    this.stop = reaction(source, ({ config, definition }) => void this.update(config, definition), {
      fireImmediately: true,
    });
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  private async update(config: TicketConfig | null, definition: ProductDefinition | null): Promise<void> {
    if (!config || !definition) return;
    const request = ++this.request;
    this.pricing = true;
    try {
      const price = await this.priceTicket.execute({ config, definition });
      // Only the newest answer counts: older ones may arrive late.
      if (request === this.request) runInAction(() => ((this.price = price), (this.failed = false)));
    } catch {
      if (request === this.request) runInAction(() => ((this.price = null), (this.failed = true)));
    } finally {
      if (request === this.request) runInAction(() => (this.pricing = false));
    }
  }
}
