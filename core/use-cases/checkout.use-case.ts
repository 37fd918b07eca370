import { err, ok, type Result } from '../shared/result';
import { add } from '../domain/money';
import { amountToPay, basketTotal } from '../domain/basket';
import type { ChargeOutcome, DeclineReason, PaymentChoice } from '../domain/payment';
import type { PaymentMethod, Player, PlayerAccount } from '../domain/player';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { CardEncryption } from '../../ports/card-encryption.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { ChargeError, PaymentGateway } from '../../ports/payment-gateway.port';
import type { PendingPaymentStore } from '../../ports/pending-payment-store.port';
import type { Purchase, PurchaseBasketUseCase, PurchaseError } from './purchase-basket.use-case';

export interface CheckoutInput {
  readonly player: Player;
  readonly commonAccount: PlayerAccount;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly choice: PaymentChoice | null;
}

export type CheckoutError =
  | PurchaseError
  | { kind: 'payment_declined'; reason: DeclineReason }
  | { kind: 'payment_refused'; code: string }
  | { kind: 'payment_method_missing' }
  | { kind: 'unknown_payment_method' }
  | { kind: 'sepa_account_missing' }
  | { kind: 'gambling_permission_missing' }
  | { kind: 'card_unavailable' }
  | { kind: 'payment_expired' };

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
    private readonly encryption: CardEncryption,
    private readonly browser: BrowserInfoSource,
    private readonly pending: PendingPaymentStore,
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

    const transaction = { transactionId: this.ids.uuid(), amount: toPay, kind: 'common' as const };
    const charge = async (): Promise<Result<ChargeOutcome, ChargeError> | CheckoutError> => {
      const choice = input.choice!;
      if (choice.kind === 'new_card') {
        let card;
        try {
          card = await this.encryption.encrypt(choice.card);
        } catch {
          return { kind: 'card_unavailable' };
        }
        return this.payments.chargeCard(card, this.cardCharge(transaction));
      }
      const method = input.paymentMethods.find((m) => m.label === choice.label);
      if (!method) return { kind: 'unknown_payment_method' };
      switch (method.label) {
        case 'sepa_direct_debit': {
          if (method.stored?.type !== 'sepa_direct_debit') return { kind: 'sepa_account_missing' };
          const r = await this.payments.chargeSepa(transaction);
          return r.ok ? ok({ type: 'processed', paymentTransactionId: r.value }) : r;
        }
        case 'adyen_credit_card':
          if (!method.stored) return { kind: 'payment_method_missing' };
          return this.payments.chargeStoredCard(this.cardCharge(transaction));
        case 'paypal':
        case 'adyen_paypal':
          return this.payments.preparePaypal(transaction, RETURN_URLS.paypal);
      }
    };
    const outcome = await charge();
    if (!('ok' in outcome)) return err(outcome);
    if (!outcome.ok) return err(chargeFailure(outcome.error));
    if (outcome.value.type === 'processed') return this.buy(input, outcome.value.paymentTransactionId);
    const method = input.choice.kind === 'method' && input.choice.label.includes('paypal') ? 'paypal' : 'card';
    this.pending.save({ method, reference: outcome.value.reference ?? transaction.transactionId, transactionId: transaction.transactionId, basketKey: JSON.stringify(items) });
    return ok({ kind: 'redirect', url: outcome.value.url });
  }

  /** Back from 3-D Secure or PayPal: confirm the pending payment, then buy. */
  async resume(input: Omit<CheckoutInput, 'choice'>, redirectResult: string | null): Promise<Result<CheckoutStep, CheckoutError>> {
    const pending = this.pending.load();
    this.pending.clear();
    if (!pending || pending.basketKey !== JSON.stringify(this.basket.load())) return err({ kind: 'payment_expired' });
    const confirmed =
      pending.method === 'paypal'
        ? await this.payments.confirmPaypal(pending.reference)
        : await this.payments.confirmPendingPayment(pending.reference, redirectResult ?? '');
    if (!confirmed.ok) return err(chargeFailure(confirmed.error));
    return this.buy({ ...input, choice: null }, confirmed.value);
  }

  private cardCharge(transaction: { transactionId: string; amount: ReturnType<typeof amountToPay>; kind: 'common' }) {
    return { browserInfo: this.browser.read(), transaction, returnUrl: RETURN_URLS.card };
  }

  private async buy(input: CheckoutInput, paymentTransactionId: string | null): Promise<Result<CheckoutStep, CheckoutError>> {
    const result = await this.purchase.execute({ player: input.player, commonAccount: input.commonAccount, paymentTransactionId });
    return result.ok ? ok({ kind: 'purchased', purchase: result.value }) : result;
  }
}

const chargeFailure = (error: ChargeError): CheckoutError =>
  error.kind === 'declined' ? { kind: 'payment_declined', reason: error.reason } : { kind: 'payment_refused', code: error.code };
