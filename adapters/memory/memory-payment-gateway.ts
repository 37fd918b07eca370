import type { Result } from '../../core/shared/result';
import type { ChargeOutcome, EncryptedCard, MonetaryTransaction } from '../../core/domain/payment';
import type { GamblingPermission } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type {
  CardCharge,
  CardStore,
  ChargeError,
  PaymentGateway,
  WithdrawalError,
} from '../../ports/payment-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import {
  chargeResult,
  toBrowserInfoDto,
  toCardDataDto,
  toCardStoreRequestDto,
  toChargeOutcome,
  toGamblingPermission,
  toMonetaryTransactionDto,
  withdrawalResult,
} from '../http/wire/payment.mapper';
import { platformCall } from './platform-call';
import { requireParam } from '../http/client';

const cardInput = (c: CardCharge) => ({
  browser_info: toBrowserInfoDto(c.browserInfo),
  monetary_transaction: toMonetaryTransactionDto(c.transaction),
  return_url: c.returnUrl,
});

/** The same payment calls straight on the fake platform (same mappers, same error classes). */
export class MemoryPaymentGateway implements PaymentGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  chargeStoredCard(charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>> {
    return chargeResult(async () =>
      toChargeOutcome(
        await platformCall('POST', '/my/credit_cards/charge_with_stored', () =>
          this.platform.chargeStoredCard(this.token(), cardInput(charge)),
        ),
      ),
    );
  }

  chargeCard(card: EncryptedCard, charge: CardCharge): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = { card_data: toCardDataDto(card), transaction_input: cardInput(charge) };
    return chargeResult(async () =>
      toChargeOutcome(
        await platformCall('POST', '/my/credit_cards/charge', () => this.platform.chargeCard(this.token(), body)),
      ),
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
          await platformCall('POST', '/my/credit_cards/confirm_pending_payment', () =>
            this.platform.confirmPendingPayment(this.token(), body),
          )
        ).payment_transaction_id,
    );
  }

  preparePaypal(transaction: MonetaryTransaction, returnUrl: string): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = { ...toMonetaryTransactionDto(transaction), return_url: returnUrl };
    return chargeResult(async () => {
      const dto = await platformCall('POST', '/my/paypal/prepare_charge', () =>
        this.platform.preparePaypalCharge(this.token(), body),
      );
      return { type: 'redirect', url: dto.approval_url, reference: dto.order_id } as const;
    });
  }

  confirmPaypal(orderId: string): Promise<Result<string, ChargeError>> {
    requireParam('order_id', orderId);
    return chargeResult(
      async () =>
        (
          await platformCall('POST', '/my/paypal/confirm_charge', () =>
            this.platform.confirmPaypalCharge(this.token(), { order_id: orderId }),
          )
        ).payment_transaction_id,
    );
  }

  chargeSepa(transaction: MonetaryTransaction): Promise<Result<string, ChargeError>> {
    return chargeResult(
      async () =>
        (
          await platformCall('POST', '/my/sepa_accounts/charge', () =>
            this.platform.chargeSepa(this.token(), toMonetaryTransactionDto(transaction)),
          )
        ).payment_transaction_id,
    );
  }

  storeCard(card: EncryptedCard, store: CardStore): Promise<Result<ChargeOutcome, ChargeError>> {
    const body = toCardStoreRequestDto(card, store);
    return chargeResult(async () =>
      toChargeOutcome(
        await platformCall('POST', '/my/credit_cards/store', () => this.platform.storeCard(this.token(), body)),
      ),
    );
  }

  withdraw(transaction: MonetaryTransaction): Promise<Result<void, WithdrawalError>> {
    return withdrawalResult(() =>
      platformCall('POST', '/my/withdrawal', () =>
        this.platform.withdraw(this.token(), toMonetaryTransactionDto(transaction)),
      ),
    );
  }

  async deleteStoredCard(storedCardId: string): Promise<void> {
    requireParam('stored_credit_card_id', storedCardId);
    await platformCall('DELETE', '/my/credit_cards/{id}', () =>
      this.platform.deleteStoredCard(this.token(), storedCardId),
    );
  }

  async deleteAdyenPaypal(storedAdyenPaypalId: string): Promise<void> {
    requireParam('stored_adyen_paypal_id', storedAdyenPaypalId);
    await platformCall('DELETE', '/my/adyen_paypal/{id}', () =>
      this.platform.deleteStoredPaypal(this.token(), storedAdyenPaypalId),
    );
  }

  async deletePaypal(storedPaypalId: string): Promise<void> {
    requireParam('stored_paypal_id', storedPaypalId);
    await platformCall('DELETE', '/my/adyen_paypal/{id}', () =>
      this.platform.deleteStoredPaypal(this.token(), storedPaypalId),
    );
  }

  async gamblingPermission(): Promise<GamblingPermission | null> {
    try {
      return toGamblingPermission(
        await platformCall('GET', '/my/gambling_permission', () => this.platform.gamblingPermission(this.token())),
      );
    } catch {
      return null; // none (404) or a failed check: not permitted
    }
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
