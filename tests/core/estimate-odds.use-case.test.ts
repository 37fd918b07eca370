import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { archiveShows } from '../../core/domain/results-archive';
import { EstimateOddsUseCase } from '../../core/use-cases/estimate-odds.use-case';
import type { ArchiveAggregatesGateway } from '../../ports/archive-aggregates-gateway.port';
import { MAX_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';
import { testPlatform } from '../support/demo';
import { basketLine } from './support/basket-lines';

function makeSut(wrap: (gateway: DrawsGateway) => DrawsGateway = (g) => g) {
  const draws = inProcess(testPlatform()).draws;
  return { useCase: new EstimateOddsUseCase(wrap(draws)), draws };
}

/** Every drawn LOTTO draw of the archive, read straight from the gateway. */
async function archive(draws: DrawsGateway): Promise<Draw[]> {
  const shows = archiveShows(await draws.pastDrawDates('lotto6aus49', MAX_SHOWS_LIMIT));
  const all = await Promise.all(shows.map((s) => draws.showDraws(s.id)));
  return all.flat().filter((d) => d.lotteryIdentifier === 'lotto6aus49' && d.drawnNumbers);
}

const lotto = basketLine('lotto6aus49_regular', {
  fields: [[[3, 12, 17, 25, 31, 44], []]],
  addons: ['spiel77', 'super6'],
  events: ['wednesday', 'saturday'],
  totalCents: 2 * (120 + 250 + 125) + 50,
});

describe('EstimateOddsUseCase', () => {
  it('takes the mean quotas of LOTTO’s pool classes and Spiel 77’s jackpot over the two-year archive', async () => {
    const { useCase, draws } = makeSut();
    const result = await useCase.meanQuotas('lotto6aus49');
    if (!result.ok) throw new Error(result.error.kind);
    const drawn = await archive(draws);
    expect(result.value.draws).toBe(drawn.length);
    expect(drawn.length).toBeGreaterThanOrEqual(207);
    expect(Object.keys(result.value.classes).sort()).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((tier) => `lotto6aus49:${tier}`),
      'spiel77:1',
    ]);
    // Class 3 (5 + SZ): the published quotas of the draws that had winners, summed in cents.
    const paid = drawn.flatMap((d) =>
      d.odds.filter(
        (o) => o.fieldType === 'normal' && o.tier === 3 && (o.winningsQuantity > 0 || o.winningsAmount.fractional > 0),
      ),
    );
    expect(result.value.classes['lotto6aus49:3']).toEqual({
      totalCents: paid.reduce((sum, o) => sum + o.winningsAmount.fractional, 0),
      draws: paid.length,
    });
    // A jackpot nobody won counts with its amount: every draw has a class-1 quota.
    expect(result.value.classes['lotto6aus49:1']?.draws).toBe(drawn.length);
  });

  it('gives the lines an expected value once the quotas are there; LOTTO returns about half of its stakes', async () => {
    const { useCase } = makeSut();
    const before = useCase.execute({ items: [lotto], quotas: {} });
    if (!before.ok) throw new Error(before.error.kind);
    expect(before.value.expected).toBeNull();
    expect(before.value.missing).toEqual(['lotto6aus49']);
    expect(Math.round(1 / before.value.top)).toBe(69_919_080);

    const quotas = await useCase.meanQuotas('lotto6aus49');
    if (!quotas.ok) throw new Error(quotas.error.kind);
    const after = useCase.execute({ items: [lotto], quotas: { lotto6aus49: quotas.value } });
    if (!after.ok) throw new Error(after.error.kind);
    expect(after.value.missing).toEqual([]);
    expect(Number.isSafeInteger(after.value.expected?.fractional)).toBe(true);
    expect(after.value.returnPerEuro).toBeGreaterThan(0.3);
    expect(after.value.returnPerEuro).toBeLessThan(0.7);
    expect(after.value.win).toBe(before.value.win);
  });

  it('answers no_draws for a lottery without a drawn draw in its archive', async () => {
    const { useCase } = makeSut((inner) => ({ ...bind(inner), pastDrawDates: () => Promise.resolve([]) }));
    expect(await useCase.meanQuotas('eurojackpot')).toEqual({ ok: false, error: { kind: 'no_draws' } });
  });

  it('fails as a whole when a show cannot be loaded, and stops asking', async () => {
    let asked = 0;
    const { useCase } = makeSut((inner) => ({
      ...bind(inner),
      showDraws: async (id: string) => {
        asked += 1;
        if (asked === 3) throw new Error('down');
        return inner.showDraws(id);
      },
    }));
    await expect(useCase.meanQuotas('eurojackpot')).rejects.toThrow('down');
    expect(asked).toBeLessThan(20);
  });

  it('takes the mean quotas from the server’s aggregates when it has them, and asks the draws gateway nothing', async () => {
    const computed = await makeSut().useCase.meanQuotas('lotto6aus49');
    if (!computed.ok) throw new Error(computed.error.kind);
    let drawCalls = 0;
    const counting = (inner: DrawsGateway): DrawsGateway => ({
      futureDraws: (...a) => (drawCalls++, inner.futureDraws(...a)),
      lastDraw: (...a) => (drawCalls++, inner.lastDraw(...a)),
      showDraws: (...a) => (drawCalls++, inner.showDraws(...a)),
      pastDrawDates: (...a) => (drawCalls++, inner.pastDrawDates(...a)),
    });
    const asked: string[] = [];
    const aggregates = (meanQuotas: ArchiveAggregatesGateway['meanQuotas']): ArchiveAggregatesGateway => ({
      meanQuotas,
      winningCheckArchive: () => Promise.reject(new Error('not the basket’s')),
    });
    const useCase = new EstimateOddsUseCase(
      counting(inProcess(testPlatform()).draws),
      aggregates((lottery) => (asked.push(lottery), Promise.resolve(computed.value))),
    );
    expect(await useCase.meanQuotas('lotto6aus49')).toEqual({ ok: true, value: computed.value });
    expect(asked).toEqual(['lotto6aus49']);
    expect(drawCalls).toBe(0);
    // An archive without a drawn draw is no_draws either way; a failing server fails the load.
    const empty = new EstimateOddsUseCase(
      counting(inProcess(testPlatform()).draws),
      aggregates((lottery) => Promise.resolve({ lottery, draws: 0, classes: {} })),
    );
    expect(await empty.meanQuotas('eurojackpot')).toEqual({ ok: false, error: { kind: 'no_draws' } });
    const down = new EstimateOddsUseCase(
      counting(inProcess(testPlatform()).draws),
      aggregates(() => Promise.reject(new Error('server down'))),
    );
    await expect(down.meanQuotas('lotto6aus49')).rejects.toThrow('server down');
    expect(drawCalls).toBe(0);
  });
});

/** The gateway's methods bound to it, so a test can replace one. */
const bind = (g: DrawsGateway): DrawsGateway => ({
  futureDraws: g.futureDraws.bind(g),
  lastDraw: g.lastDraw.bind(g),
  showDraws: g.showDraws.bind(g),
  pastDrawDates: g.pastDrawDates.bind(g),
});
