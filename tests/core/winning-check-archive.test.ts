import { beforeAll, describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { evaluatePastWinnings } from '../../core/domain/winning-check';
import { packArchive, unpackArchive } from '../../core/domain/winning-check-archive';
import type { CheckedLottery, CheckedTip } from '../../core/domain/winning-check-tip';
import { LoadArchiveDrawsUseCase } from '../../core/use-cases/load-archive-draws.use-case';
import { SeededRandom } from '../../adapters/memory/seeded-random';
import { testPlatform } from '../support/demo';
import { inProcess } from '../support/in-process';

/** A generator of 1…max, the same tips on every run. */
function generator(seed: number): (max: number) => number {
  const random = new SeededRandom(seed);
  return (max) => random.integer(1, max);
}

const distinct = (next: (max: number) => number, count: number, pool: number): number[] => {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(next(pool));
  return [...picked];
};

/** Tips that hit: each draw's own numbers (shifted by one now and then) and its ticket numbers, and random ones. */
function tipsFor(lottery: CheckedLottery, draws: readonly Draw[], next: (max: number) => number): CheckedTip[] {
  return draws.slice(0, 40).map((draw, i) => {
    const drawn = draw.drawnNumbers!;
    const own = lottery === 'lotto6aus49' ? 6 : 5;
    const main = i % 3 === 0 ? distinct(next, own, lottery === 'lotto6aus49' ? 49 : 50) : [...drawn.main];
    if (i % 3 === 1) main[0] = main[0] === 1 ? 2 : 1;
    const extra = lottery === 'eurojackpot' ? (i % 2 ? [...drawn.extra] : distinct(next, 2, 12)) : [];
    const spiel77 = drawn.tickets.find((t) => t.game === 'spiel77')?.numbers[0] ?? null;
    return {
      fields: [{ main: [...new Set(main)], extra }],
      superNumber: lottery === 'lotto6aus49' ? (drawn.superNumber ?? 0) : null,
      ticketNumber: lottery === 'lotto6aus49' ? spiel77 : null,
    };
  });
}

describe('the Gewinnabfrage’s packed archive (what the server hands every browser)', () => {
  const platform = inProcess(testPlatform());
  const archives = {} as Record<CheckedLottery, Draw[]>;
  beforeAll(async () => {
    for (const lottery of ['lotto6aus49', 'eurojackpot'] as const)
      archives[lottery] = await new LoadArchiveDrawsUseCase(platform.draws).execute(lottery);
  });

  for (const lottery of ['lotto6aus49', 'eurojackpot'] as const) {
    it(`checks every tip of ${lottery} exactly as the whole draws do, after a trip through JSON`, () => {
      const draws = archives[lottery];
      const drawn = draws.filter((d) => d.drawnNumbers !== null);
      expect(drawn.length).toBeGreaterThan(200);
      const packed = packArchive(lottery, draws)!;
      const json = JSON.stringify(packed);
      const unpacked = unpackArchive(JSON.parse(json) as typeof packed);
      expect(unpacked.map((d) => d.id)).toEqual(drawn.map((d) => d.id));
      let wins = 0;
      for (const tip of tipsFor(lottery, drawn, generator(lottery.length))) {
        const whole = evaluatePastWinnings(lottery, tip, drawn);
        wins += whole.wins.length;
        expect(evaluatePastWinnings(lottery, tip, unpacked)).toEqual(whole);
      }
      expect(wins).toBeGreaterThan(40);
      // Small enough for a phone: a few hundred bytes a draw.
      expect(json.length / drawn.length).toBeLessThan(900);
    });
  }

  it('leaves out other lotteries’ and undrawn draws, and is null without any drawn draw', async () => {
    const lotto = archives.lotto6aus49;
    const [future] = await platform.draws.futureDraws('lotto6aus49', 1);
    const euro = archives.eurojackpot.slice(0, 3);
    const packed = packArchive('lotto6aus49', [...euro, future!, ...lotto.slice(0, 2)])!;
    expect(packed.draws.map((d) => d.id)).toEqual(lotto.slice(0, 2).map((d) => d.id));
    expect(packed.currency).toBe('EUR');
    expect(packArchive('lotto6aus49', [...euro, future!])).toBeNull();
  });
});
