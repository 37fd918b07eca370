import { computed, computedStruct, makeAutoObservable, observableRef, runInAction, type IComputedValue } from 'mobx';
import {
  chosenFieldType,
  isFieldComplete,
  type NumberField,
  type TicketConfig,
  type TicketError,
} from '../../../core/domain/ticket';
import * as edit from '../../../core/domain/ticket-edit';
import { addonWithoutDraw } from '../../../core/domain/ticket-options';
import { productRules } from '../../../core/domain/product-rules';
import { rowsPerField } from '../../../core/domain/system';
import {
  nextDrawOf,
  type AddonIdentifier,
  type CurrentDraw,
  type ProductDefinition,
  type ProductIdentifier,
} from '../../../core/domain/lottery';
import {
  blankTicketConfig,
  type StartTicketUseCase,
  type TicketProduct,
} from '../../../core/use-cases/start-ticket.use-case';
import type { FillQuickTipUseCase } from '../../../core/use-cases/fill-quick-tip.use-case';
import type { RollTicketNumberUseCase } from '../../../core/use-cases/roll-ticket-number.use-case';
import type { PriceTicketUseCase } from '../../../core/use-cases/price-ticket.use-case';
import type { AddToBasketUseCase } from '../../../core/use-cases/add-to-basket.use-case';
import type { HandOverTicketUseCase } from '../../../core/use-cases/hand-over-ticket.use-case';
import type { TrackAnalyticsUseCase } from '../../../core/use-cases/track-analytics.use-case';
import { addToCart } from '../../../core/domain/analytics';
import type { BasketViewModel } from '../basket/basket.view-model';
import type { SessionViewModel } from '../session/session.view-model';
import { LivePrice } from './live-price';
import { TicketOptionsViewModel } from './ticket-options.view-model';

/**
 * What a ticket screen's loader finds: the product's rules and draws on sale, public data only.
 * Whatever is drawn at random (the ticket number, quick tips) is drawn in the player's browser.
 */
export type TicketData = { readonly kind: 'ready'; readonly product: TicketProduct } | { readonly kind: 'error' };

/** A product's ticket data; an error (never a throw) when the backend cannot give it. */
export async function loadTicket(startTicket: StartTicketUseCase, product: ProductIdentifier): Promise<TicketData> {
  try {
    return { kind: 'ready', product: await startTicket.product(product) };
  } catch {
    return { kind: 'error' };
  }
}

const NONE: readonly never[] = [];

interface Deps {
  startTicket: StartTicketUseCase;
  quickTip: FillQuickTipUseCase;
  rollTicketNumber: RollTicketNumberUseCase;
  priceTicket: PriceTicketUseCase;
  addToBasket: AddToBasketUseCase;
  basket: BasketViewModel;
  analytics: TrackAnalyticsUseCase;
  session: SessionViewModel;
  handOver: HandOverTicketUseCase;
}

/** Any ticket screen (Normalschein, Systemschein, KENO, GlücksSpirale): fields or Lose, options, live price, add to basket. */
export class TicketViewModel {
  status: 'loading' | 'ready' | 'error' = 'loading';
  definition: ProductDefinition | null = null;
  draws: readonly CurrentDraw[] = [];
  config: TicketConfig | null = null;
  error: TicketError | null = null;
  adding = false;
  /** The platform could not be reached while adding. */
  addFailed = false;
  /** The basket line being edited, if the player came from the basket. */
  editingItemId: string | null = null;
  /** A hand-over (`?vorlage=`): filled from it, or asked for one this tab does not have (any more). */
  handover: 'filled' | 'missing' | null = null;
  private readonly live: LivePrice;
  /** Lose, draw days, duration, stake and Dauerschein. */
  readonly options: TicketOptionsViewModel;
  /** One computed per field (see `fieldAt`). */
  private readonly fieldViews = new Map<number, IComputedValue<NumberField | undefined>>();

  constructor(private readonly deps: Deps) {
    this.live = new LivePrice(deps.priceTicket);
    this.options = new TicketOptionsViewModel((step) => this.change(step), deps);
    makeAutoObservable<this, 'deps' | 'live' | 'fieldViews'>(
      this,
      {
        deps: false,
        live: false,
        options: false,
        fieldViews: false,
        fieldAt: false,
        definition: observableRef,
        draws: observableRef,
        config: observableRef,
        error: observableRef,
        caps: computedStruct,
        addonIssue: computedStruct,
      },
      { autoBind: true },
    );
  }

  /** `quickTips`: fill that many fields (or Lose) at once, e.g. from a landing page teaser. */
  async load(product: ProductIdentifier, editItemId: string | null = null, quickTips = 0): Promise<void> {
    this.status = 'loading';
    this.accept(await loadTicket(this.deps.startTicket, product));
    this.begin(editItemId, quickTips);
  }

  /** Takes what the loader found: a blank ticket, the same on the server and in the hydrating browser. */
  accept(data: TicketData): void {
    this.live.dispose();
    this.error = null;
    this.editingItemId = null;
    this.handover = null;
    if (data.kind === 'error') {
      this.definition = null;
      this.config = null;
      this.status = 'error';
      return;
    }
    this.definition = data.product.definition;
    this.draws = data.product.draws;
    this.config = blankTicketConfig(data.product.definition);
    this.status = 'ready';
  }

