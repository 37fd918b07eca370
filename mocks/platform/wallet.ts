import type {
  AccountDto,
  AvailablePaymentMethodDto,
  StoredPaymentMethodDto,
} from '../../adapters/http/wire/wallet.dto';
import type { Temporal } from '../../core/shared/temporal';
import { CATALOGUE_SETTINGS } from './catalogue-config';
import type { Random } from './prng';
import type {
  AccountKind,
  AccountRecord,
  PlatformState,
  PlayerRecord,
  VoucherRecord,
  VoucherableRecord,
} from './state';
import { markChanged } from './state-journal';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });

export function accountOf(state: PlatformState, playerId: string, kind: AccountKind): AccountRecord {
  const account = state.accounts.find((a) => a.player_id === playerId && a.kind === kind);
  if (!account) throw new Error(`Player ${playerId} has no ${kind} account`);
  return account;
}

export const balanceOf = (account: AccountRecord): number => account.payoutable + account.not_payoutable;

/** Every player has a common and a games account from the start, both at 0 €. */
export function openAccounts(state: PlatformState, random: Random, playerId: string): void {
  for (const kind of ['common', 'games'] as const) {
    state.accounts.push({ id: random.uuid(), player_id: playerId, kind, payoutable: 0, not_payoutable: 0 });
  }
}

/** Payouts need full verification and no lock (GlüStV: no payouts before verification). */
export function withdrawalsAllowed(record: PlayerRecord, addictionLocked: boolean): boolean {
  const { player } = record;
  return (
    player.verification_status === 'fully_verified' &&
    !player.locks.fraud_locked &&
    !player.locks.verification_locked &&
    !addictionLocked
  );
}

export function accountDto(account: AccountRecord, record: PlayerRecord, addictionLocked: boolean): AccountDto {
  return {
    id: account.id,
    kind: account.kind,
    payoutable_balance: cents(account.payoutable),
    not_payoutable_balance: cents(account.not_payoutable),
    withdrawals_allowed: withdrawalsAllowed(record, addictionLocked),
  };
}

export interface Booking {
  direction: 'credit' | 'debit';
  amountCents: number;
  voucherable: VoucherableRecord;
  externalReference?: string | null;
  comment?: string | null;
  /**
   * Chargebacks only (ledger/adjustments.ts): the bank has taken the money back whatever the
   * balance, so the debit may drive the account below zero; the debt sits on the not-payoutable part.
   */
  mayOverdraw?: boolean;
}

/**
 * Which part of the balance a booking moves (docs/decisions.md, "Payoutable balance"): winnings
 * and money coming back from a reversed payout are payoutable; deposits, goodwill and other
 * credits are for playing only. Withdrawals take payoutable money only; every other debit uses
 * the not-payoutable part first, so a purchase never eats winnings while deposits remain.
 */
const PAYOUTABLE_CREDITS: ReadonlySet<VoucherableRecord['type']> = new Set(['lottery_winning', 'gambling_winning']);

function creditsPayoutable(voucherable: VoucherableRecord): boolean {
  if (PAYOUTABLE_CREDITS.has(voucherable.type)) return true;
  return voucherable.type === 'reversal' && voucherable.reversal_type === 'cancellation';
}

/** What a debit may take: withdrawals only payoutable money, anything else the whole balance. */
const debitableCents = (account: AccountRecord, voucherable: VoucherableRecord): number =>
  voucherable.type === 'withdrawal' ? account.payoutable : balanceOf(account);

/**
 * Books one voucher and moves the balance (see PAYOUTABLE_CREDITS for which part). Callers
 * check funds before: a debit never drives a balance below zero.
 */
