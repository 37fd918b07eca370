import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../core/domain/money';
import { RESULTS } from '../../src/features/results/results.module';
import { BASKET_ODDS } from '../../src/features/basket/basket-odds.module';
import { formatOdds, formatPerEuro } from '../../src/features/basket/basket-odds-text';
import { TICKET } from '../../src/features/ticket/ticket.module';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import { memoryApp } from './support/memory-app';

type App = Awaited<ReturnType<typeof memoryApp>>;

async function addTicket(app: App, product: 'lotto6aus49_regular' | 'keno_regular') {
  const ticket = app.get(TICKET.ticketViewModel);
  await ticket.load(product);
  ticket.quickTip({ count: 1 });
  expect(await ticket.addToBasket()).toBe(true);
  await app.basket.refresh();
}

/** Counts the show requests and lets a test hold them back or fail them. */
function watchShows(app: App) {
  const gateway: DrawsGateway = app.get(RESULTS.drawsGateway);
  const original = gateway.showDraws.bind(gateway);
  const watch = { calls: 0, fail: false };
  gateway.showDraws = async (id: string) => {
    watch.calls += 1;
    if (watch.fail) throw new Error('down');
    return original(id);
  };
  return watch;
}

const settled = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
};

describe('honest odds in the basket (view model)', () => {
  it('shows a LOTTO quick tip’s chances at once, and its expected value once the archive’s quotas are in', async () => {
    const app = await memoryApp();
    await addTicket(app, 'lotto6aus49_regular');
    const vm = app.get(BASKET_ODDS.basketOddsViewModel);
    const item = app.basket.items[0]!;
    vm.start();
    const line = vm.line(item.id)!;
    expect(formatOdds(line.top).replace(/\u00a0/g, ' ')).toBe('1 : 139.838.160');
    expect(formatOdds(line.win).replace(/\u00a0/g, ' ')).toBe('1 : 31');
    expect(line.expected).toBeNull();
    expect(vm.gap(line)).toBe('loading');
    expect(vm.quotas.get('lotto6aus49')).toBe('loading');

    await settled(() => vm.line(item.id)?.expected !== null);
    const loaded = vm.line(item.id)!;
    expect(formatMoney(loaded.expected!)).toMatch(/^\d+,\d{2}\u00a0€$/);
    expect(vm.gap(loaded)).toBeNull();
    expect(vm.archiveDraws).toBeGreaterThan(200);
    expect(formatPerEuro(vm.odds!.returnPerEuro!)).toMatch(/^0,\d{2}\u00a0€$/);
    vm.dispose();
  });

  it('keeps the quotas per lottery: a second visit and a second LOTTO line load nothing again', async () => {
    const app = await memoryApp();
    const watch = watchShows(app);
    await addTicket(app, 'lotto6aus49_regular');
    const vm = app.get(BASKET_ODDS.basketOddsViewModel);
    vm.start();
    await settled(() => typeof vm.quotas.get('lotto6aus49') === 'object');
    const calls = watch.calls;
    expect(calls).toBeGreaterThan(200);
    vm.dispose();
    await addTicket(app, 'lotto6aus49_regular');
    vm.start();
    expect(vm.odds?.lines).toHaveLength(2);
    expect(vm.odds?.expected).not.toBeNull();
    expect(watch.calls).toBe(calls);
    vm.dispose();
  });

  it('without the archive the chances stay and the expected value says why; a KENO line needs no archive', async () => {
    const app = await memoryApp();
    const watch = watchShows(app);
    watch.fail = true;
    await addTicket(app, 'lotto6aus49_regular');
    await addTicket(app, 'keno_regular');
    const vm = app.get(BASKET_ODDS.basketOddsViewModel);
    vm.start();
    await settled(() => vm.quotas.get('lotto6aus49') === 'failed');
    const [lotto, keno] = vm.odds!.lines;
    expect(lotto?.expected).toBeNull();
    expect(vm.gap(lotto!)).toBe('failed');
    expect(vm.gap(vm.odds!)).toBe('failed');
    expect(keno?.expected).not.toBeNull();
    expect(vm.odds!.win).toBeGreaterThan(lotto!.win);

    // The next visit tries again.
    vm.dispose();
    watch.fail = false;
    vm.start();
    expect(vm.quotas.get('lotto6aus49')).toBe('loading');
    await settled(() => vm.odds?.expected !== null);
    expect(vm.odds?.expected).not.toBeNull();
    vm.dispose();
  });

  it('has nothing to show for an empty basket', async () => {
    const app = await memoryApp();
    const vm = app.get(BASKET_ODDS.basketOddsViewModel);
    vm.start();
    expect(vm.odds).toBeNull();
    expect(vm.quotas.size).toBe(0);
    vm.dispose();
  });
});
