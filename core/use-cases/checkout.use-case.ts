import { err, ok, type Result } from '../shared/result';
import { add } from '../domain/money';
import { amountToPay, basketTotal } from '../domain/basket';
import type { PaymentChoice } from '../domain/payment';
import type { PaymentMethod, Player, PlayerAccount } from '../domain/player';
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

export type CheckoutError = PurchaseError | ChargeFailure | { kind: 'gambling_permission_missing' } | { kind: 'payment_expired' };

export type CheckoutStep = { kind: 'purchased'; purchase: Purchase } | { kind: 'redirect'; url: string };

export const RETURN_URLS = { card: '/warenkorb?payment_return=card', paypal: '/warenkorb?payment_return=paypal' } as const;

/**
 * Checkout (spec/1 §5, spec/2 §7.2): the wallet pays what it can; the chosen method is charged for
 * the rest (a charge books a deposit), then the basket is bought. 3-D Secure and PayPal leave the
 * page: the pending payment is kept and `resume` finishes it when the player comes back.
 */
export class CheckoutUseCase {
  constructor(
    private readonly purchase: PurchaseBasketUseCase,
    private readonly payments: PaymentGateway,
    private readonly charge: ChargePaymentUseCase,
    private readonly basket: BasketRepository,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: CheckoutInput): Promise<Result<CheckoutStep, CheckoutError>> {
    const items = this.basket.load();
    if (items.length === 0) return err({ kind: 'empty_basket' });
    if (items.some((i) => i.identifier === 'keno_regular')) {
      const permission = await this.payments.gamblingPermission();
      if (!permission?.active) return err({ kind: 'gambling_permission_missing' });
    }
    const balance = add(input.commonAccount.payoutableBalance, input.commonAccount.notPayoutableBalance);
    const toPay = amountToPay(basketTotal(items), balance);
    if (toPay.fractional === 0) return this.buy(input, null);
    if (!input.choice) return err({ kind: 'payment_method_missing' });

    const charged = await this.charge.execute({
      choice: input.choice,
      paymentMethods: input.paymentMethods,
      transaction: { transactionId: this.ids.uuid(), amount: toPay, kind: 'common' },
      returnUrls: RETURN_URLS,
      purpose: JSON.stringify(items),
    });
    if (!charged.ok) return charged;
    if (charged.value.kind === 'redirect') return ok({ kind: 'redirect', url: charged.value.url });
    return this.buy(input, charged.value.paymentTransactionId);
  }

  /** Back from 3-D Secure or PayPal: confirm the pending payment (only for the same basket), then buy. */
  async resume(input: Omit<CheckoutInput, 'choice'>, redirectResult: string | null): Promise<Result<CheckoutStep, CheckoutError>> {
    const confirmed = await this.charge.resume(JSON.stringify(this.basket.load()), redirectResult);
    if (!confirmed.ok) return confirmed;
    return this.buy({ ...input, choice: null }, confirmed.value.paymentTransactionId);
  }

  private async buy(input: CheckoutInput, paymentTransactionId: string | null): Promise<Result<CheckoutStep, CheckoutError>> {
    const result = await this.purchase.execute({ player: input.player, commonAccount: input.commonAccount, paymentTransactionId });
    return result.ok ? ok({ kind: 'purchased', purchase: result.value }) : result;
  }
}
