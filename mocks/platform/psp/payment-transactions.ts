import type { PlatformContext } from '../context';
import { rejected } from '../errors';
import type { PlatformState, PlayerRecord } from '../state';
import { accountOf, book } from '../wallet';
import { methodDetailsOf } from '../ledger/payment-method-details';
import type { CardRecord, PaymentMethodLabel, PaymentTransactionRecord, PspAttemptRecord } from './psp-state';
import { markChanged } from '../state-journal';
import { recordsWhere } from '../record-index';

/** GlüStV: before full verification a player may deposit at most 100 € in total. */
export const UNVERIFIED_DEPOSIT_LIMIT_CENTS = 10_000;

const DEPOSIT_COMMENTS: Record<PaymentMethodLabel, string> = {
  adyen_credit_card: 'Einzahlung per Kreditkarte',
  paypal: 'Einzahlung per PayPal',
  adyen_paypal: 'Einzahlung per PayPal',
  sepa_direct_debit: 'Einzahlung per SEPA-Lastschrift',
};

/**
 * Everything the player deposited and kept, on any account (the ledger is the truth, seeded money
 * included). A reversed deposit (chargeback, returned debit) never reached the player; failed
 * attempts book nothing at all.
 */
function depositedCents(state: PlatformState, playerId: string): number {
  return recordsWhere(state.vouchers, 'player_id', playerId)
    .filter((v) => v.booking_type === 'credit' && v.voucherable.type === 'deposit' && !v.reversed)
    .reduce((sum, v) => sum + v.amount.fractional, 0);
}

/** True when the deposit would take an unverified player over the limit (→ `deposit_limit`). */
export function exceedsDepositLimit(state: PlatformState, record: PlayerRecord, amountCents: number): boolean {
  if (record.player.verification_status === 'fully_verified') return false;
  return depositedCents(state, record.player.id) + amountCents > UNVERIFIED_DEPOSIT_LIMIT_CENTS;
}

/**
 * The PSP authorised the attempt: record the payment transaction and, for a deposit, book the
 * money onto the wallet account of the transaction's kind, so an order can pay from the balance.
 */
export function authorise(
  { state, random, now }: PlatformContext,
  attempt: PspAttemptRecord,
  card: CardRecord | null = null,
): PaymentTransactionRecord {
  const purpose = attempt.operation === 'card_store' ? 'card_verification' : 'deposit';
  const payment: PaymentTransactionRecord = {
    id: random.uuid(),
    transaction_id: attempt.transaction_id,
    player_id: attempt.player_id,
    kind: attempt.kind,
    amount_cents: attempt.amount_cents,
    method: attempt.method,
    // Shaped like Adyen's 16-character PSP references.
    psp_reference: random.digits(16),
    status: 'authorised',
    purpose,
    used: false,
    used_by_order_id: null,
    created_at: now.toString(),
    method_details: methodDetailsOf(
      state.players.find((p) => p.player.id === attempt.player_id),
      attempt.method,
      card,
    ),
  };
  state.payment_transactions.push(payment);
  if (purpose === 'deposit') {
    book(state, random, now, accountOf(state, attempt.player_id, attempt.kind), {
      direction: 'credit',
      amountCents: attempt.amount_cents,
      externalReference: attempt.transaction_id,
      comment: DEPOSIT_COMMENTS[attempt.method],
      voucherable: {
        type: 'deposit',
        payment_method: attempt.method,
        payment_provider: 'fake_psp',
        psp_reference: payment.psp_reference,
      },
    });
  }
  attempt.status = 'processed';
  attempt.payment_transaction_id = payment.id;
  markChanged(state, 'psp_attempts', attempt);
  return payment;
}

/**
 * The payment an order names must be the player's own authorised, unused deposit to the shop
 * account; anything else is `processing_failed` (spec/2 §8 shows that code as is).
 */
export function paymentForOrder(
  state: PlatformState,
  playerId: string,
  paymentTransactionId: string,
): PaymentTransactionRecord {
  const payment = recordsWhere(state.payment_transactions, 'id', paymentTransactionId)[0];
  const usable =
    payment !== undefined &&
    payment.player_id === playerId &&
    payment.status === 'authorised' &&
    payment.purpose === 'deposit' &&
    payment.kind === 'common' &&
    !payment.used;
  if (!usable) throw rejected('processing_failed');
  return payment;
}