  /**
   * The player's ticket, in the browser after the first render: a ticket number drawn for them,
   * or the basket line `editItemId` reopened, or the ticket handed over under `handoverId`
   * (Meine Zahlen, "Erneut spielen"); `quickTips` fields filled at once (a landing page teaser);
   * then the live price.
   */
  begin(editItemId: string | null = null, quickTips = 0, handoverId: string | null = null): void {
    const definition = this.definition;
    if (this.status !== 'ready' || !definition) return;
    const line = editItemId ? this.deps.basket.line(editItemId) : null;
    const editing = line?.identifier === definition.identifier ? line : null;
    const started = this.deps.startTicket.begin(definition, editing);
    const handed = !editing && handoverId ? this.deps.handOver.receive(handoverId, definition, started) : null;
    // A fresh ticket only gets its number: the blank fields stay the same objects, so their grids are not rendered again.
    this.config =
      handed ?? (editing || !this.config ? started : { ...this.config, ticketNumbers: started.ticketNumbers });
    this.editingItemId = editing?.id ?? null;
    this.handover = handed ? 'filled' : !editing && handoverId ? 'missing' : null;
    if (!editing && !handed && quickTips > 0) this.quickTip({ count: quickTips });
    this.live.follow(() => ({ config: this.config, definition: this.definition }));
  }

  dispose(): void {
    this.live.dispose();
  }

  get price() {
    return this.live.price;
  }

  get pricing() {
    return this.live.pricing;
  }

  get priceFailed() {
    return this.live.failed;
  }

  get rules() {
    return this.definition ? productRules(this.definition.identifier) : null;
  }

  get fieldType() {
    return this.config && this.definition ? chosenFieldType(this.config, this.definition) : null;
  }

  /*
   * The config is replaced on every change, so whatever reads `config` is told about every change:
   * a view that shows one part of the ticket reads it through these instead (a part that did not
   * change keeps its value), and a pick renders its own field, not every field and option (issue 25).
   */

  /** Whether there is a ticket to show (a product loaded). */
  get hasTicket(): boolean {
    return this.config !== null;
  }

  get fieldCount(): number {
    return this.config?.fields.length ?? 0;
  }

  /** Field `index` (the same object until it changes); a view that reads it renders when that field changes. */
  fieldAt(index: number): NumberField | undefined {
    let view = this.fieldViews.get(index);
    if (!view) {
      view = computed(() => this.config?.fields[index]);
      this.fieldViews.set(index, view);
    }
    return view.get();
  }

  get drawEvents(): readonly string[] {
    return this.config?.drawEvents ?? NONE;
  }

  get repetitionQuantity(): number {
    return this.config?.repetitionQuantity ?? 0;
  }

  get addons(): readonly AddonIdentifier[] {
    return this.config?.addons ?? NONE;
  }

  get subscription() {
    return this.config?.subscription ?? null;
  }

  /** Numbers each grid takes (the whole system range where the type follows the counts). */
  get caps() {
    return this.config && this.definition ? edit.fieldCaps(this.config, this.definition) : { main: 0, extra: 0 };
  }

  /** Tippreihen one field of the chosen type plays (C(n,6), C(k,5)·C(m,2), else 1). */
  get rowsPerField(): number {
    return this.definition && this.fieldType ? rowsPerField(this.definition.lotteryIdentifier, this.fieldType) : 0;
  }

  get nextDraw(): CurrentDraw | null {
    return nextDrawOf(this.draws, this.config?.drawEvents ?? []);
  }

  get completeFieldCount(): number {
    const type = this.fieldType;
    return this.config ? this.config.fields.filter((f) => isFieldComplete(f, type)).length : 0;
  }

  /** An add-on drawn on none of the chosen days: shown at once, before the player tries to buy. */
  get addonIssue() {
    return this.config ? addonWithoutDraw(this.config) : null;
  }

  isComplete(fieldIndex: number): boolean {
    const field = this.fieldAt(fieldIndex);
    return Boolean(field && isFieldComplete(field, this.fieldType));
  }

  toggle(fieldIndex: number, pool: 'main' | 'extra', value: number): void {
    this.change((c, d) => edit.toggleInField(c, d, fieldIndex, pool, value));
  }

  chooseFieldType(identifier: string): void {
    this.change((c, d) => edit.chooseFieldType(c, d, identifier));
  }

  clearField(fieldIndex: number): void {
    this.change((c) => edit.clearField(c, fieldIndex));
  }

  removeField(fieldIndex: number): void {
    this.change((c) => edit.removeField(c, fieldIndex));
  }

  addField(): void {
    this.change((c, d) => edit.addField(c, d));
  }

  clearAll(): void {
    this.change((c) => edit.clearAllFields(c));
  }

  /** One field (or Los), the first `count`, or every field on the ticket. */
  quickTip(target: { fieldIndex: number } | { count: number } | 'all'): void {
    this.change((config, definition) => {
      const input = { config, definition };
      if (target === 'all')
        return this.deps.quickTip.execute({ ...input, count: config.fields.length || config.ticketNumbers.length });
      return this.deps.quickTip.execute(
        'fieldIndex' in target ? { ...input, fieldIndexes: [target.fieldIndex] } : { ...input, count: target.count },
      );
    });
  }

  toggleAddon(addon: AddonIdentifier): void {
    this.change((c) => ({
      ...c,
      addons: c.addons.includes(addon) ? c.addons.filter((a) => a !== addon) : [...c.addons, addon],
    }));
  }

  /** true when the ticket is in the basket; otherwise `error` says why not. */
  async addToBasket(): Promise<boolean> {
    if (!this.config || !this.definition || this.adding) return false;
    this.adding = true;
    this.addFailed = false;
    try {
      const result = await this.deps.addToBasket.execute({
        config: this.config,
        definition: this.definition,
        draws: this.draws,
        replaceItemId: this.editingItemId,
      });
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

  private change(step: (config: TicketConfig, definition: ProductDefinition) => TicketConfig): void {
    if (!this.config || !this.definition) return;
    this.config = step(this.config, this.definition);
    this.error = null;
  }
}
