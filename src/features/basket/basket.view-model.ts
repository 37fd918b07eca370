import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import {
  amountToPay,
  basketTotal,
  isBasketValid,
  NO_BASKET_ERRORS,
  type BasketItem,
  type BasketValidationErrors,
} from '../../../core/domain/basket';
import { purchaseBlocker, type PurchaseBlocker } from '../../../core/domain/checkout';
import type { Money } from '../../../core/domain/money';
import type { LoadBasketUseCase } from '../../../core/use-cases/load-basket.use-case';
import type { RemoveFromBasketUseCase } from '../../../core/use-cases/remove-from-basket.use-case';
import type { ValidateBasketUseCase } from '../../../core/use-cases/validate-basket.use-case';
import type { Purchase } from '../../../core/use-cases/purchase-basket.use-case';
import type { CheckoutError, CheckoutStep, CheckoutUseCase } from '../../../core/use-cases/checkout.use-case';
import type { Result } from '../../../core/shared/result';
import { PaymentSelection } from './payment-selection';
import type { Clock } from '../../../ports/clock.port';
import type { SessionViewModel } from '../session/session.view-model';
import type { TrackAnalyticsUseCase } from '../../../core/use-cases/track-analytics.use-case';
import { purchase as purchaseEvent } from '../../../core/domain/analytics';
import { additionalDataNeeded } from '../../../core/domain/player';

interface Deps {
  loadBasket: LoadBasketUseCase;
  removeFromBasket: RemoveFromBasketUseCase;
  validateBasket: ValidateBasketUseCase;
  /** The checkout loads with the basket page (or the first purchase), not with the shell. */
  checkout: () => Promise<CheckoutUseCase>;
  session: SessionViewModel;
  clock: Clock;
  analytics: TrackAnalyticsUseCase;
}

/**
 * What the view does after "Jetzt kaufen": go to the thanks page, leave for 3-D Secure/PayPal, open
 * the basket_error modal, ask for birth name and birthplace (`additional_data_needed`), or show a notice.
 */
export type CheckoutAction =
  | { kind: 'done' }
  | { kind: 'redirect'; url: string }
  | { kind: 'modal'; code: string | null; at?: string }
  | { kind: 'additional_data' }
  | { kind: 'notice'; key: string }
  | { kind: 'none' };

/** The basket's word on birth name and birthplace: still missing, or just completed after "Jetzt kaufen" asked for them. */
export type AdditionalDataState = 'missing' | 'completed';

