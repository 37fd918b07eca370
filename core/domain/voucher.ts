import type { Money } from './money';
import type { AccountKind, StoredPaymentMethod } from './player';

/**
 * Wallet bookings (spec/2 §3 "Voucher"). The voucherable says what a booking is for; its kinds
 * are the domain's own names, independent of wire names and of German wording.
 */
type ReversalType = 'chargeback' | 'cancellation' | 'correction';

/** spec/2 "Lottery wager reference": the product bought, its receipt and the drawing times it plays. */
interface LotteryWagerReference {
  readonly productIdentifier: string;
  readonly receiptNumber: string;
  readonly drawingTimes: readonly string[];
}

export type Voucherable =
  | {
      readonly kind: 'deposit';
      readonly paymentMethod: string;
      readonly paymentProvider: string;
      readonly pspReference: string;
    }
  | {
      readonly kind: 'purchase';
      readonly orderId: string;
      readonly receiptNumbers: readonly string[];
      /** What was bought, one per receipt (spec/2 "Lottery wager reference"). */
      readonly wagers: readonly LotteryWagerReference[];
    }
  | {
      readonly kind: 'purchasePartialRefund';
      readonly orderId: string;
      readonly reason: string;
      readonly locked: boolean;
    }
  | {
      readonly kind: 'lotteryWinning';
      readonly winningId: string;
      readonly receiptNumber: string;
      readonly productIdentifier: string;
      readonly drawingTime: string;
      readonly drawId: string;
    }
  | { readonly kind: 'withdrawal'; readonly iban: string; readonly accountHolder: string; readonly automatic: boolean }
  | {
      readonly kind: 'reversal';
      readonly reversalType: ReversalType;
      readonly processed: boolean;
      readonly reason: string;
      readonly reversedVoucher: { readonly id: string; readonly number: string } | null;
    }
  | {
      readonly kind: 'chargebackFee' | 'goodwillCredit' | 'manualCorrectionDebit' | 'credit' | 'debit';
      readonly reason: string;
      readonly locked: boolean;
    }
  | { readonly kind: 'gamblingWinning'; readonly gameId: string; readonly reason: string | null }
  | { readonly kind: 'gamblingPurchase'; readonly gameId: string }
  | { readonly kind: 'gamblingPurchasePartialRefund'; readonly gameId: string; readonly reason: string };

export type VoucherableKind = Voucherable['kind'];

/** Every kind, for exhaustive wording tables and tests. */
export const VOUCHERABLE_KINDS = [
  'deposit',
  'purchase',
  'purchasePartialRefund',
  'lotteryWinning',
  'withdrawal',
  'reversal',
  'chargebackFee',
  'goodwillCredit',
  'manualCorrectionDebit',
  'credit',
  'debit',
  'gamblingWinning',
  'gamblingPurchase',
  'gamblingPurchasePartialRefund',
] as const satisfies readonly VoucherableKind[];

export interface Voucher {
  readonly id: string;
  readonly number: string;
  readonly comment: string | null;
  readonly externalReference: string | null;
  /** Always positive; bookingType says which way it went. */
  readonly amount: Money;
  readonly bookingType: 'credit' | 'debit';
  readonly cleared: boolean;
  readonly reversed: boolean;
  readonly markedForRefund: boolean;
  /** The account's balances right after this booking. */
  readonly balance: Money;
  readonly payoutableBalance: Money;
  readonly notPayoutableBalance: Money;
  readonly createdAt: string;
  readonly transactionNumber: string;
  readonly voucherable: Voucherable;
}

/** The amount with its direction: credits positive, debits negative (integer cents). */
export const signedCents = (voucher: Voucher): number =>
  voucher.bookingType === 'credit' ? voucher.amount.fractional : -voucher.amount.fractional;

export type VoucherSortAttribute = 'createdAt' | 'amount' | 'number';

export interface VoucherQuery {
  readonly kind: AccountKind;
  readonly pageLimit: number;
  readonly pageOffset: number;
  /** Case-insensitive; '' for none. */
  readonly search: string;
  readonly sortAttribute: VoucherSortAttribute;
  readonly sortDirection: 'asc' | 'desc';
}

/** Newest first (docs/decisions.md "Ledger"); 20 a page, the platform allows up to 100. */
export const DEFAULT_VOUCHER_QUERY: Omit<VoucherQuery, 'kind'> = {
  pageLimit: 20,
  pageOffset: 0,
  search: '',
  sortAttribute: 'createdAt',
  sortDirection: 'desc',
};
export const MAX_VOUCHER_PAGE_LIMIT = 100;

/** spec/2 §3 "Payment transaction info": what the PSP knows of a payment, masked. */
export interface PaymentTransactionInfo {
  readonly pspReference: string;
  readonly transactionNumber: string | null;
  readonly kind: AccountKind;
  readonly storedPaymentMethod: StoredPaymentMethod;
}

export interface PaymentTransactionQuery {
  readonly pspReferences: readonly string[];
  readonly kind: AccountKind;
  readonly pageLimit: number;
  readonly pageOffset: number;
  readonly sortDirection: 'asc' | 'desc';
}

export interface VoucherPage {
  readonly vouchers: readonly Voucher[];
  readonly totalCount: number;
}

export interface PaymentTransactionPage {
  readonly paymentTransactions: readonly PaymentTransactionInfo[];
  readonly totalCount: number;
}

/** A booking of a type this client does not know: the wire changed under us. */
export class UnknownVoucherableError extends Error {
  override name = 'UnknownVoucherableError';
  constructor(readonly voucherableType: string) {
    super(`Unknown voucherable type: ${voucherableType}`);
  }
}
