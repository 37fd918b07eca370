import { describe, expect, it } from 'vitest';
import { endDigitChances, eurojackpotChances, gluecksspiraleChances } from '../../core/domain/game-odds';

/** The GlücksSpirale's class chances (LOTTERY-RULES §3): class k compares k end digits, class 6 twice. */
const SPIRALE = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 2e-6, 1e-7];

describe('chances of one draw per game', () => {
  it('GlücksSpirale: one Los wins anything with 1 − Π(1 − p) over its seven classes, two Lose with the square', () => {
    const none = SPIRALE.reduce((product, p) => product * (1 - p), 1);
    expect(gluecksspiraleChances(1).win).toBeCloseTo(1 - none, 12);
    expect(gluecksspiraleChances(2).win).toBeCloseTo(1 - none ** 2, 12);
    expect(gluecksspiraleChances(1).top).toBeCloseTo(1e-7, 14);
    expect(gluecksspiraleChances(3).top).toBeCloseTo(1 - (1 - 1e-7) ** 3, 14);
  });

  it('plus 5: the expected value of its fixed quotas, 36,5 cents a draw', () => {
    // 1 : 100.000 × 5.000 €, then 9 : 10^(d+1) for 4 … 1 end digits × 500 €, 50 €, 5 €, 2 €.
    const expected = 1e-5 * 500_000 + 9e-5 * 50_000 + 9e-4 * 5_000 + 9e-3 * 500 + 9e-2 * 200;
    expect(endDigitChances('plus5', () => null).expectedCents).toBeCloseTo(expected, 9);
    expect(expected).toBeCloseTo(36.5, 9);
  });

  it('Spiel 77 has no expected value while its jackpot quota is unknown, though its other classes are fixed', () => {
    expect(endDigitChances('spiel77', () => null).expectedCents).toBeNull();
    expect(endDigitChances('spiel77', () => 0).expectedCents).toBeGreaterThan(0);
  });

  it('Eurojackpot asks the pool for its own classes and has no expected value while they are unknown', () => {
    const asked: string[] = [];
    const known = eurojackpotChances(5, 2, 2, (game, tier) => {
      asked.push(`${game}:${tier}`);
      return game === 'eurojackpot' ? 1000 : null;
    });
    expect(new Set(asked)).toEqual(new Set(Array.from({ length: 12 }, (_, i) => `eurojackpot:${i + 1}`)));
    expect(known.expectedCents).toBeGreaterThan(0);
    expect(eurojackpotChances(5, 2, 2, () => null).expectedCents).toBeNull();
  });
});
