import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import { LoadNumberStatisticsUseCase } from '../../core/use-cases/load-number-statistics.use-case';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { testPlatform } from '../support/demo';

function makeSut(wrap: (gateway: DrawsGateway) => DrawsGateway = (g) => g) {
  const draws = inProcess(testPlatform()).draws;
  return { useCase: new LoadNumberStatisticsUseCase(wrap(draws)), draws };
}

describe('LoadNumberStatisticsUseCase', () => {
  it('counts the whole two-year LOTTO archive: 6 numbers and a Superzahl per draw, the last draw 0 draws ago', async () => {
    const { useCase, draws } = makeSut();
    const stats = await useCase.execute('lotto6aus49');
    // Two years of Wednesdays and Saturdays, as the Gewinnabfrage checks.
    expect(stats.draws).toBeGreaterThanOrEqual(207);
    expect(stats.draws).toBeLessThanOrEqual(210);
    expect(stats.main).toHaveLength(49);
    expect(stats.main.reduce((sum, f) => sum + f.count, 0)).toBe(6 * stats.draws);
    expect(stats.extra.reduce((sum, f) => sum + f.count, 0)).toBe(stats.draws);
    const last = await draws.lastDraw('lotto6aus49');
    expect(stats.newestDrawAt).toBe(last?.drawingTime);
    for (const n of last!.drawnNumbers!.main) expect(stats.main[n - 1]).toMatchObject({ drawsAgo: 0 });
    expect(stats.pairs).toHaveLength(10);
    expect(stats.pairs.map((p) => p.count)).toEqual([...stats.pairs.map((p) => p.count)].sort((a, b) => b - a));
  });

  it('counts Eurojackpot’s 5 numbers and 2 Eurozahlen per draw', async () => {
    const stats = await makeSut().useCase.execute('eurojackpot');
    expect(stats.draws).toBeGreaterThan(200);
    expect(stats.main).toHaveLength(50);
    expect(stats.extra).toHaveLength(12);
    expect(stats.main.reduce((sum, f) => sum + f.count, 0)).toBe(5 * stats.draws);
    expect(stats.extra.reduce((sum, f) => sum + f.count, 0)).toBe(2 * stats.draws);
  });

  it('asks only the spec’s calls: the list of shows once, then each show of the archive once', async () => {
    const calls: string[] = [];
    const { useCase } = makeSut((inner) => ({
      futureDraws: (l, n) => inner.futureDraws(l, n),
      lastDraw: (l) => inner.lastDraw(l),
      pastDrawDates: (l, n) => {
        calls.push(`dates:${l}:${n}`);
        return inner.pastDrawDates(l, n);
      },
      showDraws: (id) => {
        calls.push(`show:${id}`);
        return inner.showDraws(id);
      },
    }));
    const stats = await useCase.execute('lotto6aus49');
    // As many shows as two years of LOTTO's Wednesdays and Saturdays can hold (not the API's 800).
    expect(calls[0]).toBe('dates:lotto6aus49:210');
    const shows = calls.filter((c) => c.startsWith('show:'));
    expect(new Set(shows).size).toBe(shows.length);
    expect(shows).toHaveLength(stats.draws);
  });

  it('fails as a whole when one show cannot be loaded', async () => {
    let asked = 0;
    const { useCase } = makeSut((inner) => ({
      futureDraws: (l, n) => inner.futureDraws(l, n),
      lastDraw: (l) => inner.lastDraw(l),
      pastDrawDates: (l, n) => inner.pastDrawDates(l, n),
      showDraws: async (id) => {
        asked += 1;
        if (asked === 3) throw new Error('503');
        return inner.showDraws(id);
      },
    }));
    await expect(useCase.execute('lotto6aus49')).rejects.toThrow('503');
    // The other requests stop: far fewer than the whole archive were asked for.
    expect(asked).toBeLessThan(20);
  });
});
