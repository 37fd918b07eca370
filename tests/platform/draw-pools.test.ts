import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawOddsDto } from '../../adapters/http/wire/lottery-store.dto';
import { dayOf, slotsFromEpoch, type CalendarSlot } from '../../mocks/platform/draws/draw-calendar';
import { marketOf, type Market } from '../../mocks/platform/draws/draw-market';
import { payoutOf, type Payout, type WinnerCounts } from '../../mocks/platform/draws/draw-payout';
import { seedCarryInto } from '../../mocks/platform/draws/jackpot-chain';
import { JACKPOT_RULES, NO_POOL, pariMutuel, rollJackpot, totalOf, type Carry } from '../../mocks/platform/draws/pools';

const SEED = 4949;
const MIO = 100_000_000;

/** Every draw of a lottery from the epoch up to `untilIso`, with the carry it started with. */
function history(lottery: 'lotto6aus49' | 'eurojackpot', untilIso: string) {
  const until = dayOf(untilIso);
  const draws: { slot: CalendarSlot; market: Market; carry: Carry }[] = [];
  for (const slot of slotsFromEpoch(lottery)) {
    if (slot.day > until) break;
    draws.push({ slot, market: marketOf(SEED, slot), carry: seedCarryInto(SEED, lottery, slot.day) });
  }
  return draws;
}

/** What the quota tables say was paid: amount × winners of every class that had winners. */
const paidByOdds = (odds: readonly DrawOddsDto[], fieldType: string, tiers?: readonly number[]) =>
  odds
    .filter((o) => o.field_type === fieldType && (!tiers || tiers.includes(o.tier)))
    .reduce((sum, o) => sum + o.winnings_amount.fractional * o.winnings_quantity, 0);

/** The payout share of the stakes: half of LOTTO's and Eurojackpot's stakes, 7 % of Spiel 77's (class 1 and reserve). */
const shareOf = (market: Market) => ({
  main: Math.floor(market.stakeCents / 2),
  spiel77:
    Math.floor((market.spiel77StakeCents * 500) / 10_000) + Math.floor((market.spiel77StakeCents * 200) / 10_000),
});

function expectBalanced(market: Market, carry: Carry, payout: Payout) {
  const share = shareOf(market);
  const paid = paidByOdds(payout.odds, 'normal');
  expect(paid + totalOf(payout.next.main)).toBe(share.main + totalOf(carry.main));
  if (market.lottery !== 'lotto6aus49') return;
  const spiel77Paid = paidByOdds(payout.addonOdds, 'spiel77', [1]);
  expect(spiel77Paid + totalOf(payout.next.spiel77)).toBe(share.spiel77 + totalOf(carry.spiel77));
}

const withCounts = (market: Market, counts: Record<string, number>): Market => ({
  ...market,
  counts: { ...market.counts, ...counts },
});

describe('pool money over many simulated draws', () => {
  it.each(['lotto6aus49', 'eurojackpot'] as const)(
    '%s: every draw pays its payout share plus what it carried in, less what it carries on, to the cent',
    (lottery) => {
      const draws = history(lottery, '2026-11-21');
      expect(draws.length).toBeGreaterThan(400);
      let hits = 0;
      draws.forEach(({ market, carry }, i) => {
        const payout = payoutOf(market, carry);
        expectBalanced(market, carry, payout);
        const next = draws[i + 1];
        // The next draw starts with exactly what this one carried on.
        if (next) expect(next.carry).toEqual(payout.next);
        if ((market.counts['normal:1'] ?? 0) > 0) hits += 1;
      });
      expect(hits).toBeGreaterThan(0);
    },
  );

  it('stays balanced whatever the shop’s own players win', () => {
    const draws = [
      ...history('lotto6aus49', '2026-03-01').slice(-30),
      ...history('eurojackpot', '2026-03-01').slice(-30),
    ];
    const winners = fc.dictionary(
      fc.constantFrom('normal:1', 'normal:2', 'normal:3', 'normal:5', 'normal:8', 'normal:9', 'normal:12', 'spiel77:1'),
      fc.integer({ min: 0, max: 3 }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: draws.length - 1 }), winners, (index, shop: WinnerCounts) => {
        const draw = draws[index];
        if (!draw) return;
        expectBalanced(draw.market, draw.carry, payoutOf(draw.market, draw.carry, shop));
      }),
      { numRuns: 300 },
    );
  });
});

describe('pari-mutuel classes include the shop’s winners', () => {
  const [lotto] = history('lotto6aus49', '2026-03-07').slice(-1);
  if (!lotto) throw new Error('no LOTTO draw');
  const pool = (market: Market) => Math.floor(market.stakeCents / 2) - 600 * (market.counts['normal:9'] ?? 0);

  it('pays a class only the shop hit its whole pool: class 2 no longer passes its money to class 3', () => {
    const market = withCounts(lotto.market, { 'normal:2': 0 });
    const alone = payoutOf(market, lotto.carry, { 'normal:2': 1 });
    const class2Pool = Math.floor((pool(market) * 1000) / 10_000);
    expect(alone.quotas['2']).toBe(Math.floor(class2Pool / 10) * 10);
    const nobody = payoutOf(market, lotto.carry);
    expect(nobody.quotas['2']).toBe(0);
    expect(nobody.quotas['3']).toBeGreaterThan(alone.quotas['3'] ?? 0);
  });

  it('carries the pool of a lowest class nobody won into the next jackpot', () => {
    expect(pariMutuel([1_005, 2_000], [2, 0])).toEqual({ quotas: [500, 0], paid: 1_000, remainder: 2_005 });
  });

  it('splits a class among the simulated winners and the shop’s', () => {
    const market = withCounts(lotto.market, { 'normal:4': 3 });
    const class4Pool = Math.floor((pool(market) * 1500) / 10_000);
    const shared = payoutOf(market, lotto.carry, { 'normal:4': 2 });
    expect(shared.quotas['4']).toBe(Math.floor(class4Pool / 5 / 10) * 10);
    expect(shared.odds.find((o) => o.tier === 4)?.winnings_quantity).toBe(5);
  });
});

