import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import {
  aggregateSpending,
  limitUse,
  netResult,
  spendingFlow,
  spendingMonths,
  spendingTotals,
} from '../../core/domain/spending';
import type { LimitInterval } from '../../core/domain/limits';
import type { Voucher, Voucherable } from '../../core/domain/voucher';
import { Temporal } from '../../core/shared/temporal';

let next = 0;
function booking(
  createdAt: string,
  cents: number,
  voucherable: Voucherable,
  options: { bookingType?: 'credit' | 'debit'; reversed?: boolean; id?: string } = {},
): Voucher {
  next += 1;
  return {
    id: options.id ?? `v-${next}`,
    number: `B-${next}`,
    comment: null,
    externalReference: null,
    amount: money(cents),
    bookingType: options.bookingType ?? 'credit',
    cleared: true,
    reversed: options.reversed ?? false,
    markedForRefund: false,
    balance: money(0),
    payoutableBalance: money(0),
    notPayoutableBalance: money(0),
    createdAt,
    transactionNumber: String(next),
    voucherable,
  };
}

const purchase = (at: string, cents: number) =>
  booking(
    at,
    cents,
    { kind: 'purchase', orderId: 'o', receiptNumbers: ['TW-1'], wagers: [] },
    { bookingType: 'debit' },
  );
const refund = (at: string, cents: number) =>
  booking(at, cents, { kind: 'purchasePartialRefund', orderId: 'o', reason: 'x', locked: false });
const winning = (at: string, cents: number) =>
  booking(at, cents, {
    kind: 'lotteryWinning',
    winningId: 'w',
    receiptNumber: 'TW-1',
    productIdentifier: 'lotto6aus49_regular',
    drawingTime: at,
    drawId: 'd',
  });
const deposit = (at: string, cents: number, reversed = false) =>
  booking(
    at,
    cents,
    { kind: 'deposit', paymentMethod: 'sepa_direct_debit', paymentProvider: 'fake_psp', pspReference: 'P' },
    { reversed },
  );

const NOW = Temporal.Instant.from('2026-11-18T09:00:00Z');
const cents = (months: ReturnType<typeof aggregateSpending>, key: 'stakes' | 'winnings' | 'deposits') =>
  Object.fromEntries(months.filter((m) => m[key].fractional !== 0).map((m) => [m.month, m[key].fractional]));

describe('spending months (Europe/Berlin)', () => {
  it('are the last 12 calendar months up to this one, oldest first, starting at Berlin midnight', () => {
    const months = spendingMonths(NOW);
    expect(months.map((m) => m.month).join(' ')).toBe(
      '2025-12 2026-01 2026-02 2026-03 2026-04 2026-05 2026-06 2026-07 2026-08 2026-09 2026-10 2026-11',
    );
    expect(months[0]!.start.toString()).toBe('2025-11-30T23:00:00Z');
    // Summer time: April starts at 22:00 UTC, November (after the October change) at 23:00 UTC again.
    expect(months[4]!.start.toString()).toBe('2026-03-31T22:00:00Z');
    expect(months[11]!.start.toString()).toBe('2026-10-31T23:00:00Z');
    expect(months[11]!.end.toString()).toBe('2026-11-30T23:00:00Z');
    // March loses the hour of the change, October gains one.
    expect(months[3]!.start.until(months[3]!.end).total('hours')).toBe(31 * 24 - 1);
    expect(months[10]!.start.until(months[10]!.end).total('hours')).toBe(31 * 24 + 1);
  });

  it('turn with the Berlin month, not the UTC one', () => {
    // 30 November 23:30 UTC is already 1 December in Berlin.
    const months = spendingMonths(Temporal.Instant.from('2026-11-30T23:30:00Z'));
    expect(months.at(-1)!.month).toBe('2026-12');
    expect(months[0]!.month).toBe('2026-01');
  });

  it('put bookings around month ends and the clock changes into the Berlin month', () => {
    const months = aggregateSpending(
      [
        deposit('2026-03-31T21:59:59Z', 100), // 23:59:59 CEST on 31 March
        deposit('2026-03-31T22:00:00Z', 200), // midnight, 1 April
        deposit('2026-03-29T01:30:00Z', 400), // 03:30 CEST right after the spring change
        deposit('2026-10-25T00:30:00Z', 800), // 02:30 CEST, before the autumn change
        deposit('2026-10-31T22:59:59Z', 1600), // 23:59:59 CET on 31 October
        deposit('2026-10-31T23:00:00Z', 3200), // midnight, 1 November
        deposit('2025-11-30T22:59:59Z', 6400), // last second of November 2025: before the window
        deposit('2026-11-30T23:00:00Z', 12800), // December: after the window
      ],
      spendingMonths(NOW),
    );
    expect(cents(months, 'deposits')).toEqual({ '2026-03': 500, '2026-04': 200, '2026-10': 2400, '2026-11': 3200 });
    expect(months).toHaveLength(12);
  });
});

