import { inProcess } from '../support/in-process';
import type { ArchiveProgress } from '../../core/use-cases/load-archive-draws.use-case';
import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import type { CheckedTip } from '../../core/domain/winning-check-tip';
import { packArchive } from '../../core/domain/winning-check-archive';
import { CheckPastWinningsUseCase } from '../../core/use-cases/check-past-winnings.use-case';
import { LoadArchiveDrawsUseCase } from '../../core/use-cases/load-archive-draws.use-case';
import type { ArchiveAggregatesGateway } from '../../ports/archive-aggregates-gateway.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { testPlatform } from '../support/demo';

function makeSut(now?: string, wrap: (gateway: DrawsGateway) => DrawsGateway = (g) => g) {
  const platform = testPlatform(now);
  const { draws, lotteryStore } = inProcess(platform);
  const useCase = new CheckPastWinningsUseCase(lotteryStore, wrap(draws));
  return { useCase, draws };
}

const lastDrawOf = async (draws: DrawsGateway, lottery: 'lotto6aus49' | 'eurojackpot'): Promise<Draw> => {
  const draw = await draws.lastDraw(lottery);
  if (!draw?.drawnNumbers) throw new Error('a drawn last draw expected');
  return draw;
};

describe('CheckPastWinningsUseCase', () => {
  it('answers the tip rules of LOTTO and Eurojackpot from their product definitions', async () => {
    const { useCase } = makeSut();
    expect(await useCase.rules('lotto6aus49')).toEqual({
      lottery: 'lotto6aus49',
      mainPool: 49,
      mainTips: 6,
      extraPool: 0,
      extraTips: 0,
      superNumber: true,
      ticketNumberLength: 7,
      maxFields: 12,
    });
    expect(await useCase.rules('eurojackpot')).toMatchObject({
      mainPool: 50,
      mainTips: 5,
      extraPool: 12,
      extraTips: 2,
      superNumber: false,
      ticketNumberLength: null,
      maxFields: 8,
    });
  });

  it('checks the whole two-year archive, reporting progress, and finds the last draw’s six numbers', async () => {
    const { useCase, draws } = makeSut();
    const last = await lastDrawOf(draws, 'lotto6aus49');
    const other = ((last.drawnNumbers!.superNumber ?? 0) + 1) % 10;
    const progress: ArchiveProgress[] = [];
    const tip: CheckedTip = {
      fields: [{ main: last.drawnNumbers!.main, extra: [] }],
      superNumber: other,
      ticketNumber: null,
    };
    const result = await useCase.execute({
      rules: await useCase.rules('lotto6aus49'),
      tip,
      onProgress: (p) => progress.push(p),
    });
    if (!result.ok) throw new Error(result.error.kind);
    // Two years of Wednesdays and Saturdays.
    expect(result.value.drawsChecked).toBeGreaterThanOrEqual(207);
    expect(result.value.drawsChecked).toBeLessThanOrEqual(210);
    expect(progress[0]).toEqual({ loaded: 0, total: result.value.drawsChecked });
    expect(progress.at(-1)).toEqual({ loaded: result.value.drawsChecked, total: result.value.drawsChecked });
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
    const top = result.value.wins[0];
    expect(top).toMatchObject({ drawId: last.id, game: 'lotto6aus49', tier: 2, fields: [1] });
    const quota = last.odds.find((o) => o.fieldType === 'normal' && o.tier === 2)?.winningsAmount;
    expect(top?.quota).toEqual(quota);
    const sum = result.value.wins.reduce((cents, w) => cents + w.amount.fractional, 0);
    expect(result.value.total.fractional).toBe(sum);
    expect(Number.isSafeInteger(result.value.total.fractional)).toBe(true);
  });

  it('checks a ticket number in Spiel 77 and Super 6 against the last draw', async () => {
    const { useCase, draws } = makeSut();
    const last = await lastDrawOf(draws, 'lotto6aus49');
    const spiel77 = last.drawnNumbers!.tickets.find((t) => t.game === 'spiel77')!.numbers[0]!;
    const tip: CheckedTip = {
      fields: [{ main: [1, 2, 3, 4, 5, 6], extra: [] }],
      superNumber: Number(spiel77.slice(-1)),
      ticketNumber: spiel77,
    };
    const result = await useCase.execute({ rules: await useCase.rules('lotto6aus49'), tip });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.wins.filter((w) => w.drawId === last.id && w.game === 'spiel77')).toMatchObject([
      { tier: 1, fields: [] },
    ]);
    expect(result.value.classes.find((c) => c.game === 'spiel77' && c.tier === 1)?.hits).toBeGreaterThanOrEqual(1);
  });

  it('finds the last Eurojackpot draw’s 5 + 2 as class 1', async () => {
    const { useCase, draws } = makeSut();
    const last = await lastDrawOf(draws, 'eurojackpot');
    const tip: CheckedTip = {
      fields: [{ main: last.drawnNumbers!.main, extra: last.drawnNumbers!.extra }],
      superNumber: null,
      ticketNumber: null,
    };
    const result = await useCase.execute({ rules: await useCase.rules('eurojackpot'), tip });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.wins[0]).toMatchObject({ drawId: last.id, tier: 1 });
    expect(result.value.wins[0]?.quota?.fractional).toBeGreaterThan(0);
  });

  it('refuses an incomplete tip before asking for a single show', async () => {
    let asked = 0;
    const { useCase } = makeSut(undefined, (g) => ({
      ...g,
      futureDraws: g.futureDraws.bind(g),
      lastDraw: g.lastDraw.bind(g),
      showDraws: g.showDraws.bind(g),
      pastDrawDates: (l, n) => ((asked += 1), g.pastDrawDates(l, n)),
    }));
    const tip: CheckedTip = { fields: [{ main: [1, 2, 3], extra: [] }], superNumber: 1, ticketNumber: null };
    expect(await useCase.execute({ rules: await useCase.rules('lotto6aus49'), tip })).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', field: 1, missing: 3 },
    });
    expect(asked).toBe(0);
  });

  it('answers no_draws for a lottery that has not drawn yet', async () => {
    const { useCase } = makeSut('2023-01-01T12:00:00Z');
    const tip: CheckedTip = {
      fields: [{ main: [1, 2, 3, 4, 5], extra: [1, 2] }],
      superNumber: null,
      ticketNumber: null,
    };
    expect(await useCase.execute({ rules: await useCase.rules('eurojackpot'), tip })).toEqual({
      ok: false,
      error: { kind: 'no_draws' },
    });
  });

  it('fails as a whole when a show cannot be loaded, and stops asking for more', async () => {
    let asked = 0;
    const { useCase } = makeSut(undefined, (g) => ({
      ...g,
      futureDraws: g.futureDraws.bind(g),
      lastDraw: g.lastDraw.bind(g),
      pastDrawDates: g.pastDrawDates.bind(g),
      showDraws: (id) => ((asked += 1), asked === 10 ? Promise.reject(new Error('down')) : g.showDraws(id)),
    }));
    const tip: CheckedTip = { fields: [{ main: [1, 2, 3, 4, 5, 6], extra: [] }], superNumber: 1, ticketNumber: null };
    await expect(useCase.execute({ rules: await useCase.rules('lotto6aus49'), tip })).rejects.toThrow('down');
    expect(asked).toBeLessThan(20);
  });

  it('with the shop’s server checks against the archive it packed: one request, no show asked, the same result', async () => {
    const { useCase, draws } = makeSut();
    const rules = await useCase.rules('lotto6aus49');
    const last = await lastDrawOf(draws, 'lotto6aus49');
    const spiel77 = last.drawnNumbers!.tickets.find((t) => t.game === 'spiel77')!.numbers[0]!;
    const tip: CheckedTip = {
      fields: [
        { main: last.drawnNumbers!.main, extra: [] },
        { main: [1, 2, 3, 4, 5, 6], extra: [] },
      ],
      superNumber: Number(spiel77.slice(-1)),
      ticketNumber: spiel77,
    };
    const packed = packArchive('lotto6aus49', await new LoadArchiveDrawsUseCase(draws).execute('lotto6aus49'))!;
    let showCalls = 0;
    const asked: string[] = [];
    const aggregates: ArchiveAggregatesGateway = {
      meanQuotas: () => Promise.reject(new Error('not the Gewinnabfrage’s')),
      winningCheckArchive: (lottery) => (asked.push(lottery), Promise.resolve(packed)),
    };
    const counted: DrawsGateway = {
      futureDraws: draws.futureDraws.bind(draws),
      lastDraw: draws.lastDraw.bind(draws),
      pastDrawDates: (...a) => ((showCalls += 1), draws.pastDrawDates(...a)),
      showDraws: (...a) => ((showCalls += 1), draws.showDraws(...a)),
    };
    const { lotteryStore } = inProcess(testPlatform());
    const withServer = new CheckPastWinningsUseCase(lotteryStore, counted, aggregates);
    const progress: ArchiveProgress[] = [];
    const served = await withServer.execute({ rules, tip, onProgress: (p) => progress.push(p) });
    expect(asked).toEqual(['lotto6aus49']);
    expect(showCalls).toBe(0);
    expect(progress).toEqual([]);
    expect(served).toEqual(await useCase.execute({ rules, tip }));
    if (!served.ok) throw new Error(served.error.kind);
    expect(served.value.wins.some((w) => w.game === 'spiel77' && w.tier === 1)).toBe(true);
    // A failing server fails the check (the page offers a retry); an empty archive is no_draws.
    const down = new CheckPastWinningsUseCase(lotteryStore, counted, {
      ...aggregates,
      winningCheckArchive: () => Promise.reject(new Error('server down')),
    });
    await expect(down.execute({ rules, tip })).rejects.toThrow('server down');
    const empty = new CheckPastWinningsUseCase(lotteryStore, counted, {
      ...aggregates,
      winningCheckArchive: (lottery) => Promise.resolve({ lottery, currency: 'EUR', draws: [] }),
    });
    expect(await empty.execute({ rules, tip })).toEqual({ ok: false, error: { kind: 'no_draws' } });
    expect(showCalls).toBe(0);
  });
});
