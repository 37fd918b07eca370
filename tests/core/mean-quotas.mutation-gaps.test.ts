import { describe, expect, it } from 'vitest';
import type { Draw, DrawOdds } from '../../core/domain/draw';
import { isPoolLottery, meanQuota, meanQuotasOf } from '../../core/domain/mean-quotas';
import { money } from '../../core/domain/money';

const odds = (fieldType: string, tier: number, cents: number, quantity = 1): DrawOdds => ({
  fieldType,
  tier,
  winningsAmount: money(cents),
  winningsQuantity: quantity,
});

const draw = (
  id: string,
  lottery: Draw['lotteryIdentifier'],
  rows: DrawOdds[],
  drawn = true,
  jackpot: number | null = null,
): Draw => ({
  id,
  lotteryIdentifier: lottery,
  drawingTime: '2026-01-03T18:25:00Z',
  saleStopTime: '2026-01-03T17:00:00Z',
  jackpot: jackpot === null ? null : money(jackpot),
  drawnNumbers: drawn ? { main: [1, 2, 3, 4, 5, 6], extra: [], superNumber: 0, tickets: [] } : null,
  odds: rows,
  recurringDrawEventIdentifier: 'saturday',
  stake: null,
});

describe('isPoolLottery', () => {
  it('LOTTO and Eurojackpot only', () => {
    expect(isPoolLottery('lotto6aus49')).toBe(true);
    expect(isPoolLottery('eurojackpot')).toBe(true);
    for (const other of ['keno', 'gluecksspirale', 'spiel77', '', undefined]) expect(isPoolLottery(other)).toBe(false);
  });
});

describe('meanQuotasOf', () => {
  it('LOTTO: classes 1 to 8 and Spiel 77’s class 1, without the fixed class 9', () => {
    const quotas = meanQuotasOf('lotto6aus49', []);
    expect(Object.keys(quotas.classes).sort()).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8']
        .map((t) => `lotto6aus49:${t}`)
        .concat('spiel77:1')
        .sort(),
    );
    expect(quotas).toMatchObject({ lottery: 'lotto6aus49', draws: 0 });
  });

  it('Eurojackpot: classes 1 to 12', () => {
    expect(Object.keys(meanQuotasOf('eurojackpot', []).classes)).toEqual(
      Array.from({ length: 12 }, (_, i) => `eurojackpot:${i + 1}`),
    );
  });

  it('sums the quotas in cents over the drawn draws of the lottery that paid the class', () => {
    const draws = [
      draw('a', 'lotto6aus49', [odds('normal', 3, 10_000), odds('spiel77', 1, 77_777_700), odds('normal', 8, 1100)]),
      draw('b', 'lotto6aus49', [odds('normal', 3, 12_050), odds('normal', 8, 1300)]),
      draw('c', 'lotto6aus49', [odds('normal', 3, 0, 0)]),
      draw('not-drawn', 'lotto6aus49', [odds('normal', 3, 99_999)], false),
      draw('other-lottery', 'eurojackpot', [odds('normal', 3, 55_555)]),
    ];
    const quotas = meanQuotasOf('lotto6aus49', draws);
    expect(quotas.draws).toBe(3);
    expect(quotas.classes['lotto6aus49:3']).toEqual({ totalCents: 22_050, draws: 2 });
    expect(quotas.classes['lotto6aus49:8']).toEqual({ totalCents: 2400, draws: 2 });
    expect(quotas.classes['spiel77:1']).toEqual({ totalCents: 77_777_700, draws: 1 });
    expect(quotas.classes['lotto6aus49:5']).toEqual({ totalCents: 0, draws: 0 });
    expect(meanQuota(quotas, 'lotto6aus49', 3)).toBe(11_025);
    expect(meanQuota(quotas, 'lotto6aus49', 8)).toBe(1200);
  });

  it('counts a jackpot nobody won as the jackpot', () => {
    const quotas = meanQuotasOf('eurojackpot', [
      draw('a', 'eurojackpot', [odds('normal', 1, 0, 0)], true, 1_000_000_000),
      draw('b', 'eurojackpot', [odds('normal', 1, 3_000_000_000)], true, 1_200_000_000),
    ]);
    expect(quotas.classes['eurojackpot:1']).toEqual({ totalCents: 4_000_000_000, draws: 2 });
  });
});

describe('meanQuota', () => {
  it('keeps a fraction of a cent', () => {
    const quotas = meanQuotasOf('lotto6aus49', [
      draw('a', 'lotto6aus49', [odds('normal', 4, 100)]),
      draw('b', 'lotto6aus49', [odds('normal', 4, 101)]),
    ]);
    expect(meanQuota(quotas, 'lotto6aus49', 4)).toBe(100.5);
  });

  it('is 0 for a class no draw paid and for classes it does not know', () => {
    const quotas = meanQuotasOf('lotto6aus49', [draw('a', 'lotto6aus49', [])]);
    expect(meanQuota(quotas, 'lotto6aus49', 2)).toBe(0);
    expect(meanQuota(quotas, 'lotto6aus49', 9)).toBe(0);
    expect(meanQuota(quotas, 'keno', 1)).toBe(0);
  });
});
