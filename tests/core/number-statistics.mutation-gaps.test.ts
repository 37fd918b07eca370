import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { numberStatistics } from '../../core/domain/number-statistics';

const lotto = (id: string, drawingTime: string, main: number[], superNumber: number | null = 0): Draw => ({
  id,
  lotteryIdentifier: 'lotto6aus49',
  drawingTime,
  saleStopTime: drawingTime,
  jackpot: null,
  drawnNumbers: { main, extra: [], superNumber, tickets: [] },
  odds: [],
  recurringDrawEventIdentifier: 'saturday',
  stake: null,
});

describe('number statistics: pairs', () => {
  it('ranks by count before the numbers, then by the smaller and the larger number', () => {
    const draws = [
      lotto('d1', '2026-11-07T18:25:00Z', [1, 2, 10, 20, 30, 40]),
      lotto('d2', '2026-11-11T18:25:00Z', [3, 4, 10, 20, 30, 41]),
      lotto('d3', '2026-11-14T18:25:00Z', [5, 6, 10, 20, 31, 42]),
    ];
    expect(numberStatistics('lotto6aus49', draws, 6).pairs).toEqual([
      { first: 10, second: 20, count: 3 },
      { first: 10, second: 30, count: 2 },
      { first: 20, second: 30, count: 2 },
      { first: 1, second: 2, count: 1 },
      { first: 1, second: 10, count: 1 },
      { first: 1, second: 20, count: 1 },
    ]);
  });

  it('counts a pair however the draw lists its numbers', () => {
    const sorted = numberStatistics('lotto6aus49', [lotto('d', '2026-11-14T18:25:00Z', [3, 11, 21, 31, 40, 49])]);
    const shuffled = numberStatistics('lotto6aus49', [lotto('d', '2026-11-14T18:25:00Z', [49, 3, 40, 21, 11, 31])]);
    expect(shuffled).toEqual(sorted);
    expect(shuffled.pairs).toHaveLength(10);
    expect(shuffled.pairs[0]).toEqual({ first: 3, second: 11, count: 1 });
    expect(numberStatistics('lotto6aus49', [lotto('d', '2026-11-14T18:25:00Z', [49, 3])], 100).pairs).toEqual([
      { first: 3, second: 49, count: 1 },
    ]);
  });
});

describe('number statistics: draws at the same instant', () => {
  it('the same result whatever order many of them come in (the id decides)', () => {
    const draws = Array.from({ length: 40 }, (_, i) =>
      lotto(`draw-${String(i).padStart(2, '0')}`, '2026-11-14T18:25:00Z', [(i % 49) + 1, ((i + 7) % 49) + 1], i % 10),
    );
    const expected = numberStatistics('lotto6aus49', draws);
    fc.assert(
      fc.property(fc.shuffledSubarray(draws, { minLength: draws.length }), (shuffled) => {
        expect(numberStatistics('lotto6aus49', shuffled)).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
