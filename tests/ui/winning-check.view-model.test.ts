import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { RESULTS } from '../../src/features/results/results.module';
import { WINNING_CHECK } from '../../src/features/winning-check/winning-check.module';
import { tipErrorMessage, winRow } from '../../src/features/winning-check/winning-check-text';
import { loader as winningCheckLoader } from '../../src/features/winning-check/winning-check.route';
import type { TipQuery, WinningCheckData } from '../../src/features/winning-check/winning-check.view-model';
import { WINNING_CHECK_ROUTES } from '../../src/features/winning-check/winning-check-routes';
import { memoryApp } from './support/memory-app';
import { routeOf, runLoader } from './support/route-loader';
import { pagesIn } from './support/route-table';

type App = Awaited<ReturnType<typeof memoryApp>>;

async function page(app: App, lottery: 'lotto6aus49' | 'eurojackpot', query: TipQuery | null = null) {
  const answer = await runLoader<WinningCheckData>(
    winningCheckLoader,
    app.container,
    {},
    WINNING_CHECK_ROUTES[lottery].path,
  );
  const vm = app.get(WINNING_CHECK.winningCheckViewModel);
  vm.accept(answer.data, query);
  return { vm, answer };
}

const lastDraw = async (app: App, lottery: 'lotto6aus49' | 'eurojackpot'): Promise<Draw> => {
  const draw = await app.get(RESULTS.drawsGateway).lastDraw(lottery);
  if (!draw?.drawnNumbers) throw new Error('a drawn last draw expected');
  return draw;
};