describe('jackpots as of today (LOTTERY-RULES §6)', () => {
  const [lotto] = history('lotto6aus49', '2026-03-07').slice(-1);
  const [euro] = history('eurojackpot', '2026-03-06').slice(-1);
  if (!lotto || !euro) throw new Error('no draws');
  const capped = (carry: Carry, cap: number, excess: number): Carry => ({
    ...carry,
    main: { ...carry.main, jackpot: cap, rest: 0, excess },
  });

  it('LOTTO: capped at 50 Mio. € with no forced payout; the excess stays in class 1, not class 2', () => {
    const market = withCounts(lotto.market, { 'normal:1': 0 });
    const carry = capped(lotto.carry, 50 * MIO, 3 * MIO);
    const payout = payoutOf(market, carry);
    expect(payout.next.main.jackpot).toBe(50 * MIO);
    expect(payout.next.main.excess).toBeGreaterThan(3 * MIO);
    expect(payout.quotas['2']).toBe(payoutOf(market, { ...carry, main: { ...carry.main, excess: 0 } }).quotas['2']);
  });

  it('LOTTO: after the capped jackpot is won, the excess starts the next jackpot', () => {
    const market = withCounts(lotto.market, { 'normal:1': 0 });
    const carry = capped(lotto.carry, 50 * MIO, 7 * MIO);
    const won = payoutOf(market, carry, { 'normal:1': 1 });
    expect(won.quotas['1']).toBe(50 * MIO);
    expect(won.next.main.excess).toBe(0);
    expect(won.next.main.jackpot).toBeGreaterThanOrEqual(7 * MIO);
    const withoutExcess = payoutOf(market, capped(lotto.carry, 50 * MIO, 0), { 'normal:1': 1 });
    expect(won.next.main.jackpot - withoutExcess.next.main.jackpot).toBe(7 * MIO);
  });

  it('Spiel 77: capped at 10 Mio. € the same way; the excess is kept, not dropped', () => {
    const carry: Carry = { ...lotto.carry, spiel77: { ...NO_POOL, jackpot: 10 * MIO, excess: MIO, reserve: 0 } };
    const market = withCounts(lotto.market, { 'spiel77:1': 0 });
    const rolled = payoutOf(market, carry);
    expect(rolled.next.spiel77.jackpot).toBe(10 * MIO);
    expect(rolled.next.spiel77.excess).toBeGreaterThan(MIO);
    const won = payoutOf(market, carry, { 'spiel77:1': 2 });
    expect(won.quotas['spiel77:1']).toBe(5 * MIO);
    expect(won.next.spiel77.jackpot).toBeGreaterThanOrEqual(MIO);
    expect(won.next.spiel77.excess).toBe(0);
  });

  it('Eurojackpot: capped at 120 Mio. €; above it goes to class 2 of the same draw', () => {
    const market = withCounts(euro.market, { 'normal:1': 0, 'normal:2': 1 });
    const atCap = payoutOf(market, capped(euro.carry, 120 * MIO, 0));
    const below = payoutOf(market, capped(euro.carry, 100 * MIO, 0));
    expect(atCap.next.main.jackpot).toBe(120 * MIO);
    expect(atCap.quotas['2']).toBeGreaterThan(below.quotas['2'] ?? 0);
    expect(below.next.main.jackpot).toBeGreaterThan(100 * MIO);
  });

  it('never shows a jackpot outside its minimum and cap over two years of draws', () => {
    for (const [lottery, rule] of [
      ['lotto6aus49', JACKPOT_RULES.lotto6aus49],
      ['eurojackpot', JACKPOT_RULES.eurojackpot],
    ] as const) {
      for (const { carry } of history(lottery, '2026-11-21')) {
        expect(carry.main.jackpot).toBeGreaterThanOrEqual(rule.minCents);
        expect(carry.main.jackpot).toBeLessThanOrEqual(rule.capCents);
        expect(carry.main.jackpot % rule.stepCents).toBe(0);
        if (lottery === 'lotto6aus49')
          expect(carry.spiel77.jackpot).toBeGreaterThanOrEqual(JACKPOT_RULES.spiel77.minCents);
      }
    }
  });
});

describe('a jackpot nobody hits', () => {
  const carry = { jackpot: 50 * MIO, rest: 3_000, excess: 7 * MIO, reserve: 2 * MIO };

  it('counts every carried cent: jackpot, rest, excess and reserve', () => {
    expect(totalOf(carry)).toBe(50 * MIO + 3_000 + 7 * MIO + 2 * MIO);
  });

  it('LOTTO at its cap: pays nothing, keeps the excess held back and adds only this draw’s share, none of it to class 2', () => {
    const share = 20 * MIO;
    const outcome = rollJackpot(carry, 0, share, JACKPOT_RULES.lotto6aus49);
    expect(outcome.paid).toBe(0);
    expect(outcome.quota).toBe(50 * MIO);
    expect(outcome.toClass2).toBe(0);
    expect(outcome.next.jackpot).toBe(50 * MIO);
    expect(outcome.next.excess).toBe(7 * MIO + 20 * MIO);
    expect(totalOf(outcome.next)).toBe(totalOf(carry) + share);
  });
});
