import { describe, expect, it } from 'vitest';
import { basketLine, givenQuotas, lotto, odds, SIX } from './support/basket-lines';
import {
  add,
  cents,
  hyper,
  LOTTO_MEANS,
  lottoAnyWin,
  lottoFieldExpected,
  scale,
  value,
  type Fraction,
} from './support/exact-odds';

describe('honest odds of a basket line', () => {
  it('LOTTO 6aus49, one field: any win 1 : 31, the top class exactly 1 : 139.838.160', () => {
    const { win, top } = odds([lotto()]);
    expect(win).toBeCloseTo(value(lottoAnyWin(6)), 15);
    expect(Math.round(1 / win)).toBe(31);
    expect(1 / top).toBeCloseTo(139_838_160, 4);
  });

  it('Eurojackpot, one field: the top class 1 : 139.838.160 (the published "1 : 140 Mio."), any win about 1 : 32', () => {
    const { win, top } = odds([
      basketLine('eurojackpot_regular', {
        fields: [
          [
            [5, 15, 25, 35, 45],
            [3, 9],
          ],
        ],
      }),
    ]);
    expect(1 / top).toBeCloseTo(139_838_160, 4);
    expect(Math.round(1 / top / 1e6)).toBe(140);
    const paying: [number, number][] = [
      [5, 2],
      [5, 1],
      [5, 0],
      [4, 2],
      [4, 1],
      [3, 2],
      [4, 0],
      [2, 2],
      [3, 1],
      [3, 0],
      [1, 2],
      [2, 1],
    ];
    const exact = paying
      .map(([main, euro]) => {
        const [a, b] = hyper(50, 5, 5, main);
        const [c, d] = hyper(12, 2, 2, euro);
        return [a * c, b * d] as Fraction;
      })
      .reduce(add);
    expect(win).toBeCloseTo(value(exact), 15);
    expect(Math.round(1 / win)).toBe(32);
  });

  it('a LOTTO Vollsystem 008 plays 28 rows: top 1 : 4.994.220, any win with 2 + SZ or 3 of its 8, 28 times the expected value', () => {
    const system = basketLine('lotto6aus49_system', { fields: [[[1, 2, 3, 4, 5, 6, 7, 8], []]] });
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    const result = odds([system], quotas);
    expect(Math.round(1 / result.top)).toBe(4_994_220);
    expect(result.win).toBeCloseTo(value(lottoAnyWin(8)), 15);
    expect(result.expected?.fractional).toBe(cents(scale(lottoFieldExpected(), 28)));
  });

  it('a Eurojackpot system 6 + 2 plays 6 rows: top 1 : 23.306.360', () => {
    const system = basketLine('eurojackpot_system', {
      fields: [
        [
          [1, 2, 3, 4, 5, 6],
          [1, 2],
        ],
      ],
    });
    expect(Math.round(1 / odds([system]).top)).toBe(23_306_360);
  });

  it('KENO type 10 at 2 €: top 1 : 2.147.181, expected value from its fixed quotas to the cent, 47–51 % back', () => {
    const quotas: Record<number, number> = { 10: 100_000, 9: 1_000, 8: 100, 7: 15, 6: 5, 5: 2, 0: 2 };
    const tip = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const keno = basketLine('keno_regular', {
      fields: [
        [tip, []],
        [tip.map((n) => n + 10), []],
      ],
      events: ['daily'],
      repetitions: 7,
      fieldStakeCents: 200,
      totalCents: 2 * 7 * 200,
    });
    const result = odds([keno]);
    const perField = Object.entries(quotas)
      .map(([hits, euros]) => scale(hyper(70, 20, 10, Number(hits)), euros * 200))
      .reduce(add);
    expect(result.expected?.fractional).toBe(cents(scale(perField, 2 * 7)));
    expect(result.returnPerEuro).toBeGreaterThan(0.47);
    expect(result.returnPerEuro).toBeLessThan(0.51);
    const oneDraw = basketLine('keno_regular', { fields: [[tip, []]], events: ['daily'], fieldStakeCents: 200 });
    expect(Math.round(1 / odds([oneDraw]).top)).toBe(2_147_181);
  });

  it('several draws: 1 − (1 − p)^n for any win, n times the expected value', () => {
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    const once = odds([lotto()], quotas);
    const eight = odds([lotto({ events: ['wednesday', 'saturday'], repetitions: 4 })], quotas);
    expect(eight.lines[0]?.draws).toBe(8);
    expect(eight.win).toBeCloseTo(1 - (1 - once.win) ** 8, 14);
    // 1 − (1 − 1/D)^8 exactly: floats would lose a one-in-140-million chance in 1 − p.
    const D = 139_838_160n;
    expect(eight.top / value([D ** 8n - (D - 1n) ** 8n, D ** 8n])).toBeCloseTo(1, 12);
    expect(Math.round(1 / eight.top)).toBe(17_479_770);
    expect(eight.expected?.fractional).toBe(cents(scale(lottoFieldExpected(), 8)));
  });

  it('the expected value of LOTTO with Spiel 77 and Super 6 adds fixed quotas and given mean quotas, to the cent', () => {
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    const line = lotto({
      fields: [
        [SIX, []],
        [[1, 2, 3, 4, 5, 6], []],
      ],
      addons: ['spiel77', 'super6'],
      repetitions: 3,
    });
    const spiel77: Fraction = [150_000_000n, 10_000_000n];
    // Spiel 77: 7 end digits 1 in 10^7 (the mean jackpot), k < 7 digits 9 in 10^(k+1).
    const s77Fixed: [number, number][] = [
      [6, 7_777_700],
      [5, 777_700],
      [4, 77_700],
      [3, 7_700],
      [2, 1_700],
      [1, 500],
    ];
    const s77 = s77Fixed.reduce<Fraction>(
      (sum, [digits, c]) => add(sum, [9n * BigInt(c), 10n ** BigInt(digits + 1)]),
      spiel77,
    );
    const s6Fixed: [number, number][] = [
      [5, 666_600],
      [4, 66_600],
      [3, 6_600],
      [2, 600],
      [1, 250],
    ];
    const s6 = s6Fixed.reduce<Fraction>(
      (sum, [digits, c]) => add(sum, [9n * BigInt(c), 10n ** BigInt(digits + 1)]),
      [10_000_000n, 1_000_000n],
    );
    const perDraw = add(add(scale(lottoFieldExpected(), 2), s77), s6);
    const result = odds([line], quotas);
    expect(result.expected?.fractional).toBe(cents(scale(perDraw, 3)));
    // Class 9 alone (no pool quotas paid): 6 € × 1 : 75.54… per field and draw.
    const class9 = odds([lotto({ repetitions: 10, events: ['wednesday', 'saturday'] })], {
      lotto6aus49: givenQuotas('lotto6aus49', {}),
    });
    expect(class9.expected?.fractional).toBe(159); // 20 draws × 7,94 ct
  });

  it('GlücksSpirale: 1,99 € expected per Los and draw; on a LOTTO ticket it plays the Saturdays only', () => {
    const lose = basketLine('gluecksspirale_regular', { ticketNumbers: ['1234567', '7654321'], repetitions: 3 });
    expect(odds([lose]).expected?.fractional).toBe(2 * 3 * 199);
    expect(Math.round(1 / odds([lose]).top)).toBe(1_666_667);
    const addon = lotto({ addons: ['gluecksspirale'], events: ['wednesday', 'saturday'], repetitions: 2 });
    const plain = lotto({ events: ['wednesday', 'saturday'], repetitions: 2 });
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    expect(odds([addon], quotas).expected!.fractional - odds([plain], quotas).expected!.fractional).toBe(2 * 199);
  });
});
