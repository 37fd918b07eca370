import { describe, expect, it } from 'vitest';
import {
  binomial,
  eurojackpotOdds,
  gluecksspiraleOdds,
  KENO_PAYING_HITS as KENO_HITS,
  kenoOdds,
  lottoOdds,
  suffixOdds,
} from '../../core/domain/odds';
import { WINNING_PROBABILITIES } from '../../mocks/platform/content/winning-probabilities';
import { KENO_TOP_ODDS as KENO_TOP, PUBLISHED_ODDS as RULES } from '../support/published-odds';

const table = (lottery: string) => WINNING_PROBABILITIES.find((t) => t.lottery === lottery)!;
const classOdds = (lottery: string) =>
  table(lottery).chances.map((c) => (c.options.length === 1 ? c.options[0]!.odds : NaN));

/** "1 : N" of the exact fraction hits/all, rounded half up (one decimal below 12), in integers. */
const roundedOdds = (hits: number, all: number) => {
  const half = (scale: bigint) => Number((2n * BigInt(all) * scale + BigInt(hits)) / (2n * BigInt(hits)));
  const tenths = half(10n);
  return tenths < 120 && tenths % 10 !== 0 ? tenths / 10 : half(1n);
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
        expect(option.odds, `type ${type}, ${hits} hits`).toBe(
          roundedOdds(binomial(20, hits) * binomial(50, type - hits), binomial(70, type)),
        );
      });
    }
  });

  it('LOTTO and Eurojackpot agree with the combinatorics the rules state', () => {
    const lotto = [6, 6, 5, 5, 4, 4, 3, 3, 2].map((hits, i) =>
      roundedOdds(binomial(6, hits) * binomial(43, 6 - hits) * (i % 2 === 0 ? 1 : 9), binomial(49, 6) * 10),
    );
    expect(lotto).toEqual(RULES.lotto6aus49);
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
