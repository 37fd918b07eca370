import { describe, expect, it } from 'vitest';
import { allOdds, binomial } from '../../core/domain/odds';

/** LOTTERY-RULES §3, as published ("1 : N"). */
const PUBLISHED: Record<string, readonly number[]> = {
  lotto6aus49: [139_838_160, 15_537_573, 542_008, 60_223, 10_324, 1_147, 567, 63, 76],
  eurojackpot: [139_838_160, 6_991_908, 3_107_515, 621_503, 31_075, 14_125, 13_811, 985, 706, 314, 188, 49],
  spiel77: [10_000_000, 1_111_111, 111_111, 11_111, 1_111, 111, 11.1],
  super6: [1_000_000, 111_111, 11_111, 1_111, 111, 11.1],
  gluecksspirale: [10, 100, 1_000, 10_000, 100_000, 500_000, 10_000_000],
};
/** KENO: the top odds per type (all hits of the type). */
const KENO_TOP: Record<number, number> = { 10: 2_147_181, 9: 387_197, 8: 74_941, 7: 15_464, 6: 3_383, 5: 781, 4: 189, 3: 48, 2: 13 };

describe('winning probabilities', () => {
  it.each(Object.entries(PUBLISHED))('match the published odds of every %s class', (game, published) => {
    expect(allOdds().filter((o) => o.game === game).map((o) => o.oneIn)).toEqual(published);
  });

  it.each(Object.entries(KENO_TOP))('match KENO type %s’s published top odds', (type, published) => {
    expect(allOdds().find((o) => o.game === `keno_type_${type}` && o.tier === Number(type))?.oneIn).toBe(published);
  });

  it('covers KENO’s 36 classes and sums LOTTO to the chance of any win (1 : 31)', () => {
    expect(allOdds().filter((o) => o.game.startsWith('keno_type_'))).toHaveLength(36);
    const lotto = allOdds().filter((o) => o.game === 'lotto6aus49').reduce((sum, o) => sum + o.probability, 0);
    expect(Math.round(1 / lotto)).toBe(31);
  });

  it('counts combinations exactly', () => {
    expect(binomial(49, 6)).toBe(13_983_816);
    expect(binomial(50, 5) * binomial(12, 2)).toBe(139_838_160);
    expect(binomial(5, 7)).toBe(0);
  });
});