describe('Gewinnabfrage (/lotto/gewinnabfrage, /eurojackpot/gewinnabfrage)', () => {
  it('routes both lotteries under their German paths to one route module', () => {
    expect(pagesIn('features/winning-check')).toEqual([
      ['/lotto/gewinnabfrage', 'winningCheck-lotto'],
      ['/eurojackpot/gewinnabfrage', 'winningCheck-eurojackpot'],
    ]);
    expect(routeOf('/lotto/gewinnabfrage')).toEqual({ routeName: 'winningCheck-lotto', params: {} });
    expect(routeOf('/eurojackpot/gewinnabfrage')).toEqual({ routeName: 'winningCheck-eurojackpot', params: {} });
  });

  it('loads the tip rules before render as plain data, and starts with one empty field', async () => {
    const { vm, answer } = await page(await memoryApp(), 'lotto6aus49');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ kind: 'ready', rules: { mainPool: 49, mainTips: 6, superNumber: true } });
    expect(vm.status).toBe('ready');
    expect(vm.fields).toEqual([{ main: [], extra: [] }]);
    expect(vm.phase).toBe('idle');
  });

  it('answers 503 with a retry when the product cannot be loaded', async () => {
    const app = await memoryApp();
    app.platform.productDefinition = () => {
      throw new Error('down');
    };
    const { vm, answer } = await page(app, 'eurojackpot');
    expect(answer).toEqual({ status: 503, data: { kind: 'error' } });
    expect(vm.status).toBe('error');
  });

  it('finds the last draw’s six numbers as "6 Richtige" on that draw’s date, with progress all the way', async () => {
    const app = await memoryApp();
    const { vm } = await page(app, 'lotto6aus49');
    const last = await lastDraw(app, 'lotto6aus49');
    for (const n of last.drawnNumbers!.main) vm.toggle(0, 'main', n);
    vm.setSuperNumber(((last.drawnNumbers!.superNumber ?? 0) + 1) % 10);
    const percents: number[] = [];
    const done = vm.submit();
    expect(vm.phase).toBe('loading');
    const watch = setInterval(() => percents.push(vm.percent), 0);
    await done;
    clearInterval(watch);
    expect(vm.phase).toBe('done');
    expect(vm.percent).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const result = vm.result!;
    expect(result.drawsChecked).toBeGreaterThan(200);
    const row = winRow(result.wins[0]!);
    expect(row).toMatchObject({ game: 'LOTTO 6aus49', winClass: 'Klasse 2: 6 Richtige', fields: '1' });
    expect(row.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(row.href).toMatch(/^\/lotto\/lottozahlen-quoten\/ziehung-\d{2}-\d{2}-\d{4}$/);
    expect(row.quota).toMatch(/^[\d.]+,\d{2}\u00a0€$/);
    expect(result.classes.find((c) => c.tier === 2)?.hits).toBeGreaterThanOrEqual(1);
  });

  it('a full field takes no more numbers; removing and adding fields keeps within the ticket’s maximum', async () => {
    const { vm } = await page(await memoryApp(), 'eurojackpot');
    for (const n of [1, 2, 3, 4, 5, 6]) vm.toggle(0, 'main', n);
    for (const n of [1, 2, 3]) vm.toggle(0, 'extra', n);
    expect(vm.fields[0]).toEqual({ main: [1, 2, 3, 4, 5], extra: [1, 2] });
    for (let i = 0; i < 10; i += 1) vm.addField();
    expect(vm.fields).toHaveLength(8);
    vm.removeField(0);
    expect(vm.fields).toHaveLength(7);
    expect(vm.fields[0]).toEqual({ main: [], extra: [] });
  });

  it('says in German what is missing, never checking an incomplete tip', async () => {
    const { vm } = await page(await memoryApp(), 'lotto6aus49');
    await vm.submit();
    expect(vm.phase).toBe('idle');
    expect(tipErrorMessage(vm.error!)).toBe('Bitte kreuzen Sie mindestens ein Tippfeld vollständig an.');
    for (const n of [1, 2, 3, 4, 5]) vm.toggle(0, 'main', n);
    await vm.submit();
    expect(vm.errorField).toBe(1);
    expect(tipErrorMessage(vm.error!)).toBe('Tippfeld 1 ist unvollständig: Es fehlt noch 1 Zahl.');
    vm.toggle(0, 'main', 6);
    await vm.submit();
    expect(tipErrorMessage(vm.error!)).toBe('Bitte wählen Sie Ihre Superzahl (0 bis 9).');
    vm.setTicketNumber('12a34');
    expect(vm.ticketNumber).toBe('1234');
    vm.setSuperNumber(4);
    await vm.submit();
    expect(tipErrorMessage(vm.error!)).toBe(
      'Die Losnummer hat 7 Ziffern. Bitte ergänzen Sie sie oder lassen Sie das Feld leer.',
    );
    vm.setTicketNumber('1234567');
    expect(vm.superNumber).toBe(7);
    vm.setSuperNumber(3);
    await vm.submit();
    expect(tipErrorMessage(vm.error!)).toBe(
      'Die Superzahl ist die letzte Ziffer der Losnummer. Ihre Losnummer endet auf 7: Bitte wählen Sie Superzahl 7 oder ändern Sie die Losnummer.',
    );
    expect(vm.result).toBeNull();
  });

  it('fills the tip from the query (Meine Zahlen, a receipt), dropping what does not fit', async () => {
    const { vm } = await page(await memoryApp(), 'eurojackpot', {
      tips: ['5,15,25,35,45:3,9', '1,2,99,x:12'],
      superNumber: '4',
      ticketNumber: '1234567',
    });
    expect(vm.fields).toEqual([
      { main: [5, 15, 25, 35, 45], extra: [3, 9] },
      { main: [1, 2], extra: [12] },
    ]);
    expect(vm.superNumber).toBeNull();
    expect(vm.ticketNumber).toBe('');
  });

  it('offers a retry when the archive cannot be loaded, and the retry checks again', async () => {
    const app = await memoryApp();
    const { vm } = await page(app, 'lotto6aus49', { tips: ['1,2,3,4,5,6'], superNumber: '1', ticketNumber: null });
    const showDraws = app.platform.showDraws.bind(app.platform);
    app.platform.showDraws = () => {
      throw new Error('down');
    };
    await vm.submit();
    expect(vm.phase).toBe('failed');
    app.platform.showDraws = showDraws;
    await vm.submit();
    expect(vm.phase).toBe('done');
    expect(vm.result?.drawsChecked).toBeGreaterThan(200);
  });
});
