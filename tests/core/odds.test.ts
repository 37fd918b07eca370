import { describe, expect, it } from 'vitest';
import { allOdds, binomial, kenoOdds, type ClassOdds } from '../../core/domain/odds';
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

/** C(n, k) in BigInt, independent of the code under test. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The exact chance of a class as [hits, all] from the rules' combinatorics (LOTTERY-RULES §3). */
function exactChance({ game, tier }: ClassOdds): [bigint, bigint] {
  if (game === 'lotto6aus49') {
    const hits = [6, 6, 5, 5, 4, 4, 3, 3, 2][tier - 1] ?? 0;
    return [choose(6, hits) * choose(43, 6 - hits) * (tier % 2 === 1 ? 1n : 9n), choose(49, 6) * 10n];
  }
  if (game === 'eurojackpot') {
    const [main = 0, euro = 0] = [
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
    ][tier - 1] ?? [0, 0];
    return [
      choose(5, main) * choose(45, 5 - main) * choose(2, euro) * choose(10, 2 - euro),
      choose(50, 5) * choose(12, 2),
    ];
  }
  if (game.startsWith('keno_type_')) {
    const type = Number(game.slice('keno_type_'.length));
    return [choose(20, tier) * choose(50, type - tier), choose(70, type)];
  }
  if (game === 'gluecksspirale') return [tier === 6 ? 2n : 1n, 10n ** BigInt(tier)];
  const length = { spiel77: 7, super6: 6, plus5: 5 }[game] ?? 0;
  const digits = length + 1 - tier;
  return digits === length ? [1n, 10n ** BigInt(length)] : [9n, 10n ** BigInt(digits + 1)];
}

/** N of "1 : N" at the shown precision, rounded half up: tenths below 12 unless the tenth is 0, else whole. */
function shown([hits, all]: [bigint, bigint]): number {
  const halfUp = (scale: bigint) => (2n * all * scale + hits) / (2n * hits);
  const tenths = halfUp(10n);
  return tenths < 120n && tenths % 10n !== 0n ? Number(tenths) / 10 : Number(halfUp(1n));
}

describe('odds shown to players', () => {
  it.each(allOdds().map((o) => [`${o.game} ${o.tier}`, o] as const))(
    '%s: the exact fraction, shown rounded half up',
    (_, odds) => {
      const [hits, all] = exactChance(odds);
      expect(BigInt(odds.chance.numerator) * all).toBe(hits * BigInt(odds.chance.denominator));
      expect(odds.oneIn).toBe(shown([hits, all]));
    },
  );

  it('rounds half up, not down: KENO type 8 with 4 hits is 1 : 8,5 (exactly 1 : 8,46…)', () => {
    const odds = allOdds().find((o) => o.game === 'keno_type_8' && o.tier === 4);
    expect(odds?.oneIn).toBe(8.5);
    expect(allOdds().find((o) => o.game === 'keno_type_6' && o.tier === 3)?.oneIn).toBe(5.9);
    expect(allOdds().find((o) => o.game === 'spiel77' && o.tier === 7)?.oneIn).toBe(11.1);
  });
});

describe('what each class needs, as the odds page shows it', () => {
  const match = (game: string, tier: number) => allOdds().find((o) => o.game === game && o.tier === tier)?.match;

  it('names hits, Superzahl, Eurozahlen and end digits per class', () => {
    expect(match('lotto6aus49', 1)).toBe('6 + SZ');
    expect(match('lotto6aus49', 2)).toBe('6');
    expect(match('lotto6aus49', 9)).toBe('2 + SZ');
    expect(match('eurojackpot', 1)).toBe('5 + 2');
    expect(match('eurojackpot', 12)).toBe('2 + 1');
    expect(match('keno_type_10', 0)).toBe('0 Richtige');
    expect(match('spiel77', 1)).toBe('7 Endziffern');
    expect(match('super6', 6)).toBe('1 Endziffern');
    expect(match('gluecksspirale', 7)).toBe('7 Endziffern');
  });

  it('has no classes for a KENO type that does not exist, and no combinations for a negative count', () => {
    expect(kenoOdds(11)).toEqual([]);
    expect(kenoOdds(1)).toEqual([]);
    expect(binomial(5, -1)).toBe(0);
  });
});
