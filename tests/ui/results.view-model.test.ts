import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { fillTitleTemplate, parseResultsDate } from '../../core/domain/results-date';
import type { LoadResultsUseCase, ResultsForDate } from '../../core/use-cases/load-results.use-case';
import type { LoaderArgs } from '../../src/app/route-container';
import type { LotteryIdentifier } from '../../core/domain/lottery';
import { showsAround, type ResultsData } from '../../src/features/results/results.view-model';
import { loader as resultsLoader } from '../../src/features/results/results.route';
import { loader as overviewLoader } from '../../src/features/results/results-overview.route';
import type { ResultsOverviewData } from '../../src/features/results/results-overview.view-model';
import { HOME } from '../../src/features/home/home.module';
import { SHARED } from '../../src/composition/shared.tokens';
import {
  ResultsArchiveViewModel,
  monthKey,
  type ArchiveData,
} from '../../src/features/results/results-archive.view-model';
import { loader as archiveLoader } from '../../src/features/results/results-archive.route';
import { compactNumbers, quotaSections } from '../../src/features/results/results-text';
import {
  archivePath,
  archiveRouteName,
  RESULTS_ROUTES,
  resultsLinkFor,
  resultsPath,
} from '../../src/features/results/results-routes';
import { pageRoutes, pagesIn } from './support/route-table';
import { t } from '../../src/i18n/i18n';
import { memoryApp } from './support/memory-app';
import { MemoryConnectivity } from '../../adapters/memory/memory-connectivity';
import { answerOf, routeOf, runLoader, testContext } from './support/route-loader';
import type { ErrorReport } from '../../ports/error-reporter.port';
import { RESULTS } from '../../src/features/results/results.module';

const NBSP = '\u00a0';

type App = Awaited<ReturnType<typeof memoryApp>>;

/** What the route's loader answered: its status, its data or where it redirects. */
interface Outcome {
  readonly status: number;
  readonly data?: ResultsData;
  readonly location?: string | null;
}

async function loadResults(app: App, lottery: LotteryIdentifier, date?: string): Promise<Outcome> {
  const path = resultsPath(lottery, date);
  const answer: unknown = await resultsLoader({
    params: routeOf(path).params,
    request: new Request(`http://localhost:4173${path}`),
    context: testContext(app.container),
  } as unknown as LoaderArgs);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') };
  return answerOf<ResultsData>(answer);
}

/** The page as the view shows it: the loader's data taken by a fresh view model. */
async function page(app: App, lottery: LotteryIdentifier, date?: string, identifier: string | null = null) {
  const outcome = await loadResults(app, lottery, date);
  const vm = app.get(RESULTS.resultsViewModel);
  if (outcome.data) vm.accept(lottery, outcome.data, identifier);
  return { vm, outcome };
}

