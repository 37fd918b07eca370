import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { AuthenticationError, GatewayError } from '../../core/domain/errors';
import { money } from '../../core/domain/money';
import type { AccountKind } from '../../core/domain/player';
import type { Voucher, VoucherQuery } from '../../core/domain/voucher';
import { LoadSpendingUseCase } from '../../core/use-cases/load-spending.use-case';
import { BERLIN, Temporal } from '../../core/shared/temporal';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import { TEST_NOW, testPlatform, VERIFIED } from '../support/demo';

async function world() {
  const platform = testPlatform();
  const tokens = new MemoryTokenStore();
  const { players, ledger, limits } = inProcess(platform, tokens);
  const login = await players.login({ ...VERIFIED, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  tokens.write(login.value);
  return { platform, ledger, limits, clock: new ManualClock(TEST_NOW) };
}

/** Every booking of an account, read the way the transactions page pages through them. */
async function allBookings(ledger: LedgerGateway, kind: AccountKind): Promise<Voucher[]> {
  const found: Voucher[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await ledger.vouchers({
      kind,
      pageLimit: 100,
      pageOffset: offset,
      search: '',
      sortAttribute: 'createdAt',
      sortDirection: 'asc',
    });
    found.push(...page.vouchers);
    if (offset + 100 >= page.totalCount) return found;
  }
}

/** An independent reading of the rule: each booking's Berlin month, summed as plain integers. */
function expectedPerMonth(bookings: Voucher[]): Map<string, { stakes: number; winnings: number; deposits: number }> {
  const sums = new Map<string, { stakes: number; winnings: number; deposits: number }>();
  for (const v of bookings) {
    if (v.reversed) continue;
    const month = Temporal.Instant.from(v.createdAt).toZonedDateTimeISO(BERLIN).toPlainDate().toPlainYearMonth();
    const sum = sums.get(month.toString()) ?? { stakes: 0, winnings: 0, deposits: 0 };
    const kind = v.voucherable.kind;
    const cents = v.amount.fractional;
    if (kind === 'purchase' || kind === 'gamblingPurchase') sum.stakes += cents;
    if (kind === 'purchasePartialRefund' || kind === 'gamblingPurchasePartialRefund') sum.stakes -= cents;
    if (kind === 'lotteryWinning' || kind === 'gamblingWinning') sum.winnings += cents;
    if (kind === 'deposit' && v.bookingType === 'credit') sum.deposits += cents;
    sums.set(month.toString(), sum);
  }
  return sums;
}

describe('LoadSpendingUseCase', () => {
  it("sums both accounts' bookings per Berlin month and reads the limits' use from the platform", async () => {
    const { platform, ledger, limits, clock } = await world();
    platform.seedLedgerHistory({ email: VERIFIED.username, count: 250 });
    platform.seedLedgerHistory({ email: VERIFIED.username, count: 40, kind: 'games' });
    expect((await limits.setPersonalLimit('deposit', money(50_000), 'month')).ok).toBe(true);

    const overview = await new LoadSpendingUseCase(ledger, limits, clock).execute();

    const bookings = [...(await allBookings(ledger, 'common')), ...(await allBookings(ledger, 'games'))];
    const expected = expectedPerMonth(bookings);
    expect(overview.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => Temporal.PlainYearMonth.from('2025-12').add({ months: i }).toString()),
    );
    const zero = { stakes: 0, winnings: 0, deposits: 0 };
    expect(
      overview.months.map((m) => [m.month, m.stakes.fractional, m.winnings.fractional, m.deposits.fractional]),
    ).toEqual(overview.months.map(({ month }) => [month, ...Object.values(expected.get(month) ?? zero)]));
    expect(overview.months.some((m) => m.stakes.fractional > 0 && m.deposits.fractional > 0)).toBe(true);
    const { stakes, winnings } = overview.totals;
    expect(overview.net.fractional).toBe(winnings.fractional - stakes.fractional);
    expect(overview.complete).toBe(true);

    // The platform counts this month's deposits of both accounts against both limits, as the dashboard does.
    const deposited = overview.months.at(-1)!.deposits.fractional;
    expect(deposited).toBeGreaterThan(0);
    expect(overview.depositLimit).toMatchObject({ limit: money(50_000), interval: 'month' });
    expect(overview.depositLimit!.used.fractional).toBe(Math.min(deposited, 50_000));
    expect(overview.lugasLimit!.used.fractional).toBe(Math.min(deposited, overview.lugasLimit!.limit.fractional));
    expect(overview.limitsUnavailable).toBe(false);
  });

  it('has no deposit limit use when the player set none', async () => {
    const { ledger, limits, clock } = await world();
    const overview = await new LoadSpendingUseCase(ledger, limits, clock).execute();
    expect(overview.depositLimit).toBeNull();
    expect(overview.lugasLimit).not.toBeNull();
  });
});

const booking = (id: string, createdAt: string): Voucher => ({
  id,
  number: `B-${id}`,
  comment: null,
  externalReference: null,
  amount: money(100),
  bookingType: 'debit',
  cleared: true,
  reversed: false,
  markedForRefund: false,
  balance: money(0),
  payoutableBalance: money(0),
  notPayoutableBalance: money(0),
  createdAt,
  transactionNumber: id,
  voucherable: { kind: 'purchase', orderId: 'o', receiptNumbers: [], wagers: [] },
});

/** A ledger of `count` purchases per account, one every `hoursApart` hours back from the test's now. */
class ScriptedLedger implements LedgerGateway {
  queries: VoucherQuery[] = [];
  constructor(
    private readonly count: number,
    private readonly hoursApart: number,
  ) {}
  vouchers(query: VoucherQuery) {
    this.queries.push(query);
    const now = Temporal.Instant.from(TEST_NOW);
    const end = Math.min(this.count, query.pageOffset + query.pageLimit);
    const vouchers = Array.from({ length: Math.max(0, end - query.pageOffset) }, (_, i) => {
      const n = query.pageOffset + i;
      return booking(`${query.kind}-${n}`, now.subtract({ hours: n * this.hoursApart }).toString());
    });
    return Promise.resolve({ vouchers, totalCount: this.count });
  }
  paymentTransactions(): never {
    throw new Error('not used');
  }
}

const failingLimits = (error: Error) => ({ limits: () => Promise.reject(error) }) as unknown as LimitsGateway;
const spending = (ledger: LedgerGateway, error: Error, reporter?: MemoryErrorReporter) =>
  new LoadSpendingUseCase(ledger, failingLimits(error), new ManualClock(TEST_NOW), reporter);
const unavailable = () => new GatewayError(503, 'GET', '/my/limits');

describe('LoadSpendingUseCase paging and faults', () => {
  it('pages newest first and stops once a page reaches back past the first month', async () => {
    // One booking every 24 hours: the first month (from 1 December 2025) is reached on the 4th page.
    const ledger = new ScriptedLedger(2000, 24);
    const overview = await spending(ledger, unavailable()).execute();
    const common = ledger.queries.filter((q) => q.kind === 'common');
    expect(common.map((q) => q.pageOffset)).toEqual([0, 100, 200, 300]);
    expect(
      common.every((q) => q.sortAttribute === 'createdAt' && q.sortDirection === 'desc' && q.pageLimit === 100),
    ).toBe(true);
    expect(ledger.queries.filter((q) => q.kind === 'games')).toHaveLength(4);
    // 353 bookings a day apart fit between 1 December 2025 00:00 Berlin and 18 November 2026 09:00 UTC, on each account.
    expect(overview.totals.stakes).toEqual(money(2 * 353 * 100));
    expect(overview.complete).toBe(true);
  });

  it('says the figures are incomplete beyond 5,000 bookings per account', async () => {
    const ledger = new ScriptedLedger(20_000, 1);
    const overview = await spending(ledger, new Error('down')).execute();
    expect(ledger.queries.filter((q) => q.kind === 'common')).toHaveLength(50);
    expect(overview.complete).toBe(false);
  });

  it('still shows the figures when the limits fail (reported), but not when the session is gone', async () => {
    const reporter = new MemoryErrorReporter();
    const overview = await spending(new ScriptedLedger(3, 24), unavailable(), reporter).execute();
    expect(overview).toMatchObject({ limitsUnavailable: true, depositLimit: null, lugasLimit: null });
    expect(overview.totals.stakes).toEqual(money(2 * 300));
    expect(reporter.reports).toHaveLength(1);
    expect(reporter.reports[0]).toMatchObject({ source: 'spending' });

    const gone = spending(new ScriptedLedger(3, 24), new AuthenticationError(401, 'GET', '/my/limits'));
    await expect(gone.execute()).rejects.toBeInstanceOf(AuthenticationError);
  });
});
