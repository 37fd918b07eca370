import { describe, expect, it } from 'vitest';
import { eurojackpotOdds, gluecksspiraleOdds, KENO_PAYING_HITS as KENO_HITS, kenoOdds, lottoOdds, suffixOdds } from '../../core/domain/odds';
import { WINNING_PROBABILITIES } from '../../mocks/platform/content/winning-probabilities';

/** domain/LOTTERY-RULES.md §3, class by class ("Odds 1 :" columns). */
const RULES: Record<string, readonly number[]> = {
  lotto6aus49: [139_838_160, 15_537_573, 542_008, 60_223, 10_324, 1_147, 567, 63, 76],
  eurojackpot: [139_838_160, 6_991_908, 3_107_515, 621_503, 31_075, 14_125, 13_811, 985, 706, 314, 188, 49],
  spiel77: [10_000_000, 1_111_111, 111_111, 11_111, 1_111, 111, 11.1],
  super6: [1_000_000, 111_111, 11_111, 1_111, 111, 11.1],
  gluecksspirale: [10, 100, 1_000, 10_000, 100_000, 500_000, 10_000_000],
};
/** KENO: the rules give the top class of each type; the others follow C(20,h)·C(50,t−h)/C(70,t). */
const KENO_TOP: Record<number, number> = { 10: 2_147_181, 9: 387_197, 8: 74_941, 7: 15_464, 6: 3_383, 5: 781, 4: 189, 3: 48, 2: 13 };

const table = (lottery: string) => WINNING_PROBABILITIES.find((t) => t.lottery === lottery)!;
const classOdds = (lottery: string) => table(lottery).chances.map((c) => (c.options.length === 1 ? c.options[0]!.odds : NaN));

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
const roundedOdds = (p: number) => {
  const n = 1 / p;
  return n < 12 && Math.abs(n - Math.round(n)) > 0.05 ? Math.floor(n * 10) / 10 : Math.round(n);
};

describe('winning probabilities in the content match LOTTERY-RULES §3', () => {
  it.each(Object.entries(RULES))('%s: every class, in class order', (lottery, odds) => {
    expect(table(lottery).chances.map((c) => c.winningClass)).toEqual(odds.map((_, i) => i + 1));
    expect(classOdds(lottery)).toEqual(odds);
  });

  it('KENO: every type and paying hit count, top classes as published', () => {
    const keno = table('keno');
    expect(keno.chances.map((c) => c.winningClass)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
    for (const chance of keno.chances) {
      const type = chance.winningClass;
      expect(chance.options.map((o) => o.label)).toEqual(KENO_HITS[type]!.map((h) => `Typ ${type}: ${h} Richtige`));
      expect(chance.options[0]!.odds).toBe(KENO_TOP[type]);
      chance.options.forEach((option, i) => {
        const hits = KENO_HITS[type]![i]!;
        expect(option.odds, `type ${type}, ${hits} hits`).toBe(roundedOdds((binomial(20, hits) * binomial(50, type - hits)) / binomial(70, type)));
      });
    }
  });

  it('LOTTO and Eurojackpot agree with the combinatorics the rules state', () => {
    const lotto = [6, 6, 5, 5, 4, 4, 3, 3, 2].map((hits, i) => (binomial(6, hits) * binomial(43, 6 - hits)) / binomial(49, 6) / (i % 2 === 0 ? 10 : 10 / 9));
    expect(lotto.map(roundedOdds)).toEqual(RULES.lotto6aus49);
  });

  it("agrees with core/domain/odds.ts (the draw engine's odds)", () => {
    const oneIn = (rows: { oneIn: number }[]) => rows.map((r) => r.oneIn);
    expect(classOdds('lotto6aus49')).toEqual(oneIn(lottoOdds()));
    expect(classOdds('eurojackpot')).toEqual(oneIn(eurojackpotOdds()));
    expect(classOdds('spiel77')).toEqual(oneIn(suffixOdds('spiel77', 7)));
    expect(classOdds('super6')).toEqual(oneIn(suffixOdds('super6', 6)));
    expect(classOdds('gluecksspirale')).toEqual(oneIn(gluecksspiraleOdds()));
    for (const chance of table('keno').chances) {
      expect(chance.options.map((o) => o.odds)).toEqual(oneIn(kenoOdds(chance.winningClass)));
    }
  });
});
