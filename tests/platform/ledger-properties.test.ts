import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Temporal } from '../../core/shared/temporal';
import type { PlatformContext } from '../../mocks/platform/context';
import { bookLotteryWinning, bookWithdrawal } from '../../mocks/platform/ledger/bookings';
import { placeOrder } from '../../mocks/platform/orders';
import { PlatformError } from '../../mocks/platform/platform-api';
import { createRandom } from '../../mocks/platform/prng';
import { chargeCard } from '../../mocks/platform/psp/card-payments';
import { chargeSepa } from '../../mocks/platform/psp/sepa';
import { createSeedState } from '../../mocks/platform/seed';
import { TEST_NOW, testPlatform } from '../support/demo';
import { doubleBookings, ledgerProblems } from './ledger-invariant';
import { lottoLine, orderOf } from './platform-fixtures';
import { cardCharge, movement } from './psp-fixtures';

/** Prices come from the platform's own price call; one instance serves every run. */
const pricing = testPlatform();
const LINES = [1, 2, 3].map((fields) => lottoLine(pricing, `line-${fields}`, { fields }));

type Command =
  | { op: 'deposit'; via: 'sepa' | 'card'; id: number; cents: number }
  | { op: 'purchase'; id: number; line: number }
  | { op: 'winning'; cents: number }
  | { op: 'withdraw'; id: number; cents: number };

// Few ids, so replays of the same transaction or order id come up often.
const id = fc.integer({ min: 1, max: 6 });
const cents = fc.integer({ min: 1, max: 20_000 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), via: fc.constantFrom('sepa' as const, 'card' as const), id, cents }),
  fc.record({ op: fc.constant('purchase' as const), id, line: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ op: fc.constant('winning' as const), cents }),
  fc.record({ op: fc.constant('withdraw' as const), id, cents }),
);

function world() {
  const now = Temporal.Instant.from(TEST_NOW);
  const state = createSeedState(4949, now, 0);
  const ctx: PlatformContext = {
    state,
    random: createRandom(state),
    now,
  };
  const record = state.players.find((p) => p.player.email === 'spieler@tippwerk.de');
  if (!record) throw new Error('demo player missing');
  return { state, ctx, record };
}

/** Runs one command; platform refusals (400s) are legitimate outcomes, anything else is a bug. */
function run({ ctx, record }: ReturnType<typeof world>, c: Command): void {
  try {
    if (c.op === 'deposit' && c.via === 'sepa') chargeSepa(ctx, record, movement(`dep-${c.id}`, c.cents));
    if (c.op === 'deposit' && c.via === 'card') chargeCard(ctx, record, cardCharge(`dep-${c.id}`, c.cents));
    if (c.op === 'purchase') placeOrder(ctx, record, orderOf(`order-${c.id}`, [LINES[c.line]!]));
    if (c.op === 'winning') {
      const winningId = ctx.random.uuid();
      bookLotteryWinning(ctx, record, {
        winningId,
        receiptNumber: 'TW-1',
        productIdentifier: 'lotto6aus49_regular',
        drawId: 'd',
        drawingTime: TEST_NOW,
        amountCents: c.cents,
      });
    }
    if (c.op === 'withdraw')
      bookWithdrawal(ctx, record, { transactionId: `wd-${c.id}`, amountCents: c.cents, kind: 'common' });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status !== 400) throw error;
  }
}

describe('wallet ledger properties (fast-check)', () => {
  it('any sequence of deposits, purchases, winnings and payouts keeps every balance the sum of its bookings, never below zero', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const w = world();
        for (const c of commands) run(w, c);
        expect(ledgerProblems(w.state)).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('never books one transaction or order id twice: replays change nothing', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        const w = world();
        const succeeded: Command[] = [];
        for (const c of commands) {
          const count = w.state.vouchers.length;
          run(w, c);
          if (c.op !== 'winning' && w.state.vouchers.length > count) succeeded.push(c);
        }
        const before = w.state.vouchers.length;
        const accounts = JSON.stringify(w.state.accounts);
        // Every call that booked, again with its id (also as a retry after later calls): a replay books nothing.
        for (const c of succeeded) run(w, c);
        expect(doubleBookings(w.state)).toEqual([]);
        expect(w.state.vouchers.length).toBe(before);
        expect(JSON.stringify(w.state.accounts)).toBe(accounts);
      }),
      { numRuns: 80 },
    );
  });

  it('the balance equals what a model of first-time successes predicts', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const w = world();
        const account = w.state.accounts.find((a) => a.player_id === w.record.player.id && a.kind === 'common')!;
        let expected = account.payoutable + account.not_payoutable;
        for (const c of commands) {
          const count = w.state.vouchers.length;
          run(w, c);
          const booked = w.state.vouchers.slice(count);
          // A booking happened only when the command was new and allowed; it moved exactly its amount.
          for (const v of booked) expected += v.booking_type === 'credit' ? v.amount.fractional : -v.amount.fractional;
          if (c.op === 'deposit' || c.op === 'winning')
            expect(booked.every((v) => v.booking_type === 'credit')).toBe(true);
          if (c.op === 'deposit' && booked.length > 0) expect(booked[0]!.amount.fractional).toBe(c.cents);
        }
        expect(account.payoutable + account.not_payoutable).toBe(expected);
        expect(account.payoutable).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 80 },
    );
  });
});
