import { describe, expect, it } from 'vitest';
import { EUROJACKPOT_CLASS_MATCHES, LOTTO_CLASS_MATCHES } from '../../core/domain/odds';
import {
  classesOf,
  countHits,
  endDigitClassOf,
  endDigitsOfClass,
  eurojackpotClassOf,
  eurojackpotClassRows,
  lottoClassOf,
  lottoClassRows,
  matchingEndDigits,
} from '../../core/domain/prize-classes';

describe('the class-matching rule', () => {
  it.each([
    [6, true, 1],
    [6, false, 2],
    [5, true, 3],
    [5, false, 4],
    [4, true, 5],
    [4, false, 6],
    [3, true, 7],
    [3, false, 8],
    [2, true, 9],
  ])('LOTTO: %i right, Superzahl %s → class %i', (hits, superNumber, tier) => {
    expect(lottoClassOf(hits, superNumber)).toBe(tier);
  });

  it('LOTTO: 2 right without the Superzahl, 1 or 0 right win nothing', () => {
    expect(lottoClassOf(2, false)).toBeNull();
    for (const superNumber of [true, false]) {
      expect(lottoClassOf(1, superNumber)).toBeNull();
      expect(lottoClassOf(0, superNumber)).toBeNull();
    }
  });

  it.each([
    [5, 2, 1],
    [5, 1, 2],
    [5, 0, 3],
    [4, 2, 4],
    [4, 1, 5],
    [3, 2, 6],
    [4, 0, 7],
    [2, 2, 8],
    [3, 1, 9],
    [3, 0, 10],
    [1, 2, 11],
    [2, 1, 12],
  ])('Eurojackpot: %i + %i → class %i (the order since 25.03.2022)', (main, euro, tier) => {
    expect(eurojackpotClassOf(main, euro)).toBe(tier);
  });

  it('Eurojackpot: 2 + 0, 1 + 1, 1 + 0, 0 + 2 and the like win nothing', () => {
    for (const [main, euro] of [
      [2, 0],
      [1, 1],
      [1, 0],
      [0, 2],
      [0, 1],
      [0, 0],
    ] as const)
      expect(eurojackpotClassOf(main, euro)).toBeNull();
  });

  it('agrees with the class tables of the odds for every class', () => {
    for (const c of LOTTO_CLASS_MATCHES) expect(lottoClassOf(c.hits, c.superNumber)).toBe(c.tier);
    for (const c of EUROJACKPOT_CLASS_MATCHES) expect(eurojackpotClassOf(c.main, c.euro)).toBe(c.tier);
    expect(classesOf('lotto6aus49')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(classesOf('eurojackpot')).toHaveLength(12);
  });

  it.each([
    ['1234567', 1],
    ['9234567', 2],
    ['9934567', 3],
    ['9994567', 4],
    ['9999567', 5],
    ['9999967', 6],
    ['9999997', 7],
  ])('Spiel 77: ticket %s against 1234567 → class %i', (ticket, tier) => {
    expect(endDigitClassOf(7, ticket, '1234567')).toBe(tier);
    expect(endDigitsOfClass(7, tier)).toBe(matchingEndDigits(ticket, '1234567'));
  });

  it.each([
    ['0234567', 1],
    ['0934567', 2],
    ['0994567', 3],
    ['0999567', 4],
    ['0999967', 5],
    ['0999997', 6],
  ])('Super 6: the last six digits of %s against 234567 → class %i', (ticket, tier) => {
    expect(endDigitClassOf(6, ticket, '234567')).toBe(tier);
  });

  it('an end-digit game wins nothing when the last digit differs, whatever the rest', () => {
    expect(endDigitClassOf(7, '1234560', '1234567')).toBeNull();
    expect(endDigitClassOf(6, '1234560', '234567')).toBeNull();
    expect(classesOf('spiel77')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(classesOf('super6')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('counts the rows of systems per class', () => {
    expect(countHits([1, 2, 3, 10, 11, 12, 13], [1, 2, 3, 40, 41, 42])).toBe(3);
    // System 007 with 3 right and the Superzahl: C(3,3)·C(4,3) = 4 rows 3 + SZ, C(3,2)·C(4,4) = 3 rows 2 + SZ.
    expect(lottoClassRows(7, 3, true)).toEqual([
      { tier: 7, rows: 4 },
      { tier: 9, rows: 3 },
    ]);
    expect(lottoClassRows(6, 6, false)).toEqual([{ tier: 2, rows: 1 }]);
    // Eurojackpot 6 + 2 with 5 + 2 right: one row 5 + 2, five rows 4 + 2.
    expect(eurojackpotClassRows(6, 2, 5, 2)).toEqual([
      { tier: 1, rows: 1 },
      { tier: 4, rows: 5 },
    ]);
  });
});

describe('the class rule refuses impossible counts', () => {
  it('Eurojackpot: more than 2 or fewer than 0 Eurozahlen right is no class, whatever the main numbers', () => {
    expect(eurojackpotClassOf(4, 3)).toBeNull();
    expect(eurojackpotClassOf(5, 3)).toBeNull();
    expect(eurojackpotClassOf(5, -1)).toBeNull();
    expect(eurojackpotClassOf(4, -1)).toBeNull();
  });

  it('lists Eurojackpot’s twelve classes in order', () => {
    expect(classesOf('eurojackpot')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(classesOf('plus5')).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts matching end digits from the right only as far as both numbers reach', () => {
    expect(matchingEndDigits('1234', '9999')).toBe(0);
    expect(matchingEndDigits('4', '1234')).toBe(1);
    expect(matchingEndDigits('1234', '34')).toBe(2);
    expect(matchingEndDigits('1234567', '1234567')).toBe(7);
  });
});
