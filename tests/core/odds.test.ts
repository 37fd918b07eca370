import { describe, expect, it } from 'vitest';
import { allOdds, binomial } from '../../core/domain/odds';
import { KENO_TOP_ODDS as KENO_TOP, PUBLISHED_ODDS as PUBLISHED } from '../support/published-odds';

describe('winning probabilities', () => {
  it.each(Object.entries(PUBLISHED))('match the published odds of every %s class', (game, published) => {
    expect(
      allOdds()
        .filter((o) => o.game === game)
        .map((o) => o.oneIn),
    ).toEqual(published);
  });

  it.each(Object.entries(KENO_TOP))('match KENO type %s’s published top odds', (type, published) => {
    expect(allOdds().find((o) => o.game === `keno_type_${type}` && o.tier === Number(type))?.oneIn).toBe(published);
  });

  it('covers KENO’s 36 classes and sums LOTTO to the chance of any win (1 : 31)', () => {
    expect(allOdds().filter((o) => o.game.startsWith('keno_type_'))).toHaveLength(36);
    const lotto = allOdds()
      .filter((o) => o.game === 'lotto6aus49')
      .reduce((sum, o) => sum + o.probability, 0);
    expect(Math.round(1 / lotto)).toBe(31);
  });

  it('counts combinations exactly', () => {
    expect(binomial(49, 6)).toBe(13_983_816);
    expect(binomial(50, 5) * binomial(12, 2)).toBe(139_838_160);
    expect(binomial(5, 7)).toBe(0);
  });
});
