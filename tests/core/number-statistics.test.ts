import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { numberStatistics } from '../../core/domain/number-statistics';

function draw(
  lottery: 'lotto6aus49' | 'eurojackpot',
  day: string,
  main: number[],
  extra: { superNumber?: number | null; euro?: number[] } = {},
): Draw {
  return {
    id: `${lottery}-${day}`,
    lotteryIdentifier: lottery,
    drawingTime: `${day}T18:25:00Z`,
    saleStopTime: `${day}T18:00:00Z`,
    jackpot: null,
    drawnNumbers: { main, extra: extra.euro ?? [], superNumber: extra.superNumber ?? null, tickets: [] },
    odds: [],
    recurringDrawEventIdentifier: 'saturday',
    stake: null,
  };
}

const lotto = (day: string, main: number[], superNumber: number) => draw('lotto6aus49', day, main, { superNumber });

// Given oldest first on purpose: the statistics order the draws themselves.
const LOTTO_DRAWS = [
  lotto('2026-11-07', [1, 2, 3, 4, 5, 6], 7),
  lotto('2026-11-11', [1, 2, 10, 20, 30, 40], 7),
  lotto('2026-11-14', [1, 3, 11, 21, 31, 49], 0),
];

describe('number statistics', () => {
  it('counts every number of the pool, also those never drawn, in ascending order', () => {
    const stats = numberStatistics('lotto6aus49', LOTTO_DRAWS);
    expect(stats.draws).toBe(3);
    expect(stats.main.map((f) => f.number)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    expect(stats.main[0]).toMatchObject({ number: 1, count: 3 });
    expect(stats.main[1]).toMatchObject({ number: 2, count: 2 });
    expect(stats.main[48]).toMatchObject({ number: 49, count: 1 });
    expect(stats.main.find((f) => f.number === 48)).toEqual({
      number: 48,
      count: 0,
      lastDrawnAt: null,
      drawsAgo: null,
    });
    expect(stats.main.reduce((sum, f) => sum + f.count, 0)).toBe(6 * 3);
    expect(stats.extra.map((f) => f.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(stats.extra.map((f) => f.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 2, 0, 0]);
    expect(stats.oldestDrawAt).toBe('2026-11-07T18:25:00Z');
    expect(stats.newestDrawAt).toBe('2026-11-14T18:25:00Z');
  });

  it('says when each number was drawn last and how many draws ago (0: in the newest draw)', () => {
    const stats = numberStatistics('lotto6aus49', LOTTO_DRAWS);
    const of = (n: number) => stats.main.find((f) => f.number === n)!;
    expect(of(1)).toMatchObject({ lastDrawnAt: '2026-11-14T18:25:00Z', drawsAgo: 0 });
    expect(of(2)).toMatchObject({ lastDrawnAt: '2026-11-11T18:25:00Z', drawsAgo: 1 });
    expect(of(4)).toMatchObject({ lastDrawnAt: '2026-11-07T18:25:00Z', drawsAgo: 2 });
    expect(stats.extra[7]).toMatchObject({ count: 2, lastDrawnAt: '2026-11-11T18:25:00Z', drawsAgo: 1 });
    expect(stats.extra[0]).toMatchObject({ count: 1, drawsAgo: 0 });
  });

  it('ranks the pairs drawn together most often, equal counts by their smaller then their larger number', () => {
    const stats = numberStatistics('lotto6aus49', LOTTO_DRAWS, 4);
    expect(stats.pairs).toEqual([
      { first: 1, second: 2, count: 2 },
      { first: 1, second: 3, count: 2 },
      { first: 1, second: 4, count: 1 },
      { first: 1, second: 5, count: 1 },
    ]);
    // Every pair of a draw counts once: 15 pairs per LOTTO draw.
    const all = numberStatistics('lotto6aus49', LOTTO_DRAWS, 10_000).pairs;
    expect(all.reduce((sum, p) => sum + p.count, 0)).toBe(3 * 15);
    expect(all.every((p) => p.first < p.second && Number.isInteger(p.count))).toBe(true);
  });

  it('orders ties the same whatever order the draws come in', () => {
    const reversed = numberStatistics('lotto6aus49', [...LOTTO_DRAWS].reverse());
    expect(reversed).toEqual(numberStatistics('lotto6aus49', LOTTO_DRAWS));
    // Two draws at the same instant: the id decides which one is "newer".
    const same = [
      lotto('2026-11-14', [1, 2, 3, 4, 5, 6], 1),
      { ...lotto('2026-11-14', [7, 8, 9, 10, 11, 12], 2), id: 'a' },
    ];
    const a = numberStatistics('lotto6aus49', same);
    expect(a).toEqual(numberStatistics('lotto6aus49', [...same].reverse()));
    expect(a.main[6]).toMatchObject({ number: 7, drawsAgo: 0 });
    expect(a.main[0]).toMatchObject({ number: 1, drawsAgo: 1 });
  });

  it('counts Eurojackpot’s 5 of 50 and its Eurozahlen 1–12, and leaves out undrawn and other lotteries’ draws', () => {
    const draws = [
      draw('eurojackpot', '2026-11-13', [5, 15, 25, 35, 50], { euro: [3, 12] }),
      draw('eurojackpot', '2026-11-17', [5, 16, 26, 36, 46], { euro: [3, 1] }),
      { ...draw('eurojackpot', '2026-11-20', [1, 2, 3, 4, 5]), drawnNumbers: null },
      lotto('2026-11-14', [1, 2, 3, 4, 5, 6], 7),
    ];
    const stats = numberStatistics('eurojackpot', draws);
    expect(stats.draws).toBe(2);
    expect(stats.main).toHaveLength(50);
    expect(stats.main.reduce((sum, f) => sum + f.count, 0)).toBe(10);
    expect(stats.main[49]).toMatchObject({ number: 50, count: 1, drawsAgo: 1 });
    expect(stats.extra.map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(stats.extra[2]).toMatchObject({ number: 3, count: 2, drawsAgo: 0 });
    expect(stats.extra[11]).toMatchObject({ number: 12, count: 1, drawsAgo: 1 });
    expect(stats.pairs[0]).toEqual({ first: 5, second: 15, count: 1 });
  });

  it('has nothing to count without draws, and ignores numbers outside the pool', () => {
    const empty = numberStatistics('lotto6aus49', []);
    expect(empty).toMatchObject({ draws: 0, oldestDrawAt: null, newestDrawAt: null, pairs: [] });
    expect(empty.main.every((f) => f.count === 0 && f.drawsAgo === null)).toBe(true);
    const odd = numberStatistics('lotto6aus49', [lotto('2026-11-14', [0, 50, 7, 7, 8, 9], 10)]);
    expect(odd.main.reduce((sum, f) => sum + f.count, 0)).toBe(3);
    expect(odd.extra.every((f) => f.count === 0)).toBe(true);
    expect(odd.pairs).toHaveLength(3);
  });
});
