import type {
  PaymentTransactionPage,
  PaymentTransactionQuery,
  VoucherPage,
  VoucherQuery,
} from '../core/domain/voucher';

/** The player's wallet bookings and the payments behind deposits (wallet API, spec/2 §7.2). */
export interface LedgerGateway {
  /** Kind is required (RequiredParameterError otherwise). */
  vouchers(query: VoucherQuery): Promise<VoucherPage>;
  /** Kind and at least one PSP reference are required. */
  paymentTransactions(query: PaymentTransactionQuery): Promise<PaymentTransactionPage>;
}