describe('spending sums', () => {
  it('sums stakes less refunds, winnings and deposits in whole cents, leaving out reversed and other bookings', () => {
    const bookings = [
      purchase('2026-11-02T10:00:00Z', 325),
      purchase('2026-11-03T10:00:00Z', 1250),
      refund('2026-11-04T10:00:00Z', 125),
      ...Array.from({ length: 10 }, () => purchase('2026-11-05T10:00:00Z', 10)), // 10 × 0,10 € is exactly 1,00 €
      winning('2026-11-06T10:00:00Z', 2300),
      deposit('2026-11-01T10:00:00Z', 5000),
      deposit('2026-11-01T11:00:00Z', 2000, true), // charged back: not counted
      booking(
        '2026-11-07T10:00:00Z',
        2000,
        { kind: 'withdrawal', iban: 'DE', accountHolder: 'M', automatic: false },
        {
          bookingType: 'debit',
        },
      ),
      booking('2026-11-07T10:00:00Z', 500, { kind: 'goodwillCredit', reason: 'x', locked: false }),
      booking('2026-11-08T10:00:00Z', 700, { kind: 'gamblingPurchase', gameId: 'g' }, { bookingType: 'debit' }),
      booking('2026-11-08T11:00:00Z', 900, { kind: 'gamblingWinning', gameId: 'g', reason: null }),
    ];
    const months = aggregateSpending(bookings, spendingMonths(NOW));
    const november = months.at(-1)!;
    expect(november.stakes).toEqual(money(325 + 1250 - 125 + 100 + 700));
    expect(november.winnings).toEqual(money(2300 + 900));
    expect(november.deposits).toEqual(money(5000));
    expect(spendingTotals(months)).toEqual({ stakes: money(2250), winnings: money(3200), deposits: money(5000) });
  });

  it('counts a booking seen on two overlapping pages once', () => {
    const twice = purchase('2026-11-02T10:00:00Z', 450);
    const months = aggregateSpending([twice, { ...twice }], spendingMonths(NOW));
    expect(months.at(-1)!.stakes).toEqual(money(450));
  });

  it('never shows negative stakes for a month whose refund belongs to an earlier purchase', () => {
    const months = aggregateSpending(
      [purchase('2026-10-30T10:00:00Z', 1000), refund('2026-11-02T10:00:00Z', 400)],
      spendingMonths(NOW),
    );
    expect(cents(months, 'stakes')).toEqual({ '2026-10': 1000 });
  });

  it('knows which bookings are stakes, winnings and deposits', () => {
    expect(spendingFlow(purchase('2026-11-02T10:00:00Z', 100))).toEqual({ into: 'stakes', amount: money(100) });
    expect(spendingFlow(refund('2026-11-02T10:00:00Z', 100))).toEqual({ into: 'stakes', amount: money(-100) });
    expect(spendingFlow(deposit('2026-11-02T10:00:00Z', 100, true))).toBeNull();
    const reversal = booking('2026-11-02T10:00:00Z', 100, {
      kind: 'reversal',
      reversalType: 'chargeback',
      processed: true,
      reason: 'x',
      reversedVoucher: null,
    });
    expect(spendingFlow(reversal)).toBeNull();
  });
});

describe('net result and limits', () => {
  it('is winnings minus stakes, below zero after a losing year', () => {
    expect(netResult({ stakes: money(2250), winnings: money(3200), deposits: money(5000) })).toEqual(money(950));
    expect(netResult({ stakes: money(8745), winnings: money(2300), deposits: money(0) })).toEqual(money(-6445));
  });

  it('uses what the platform left of a limit: used, remaining and whole percent', () => {
    const limit = (amount: number, remaining: number, interval: LimitInterval = 'month') =>
      limitUse({ amount: money(amount), remainingAmount: money(remaining), interval, pendingLimit: null });
    expect(limit(50_000, 35_000)).toEqual({
      limit: money(50_000),
      used: money(15_000),
      remaining: money(35_000),
      interval: 'month',
      percent: 30,
    });
    expect(limit(30_000, 0, 'week')).toMatchObject({ used: money(30_000), percent: 100, interval: 'week' });
    // Whole percent round down: 1 cent of 3 € is 0 %, and 99.9 % never reads as 100 %.
    expect([limit(300, 299).percent, limit(1000, 1).percent]).toEqual([0, 99]);
    // More remaining than the limit (a lowered limit): nothing counts as used.
    expect(limit(1000, 1500)).toMatchObject({ used: money(0), percent: 0 });
  });
});

describe('spending: the first month and the edges', () => {
  it('counts a booking in the first month, from its very first instant on', () => {
    const months = aggregateSpending(
      [deposit('2025-11-30T23:00:00Z', 100), deposit('2025-12-15T12:00:00Z', 200)],
      spendingMonths(NOW),
    );
    expect(cents(months, 'deposits')).toEqual({ '2025-12': 300 });
  });

  it('counts a partial refund of a gambling purchase against the stakes', () => {
    const gambling = booking('2026-11-02T10:00:00Z', 300, {
      kind: 'gamblingPurchasePartialRefund',
      gameId: 'slot-1',
      reason: 'x',
    });
    expect(spendingFlow(gambling)).toEqual({ into: 'stakes', amount: money(-300) });
  });

  it('a limit of 0 € is used up', () => {
    expect(limitUse({ amount: money(0), remainingAmount: money(0), interval: 'day', pendingLimit: null }).percent).toBe(
      100,
    );
  });
});
