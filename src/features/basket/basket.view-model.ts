import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { amountToPay, basketTotal, isBasketValid, NO_BASKET_ERRORS, type BasketItem, type BasketValidationErrors } from '../../../core/domain/basket';
import { purchaseBlocker, type PurchaseBlocker } from '../../../core/domain/checkout';
import type { Money } from '../../../core/domain/money';
import type { LoadBasketUseCase } from '../../../core/use-cases/load-basket.use-case';
import type { RemoveFromBasketUseCase } from '../../../core/use-cases/remove-from-basket.use-case';
import type { ValidateBasketUseCase } from '../../../core/use-cases/validate-basket.use-case';
import type { Purchase, PurchaseBasketUseCase, PurchaseError } from '../../../core/use-cases/purchase-basket.use-case';
import type { Clock } from '../../../ports/clock.port';
import type { SessionViewModel } from '../session/session.view-model';
import type { TrackAnalyticsUseCase } from '../../../core/use-cases/track-analytics.use-case';
import { purchase as purchaseEvent } from '../../../core/domain/analytics';

interface Deps {
  loadBasket: LoadBasketUseCase;
  removeFromBasket: RemoveFromBasketUseCase;
  validateBasket: ValidateBasketUseCase;
  purchaseBasket: PurchaseBasketUseCase;
  session: SessionViewModel;
  clock: Clock;
  analytics: TrackAnalyticsUseCase;
}

export interface RemovedLine {
  readonly item: BasketItem;
  readonly codes: readonly string[];
}

/** The app-wide basket: items, server validation, checkout. */
export class BasketViewModel {
  items: BasketItem[] = [];
  errors: BasketValidationErrors = NO_BASKET_ERRORS;
  removed: RemovedLine[] = [];
  validating = false;
  purchasing = false;
  lastPurchase: Purchase | null = null;
  validationFailed = false;
  private stopSync: (() => void) | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'stopSync'>(this, { deps: false, stopSync: false, items: observableRef, errors: observableRef, removed: observableRef, lastPurchase: observableRef }, { autoBind: true });
  }

  /** Loads the stored basket and validates it whenever the login state changes. */
  start(): void {
    this.items = this.deps.loadBasket.execute();
    this.stopSync?.();
    this.stopSync = reaction(
      () => this.deps.session.loggedIn,
      () => void this.validate(),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopSync?.();
    this.stopSync = null;
  }

  /** After a ticket was added elsewhere: re-read the stored basket and validate. */
  async refresh(): Promise<void> {
    this.items = this.deps.loadBasket.execute();
    await this.validate();
  }

  async remove(itemId: string): Promise<void> {
    this.items = this.deps.removeFromBasket.execute(itemId);
    await this.validate();
  }

  dismissRemoved(): void {
    this.removed = [];
  }

  async validate(): Promise<void> {
    this.validating = true;
    try {
      const result = await this.deps.validateBasket.execute({ loggedIn: this.deps.session.loggedIn });
      runInAction(() => {
        this.items = [...result.items];
        this.errors = result.errors;
        this.validationFailed = false;
        if (result.removed.length > 0) this.removed = [...this.removed, ...result.removed];
      });
    } catch {
      runInAction(() => (this.validationFailed = true));
    } finally {
      runInAction(() => (this.validating = false));
    }
  }

  /** ok: bought (basket cleared); otherwise the failure telling which modal to open. */
  async purchase(): Promise<{ ok: true } | { ok: false; error: PurchaseError }> {
    const { player, commonAccount } = this.deps.session;
    if (this.blocker || !player || !commonAccount || this.purchasing) {
      return { ok: false, error: { kind: 'empty_basket' } };
    }
    this.purchasing = true;
    try {
      const result = await this.deps.purchaseBasket.execute({ player, commonAccount, paymentMethod: null });
      if (result.ok) {
        this.deps.analytics.track(purchaseEvent(result.value.orderId, result.value.items));
        runInAction(() => {
          this.lastPurchase = result.value;
          this.items = [];
          this.errors = NO_BASKET_ERRORS;
        });
        await this.deps.session.reload();
        return { ok: true };
      }
      const error = result.error;
      if (error.kind === 'purchase_failed') {
        runInAction(() => {
          if (error.validation) {
            this.items = [...error.validation.items];
            this.errors = error.validation.errors;
            this.removed = [...this.removed, ...error.validation.removed];
          }
        });
        if (error.reload.length > 0) await this.deps.session.reload();
      }
      return { ok: false, error };
    } finally {
      runInAction(() => (this.purchasing = false));
    }
  }

  get count(): number {
    return this.items.length;
  }

  get total(): Money {
    return basketTotal(this.items);
  }

  get amountToPay(): Money | null {
    const balance = this.deps.session.balance;
    return balance ? amountToPay(this.total, balance) : null;
  }

  get valid(): boolean {
    return isBasketValid(this.errors);
  }

  get blocker(): PurchaseBlocker | null {
    const { session } = this.deps;
    return purchaseBlocker({
      loggedIn: session.loggedIn,
      itemCount: this.items.length,
      basketValid: this.valid,
      balancesLoaded: session.commonAccount !== null,
      locks: session.player?.locks ?? null,
      now: this.deps.clock.now(),
    });
  }
}
