import { err, ok, type Result } from '../shared/result';
import { add } from '../domain/money';
import { amountToPay, basketTotal } from '../domain/basket';
import type { PaymentChoice } from '../domain/payment';
import { AttemptIds } from '../domain/wallet-moves';
import { additionalDataMissing, type PaymentMethod, type Player, type PlayerAccount } from '../domain/player';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { ChargeFailure, ChargePaymentUseCase } from './charge-payment.use-case';
import type { Purchase, PurchaseBasketUseCase, PurchaseError } from './purchase-basket.use-case';

export interface CheckoutInput {
  readonly player: Player;
  readonly commonAccount: PlayerAccount;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly choice: PaymentChoice | null;
}

export type CheckoutError =
  PurchaseError | ChargeFailure | { kind: 'gambling_permission_missing' } | { kind: 'payment_expired' };

export type CheckoutStep = { kind: 'purchased'; purchase: Purchase } | { kind: 'redirect'; url: string };

const RETURN_URLS = {
  card: '/warenkorb?payment_return=card',
  paypal: '/warenkorb?payment_return=paypal',
} as const;

/**
 * Checkout (spec/1 §5, spec/2 §7.2): the wallet pays what it can; the chosen method is charged for
 * the rest (a charge books a deposit), then the basket is bought. 3-D Secure and PayPal leave the
 * page: the pending payment is kept and `resume` finishes it when the player comes back.
 * Without birth name and birthplace nothing is charged or bought (`additional_data_needed`).
 */
export class CheckoutUseCase {
  /** Charge attempts: a retry after a lost answer charges under the same transaction id (the platform books it once). */
  private readonly attempts: AttemptIds;
  /** A charge that paid for this basket while its order got no answer: a retry buys with it instead of charging again. */
  private paid: { basketKey: string; paymentTransactionId: string } | null = null;

  constructor(
    private readonly purchase: PurchaseBasketUseCase,
    private readonly payments: PaymentGateway,
    private readonly charge: ChargePaymentUseCase,
    private readonly basket: BasketRepository,
    ids: IdGenerator,
  ) {
    this.attempts = new AttemptIds(() => ids.uuid());
  }

  async execute(input: CheckoutInput): Promise<Result<CheckoutStep, CheckoutError>> {
    const items = this.basket.load();
    if (items.length === 0) return err({ kind: 'empty_basket' });
    // Before any charge: a charge is a deposit, and money moves only with complete data.
    const dataMissing = additionalDataMissing(input.player);
    if (dataMissing) return err(dataMissing);
    if (items.some((i) => i.identifier === 'keno_regular')) {
      const permission = await this.payments.gamblingPermission();
      if (!permission?.active) return err({ kind: 'gambling_permission_missing' });
    }
    const basketKey = JSON.stringify(items);
    if (this.paid?.basketKey === basketKey) return this.buy(input, this.paid.paymentTransactionId);
    this.paid = null;
    const balance = add(input.commonAccount.payoutableBalance, input.commonAccount.notPayoutableBalance);
    const toPay = amountToPay(basketTotal(items), balance);
    if (toPay.fractional === 0) return this.buy(input, null);
    if (!input.choice) return err({ kind: 'payment_method_missing' });

    const choiceKey = input.choice.kind === 'new_card' ? 'new_card' : input.choice.label;
    const transactionId = this.attempts.idFor(`${basketKey}|${toPay.fractional}|${choiceKey}`);
    const charged = await this.charge.execute({
      choice: input.choice,
      paymentMethods: input.paymentMethods,
      transaction: { transactionId, amount: toPay, kind: 'common' },
      returnUrls: RETURN_URLS,
      purpose: basketKey,
    });
    // Thrown faults (no answer) leave the attempt open; any answer closes it.
    this.attempts.settle();
    if (!charged.ok) return charged;
    if (charged.value.kind === 'redirect') return ok({ kind: 'redirect', url: charged.value.url });
    return this.buy(input, charged.value.paymentTransactionId);
  }

  /** Back from 3-D Secure or PayPal: confirm the pending payment (only for the same basket), then buy. */
  async resume(
    input: Omit<CheckoutInput, 'choice'>,
    redirectResult: string | null,
  ): Promise<Result<CheckoutStep, CheckoutError>> {
    const basketKey = JSON.stringify(this.basket.load());
    const confirmed = await this.charge.resume(basketKey, redirectResult);
    if (!confirmed.ok) return confirmed;
    return this.buy({ ...input, choice: null }, confirmed.value.paymentTransactionId);
  }

  private async buy(
    input: CheckoutInput,
    paymentTransactionId: string | null,
  ): Promise<Result<CheckoutStep, CheckoutError>> {
    const basketKey = JSON.stringify(this.basket.load());
    // Until the order is answered, the charge stays with this basket (the order id does too).
    if (paymentTransactionId) this.paid = { basketKey, paymentTransactionId };
    const result = await this.purchase.execute({
      player: input.player,
      commonAccount: input.commonAccount,
      paymentTransactionId,
    });
    if (result.ok || !isUnanswered(result.error)) this.paid = null;
    return result.ok ? ok({ kind: 'purchased', purchase: result.value }) : result;
  }
}

/** The order call got no answer (network, 5xx): the platform may or may not have bought it. */
const isUnanswered = (error: PurchaseError): boolean =>
  error.kind === 'purchase_failed' && error.modalCode === null && error.validation === null;
