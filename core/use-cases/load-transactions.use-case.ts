import { AuthenticationError } from '../domain/errors';
import type { AccountKind } from '../domain/player';
import {
  DEFAULT_VOUCHER_QUERY,
  MAX_VOUCHER_PAGE_LIMIT,
  type PaymentTransactionInfo,
  type Voucher,
  type VoucherQuery,
} from '../domain/voucher';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';

export interface TransactionsPage {
  readonly vouchers: readonly Voucher[];
  readonly totalCount: number;
  /** Payment details of the page's deposits, by PSP reference. */
  readonly payments: ReadonlyMap<string, PaymentTransactionInfo>;
  /** True when the deposits' payment details could not be loaded: the bookings still show. */
  readonly paymentsUnavailable: boolean;
}

/** Which bookings to load: an account, and optionally a page, search and order. */
export type TransactionsQuery = Partial<VoucherQuery> & { readonly kind: AccountKind };

/**
 * One page of the player's bookings on an account (Transaktionen), with the payment transaction
 * of every deposit on the page, fetched in one call by their PSP references. The bookings are
 * the point; when only the payment details fail, the page still shows and says so.
 */
export class LoadTransactionsUseCase {
  constructor(
    private readonly ledger: LedgerGateway,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  async execute(query: TransactionsQuery): Promise<TransactionsPage> {
    const merged = { ...DEFAULT_VOUCHER_QUERY, ...query };
    const page = await this.ledger.vouchers({
      ...merged,
      pageLimit: Math.min(Math.max(Math.trunc(merged.pageLimit) || 1, 1), MAX_VOUCHER_PAGE_LIMIT),
      pageOffset: Math.max(Math.trunc(merged.pageOffset) || 0, 0),
      search: merged.search.trim(),
    });
    const references = [
      ...new Set(
        page.vouchers.flatMap((v) =>
          v.voucherable.kind === 'deposit' && v.voucherable.pspReference ? [v.voucherable.pspReference] : [],
        ),
      ),
    ];
    const payments = new Map<string, PaymentTransactionInfo>();
    let paymentsUnavailable = false;
    if (references.length > 0) {
      try {
        const found = await this.ledger.paymentTransactions({
          pspReferences: references,
          kind: merged.kind,
          pageLimit: references.length,
          pageOffset: 0,
          sortDirection: 'desc',
        });
        for (const info of found.paymentTransactions) payments.set(info.pspReference, info);
      } catch (error) {
        // A lost session is not a detail: the session keeper must see it.
        if (error instanceof AuthenticationError) throw error;
        paymentsUnavailable = true;
        this.reporter?.report({
          source: 'transactions',
          message: `Payment details failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    }
    return { vouchers: page.vouchers, totalCount: page.totalCount, payments, paymentsUnavailable };
  }
}
