import { err, ok, type Result } from '../shared/result';
import { amountToPay, basketTotal, type BasketItem } from '../domain/basket';
import { isAddictionLockActive } from '../domain/checkout';
import { GatewayError } from '../domain/errors';
import { purchaseFailureFrom, type PurchaseFailure } from '../domain/purchase-error';
import { additionalDataMissing, type AdditionalDataMissing, type Player, type PlayerAccount } from '../domain/player';
import type { Money } from '../domain/money';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { Clock } from '../../ports/clock.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import { removeRejectedLines, type BasketValidation } from './validate-basket.use-case';
import type { AttributionStore } from '../../ports/attribution-store.port';

export interface PurchaseInput {
  readonly player: Player;
  readonly commonAccount: PlayerAccount;
  /** A charge (card, PayPal, SEPA) that already put the missing amount on the wallet; null: wallet only. */
  readonly paymentTransactionId: string | null;
}

export interface Purchase {
  readonly orderId: string;
  readonly total: Money;
  readonly items: readonly BasketItem[];
}

export type PurchaseError =
  | { kind: 'empty_basket' }
  | AdditionalDataMissing
  | (PurchaseFailure & { readonly validation: BasketValidation | null });

/**
 * Buys the basket, paying from the wallet. The order id stays the same while the basket does,
 * so a retried purchase (double click, lost answer) is charged once. Nothing is bought while the
 * player's birth name or birthplace is missing (GwG, GlüStV: identity and OASIS checks need both).
 */
export class PurchaseBasketUseCase {
  private pending: { key: string; id: string } | null = null;

  constructor(
    private readonly orders: OrderGateway,
    private readonly basket: BasketRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly playerCache: PlayerCache | null = null,
    /** The landing page's campaign parameters go with the order (spec/2 §3 tracking_parameters). */
    private readonly attribution: AttributionStore | null = null,
  ) {}

  async execute(input: PurchaseInput): Promise<Result<Purchase, PurchaseError>> {
    const items = this.basket.load();
    if (items.length === 0) return err({ kind: 'empty_basket' });
    const fail = (failure: PurchaseFailure, validation: BasketValidation | null = null) =>
      err({ ...failure, validation });

    if (isAddictionLockActive(input.player.locks, this.clock.now())) {
      return fail({ kind: 'purchase_failed', modalCode: '54', reload: ['player'], validationErrors: null });
    }
    const dataMissing = additionalDataMissing(input.player);
    if (dataMissing) {
      // A charge before this call (back from PayPal or 3-D Secure) put money on the wallet: cached balances are stale.
      if (input.paymentTransactionId) this.playerCache?.invalidate();
      return err(dataMissing);
    }
    const total = basketTotal(items);
    const balance =
      input.commonAccount.payoutableBalance.fractional + input.commonAccount.notPayoutableBalance.fractional;
    const toPay = amountToPay(total, { fractional: balance, currency: total.currency });
    if (toPay.fractional > 0 && !input.paymentTransactionId) {
      return fail({
        kind: 'purchase_failed',
        modalCode: 'insufficient_funds',
        reload: ['accounts', 'paymentMethods'],
        validationErrors: null,
      });
    }

    const orderId = this.orderIdFor(items);
    let result;
    try {
      result = await this.orders.place({
        id: orderId,
        lineItems: items,
        paymentTransactionId: input.paymentTransactionId,
        trackingParameters: this.attribution?.trackingParameters() ?? null,
      });
    } catch (error) {
      if (error instanceof GatewayError) return fail(purchaseFailureFrom(null)); // id kept: a retry is idempotent
      throw error;
    }
    // Whatever the answer, balances may have moved: cached player data is dropped.
    this.playerCache?.invalidate();
    if (result.ok) {
      this.basket.save([]);
      this.pending = null;
      return ok({ orderId, total, items });
    }
    const failure = purchaseFailureFrom(result.error);
    const validation = failure.validationErrors
      ? removeRejectedLines(this.basket, items, failure.validationErrors)
      : null;
    if (validation) this.pending = null;
    return fail(failure, validation);
  }

  private orderIdFor(items: readonly BasketItem[]): string {
    const key = JSON.stringify(items);
    if (this.pending?.key !== key) this.pending = { key, id: this.ids.uuid() };
    return this.pending.id;
  }
}
