import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { Temporal } from '../../core/shared/temporal';
import { LoadResultsUseCase } from '../../core/use-cases/load-results.use-case';
import { DEFAULT_SHOWS_LIMIT, type DrawsGateway } from '../../ports/draws-gateway.port';
import { berlinDateOf } from '../../core/domain/draw';
import { testPlatform } from '../support/demo';

const useCase = (now?: string) => new LoadResultsUseCase(inProcess(testPlatform(now)).draws);

describe('LoadResultsUseCase', () => {
  it('finds the show of a date, and the newest one without a date', async () => {
    const found = await useCase().forDate('lotto6aus49', Temporal.PlainDate.from('2026-11-14'));
    expect(found).toMatchObject({ kind: 'found', show: { id: 'lotto6aus49-2026-11-14' } });
    if (found.kind !== 'found') throw new Error('found expected');
    expect(found.draw?.drawnNumbers?.main).toHaveLength(6);
    const newest = await useCase().forDate('keno', null);
    expect(newest.kind === 'found' && newest.date.toString()).toBe('2026-11-17');
  });

  it('answers no_show for a date without a draw, no_shows when the lottery never drew', async () => {
    expect(await useCase().forDate('lotto6aus49', Temporal.PlainDate.from('2026-11-13'))).toEqual({ kind: 'no_show' });
    expect(await useCase().forDate('lotto6aus49', Temporal.PlainDate.from('2020-11-14'))).toEqual({ kind: 'no_show' });
    expect(await useCase('2023-01-01T12:00:00Z').forDate('eurojackpot', null)).toEqual({ kind: 'no_shows' });
  });

  it('asks only for the shows a page names: the newest ones, and the two years only for an older date', async () => {
    const gateway = inProcess(testPlatform()).draws;
    const limits: (number | undefined)[] = [];
    const recording: DrawsGateway = {
      futureDraws: gateway.futureDraws.bind(gateway),
      showDraws: gateway.showDraws.bind(gateway),
      lastDraw: gateway.lastDraw.bind(gateway),
      pastDrawDates: (lottery, limit) => {
        limits.push(limit);
        return gateway.pastDrawDates(lottery, limit);
      },
    };
    const results = new LoadResultsUseCase(recording);
    const newest = await results.forDate('lotto6aus49', null, 31);
    expect(newest.kind === 'found' && newest.shows.map((s) => s.id).slice(0, 2)).toEqual([
      'lotto6aus49-2026-11-14',
      'lotto6aus49-2026-11-11',
    ]);
    expect(newest.kind === 'found' && newest.shows).toHaveLength(31);
    const recent = await results.forDate('lotto6aus49', Temporal.PlainDate.from('2026-10-03'), 31);
    expect(recent).toMatchObject({ kind: 'found', show: { id: 'lotto6aus49-2026-10-03' } });
    expect(await results.forDate('lotto6aus49', Temporal.PlainDate.from('2026-11-13'), 31)).toEqual({
      kind: 'no_show',
    });
    expect(limits).toEqual([31, 31, 31]);
    // Older than the newest 31: the two years, in which the page finds its neighbours.
    const older = await results.forDate('lotto6aus49', Temporal.PlainDate.from('2025-06-14'), 31);
    expect(older).toMatchObject({ kind: 'found', show: { id: 'lotto6aus49-2025-06-14' } });
    expect(older.kind === 'found' && older.shows.length).toBeGreaterThan(200);
    // The oldest of the 31 links its older neighbour: the two years too.
    const oldestOfNewest = newest.kind === 'found' ? newest.shows[30]! : null;
    const boundary = await results.forDate('lotto6aus49', berlinDateOf(oldestOfNewest!.broadcastTime), 31);
    expect(boundary.kind === 'found' && boundary.shows.length).toBeGreaterThan(31);
    // As many as two years of Wednesdays and Saturdays can hold, not the API's 800.
    expect(limits).toEqual([31, 31, 31, 31, 210, 31, 210]);
    // Without a count, spec/2 §9's default of 7.
    await results.forDate('keno', null);
    expect(limits.at(-1)).toBe(DEFAULT_SHOWS_LIMIT);
  });

  it('pages two years of archive with dates, weekdays and numbers', async () => {
    const page = await useCase().archive('gluecksspirale', { offset: 0, limit: 3 });
    expect(page.totalCount).toBeGreaterThanOrEqual(104);
    expect(page.totalCount).toBeLessThanOrEqual(105);
    expect(page.entries.map((e) => [e.date.toString(), e.weekday])).toEqual([
      ['2026-11-14', 6],
      ['2026-11-07', 6],
      ['2026-10-31', 6],
    ]);
    expect(page.entries[0]?.draw?.drawnNumbers?.tickets).toHaveLength(7);
  });

  it('gives the last draw of every lottery and reports a lottery that fails', async () => {
    const gateway = inProcess(testPlatform()).draws;
    const reporter = new MemoryErrorReporter();
    const failing: DrawsGateway = {
      ...gateway,
      futureDraws: gateway.futureDraws.bind(gateway),
      showDraws: gateway.showDraws.bind(gateway),
      pastDrawDates: gateway.pastDrawDates.bind(gateway),
      lastDraw: (l) => (l === 'keno' ? Promise.reject(new Error('down')) : gateway.lastDraw(l)),
    };
    const overview = await new LoadResultsUseCase(failing, reporter).overview();
    expect(overview.map((o) => [o.lottery, o.draw?.id ?? null])).toEqual([
      ['lotto6aus49', 'lotto6aus49-20261114-saturday'],
      ['eurojackpot', 'eurojackpot-20261117-tuesday'],
      ['gluecksspirale', 'gluecksspirale-20261114-saturday'],
      ['keno', null],
    ]);
    expect(reporter.reports).toHaveLength(1);
  });
});

describe('the archive list of shows', () => {
  it('orders shows newest first whatever form their instants take, and keeps two years before the newest (Berlin days)', async () => {
    const shows = [
      { id: 'old', broadcastTime: '2024-11-14T18:25:00Z' }, // 14.11.2024 Berlin: exactly two years before, left out
      { id: 'edge', broadcastTime: '2024-11-14T23:30:00Z' }, // 15.11.2024 00:30 in Berlin: kept
      { id: 'newest', broadcastTime: '2026-11-14T19:25:00+01:00' },
      { id: 'nanos', broadcastTime: '2026-11-11T18:25:00.123456789Z' },
      { id: 'middle', broadcastTime: '2025-06-01T18:25:00.5Z' },
    ];
    const gateway = { pastDrawDates: () => Promise.resolve(shows) } as unknown as DrawsGateway;
    const { shows: listed } = await new LoadResultsUseCase(gateway).archive('lotto6aus49', { offset: 0, limit: 0 });
    expect(listed.map((s) => s.id)).toEqual(['newest', 'nanos', 'middle', 'edge']);
  });
});
