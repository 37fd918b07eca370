import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { Price } from '../../../core/domain/price';
import type { ProductDefinition } from '../../../core/domain/lottery';
import type { TicketConfig } from '../../../core/domain/ticket';
import type { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';

/**
 * Runs `task` once the browser has painted what the current input changed (after the next frame);
 * without frames (the server, tests) on the next turn. Returns a cancel function.
 */
function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The platform's price for whatever the ticket currently plays, asked again on every change.
 *
 * A change says at once that a new price is coming (`pricing`); the request itself is sent after
 * the change has been painted, so a pick or a quick tip shows without waiting for the price
 * request to be built and sent (issue 25: about a third of a number pick's time on a phone), and
 * the changes of one frame cost one request.
 */
export class LivePrice {
  price: Price | null = null;
  pricing = false;
  failed = false;
  private request = 0;
  private stop: (() => void) | null = null;
  private cancelPending: (() => void) | null = null;

  constructor(private readonly priceTicket: PriceTicketUseCase) {
    makeAutoObservable<this, 'priceTicket' | 'request' | 'stop' | 'cancelPending'>(
      this,
      { priceTicket: false, request: false, stop: false, cancelPending: false, price: observableRef },
      { autoBind: true },
    );
  }

  /** Follows `source` (config and definition) until `dispose`. */
  follow(source: () => { config: TicketConfig | null; definition: ProductDefinition | null }): void {
    this.stop?.();
    this.stop = reaction(source, ({ config, definition }) => this.schedule(config, definition), {
      fireImmediately: true,
    });
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    if (!this.cancelPending) return;
    // A request not sent yet is not coming.
    this.cancelPending();
    this.cancelPending = null;
    this.request += 1;
    this.pricing = false;
  }

  private schedule(config: TicketConfig | null, definition: ProductDefinition | null): void {
    this.cancelPending?.();
    this.cancelPending = null;
    if (!config || !definition) return;
    const request = ++this.request;
    this.pricing = true;
    this.cancelPending = afterNextPaint(() => {
      this.cancelPending = null;
      void this.update(request, config, definition);
    });
  }

  private async update(request: number, config: TicketConfig, definition: ProductDefinition): Promise<void> {
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
