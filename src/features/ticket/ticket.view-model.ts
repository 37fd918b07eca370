import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ticketConfigOf } from '../../../core/domain/basket';
import { emptyField, fieldType, isFieldComplete, toggleNumber, validateTicket, type TicketConfig, type TicketError } from '../../../core/domain/ticket';
import type { AddonIdentifier, CurrentDraw, ProductDefinition, ProductIdentifier } from '../../../core/domain/lottery';
import type { Price } from '../../../core/domain/price';
import type { StartTicketUseCase } from '../../../core/use-cases/start-ticket.use-case';
import type { FillQuickTipUseCase } from '../../../core/use-cases/fill-quick-tip.use-case';
import type { RollTicketNumberUseCase } from '../../../core/use-cases/roll-ticket-number.use-case';
import type { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';
import type { AddToBasketUseCase } from '../../../core/use-cases/add-to-basket.use-case';
import type { BasketViewModel } from '../basket/basket.view-model';
import type { TrackAnalyticsUseCase } from '../../../core/use-cases/track-analytics.use-case';
import { addToCart } from '../../../core/domain/analytics';

interface Deps {
  startTicket: StartTicketUseCase;
  quickTip: FillQuickTipUseCase;
  rollTicketNumber: RollTicketNumberUseCase;
  priceTicket: PriceTicketUseCase;
  addToBasket: AddToBasketUseCase;
  basket: BasketViewModel;
  analytics: TrackAnalyticsUseCase;
}

/** A ticket screen (Spielschein): fields, add-ons, draw days, weeks, live price, add to basket. */
export class TicketViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  definition: ProductDefinition | null = null;
  draws: readonly CurrentDraw[] = [];
  config: TicketConfig | null = null;
  price: Price | null = null;
  pricing = false;
  priceFailed = false;
  error: TicketError | null = null;
  adding = false;
  /** The platform could not be reached while adding. */
  addFailed = false;
  /** The basket line being edited, if the player came from the basket. */
  editingItemId: string | null = null;
  private priceRequest = 0;
  private stopPricing: (() => void) | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'priceRequest' | 'stopPricing'>(this, { deps: false, priceRequest: false, stopPricing: false, definition: observableRef, draws: observableRef, config: observableRef, price: observableRef, error: observableRef }, { autoBind: true });
  }

  async load(product: ProductIdentifier, editItemId: string | null = null): Promise<void> {
    this.status = 'loading';
    try {
      const start = await this.deps.startTicket.execute(product);
      const editing = editItemId ? this.deps.basket.items.find((i) => i.id === editItemId && i.identifier === product) : undefined;
      runInAction(() => {
        this.definition = start.definition;
        this.draws = start.draws;
        this.config = editing ? this.withMinimumFields(ticketConfigOf(editing), start.config.fields.length) : start.config;
        this.editingItemId = editing?.id ?? null;
        this.status = 'ready';
      });
      this.stopPricing?.();
      this.stopPricing = reaction(() => this.config, () => void this.updatePrice(), { fireImmediately: true });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  dispose(): void {
    this.stopPricing?.();
  }

  get fieldType() {
    return this.definition ? fieldType(this.definition) : null;
  }

  get nextDraw(): CurrentDraw | null {
    const events = this.config?.drawEvents ?? [];
    return this.draws.find((d) => events.includes(d.recurringDrawEventIdentifier)) ?? null;
  }

  get completeFieldCount(): number {
    const definition = this.definition;
    return definition && this.config ? this.config.fields.filter((f) => isFieldComplete(f, definition)).length : 0;
  }

  isComplete(fieldIndex: number): boolean {
    const field = this.config?.fields[fieldIndex];
    return Boolean(field && this.definition && isFieldComplete(field, this.definition));
  }

  toggle(fieldIndex: number, pool: 'main' | 'extra', value: number): void {
    const type = this.fieldType;
    if (!type) return;
    this.updateField(fieldIndex, (f) => toggleNumber(f, pool, value, pool === 'main' ? type.mainTips : type.extraTips));
  }

  clearField(fieldIndex: number): void {
    this.updateField(fieldIndex, () => emptyField());
  }

  removeField(fieldIndex: number): void {
    if (!this.config || this.config.fields.length <= 1) return this.clearField(fieldIndex);
    this.setConfig({ ...this.config, fields: this.config.fields.filter((_, i) => i !== fieldIndex) });
  }

  addField(): void {
    if (!this.config || !this.definition || this.config.fields.length >= this.definition.numberFields.quantity) return;
    this.setConfig({ ...this.config, fields: [...this.config.fields, emptyField()] });
  }

  quickTip(target: { fieldIndex: number } | { count: number }): void {
    if (!this.config || !this.definition) return;
    const input = { config: this.config, definition: this.definition };
    this.setConfig(this.deps.quickTip.execute('fieldIndex' in target ? { ...input, fieldIndexes: [target.fieldIndex] } : { ...input, count: target.count }));
  }

  clearAll(): void {
    if (this.config) this.setConfig({ ...this.config, fields: this.config.fields.map(() => emptyField()) });
  }

  toggleAddon(addon: AddonIdentifier): void {
    if (!this.config) return;
    const addons = this.config.addons.includes(addon) ? this.config.addons.filter((a) => a !== addon) : [...this.config.addons, addon];
    this.setConfig({ ...this.config, addons });
  }

  setTicketNumber(value: string): void {
    if (this.config) this.setConfig({ ...this.config, ticketNumber: value.replace(/\D/g, '').slice(0, this.definition?.ticketNumberDefinition.length ?? 7) });
  }

  rollTicketNumber(): void {
    if (this.config && this.definition) this.setConfig(this.deps.rollTicketNumber.execute({ config: this.config, definition: this.definition }));
  }

  setDrawEvents(events: readonly string[]): void {
    if (this.config) this.setConfig({ ...this.config, drawEvents: events });
  }

  setRepetitionQuantity(quantity: number): void {
    if (this.config) this.setConfig({ ...this.config, repetitionQuantity: quantity });
  }

  /** true when the ticket is in the basket; otherwise `error` says why not. */
  async addToBasket(): Promise<boolean> {
    if (!this.config || !this.definition || this.adding) return false;
    const check = validateTicket(this.config, this.definition);
    if (!check.ok) {
      this.error = check.error;
      return false;
    }
    this.adding = true;
    this.addFailed = false;
    try {
      const result = await this.deps.addToBasket.execute({ config: this.config, definition: this.definition, draws: this.draws, replaceItemId: this.editingItemId });
      if (!result.ok) {
        runInAction(() => (this.error = result.error));
        return false;
      }
      this.deps.analytics.track(addToCart([result.value]));
      await this.deps.basket.refresh();
      return true;
    } catch {
      runInAction(() => (this.addFailed = true));
      return false;
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  private setConfig(config: TicketConfig): void {
    this.config = config;
    this.error = null;
  }

  private updateField(index: number, change: (f: TicketConfig['fields'][number]) => TicketConfig['fields'][number]): void {
    if (!this.config) return;
    this.setConfig({ ...this.config, fields: this.config.fields.map((f, i) => (i === index ? change(f) : f)) });
  }

  private withMinimumFields(config: TicketConfig, minimum: number): TicketConfig {
    const fields = [...config.fields];
    while (fields.length < minimum) fields.push(emptyField());
    return { ...config, fields };
  }

  private async updatePrice(): Promise<void> {
    const { config, definition } = this;
    if (!config || !definition) return;
    const request = ++this.priceRequest;
    this.pricing = true;
    try {
      const price = await this.deps.priceTicket.execute({ config, definition });
      // Only the newest answer counts: older ones may arrive late.
      if (request === this.priceRequest) runInAction(() => ((this.price = price), (this.priceFailed = false)));
    } catch {
      if (request === this.priceRequest) runInAction(() => ((this.price = null), (this.priceFailed = true)));
    } finally {
      if (request === this.priceRequest) runInAction(() => (this.pricing = false));
    }
  }
}