export function book(
  state: PlatformState,
  random: Random,
  now: Temporal.Instant,
  account: AccountRecord,
  booking: Booking,
): VoucherRecord {
  const amount = booking.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`Bookings need a positive whole amount, got ${amount}`);
  if (booking.direction === 'credit') {
    if (creditsPayoutable(booking.voucherable)) account.payoutable += amount;
    else account.not_payoutable += amount;
  } else if (booking.mayOverdraw) {
    // Not-payoutable money first, then payoutable money; what is still missing becomes debt.
    const fromPayoutable = Math.min(
      Math.max(account.payoutable, 0),
      Math.max(0, amount - Math.max(account.not_payoutable, 0)),
    );
    account.payoutable -= fromPayoutable;
    account.not_payoutable -= amount - fromPayoutable;
  } else {
    if (amount > debitableCents(account, booking.voucherable))
      throw new Error(`Debit of ${amount} exceeds what account ${account.id} may pay`);
    const fromNotPayoutable = booking.voucherable.type === 'withdrawal' ? 0 : Math.min(account.not_payoutable, amount);
    account.not_payoutable -= fromNotPayoutable;
    account.payoutable -= amount - fromNotPayoutable;
  }
  // Balances change in place; the journal writes just this account, not all of them.
  markChanged(state, 'accounts', account);
  state.counters.voucher_number += 1;
  state.counters.transaction_number += 1;
  const voucher: VoucherRecord = {
    id: random.uuid(),
    account_id: account.id,
    player_id: account.player_id,
    kind: account.kind,
    number: `B-${String(state.counters.voucher_number).padStart(8, '0')}`,
    comment: booking.comment ?? null,
    external_reference: booking.externalReference ?? null,
    amount: cents(amount),
    booking_type: booking.direction,
    cleared: true,
    reversed: false,
    marked_for_refund: false,
    balance: cents(balanceOf(account)),
    payoutable_balance: cents(account.payoutable),
    not_payoutable_balance: cents(account.not_payoutable),
    created_at: now.toString(),
    transaction_number: String(state.counters.transaction_number),
    voucherable: booking.voucherable,
  };
  state.vouchers.push(voucher);
  return voucher;
}

type Label = AvailablePaymentMethodDto['label'];

const CONFIGURATIONS: Record<Exclude<Label, 'adyen_paypal'>, AvailablePaymentMethodDto['configuration']> = {
  sepa_direct_debit: {
    id: 'sepa_direct_debit',
    label: 'SEPA-Lastschrift',
    possible_transaction_types: ['deposit', 'withdrawal'],
    provider_configuration: null,
  },
  // Payouts only to the SEPA account: the withdrawal booking carries an IBAN and holder (spec/2 §3).
  paypal: {
    id: 'paypal',
    label: 'PayPal',
    possible_transaction_types: ['deposit'],
    provider_configuration: null,
  },
  adyen_credit_card: {
    id: 'adyen_credit_card',
    label: 'Kreditkarte',
    possible_transaction_types: ['deposit'],
    // Shaped like Adyen's drop-in settings; the fake PSP accepts any values.
    provider_configuration: { client_key: 'test_FAKE_CLIENT_KEY', environment: 'test' },
  },
};

/**
 * One entry per method, with what the player has stored for it. The default is the stored SEPA
 * account, else the stored card, else the stored PayPal account; nothing stored, no default.
 */
export function paymentMethodsOf(record: PlayerRecord): AvailablePaymentMethodDto[] {
  const { sepa_account: sepa, stored_card: card, stored_paypal: paypal } = record;
  const stored: Record<Exclude<Label, 'adyen_paypal'>, StoredPaymentMethodDto | null> = {
    sepa_direct_debit: sepa && {
      type: 'sepa_direct_debit',
      account_holder: sepa.account_holder,
      masked_iban: sepa.masked_iban,
      editable: true,
    },
    paypal: paypal && {
      type: 'paypal',
      id: paypal.id,
      active: paypal.active,
      paypal_email: paypal.paypal_email,
      paypal_payer_residence_country: paypal.payer_residence_country,
    },
    adyen_credit_card: card && {
      type: 'adyen_credit_card',
      id: card.id,
      account_holder: card.holder,
      active: card.active,
      brand: card.brand,
      expiry_month: String(card.expiry_month).padStart(2, '0'),
      expiry_year: String(card.expiry_year),
      last_digits: card.last_four,
    },
  };
  const labels = ['sepa_direct_debit', 'paypal', 'adyen_credit_card'] as const;
  const defaultLabel = (['sepa_direct_debit', 'adyen_credit_card', 'paypal'] as const).find(
    (label) => stored[label] !== null,
  );
  return labels.map((label) => ({
    label,
    configuration: structuredClone(CONFIGURATIONS[label]),
    stored: stored[label],
    default: label === defaultLabel,
  }));
}
