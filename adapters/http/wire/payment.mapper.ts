import { err, ok, type Result } from '../../../core/shared/result';
import { FormValidationError } from '../../../core/domain/errors';
import {
  isDeclineReason,
  type BrowserInfo,
  type ChargeOutcome,
  type EncryptedCard,
  type MonetaryTransaction,
} from '../../../core/domain/payment';
import type { GamblingPermission } from '../../../core/domain/player';
import type { CardStore, ChargeError, WithdrawalError } from '../../../ports/payment-gateway.port';
import { toMoneyDto } from './common.mapper';
import type {
  BrowserInfoDto,
  CardDataDto,
  CardStoreRequestDto,
  ChargeOutcomeDto,
  GamblingPermissionDto,
  MonetaryTransactionDto,
} from './payment.dto';

export const toMonetaryTransactionDto = (t: MonetaryTransaction): MonetaryTransactionDto => ({
  transaction_id: t.transactionId,
  amount: toMoneyDto(t.amount),
  kind: t.kind,
});

export const toBrowserInfoDto = (b: BrowserInfo): BrowserInfoDto => ({
  color_depth: b.colorDepth,
  java_enabled: b.javaEnabled,
  java_script_enabled: b.javaScriptEnabled,
  language: b.language,
  screen_height: b.screenHeight,
  screen_width: b.screenWidth,
  time_zone_offset_in_minutes: b.timeZoneOffsetInMinutes,
  user_agent: b.userAgent,
});

export const toCardDataDto = (c: EncryptedCard): CardDataDto => ({
  account_holder: c.accountHolder,
  encrypted_card_number: c.encryptedCardNumber,
  encrypted_expiry_month: c.encryptedExpiryMonth,
  encrypted_expiry_year: c.encryptedExpiryYear,
  encrypted_security_code: c.encryptedSecurityCode,
});

export const toChargeOutcome = (dto: ChargeOutcomeDto): ChargeOutcome =>
  dto.type === 'payment_processed'
    ? { type: 'processed', paymentTransactionId: dto.payment_transaction_id }
    : { type: 'redirect', url: dto.action.url };

export const toGamblingPermission = (dto: GamblingPermissionDto): GamblingPermission => ({
  id: dto.id,
  active: dto.active,
  deactivatedAt: dto.deactivated_at,
  lastActivatedAt: dto.last_activated_at,
});

/** Runs a charge call; a 400 is the PSP's or the platform's answer (decline or refusal), anything else a fault. */
export async function chargeResult<T>(call: () => Promise<T>): Promise<Result<T, ChargeError>> {
  try {
    return ok(await call());
  } catch (error) {
    if (!(error instanceof FormValidationError)) throw error;
    const code = error.globalErrors[0];
    return err(
      isDeclineReason(code) ? { kind: 'declined', reason: code } : { kind: 'charge_refused', code: code ?? 'unknown' },
    );
  }
}

export const toCardStoreRequestDto = (card: EncryptedCard, store: CardStore): CardStoreRequestDto => ({
  card_data: toCardDataDto(card),
  store_transaction_input: {
    browser_info: toBrowserInfoDto(store.browserInfo),
    transaction_id: store.transactionId,
    return_url: store.returnUrl,
  },
});

/** Runs a payout call; a 400 is the platform's refusal with its first global code, anything else a fault. */
export async function withdrawalResult(call: () => Promise<unknown>): Promise<Result<void, WithdrawalError>> {
  try {
    await call();
    return ok();
  } catch (error) {
    if (!(error instanceof FormValidationError)) throw error;
    return err({ kind: 'withdrawal_refused', code: error.globalErrors[0] ?? 'unknown' });
  }
}