/** TEST_NOW is Wednesday 18.11.2026 09:00 UTC: the last LOTTO show was Saturday 14.11., before it Wednesday 11.11. */
describe('numbers-and-odds page (/lotto/lottozahlen-quoten)', () => {
  it('shows the last show without a date, with its numbers, the shows around it and the filled title', async () => {
    const { vm, outcome } = await page(await memoryApp(), 'lotto6aus49');
    expect(outcome.status).toBe(200);
    expect(vm.status).toBe('ready');
    expect(vm.date?.toString()).toBe('2026-11-14');
    expect(vm.currentParam).toBe('ziehung-14-11-2026');
    expect(vm.draw?.drawnNumbers?.main).toHaveLength(6);
    expect(vm.draw?.drawnNumbers?.superNumber).toBeTypeOf('number');
    expect(vm.next).toBeNull();
    expect(vm.previous?.param).toBe('ziehung-11-11-2026');
    expect(vm.recent[0]?.param).toBe('ziehung-14-11-2026');
    expect(vm.recent).toHaveLength(30);
    expect(fillTitleTemplate(t('results.page.titles.lotto6aus49'), vm.date!)).toBe(
      'LOTTO 6aus49: Lottozahlen und Quoten vom Samstag, 14.11.2026',
    );
  });

  it('shows the show of a date, with the newer and the older one as neighbours', async () => {
    const { vm } = await page(await memoryApp(), 'lotto6aus49', 'ziehung-11-11-2026');
    expect(vm.status).toBe('ready');
    expect(vm.show?.id).toBe('lotto6aus49-2026-11-11');
    expect(vm.next?.param).toBe('ziehung-14-11-2026');
    expect(vm.previous?.param).toBe('ziehung-07-11-2026');
  });

  it('keeps an old show selectable in the date select even beyond the recent ones', async () => {
    const { vm } = await page(await memoryApp(), 'lotto6aus49', 'ziehung-16-11-2024');
    expect(vm.status).toBe('ready');
    expect(vm.previous).toBeNull();
    expect(vm.next?.param).toBe('ziehung-20-11-2024');
    expect(vm.recent).toHaveLength(31);
    expect(vm.recent.at(-1)?.param).toBe('ziehung-16-11-2024');
  });

  it('sends only the shows the page needs to the browser: the recent ones and the neighbours of the shown one', async () => {
    const app = await memoryApp();
    const { outcome } = await page(app, 'lotto6aus49', 'ziehung-12-11-2025');
    const all = (await app.get(RESULTS.loadResultsUseCase).archive('lotto6aus49', { offset: 0, limit: 0 })).shows;
    const sent = outcome.data?.kind === 'found' ? outcome.data.shows : [];
    const at = all.findIndex((s) => s.id === 'lotto6aus49-2025-11-12');
    expect(at).toBeGreaterThan(40);
    expect(sent).toEqual([...all.slice(0, 31), all[at - 1], all[at], all[at + 1]]);
    expect(showsAround(all, all[0]!)).toEqual(all.slice(0, 31));
  });

  it('redirects a date without a show to the archive, and answers a malformed or impossible date with the 404', async () => {
    const app = await memoryApp();
    // A Monday: no LOTTO draw; and a day before the two years of the archive.
    for (const date of ['ziehung-16-11-2026', 'ziehung-01-01-2020'])
      expect(await loadResults(app, 'lotto6aus49', date)).toEqual({
        status: 302,
        location: '/lotto/lottozahlen-quoten/archiv',
      });
    for (const date of ['ziehung-31-02-2026', '2026-11-14']) {
      const { vm, outcome } = await page(app, 'lotto6aus49', date);
      expect(outcome.status).toBe(404);
      expect(vm.status).toBe('not_found');
    }
  });

  it('does not ask the platform for a malformed date, and answers 404 when the lottery has no shows at all', async () => {
    const app = await memoryApp();
    const calls: string[] = [];
    app.container.rebind(RESULTS.loadResultsUseCase).toConstantValue({
      forDate: (): Promise<ResultsForDate> => {
        calls.push('forDate');
        return Promise.resolve({ kind: 'no_shows' });
      },
      archive: () => Promise.resolve({ entries: [], totalCount: 0, shows: [] }),
    } as unknown as LoadResultsUseCase);
    expect((await loadResults(app, 'keno', 'ziehung-xx-11-2026')).status).toBe(404);
    expect(calls).toEqual([]);
    expect(await loadResults(app, 'keno')).toEqual({ status: 404, data: { kind: 'not_found' } });
    expect((await loadResults(app, 'keno', 'ziehung-14-11-2026')).status).toBe(404);
  });

  it('answers a failing backend with 503 and the retry page, reported with 500, and the page on the next load', async () => {
    const app = await memoryApp();
    const real = app.get(RESULTS.loadResultsUseCase);
    let failures = 1;
    app.container.rebind(RESULTS.loadResultsUseCase).toConstantValue({
      forDate: (...args: Parameters<LoadResultsUseCase['forDate']>) =>
        failures-- > 0 ? Promise.reject(new Error('offline')) : real.forDate(...args),
      archive: (...args: Parameters<LoadResultsUseCase['archive']>) => real.archive(...args),
    } as unknown as LoadResultsUseCase);
    const reports: ErrorReport[] = [];
    app.container.rebind(SHARED.errorReporter).toConstantValue({ report: (r: ErrorReport) => void reports.push(r) });
    const failed = await page(app, 'eurojackpot');
    expect(failed.outcome.status).toBe(503);
    expect(failed.vm.status).toBe('error');
    // spec/2 §8: other date-page errors are reported with 500.
    expect(reports).toEqual([
      { message: 'offline', source: 'results', context: { status: 500, lottery: 'eurojackpot', date: null } },
    ]);
    const again = await loadResults(app, 'eurojackpot');
    failed.vm.accept('eurojackpot', again.data!);
    expect(failed.vm.status).toBe('ready');
    expect(failed.vm.draw?.drawnNumbers?.extra).toHaveLength(2);
  });

  it('tells when the numbers were loaded, for the note of a page read offline', async () => {
    const app = await memoryApp();
    const { vm } = await page(app, 'lotto6aus49');
    expect(vm.loadedAt).toBe(app.get(SHARED.clock).now().toString());
  });

  it('offline in the browser, a failing load becomes a document load (the service worker’s copy), not an error', async () => {
    const app = await memoryApp();
    app.container.rebind(RESULTS.loadResultsUseCase).toConstantValue({
      forDate: () => Promise.reject(new TypeError('Failed to fetch')),
      archive: () => Promise.reject(new TypeError('Failed to fetch')),
    } as unknown as LoadResultsUseCase);
    app.container.rebind(SHARED.connectivity).toConstantValue(new MemoryConnectivity(false));
    const answer: unknown = await resultsLoader({
      params: {},
      request: new Request('https://tippwerk.test/lotto/lottozahlen-quoten'),
      context: testContext(app.container),
    } as unknown as LoaderArgs);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://tippwerk.test/lotto/lottozahlen-quoten');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('loader data survives the way from the server to the browser (JSON) unchanged', async () => {
    const { outcome } = await page(await memoryApp(), 'lotto6aus49');
    expect(JSON.parse(JSON.stringify(outcome.data)) as unknown).toEqual(outcome.data);
  });

  it.each([
    ['lotto6aus49', 'spiel77', 'spiel77'],
    ['lotto6aus49', 'super6', 'super6'],
    ['keno', 'plus5', 'plus5'],
    ['lotto6aus49', 'plus5', null],
    ['eurojackpot', 'spiel77', null],
    ['lotto6aus49', '<b>quatsch</b>', null],
  ] as const)('on %s, ?identifier=%s focuses %s (anything else is ignored)', async (lottery, identifier, focus) => {
    const { vm } = await page(await memoryApp(), lottery, undefined, identifier);
    expect(vm.status).toBe('ready');
    expect(vm.focus).toBe(focus);
  });
});

