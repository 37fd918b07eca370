import { describe, expect, it } from 'vitest';
import { FrequencyChart } from '../../src/features/statistics/frequency-chart.view';
import { STATISTICS_ROUTES } from '../../src/features/statistics/statistics-routes';
import { FrequencyTable, PairsTable } from '../../src/features/statistics/statistics-tables.view';
import { chartLabel, frequencyRow, pairText, poolName } from '../../src/features/statistics/statistics-text';
import { STATISTICS } from '../../src/features/statistics/statistics.module';
import { loader as statisticsLoader } from '../../src/features/statistics/statistics.route';
import type { StatisticsData } from '../../src/features/statistics/statistics.view-model';
import { render, tag, tags } from './components/markup';
import { memoryApp } from './support/memory-app';
import { routeOf, runLoader } from './support/route-loader';
import { pagesIn } from './support/route-table';

type App = Awaited<ReturnType<typeof memoryApp>>;

async function page(app: App, lottery: 'lotto6aus49' | 'eurojackpot') {
  const answer = await runLoader<StatisticsData>(statisticsLoader, app.container, {}, STATISTICS_ROUTES[lottery].path);
  const vm = app.get(STATISTICS.statisticsViewModel);
  vm.accept(answer.data);
  return { vm, answer };
}

describe('Zahlenstatistik (/lotto/statistik, /eurojackpot/statistik)', () => {
  it('routes both lotteries under their German paths to one route module', () => {
    expect(pagesIn('features/statistics')).toEqual([
      ['/lotto/statistik', 'statistics-lotto'],
      ['/eurojackpot/statistik', 'statistics-eurojackpot'],
    ]);
    expect(routeOf('/lotto/statistik')).toEqual({ routeName: 'statistics-lotto', params: {} });
    expect(routeOf('/eurojackpot/statistik')).toEqual({ routeName: 'statistics-eurojackpot', params: {} });
  });

  it('loads the statistics of the whole archive before render, as plain data (status 200)', async () => {
    const { vm, answer } = await page(await memoryApp(), 'lotto6aus49');
    expect(answer.status).toBe(200);
    expect(answer.data.kind).toBe('ready');
    expect(vm.status).toBe('ready');
    const draws = vm.statistics!.draws;
    expect(draws).toBeGreaterThan(200);
    expect(vm.main!.rows).toHaveLength(49);
    expect(vm.main!.rows.reduce((sum, r) => sum + r.count, 0)).toBe(6 * draws);
    expect(vm.extra!.rows.map((r) => r.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(vm.main!.expected).toBeCloseTo((draws * 6) / 49);
    expect(vm.main!.maxCount).toBe(Math.max(...vm.main!.rows.map((r) => r.count)));
    expect(vm.main!.most!.count).toBe(vm.main!.maxCount);
    expect(vm.main!.least!.numbers.every((n) => vm.main!.rows[n - 1]!.count === vm.main!.least!.count)).toBe(true);
  });

  it('answers 503 with a retry when the archive cannot be loaded', async () => {
    const app = await memoryApp();
    // Down altogether: the newest show cannot be asked either (the server keeps its statistics per
    // newest show for every test of this worker, so a failing show alone may not be asked at all).
    app.platform.pastDrawDates = () => {
      throw new Error('down');
    };
    app.platform.showDraws = () => {
      throw new Error('down');
    };
    const { vm, answer } = await page(app, 'eurojackpot');
    expect(answer).toEqual({ status: 503, data: { kind: 'error' } });
    expect(vm.status).toBe('error');
  });

  it('names the pools and says in the chart’s label what it shows, in German', async () => {
    const { vm } = await page(await memoryApp(), 'eurojackpot');
    const extra = poolName('eurojackpot', 'extra', vm.extra!);
    expect(poolName('eurojackpot', 'main', vm.main!)).toBe('Gewinnzahlen 1 bis 50');
    expect(extra).toBe('Eurozahlen 1 bis 12');
    const label = chartLabel(extra, vm.extra!, vm.statistics!.draws);
    expect(label).toMatch(
      /^Balkendiagramm „Eurozahlen 1 bis 12“: wie oft jede Zahl in \d+ Ziehungen gezogen wurde\. Am häufigsten: [\d, und]+ \(\d+-mal\), am seltensten: [\d, und]+ \(\d+-mal\); gleichmäßig verteilt wären es je [\d,]+-mal\./,
    );
  });

  it('renders the chart as one labelled image with a bar per number, and the table with every number', async () => {
    const { vm } = await page(await memoryApp(), 'lotto6aus49');
    const svg = render(<FrequencyChart view={vm.main!} label="Diagramm" testId="chart" />);
    expect(tag(svg, 'svg', { role: 'img', 'aria-label': 'Diagramm' })).toBeDefined();
    expect(tags(svg, 'rect')).toHaveLength(49);
    const table = render(<FrequencyTable view={vm.main!} pool="Gewinnzahlen 1 bis 49" testId="table" />);
    expect(tags(table, 'th').filter((t) => t.attrs.scope === 'row')).toHaveLength(49);
    expect(tags(table, 'th').filter((t) => t.attrs.scope === 'col')).toHaveLength(4);
    expect(table).toContain('<caption>Gewinnzahlen 1 bis 49: wie oft gezogen, wann zuletzt</caption>');
    const pairs = render(<PairsTable pairs={vm.statistics!.pairs} />);
    expect(tags(pairs, 'th').filter((t) => t.attrs.scope === 'row')).toHaveLength(10);
  });

  it('formats a row with the Berlin date (TT.MM.JJJJ) and draws since; a number never drawn says so', () => {
    expect(frequencyRow({ number: 7, count: 31, lastDrawnAt: '2026-11-14T23:30:00Z', drawsAgo: 0 })).toEqual({
      number: 7,
      count: 31,
      lastDrawn: '15.11.2026',
      drawsAgo: '0',
    });
    expect(frequencyRow({ number: 8, count: 0, lastDrawnAt: null, drawsAgo: null })).toMatchObject({
      lastDrawn: 'nie',
      drawsAgo: '–',
    });
    expect(pairText({ first: 3, second: 17, count: 5 })).toBe('3 und 17');
  });
});
