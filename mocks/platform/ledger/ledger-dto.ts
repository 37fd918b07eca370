import type {
  PaymentTransactionListDto,
  PaymentTransactionQueryDto,
  VoucherDto,
  VoucherListDto,
  VoucherQueryDto,
} from '../../../adapters/http/wire/ledger.dto';

/**
 * Bodies of the ledger controls (`/__fake/ledger/*`): what a back office would do to a player's
 * wallet. Untrusted JSON; every field is checked. Players are named by e-mail, bookings by number.
 */
export interface LedgerAmountBodyDto {
  email: string;
  /** Whole cents, > 0. */
  amount_cents: number;
  /** Account kind, default common. */
  kind?: 'common' | 'games';
  reason?: string;
}

export interface LedgerVoucherBodyDto {
  email: string;
  voucher_number: string;
  reason?: string;
  /** Chargebacks: the bank's return fee passed on to the player (default 500 = 5,00 €; 0 = none). */
  fee_cents?: number;
  /** Partial refunds: how much of the purchase comes back. */
  amount_cents?: number;
}

export interface LedgerSeedBodyDto {
  email: string;
  /** 1 to 50,000 bookings. */
  count: number;
  kind?: 'common' | 'games';
}

/** What every ledger control answers: the bookings it made (or changed), oldest first. */
export interface LedgerResultDto {
  vouchers: VoucherDto[];
}

export interface LedgerSeedResultDto {
  booked: number;
  balance_cents: number;
}

/** The ledger's part of the fake platform: the player's bookings and payments, and the back-office controls. */
export interface LedgerApi {
  /** GET /my/vouchers */
  vouchers(accessToken: string | null, query: VoucherQueryDto): VoucherListDto;
  /** GET /my/payment_transactions */
  paymentTransactions(accessToken: string | null, query: PaymentTransactionQueryDto): PaymentTransactionListDto;

  // Developer controls (fake modes only): what a back office or the bank does to a wallet.
  ledgerGoodwill(body: LedgerAmountBodyDto | null): LedgerResultDto;
  ledgerCorrection(body: LedgerAmountBodyDto | null): LedgerResultDto;
  /** Reverses a deposit (may leave a debt) and books the return fee. */
  ledgerChargeback(body: LedgerVoucherBodyDto | null): LedgerResultDto;
  ledgerCancelWithdrawal(body: LedgerVoucherBodyDto | null): LedgerResultDto;
  ledgerMarkForRefund(body: LedgerVoucherBodyDto | null): LedgerResultDto;
  ledgerPartialRefund(body: LedgerVoucherBodyDto | null): LedgerResultDto;
  seedLedgerHistory(body: LedgerSeedBodyDto | null): LedgerSeedResultDto;
}