describe('quota tables', () => {
  const lottoDraw = async (): Promise<Draw> => {
    const app = await memoryApp();
    const found = await app.get(RESULTS.loadResultsUseCase).forDate('lotto6aus49', null);
    if (found.kind !== 'found' || !found.draw) throw new Error('no LOTTO draw');
    return found.draw;
  };

  it('lists LOTTO classes 1–9 with what they take, winners and German amounts, then Spiel 77 and Super 6', async () => {
    const draw = await lottoDraw();
    const sections = quotaSections('lotto6aus49', draw);
    expect(sections.map((s) => s.game)).toEqual(['lotto6aus49', 'spiel77', 'super6']);
    const lotto = sections[0]!;
    expect(lotto.rows.map((r) => r.classLabel)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(lotto.rows[0]?.match).toBe('6 Richtige + Superzahl');
    expect(lotto.rows[8]).toMatchObject({ match: '2 Richtige + Superzahl', amount: `6,00${NBSP}€` });
    expect(sections[1]?.rows[0]?.match).toBe('7 richtige Endziffern');
    expect(sections[2]?.rows.at(-1)?.match).toBe('1 richtige Endziffer');
  });

  it('says "unbesetzt" for a class nobody won, "unbesetzt – Jackpot" for an unwon LOTTO class 1', async () => {
    const draw = await lottoDraw();
    const odds = draw.odds.map((o) =>
      o.fieldType === 'normal' && (o.tier === 1 || o.tier === 2) ? { ...o, winningsQuantity: 0 } : o,
    );
    const [lotto] = quotaSections('lotto6aus49', { ...draw, odds });
    expect(lotto?.rows[0]).toMatchObject({ amount: 'unbesetzt – Jackpot', winners: '0', vacant: true });
    expect(lotto?.rows[1]).toMatchObject({ amount: 'unbesetzt', vacant: true });
    expect(lotto?.rows[2]?.vacant).toBe(false);
  });

  it('keeps a fixed quota when nobody won it (LOTTO class 9, Super 6)', async () => {
    const draw = await lottoDraw();
    const odds = draw.odds.map((o) => ({ ...o, winningsQuantity: 0 }));
    const [lotto, spiel77, super6] = quotaSections('lotto6aus49', { ...draw, odds });
    expect(lotto?.rows[8]).toMatchObject({ amount: `6,00${NBSP}€`, winners: '0', vacant: false });
    expect(spiel77?.rows[0]).toMatchObject({ amount: 'unbesetzt – Jackpot', vacant: true });
    expect(spiel77?.rows[1]).toMatchObject({ amount: `77.777,00${NBSP}€`, vacant: false });
    expect(super6?.rows[0]).toMatchObject({ amount: `100.000,00${NBSP}€`, vacant: false });
  });

  it('orders KENO from type 10 down, most hits first, with winners in German digits', async () => {
    const app = await memoryApp();
    const found = await app.get(RESULTS.loadResultsUseCase).forDate('keno', null);
    if (found.kind !== 'found' || !found.draw) throw new Error('no KENO draw');
    const [keno] = quotaSections('keno', found.draw);
    expect(keno?.game).toBe('keno');
    expect(keno?.rows[0]).toMatchObject({
      classLabel: 'KENO-Typ 10',
      match: '10 Richtige',
      amount: `100.000,00${NBSP}€`,
    });
    expect(keno?.rows.at(-1)).toMatchObject({ classLabel: 'KENO-Typ 2', match: '2 Richtige' });
    expect(keno?.rows.every((r) => /^\d{1,3}(\.\d{3})*$/.test(r.winners))).toBe(true);
  });

  it('writes the archive line of each lottery compactly', () => {
    const base: Draw = {
      id: 'd',
      lotteryIdentifier: 'lotto6aus49',
      drawingTime: '2026-11-14T18:25:00Z',
      saleStopTime: '2026-11-14T18:00:00Z',
      jackpot: null,
      odds: [],
      recurringDrawEventIdentifier: 'saturday',
      stake: null,
      drawnNumbers: { main: [49, 3, 17, 12, 25, 31], extra: [], superNumber: 7, tickets: [] },
    };
    expect(compactNumbers('lotto6aus49', base)).toBe('3 · 12 · 17 · 25 · 31 · 49 | Superzahl 7');
    expect(
      compactNumbers('eurojackpot', {
        ...base,
        drawnNumbers: { main: [5, 1, 9, 40, 50], extra: [12, 2], superNumber: null, tickets: [] },
      }),
    ).toBe('1 · 5 · 9 · 40 · 50 | Eurozahlen 2 · 12');
    expect(
      compactNumbers('gluecksspirale', {
        ...base,
        drawnNumbers: {
          main: [],
          extra: [],
          superNumber: null,
          tickets: [{ game: 'gluecksspirale', tier: 7, numbers: ['0123456'] }],
        },
      }),
    ).toBe('Klasse 7: 0123456');
    expect(compactNumbers('keno', { ...base, drawnNumbers: null })).toBe('');
  });
});

describe('archive (/lotto/lottozahlen-quoten/archiv)', () => {
  it('lists two years of shows by year and month, newest first, each with its date page', async () => {
    const app = await memoryApp();
    const vm = app.get(RESULTS.resultsArchiveViewModel);
    await vm.load('lotto6aus49');
    expect(vm.status).toBe('ready');
    expect(vm.years.map((y) => y.year)).toEqual([2026, 2025, 2024]);
    expect(vm.years.reduce((sum, y) => sum + y.count, 0)).toBe(vm.shows.length);
    expect(vm.shows.length).toBeGreaterThan(200);
    const november = vm.years[0]?.months[0];
    expect(november?.month).toBe(11);
    expect(november?.items[0]?.param).toBe('ziehung-14-11-2026');
    expect(parseResultsDate(november?.items[0]?.param).kind).toBe('date');
  });

  it('loads the numbers a month at a time, once', async () => {
    const app = await memoryApp();
    const real = app.get(RESULTS.loadResultsUseCase);
    const pages: { offset: number; limit: number }[] = [];
    const counting = {
      archive: (lottery: Parameters<LoadResultsUseCase['archive']>[0], page: { offset: number; limit: number }) => {
        if (page.limit > 0) pages.push(page);
        return real.archive(lottery, page);
      },
    } as unknown as LoadResultsUseCase;
    const vm = new ResultsArchiveViewModel(counting);
    await vm.load('lotto6aus49');
    // The newest month is asked for at once, before the page renders.
    const november = vm.months.get(monthKey(2026, 11))!;
    expect(pages).toEqual([{ offset: 0, limit: november.rows.length }]);
    const october = monthKey(2026, 10);
    await Promise.all([vm.loadMonth(october), vm.loadMonth(october), vm.loadMonth(november.key)]);
    const range = vm.months.get(october)!;
    expect(range.offset).toBe(november.rows.length);
    expect(pages).toEqual([
      { offset: 0, limit: november.rows.length },
      { offset: range.offset, limit: range.rows.length },
    ]);
    expect(range.rows.every((row) => vm.draws.get(row.show.id)?.drawnNumbers?.main.length === 6)).toBe(true);
    expect(range.rows.every((row) => row.date.month === 10)).toBe(true);
    expect(vm.draws.size).toBe(november.rows.length + range.rows.length);
  });

  it('asks for one month at a time, in the order asked, so the month on screen never waits behind later ones', async () => {
    const app = await memoryApp();
    const real = app.get(RESULTS.loadResultsUseCase);
    const log: string[] = [];
    let inFlight = 0;
    const tracking = {
      archive: async (
        lottery: Parameters<LoadResultsUseCase['archive']>[0],
        page: { offset: number; limit: number },
      ) => {
        inFlight += 1;
        log.push(`start ${page.offset} (${inFlight} in flight)`);
        const result = await real.archive(lottery, page);
        inFlight -= 1;
        return result;
      },
    } as unknown as LoadResultsUseCase;
    const vm = new ResultsArchiveViewModel(tracking);
    await vm.load('keno');
    const [, second, third] = [...vm.months.values()];
    await Promise.all([vm.loadMonth(third!.key), vm.loadMonth(second!.key)]);
    expect(log).toEqual([
      'start 0 (1 in flight)',
      'start 0 (1 in flight)',
      `start ${third!.offset} (1 in flight)`,
      `start ${second!.offset} (1 in flight)`,
    ]);
  });

  it('marks a month whose numbers failed and loads it again when asked', async () => {
    const app = await memoryApp();
    const real = app.get(RESULTS.loadResultsUseCase);
    let fail = true;
    const flaky = {
      archive: (lottery: Parameters<LoadResultsUseCase['archive']>[0], page: { offset: number; limit: number }) =>
        page.limit > 0 && fail ? Promise.reject(new Error('offline')) : real.archive(lottery, page),
    } as unknown as LoadResultsUseCase;
    const vm = new ResultsArchiveViewModel(flaky);
    await vm.load('keno');
    const key = monthKey(2026, 11);
    await vm.loadMonth(key);
    expect(vm.failedMonths.has(key)).toBe(true);
    fail = false;
    await vm.loadMonth(key);
    expect(vm.failedMonths.has(key)).toBe(false);
    expect(vm.draws.size).toBe(vm.months.get(key)?.rows.length);
  });

  it("the archive route's loader brings the list with the newest month's numbers; 404 without shows, 503 when the list fails", async () => {
    const app = await memoryApp();
    const loaded = await runLoader<ArchiveData>(archiveLoader, app.container, {}, archivePath('lotto6aus49'));
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const vm = app.get(RESULTS.resultsArchiveViewModel);
    vm.accept('lotto6aus49', loaded.data);
    expect(vm.status).toBe('ready');
    const november = vm.months.get(monthKey(2026, 11))!;
    // The newest month shows its numbers at once (on the server too) and is not asked for again.
    expect(november.rows.every((row) => vm.draws.get(row.show.id)?.drawnNumbers?.main.length === 6)).toBe(true);
    expect(vm.draws.size).toBe(november.rows.length);
    const before = vm.draws;
    await vm.loadMonth(november.key);
    expect(vm.draws).toBe(before);

    const real = app.get(RESULTS.loadResultsUseCase);
    const rebind = (archive: LoadResultsUseCase['archive']) =>
      app.container.rebind(RESULTS.loadResultsUseCase).toConstantValue({ archive } as unknown as LoadResultsUseCase);
    rebind((lottery, page) =>
      page && page.limit > 0 ? Promise.reject(new Error('offline')) : real.archive(lottery, page),
    );
    const listOnly = await runLoader<ArchiveData>(archiveLoader, app.container, {}, archivePath('lotto6aus49'));
    expect(listOnly).toMatchObject({ status: 200, data: { kind: 'ready', newest: null } });
    rebind(() => Promise.resolve({ entries: [], totalCount: 0, shows: [] }));
    expect(await runLoader(archiveLoader, app.container, {}, archivePath('keno'))).toEqual({
      status: 404,
      data: { kind: 'not_found' },
    });
    rebind(() => Promise.reject(new Error('offline')));
    const failed = await runLoader<ArchiveData>(archiveLoader, app.container, {}, archivePath('keno'));
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    vm.accept('keno', failed.data);
    expect(vm.status).toBe('error');
    expect(vm.shows).toEqual([]);
  });

  it('is a 404 when the lottery has no shows, and an error with retry when the list fails', async () => {
    const empty = {
      archive: () => Promise.resolve({ entries: [], totalCount: 0, shows: [] }),
    } as unknown as LoadResultsUseCase;
    const vm = new ResultsArchiveViewModel(empty);
    await vm.load('keno');
    expect(vm.status).toBe('not_found');
    const broken = new ResultsArchiveViewModel({
      archive: () => Promise.reject(new Error('offline')),
    } as unknown as LoadResultsUseCase);
    await broken.load('keno');
    expect(broken.status).toBe('error');
  });
});

describe('overview (/gewinnzahlen)', () => {
  it('shows every lottery with its last numbers, the next draw and the jackpot', async () => {
    const app = await memoryApp();
    const vm = app.get(RESULTS.resultsOverviewViewModel);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.lotteries.map((l) => l.lottery)).toEqual(['lotto6aus49', 'eurojackpot', 'gluecksspirale', 'keno']);
    for (const entry of vm.lotteries) {
      expect(entry.last?.drawnNumbers).not.toBeNull();
      expect(entry.next?.drawingTime).toBeDefined();
    }
    const lotto = vm.lotteries[0]!;
    expect(lotto.next?.jackpot?.fractional).toBeGreaterThanOrEqual(100_000_000);
  });

  it("the overview route's loader gives the same lotteries as plain data, and 503 with the retry when there is nothing", async () => {
    const app = await memoryApp();
    const loaded = await runLoader<ResultsOverviewData>(overviewLoader, app.container, {}, '/gewinnzahlen');
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const vm = app.get(RESULTS.resultsOverviewViewModel);
    vm.accept(loaded.data);
    expect(vm.lotteries.map((l) => l.lottery)).toEqual(['lotto6aus49', 'eurojackpot', 'gluecksspirale', 'keno']);
    const offline = () => Promise.reject(new Error('offline'));
    app.container.rebind(HOME.loadNextDrawsUseCase).toConstantValue({ execute: offline } as never);
    app.container.rebind(RESULTS.loadResultsUseCase).toConstantValue({ overview: offline } as never);
    const failed = await runLoader<ResultsOverviewData>(overviewLoader, app.container, {}, '/gewinnzahlen');
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    vm.accept(failed.data);
    expect(vm.lotteries).toEqual([]);
  });
});

