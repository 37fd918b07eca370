import { AuthenticationError } from '../domain/errors';
import type { Limits } from '../domain/limits';
import type { Money } from '../domain/money';
import type { AccountKind } from '../domain/player';
import {
  aggregateSpending,
  limitUse,
  netResult,
  spendingMonths,
  spendingTotals,
  type LimitUse,
  type SpendingMonth,
  type SpendingTotals,
} from '../domain/spending';
import { MAX_VOUCHER_PAGE_LIMIT, type Voucher } from '../domain/voucher';
import { Temporal } from '../shared/temporal';
import type { Clock } from '../../ports/clock.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';

export interface SpendingOverview {
  /** The last 12 Berlin months, oldest first. */
  readonly months: readonly SpendingMonth[];
  readonly totals: SpendingTotals;
  /** Gewinne − Einsätze over the 12 months. */
  readonly net: Money;
  /** null: the player set no personal deposit limit. */
  readonly depositLimit: LimitUse | null;
  readonly lugasLimit: LimitUse | null;
  /** The limits could not be loaded: the figures still show. */
  readonly limitsUnavailable: boolean;
  /** False when an account had more bookings than the dashboard reads (the oldest months may be short). */
  readonly complete: boolean;
}

/** Both accounts count, as they do for the platform's limits: lottery tickets and games alike are stakes. */
const ACCOUNTS: readonly AccountKind[] = ['common', 'games'];
/** At most 5,000 bookings per account and year: beyond that the page says the figures are incomplete. */
const MAX_PAGES = 50;

/**
 * The spending dashboard: the bookings of the last 12 months from the ledger the player already
 * sees on Transaktionen (newest first, page by page until a page reaches back past the first
 * month), summed per month, and the use of the deposit and LUGAS limits from GET /my/limits.
 */
export class LoadSpendingUseCase {
  constructor(
    private readonly ledger: LedgerGateway,
    private readonly limits: LimitsGateway,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter | null = null,
  ) {}

  async execute(): Promise<SpendingOverview> {
    const windows = spendingMonths(this.clock.now());
    const since = windows[0]!.start;
    const [accounts, limits] = await Promise.all([
      Promise.all(ACCOUNTS.map((kind) => this.bookingsSince(kind, since))),
      this.limitsOrNull(),
    ]);
    const months = aggregateSpending(
      accounts.flatMap((a) => a.vouchers),
      windows,
    );
    const totals = spendingTotals(months);
    return {
      months,
      totals,
      net: netResult(totals),
      depositLimit: limits?.depositLimits.personal ? limitUse(limits.depositLimits.personal) : null,
      lugasLimit: limits ? limitUse(limits.lugasLimit) : null,
      limitsUnavailable: limits === null,
      complete: accounts.every((a) => a.complete),
    };
  }

  private async bookingsSince(
    kind: AccountKind,
    since: Temporal.Instant,
  ): Promise<{ vouchers: Voucher[]; complete: boolean }> {
    const vouchers: Voucher[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.ledger.vouchers({
        kind,
        pageLimit: MAX_VOUCHER_PAGE_LIMIT,
        pageOffset: page * MAX_VOUCHER_PAGE_LIMIT,
        search: '',
        sortAttribute: 'createdAt',
        sortDirection: 'desc',
      });
      vouchers.push(...answer.vouchers);
      const oldest = answer.vouchers.at(-1);
      const end = (page + 1) * MAX_VOUCHER_PAGE_LIMIT >= answer.totalCount;
      if (!oldest || end || Temporal.Instant.compare(Temporal.Instant.from(oldest.createdAt), since) < 0)
        return { vouchers, complete: true };
    }
    return { vouchers, complete: false };
  }

  private async limitsOrNull(): Promise<Limits | null> {
    try {
      return await this.limits.limits();
    } catch (error) {
      // A lost session is not a detail: the session keeper must see it.
      if (error instanceof AuthenticationError) throw error;
      this.reporter?.report({
        source: 'spending',
        message: `Limits failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return null;
    }
  }
}