export type CheckoutBlocker = PurchaseBlocker | 'payment_method_missing' | 'sepa_account_missing' | 'card_incomplete';

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
  /** i18n key of the last checkout notice (declined card, missing method, …). */
  notice: string | null = null;
  /** The player "Jetzt kaufen" last asked for birth name and birthplace (until they buy or leave the basket page). */
  additionalDataAskedFor: string | null = null;
  readonly payment = new PaymentSelection();
  private stopSync: (() => void) | null = null;
  private stopMethods: (() => void) | null = null;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'stopSync' | 'stopMethods'>(
      this,
      {
        deps: false,
        stopSync: false,
        stopMethods: false,
        payment: false,
        items: observableRef,
        errors: observableRef,
        removed: observableRef,
        lastPurchase: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Loads the stored basket and validates it whenever the login state changes. */
  start(): void {
    this.items = this.deps.loadBasket.execute();
    this.stopSync?.();
    // Validated whenever the login state or the payment method changes (items: on every change below).
    this.stopSync = reaction(
      () => [this.deps.session.loggedIn, this.payment.selected] as const,
      () => void this.validate(),
      { fireImmediately: true, equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
    );
    this.stopMethods?.();
    this.stopMethods = reaction(
      () => this.deps.session.paymentMethods,
      (methods) => this.payment.setMethods(methods),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopSync?.();
    this.stopMethods?.();
    this.stopSync = null;
    this.stopMethods = null;
  }

  /** A line of the basket, read from storage when the basket has not been loaded yet (a page just hydrated). */
  line(itemId: string): BasketItem | null {
    return (
      this.items.find((i) => i.id === itemId) ?? this.deps.loadBasket.execute().find((i) => i.id === itemId) ?? null
    );
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
        if (result.removed.length > 0) this.removed = withoutDuplicates([...this.removed, ...result.removed]);
      });
    } catch {
      runInAction(() => (this.validationFailed = true));
    } finally {
      runInAction(() => (this.validating = false));
    }
  }

  /** "Jetzt kaufen": charge what the wallet does not cover with the chosen method, then buy. */
  async purchase(): Promise<CheckoutAction> {
    // A new card is checked by its rules, which load with the card fields (card-form.ts); after this,
    // nothing waits before `purchasing` is set.
    if (this.payment.selected === 'new_card') await this.payment.cardForm.ready();
    const { player, commonAccount, paymentMethods } = this.deps.session;
    if (this.blocker || !player || !commonAccount || this.purchasing) return { kind: 'none' };
    this.notice = null;
    // Nothing is charged or bought without birth name and birthplace (GwG, GlüStV): ask for them first.
    if (additionalDataNeeded(player)) return this.askForAdditionalData(player.id);
    this.purchasing = true;
    try {
      const result = await (
        await this.deps.checkout()
      ).execute({ player, commonAccount, paymentMethods, choice: this.payment.choice });
      return await this.afterCheckout(result);
    } catch {
      return { kind: 'modal', code: null };
    } finally {
      runInAction(() => (this.purchasing = false));
    }
  }

  /** Back from 3-D Secure or PayPal (`?payment_return=…`): finish the pending payment. */
  async resumePayment(redirectResult: string | null): Promise<CheckoutAction> {
    const { player, commonAccount, paymentMethods } = this.deps.session;
    if (!player || !commonAccount || this.purchasing) return { kind: 'none' };
    this.purchasing = true;
    try {
      return await this.afterCheckout(
        await (await this.deps.checkout()).resume({ player, commonAccount, paymentMethods }, redirectResult),
      );
    } catch {
      return { kind: 'modal', code: null };
    } finally {
      runInAction(() => (this.purchasing = false));
    }
  }

  private async afterCheckout(result: Result<CheckoutStep, CheckoutError>): Promise<CheckoutAction> {
    if (result.ok) {
      if (result.value.kind === 'redirect') return { kind: 'redirect', url: result.value.url };
      const bought = result.value.purchase;
      this.deps.analytics.track(purchaseEvent(bought.orderId, bought.items));
      runInAction(() => {
        this.lastPurchase = bought;
        this.items = [];
        this.errors = NO_BASKET_ERRORS;
        this.additionalDataAskedFor = null;
      });
      await this.deps.session.reload();
      return { kind: 'done' };
    }
    const error = result.error;
    switch (error.kind) {
      case 'purchase_failed':
        runInAction(() => {
          if (error.validation) {
            this.items = [...error.validation.items];
            this.errors = error.validation.errors;
            this.removed = withoutDuplicates([...this.removed, ...error.validation.removed]);
          }
        });
        if (error.reload.length > 0) await this.deps.session.reload();
        if (error.modalCode === undefined) return { kind: 'none' };
        // The 5-minute wait for KENO: the modal names the time it ends.
        return error.coolingOff
          ? { kind: 'modal', code: error.modalCode, at: error.coolingOff.until }
          : { kind: 'modal', code: error.modalCode };
      case 'payment_declined':
        // The charge failed before anything was bought; the wallet may have changed for other reasons.
        await this.deps.session.reload();
        return { kind: 'modal', code: error.reason };
      case 'payment_refused':
        await this.deps.session.reload();
        return { kind: 'modal', code: error.code };
      case 'empty_basket':
        return { kind: 'none' };
      case 'additional_data_needed':
        // Only on the way back from 3-D Secure or PayPal (purchase() asks before that): the charge is on the wallet, nothing bought.
        await this.deps.session.reload();
        return this.deps.session.player ? this.askForAdditionalData(this.deps.session.player.id) : { kind: 'none' };
      default:
        runInAction(() => (this.notice = `basket.checkoutNotices.${error.kind}`));
        return { kind: 'notice', key: `basket.checkoutNotices.${error.kind}` };
    }
  }

  private askForAdditionalData(playerId: string): CheckoutAction {
    this.additionalDataAskedFor = playerId;
    return { kind: 'additional_data' };
  }

  /** "missing" while birth name or birthplace is; "completed" once saved after "Jetzt kaufen" asked for them. */
  get additionalData(): AdditionalDataState | null {
    const player = this.deps.session.player;
    if (!player) return null;
    if (additionalDataNeeded(player)) return 'missing';
    return this.additionalDataAskedFor === player.id ? 'completed' : null;
  }

  /** Leaving the basket page: the "saved, you can buy now" notice was about this visit. */
  forgetAdditionalDataRequest(): void {
    this.additionalDataAskedFor = null;
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

  get blocker(): CheckoutBlocker | null {
    const { session } = this.deps;
    const basic = purchaseBlocker({
      loggedIn: session.loggedIn,
      itemCount: this.items.length,
      basketValid: this.valid,
      balancesLoaded: session.commonAccount !== null,
      locks: session.player?.locks ?? null,
      now: this.deps.clock.now(),
    });
    if (basic) return basic;
    // A payment method is needed only when the wallet does not cover the basket (spec/1 §5).
    if (!this.amountToPay || this.amountToPay.fractional === 0) return null;
    if (!this.payment.selected) return 'payment_method_missing';
    if (this.payment.sepaWithoutAccount) return 'sepa_account_missing';
    if (this.payment.cardProblem) return 'card_incomplete';
    return null;
  }
}

/** Overlapping validations (login and payment method change at once) may report the same line twice. */
const withoutDuplicates = (lines: RemovedLine[]): RemovedLine[] =>
  lines.filter((line, i) => lines.findIndex((l) => l.item.id === line.item.id) === i);
