import type { Result } from '../../core/shared/result';
import type { ChargeOutcome, EncryptedCard, MonetaryTransaction } from '../../core/domain/payment';
import type { GamblingPermission } from '../../core/domain/player';
import type {
  CardCharge,
  CardStore,
  ChargeError,
  PaymentGateway,
  WithdrawalError,
} from '../../ports/payment-gateway.port';
import { requireParam, type HttpClient } from './client';
import type {
  ChargeOutcomeDto,
  GamblingPermissionDto,
  PaymentProcessedDto,
  PaypalPreparedDto,
} from './wire/payment.dto';
import {
  chargeResult,
  toBrowserInfoDto,
  toCardDataDto,
  toCardStoreRequestDto,
  toChargeOutcome,
  toGamblingPermission,
  toMonetaryTransactionDto,
  withdrawalResult,
} from './wire/payment.mapper';

const cardInput = (c: CardCharge) => ({
  browser_info: toBrowserInfoDto(c.browserInfo),
  monetary_transaction: toMonetaryTransactionDto(c.transaction),
  return_url: c.returnUrl,
});

/** Cards (with 3-D Secure), PayPal and SEPA over the wallet API; the permission over the player API. */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(private readonly http: HttpClient) {}

  /** The bank's 3-D Secure page may be a page of the backend: read against its address. */
  private outcome(dto: ChargeOutcomeDto): ChargeOutcome {
    const outcome = toChargeOutcome(dto);
    return outcome.type === 'redirect' ? { ...outcome, url: this.http.backendPage(outcome.url) } : outcome;
  }

  chargeStoredCard(charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>> {
    return chargeResult(async () =>
      this.outcome(
        await this.http.request<ChargeOutcomeDto>('wallet', 'POST', '/my/credit_cards/charge_with_stored', {
          body: cardInput(charge),
        }),
      ),
    );
  }

  chargeCard(card: EncryptedCard, charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = { card_data: toCardDataDto(card), transaction_input: cardInput(charge) };
    return chargeResult(async () =>
      this.outcome(await this.http.request<ChargeOutcomeDto>('wallet', 'POST', '/my/credit_cards/charge', { body })),
    );
  }

  confirmPendingPayment(transactionId: string, redirectResult: string): Promise<Result<string, ChargeError>> {
    const body = {
      transaction_id: requireParam('transaction_id', transactionId),
      redirect_result: requireParam('redirect_result', redirectResult),
    };
    return chargeResult(
      async () =>
        (
          await this.http.request<PaymentProcessedDto>('wallet', 'POST', '/my/credit_cards/confirm_pending_payment', {
            body,
          })
        ).payment_transaction_id,
    );
  }

  preparePaypal(transaction: MonetaryTransaction, returnUrl: string): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = { ...toMonetaryTransactionDto(transaction), return_url: returnUrl };
    return chargeResult(async () => {
      const dto = await this.http.request<PaypalPreparedDto>('wallet', 'POST', '/my/paypal/prepare_charge', { body });
      return { type: 'redirect', url: this.http.backendPage(dto.approval_url), reference: dto.order_id } as const;
    });
  }

  confirmPaypal(orderId: string): Promise<Result<string, ChargeError>> {
    const body = { order_id: requireParam('order_id', orderId) };
    return chargeResult(
      async () =>
        (await this.http.request<PaymentProcessedDto>('wallet', 'POST', '/my/paypal/confirm_charge', { body }))
          .payment_transaction_id,
    );
  }

  chargeSepa(transaction: MonetaryTransaction): Promise<Result<string, ChargeError>> {
    const body = toMonetaryTransactionDto(transaction);
    return chargeResult(
      async () =>
        (await this.http.request<PaymentProcessedDto>('wallet', 'POST', '/my/sepa_accounts/charge', { body }))
          .payment_transaction_id,
    );
  }

  storeCard(card: EncryptedCard, store: CardStore): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = toCardStoreRequestDto(card, store);
    return chargeResult(async () =>
      this.outcome(await this.http.request<ChargeOutcomeDto>('wallet', 'POST', '/my/credit_cards/store', { body })),
    );
  }

  withdraw(transaction: MonetaryTransaction): Promise<Result<void, WithdrawalError>> {
    return withdrawalResult(() =>
      this.http.request('wallet', 'POST', '/my/withdrawal', { body: toMonetaryTransactionDto(transaction) }),
    );
  }

  async deleteStoredCard(storedCardId: string): Promise<void> {
    await this.http.request(
      'wallet',
      'DELETE',
      `/my/credit_cards/${encodeURIComponent(requireParam('stored_credit_card_id', storedCardId))}`,
    );
  }

  async deleteAdyenPaypal(storedAdyenPaypalId: string): Promise<void> {
    await this.http.request(
      'wallet',
      'DELETE',
      `/my/adyen_paypal/${encodeURIComponent(requireParam('stored_adyen_paypal_id', storedAdyenPaypalId))}`,
    );
  }

  async deletePaypal(storedPaypalId: string): Promise<void> {
    await this.http.request(
      'wallet',
      'DELETE',
      `/my/adyen_paypal/${encodeURIComponent(requireParam('stored_paypal_id', storedPaypalId))}`,
    );
  }

  async gamblingPermission(): Promise<GamblingPermission | null> {
    try {
      const dto = await this.http.request<GamblingPermissionDto | null>('player', 'GET', '/my/gambling_permission', {
        notFound: 'null',
      });
      return dto ? toGamblingPermission(dto) : null;
    } catch {
      // A failed check counts as not permitted (spec/1 §5).
      return null;
    }
  }
}