describe('results routes (spec/1 §2)', () => {
  it('links add-ons to their main lottery with the identifier query', () => {
    expect(resultsLinkFor('spiel77')).toBe('/lotto/lottozahlen-quoten?identifier=spiel77');
    expect(resultsLinkFor('super6', 'ziehung-14-11-2026')).toBe(
      '/lotto/lottozahlen-quoten/ziehung-14-11-2026?identifier=super6',
    );
    expect(resultsLinkFor('plus5')).toBe('/keno/zahlen-quoten?identifier=plus5');
    expect(resultsLinkFor('gluecksspirale')).toBe('/gluecksspirale/gewinnzahlen-quoten');
    expect(resultsLinkFor('bingo')).toBeNull();
    expect(resultsPath('eurojackpot', 'ziehung-13-11-2026')).toBe('/eurojackpot/zahlen-quoten/ziehung-13-11-2026');
    expect(archivePath('keno')).toBe('/keno/zahlen-quoten/archiv');
  });

  it('names every results route, each lottery with an -archive variant', () => {
    const byPath = (x: [string, string], y: [string, string]) => x[0].localeCompare(y[0]);
    expect(pagesIn('features/results').sort(byPath)).toEqual(
      (
        [
          ['/gewinnzahlen', 'lotteryNumbers-overview'],
          ['/lotto/lottozahlen-quoten/archiv', 'lotteryNumbers-archive'],
          ['/lotto/lottozahlen-quoten/:date?', 'lotteryNumbers'],
          ['/eurojackpot/zahlen-quoten/archiv', 'lotteryNumbers-eurojackpot-archive'],
          ['/eurojackpot/zahlen-quoten/:date?', 'lotteryNumbers-eurojackpot'],
          ['/gluecksspirale/gewinnzahlen-quoten/archiv', 'lotteryNumbers-gluecksspirale-archive'],
          ['/gluecksspirale/gewinnzahlen-quoten/:date?', 'lotteryNumbers-gluecksspirale'],
          ['/keno/zahlen-quoten/archiv', 'lotteryNumbers-keno-archive'],
          ['/keno/zahlen-quoten/:date?', 'lotteryNumbers-keno'],
        ] satisfies [string, string][]
      ).sort(byPath),
    );
    // Each is a route module of the results feature (its loader, component and meta in one file).
    const modules = pageRoutes.filter((r) => r.id.startsWith('lotteryNumbers')).map((r) => r.file);
    expect(new Set(modules)).toEqual(
      new Set([
        '../features/results/results-overview.route.tsx',
        '../features/results/results-archive.route.tsx',
        '../features/results/results.route.tsx',
      ]),
    );
  });

  it('matches a path to its route name and date the way the server does (the archive before a date)', () => {
    expect(routeOf('/gewinnzahlen')).toEqual({ routeName: 'lotteryNumbers-overview', params: {} });
    expect(routeOf('/lotto/lottozahlen-quoten/archiv')).toEqual({ routeName: 'lotteryNumbers-archive', params: {} });
    expect(routeOf('/lotto/lottozahlen-quoten/ziehung-05-12-2026')).toEqual({
      routeName: 'lotteryNumbers',
      params: { date: 'ziehung-05-12-2026' },
    });
    expect(routeOf('/lotto/lottozahlen-quoten').routeName).toBe('lotteryNumbers');
    expect(routeOf('/lotto/lottozahlen-quoten').params['date']).toBeUndefined();
    for (const lottery of Object.keys(RESULTS_ROUTES) as LotteryIdentifier[]) {
      expect(routeOf(resultsPath(lottery)).routeName, lottery).toBe(RESULTS_ROUTES[lottery].name);
      expect(routeOf(resultsPath(lottery, 'ziehung-14-11-2026')), lottery).toEqual({
        routeName: RESULTS_ROUTES[lottery].name,
        params: { date: 'ziehung-14-11-2026' },
      });
      expect(routeOf(archivePath(lottery)), lottery).toEqual({ routeName: archiveRouteName(lottery), params: {} });
    }
  });
});
