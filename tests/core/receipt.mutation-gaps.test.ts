import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import {
  canStopSubscription,
  DEFAULT_RECEIPT_QUERY,
  hitsIn,
  MAX_RECEIPT_PAGE,
  pendingDrawCount,
  RECEIPT_CRITERIA,
  receiptOutcome,
  stoppedByRenewal,
  totalWon,
  winningsOfDraw,
  type DrawnNumbers,
  type Receipt,
  type ReceiptDraw,
  type ReceiptWinning,
} from '../../core/domain/receipt';

const drawn = (main: number[], extra: number[] = []): DrawnNumbers => ({ main, extra, superNumber: null, tickets: [] });

const draw = (id: string, status: ReceiptDraw['status'], result: DrawnNumbers | null = null): ReceiptDraw => ({
  id,
  drawingTime: '2026-01-03T18:25:00Z',
  status,
  lotteryIdentifier: 'lotto6aus49',
  result,
  addonResults: [],
});

const winning = (id: string, drawId: string, cents: number): ReceiptWinning => ({
  id,
  game: 'lotto6aus49',
  drawId,
  drawingTime: '2026-01-03T18:25:00Z',
  amount: money(cents),
  tiers: [],
});

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  id: 'r1',
  number: '0001',
  active: true,
  createdAt: '2026-01-01T10:00:00Z',
  price: money(1450),
  fee: money(0),
  productIdentifier: 'lotto6aus49_regular',
  lotteryIdentifier: 'lotto6aus49',
  lotteryProductSelectionId: 's1',
  ticketNumbers: ['1234567'],
  numberFields: [{ mainTips: [1, 2, 3, 4, 5, 6], extraTips: [], typeIdentifier: 'normal' }],
  addonLotteries: [],
  addonTickets: [],
  recurringDrawEvents: ['saturday'],
  repetition: { quantity: 1, unit: 'week' },
  fieldStake: null,
  draws: [],
  winnings: [],
  subscription: null,
  ...overrides,
});

describe('the receipt query defaults (spec/2 §9)', () => {
  it('ten per page from the first, oldest first, no filter; at most 100 a page', () => {
    expect(DEFAULT_RECEIPT_QUERY).toEqual({
      criteria: [],
      lotteryIdentifiers: [],
      pageLimit: 10,
      pageOffset: 0,
      sortDirection: 'asc',
    });
    expect(MAX_RECEIPT_PAGE).toBe(100);
    expect(RECEIPT_CRITERIA).toEqual(['won', 'any_draws_pending']);
  });
});

describe('totalWon', () => {
  it('sums every winning over all draws and games, in the receipt’s currency', () => {
    const won = receipt({ winnings: [winning('w1', 'd1', 1000), winning('w2', 'd2', 250), winning('w3', 'd2', 1)] });
    expect(totalWon(won)).toEqual(money(1251));
    expect(totalWon(receipt())).toEqual(money(0));
    expect(totalWon(receipt({ price: money(500, 'CHF'), winnings: [winning('w', 'd', 7)] }))).toEqual(money(7, 'CHF'));
  });
});

describe('receiptOutcome', () => {
  it('won: any winning, even with draws to come', () => {
    expect(receiptOutcome(receipt({ draws: [draw('d1', 'pending')], winnings: [winning('w', 'd0', 500)] }))).toBe(
      'won',
    );
  });

  it('pending: draws still to come, counted one by one', () => {
    const open = receipt({ draws: [draw('d1', 'drawn', drawn([1])), draw('d2', 'pending'), draw('d3', 'pending')] });
    expect(pendingDrawCount(open)).toBe(2);
    expect(receiptOutcome(open)).toBe('pending');
    expect(pendingDrawCount(receipt())).toBe(0);
  });

  it('awaiting_result: drawn, but a result is not known yet', () => {
    expect(receiptOutcome(receipt({ draws: [draw('d1', 'drawn', drawn([1])), draw('d2', 'drawn', null)] }))).toBe(
      'awaiting_result',
    );
  });

  it('lost: every draw over with its result and nothing won', () => {
    expect(receiptOutcome(receipt({ draws: [draw('d1', 'drawn', drawn([1])), draw('d2', 'drawn', drawn([2]))] }))).toBe(
      'lost',
    );
    expect(receiptOutcome(receipt())).toBe('lost');
  });
});

describe('hitsIn', () => {
  const field = { mainTips: [3, 7, 11, 20, 33, 49], extraTips: [2, 5] };

  it('the field’s numbers that were drawn, main and extra apart, in the field’s order', () => {
    expect(hitsIn(field, draw('d', 'drawn', drawn([49, 1, 7, 3, 2, 40], [5, 9])))).toEqual({
      main: [3, 7, 49],
      extra: [5],
    });
  });

  it('a main number drawn as an extra number (or the other way round) is no hit', () => {
    expect(hitsIn(field, draw('d', 'drawn', drawn([2, 5], [3, 7])))).toEqual({ main: [], extra: [] });
  });

  it('nothing before the result is known', () => {
    expect(hitsIn(field, draw('d', 'pending'))).toEqual({ main: [], extra: [] });
  });
});

describe('winningsOfDraw', () => {
  it('only that draw’s winnings', () => {
    const w1 = winning('w1', 'd1', 100);
    const w2 = winning('w2', 'd2', 200);
    const w3 = winning('w3', 'd1', 300);
    expect(winningsOfDraw(receipt({ winnings: [w1, w2, w3] }), 'd1')).toEqual([w1, w3]);
    expect(winningsOfDraw(receipt({ winnings: [w1] }), 'd9')).toEqual([]);
  });
});

describe('the Dauerschein’s state', () => {
  const subscription = (active: boolean, stoppedReason: string | null) =>
    receipt({ subscription: { active, subscriptionType: 'weekly', stoppedReason, stoppedAt: null } });

  it('stoppedByRenewal: stopped with a reason other than the player', () => {
    expect(stoppedByRenewal(subscription(false, 'insufficient_funds'))).toBe(true);
    expect(stoppedByRenewal(subscription(false, 'player'))).toBe(false);
    expect(stoppedByRenewal(subscription(false, null))).toBe(false);
    expect(stoppedByRenewal(subscription(true, 'insufficient_funds'))).toBe(false);
    expect(stoppedByRenewal(receipt())).toBe(false);
  });

  it('canStopSubscription: only a running one', () => {
    expect(canStopSubscription(subscription(true, null))).toBe(true);
    expect(canStopSubscription(subscription(false, 'player'))).toBe(false);
    expect(canStopSubscription(receipt())).toBe(false);
  });
});
