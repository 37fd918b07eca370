import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../src/app/container-context';
import { BASKET_ODDS } from '../../src/features/basket/basket-odds.module';
import { BasketOddsSummary, LineOddsView } from '../../src/features/basket/basket-odds.view';
import { TICKET } from '../../src/features/ticket/ticket.module';
import { render, tags } from './components/markup';
import { memoryApp } from './support/memory-app';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function basketWithLottoQuickTip() {
  const app = await memoryApp();
  const ticket = app.get(TICKET.ticketViewModel);
  await ticket.load('lotto6aus49_regular');
  ticket.quickTip({ count: 1 });
  expect(await ticket.addToBasket()).toBe(true);
  await app.basket.refresh();
  const show = (element: ReactElement) =>
    render(<ContainerProvider container={app.container}>{element}</ContainerProvider>);
  return { app, show, itemId: app.basket.items[0]!.id };
}

describe('honest odds in the basket (views)', () => {
  it('a line lists Gewinnchance, the top class and the expected value as terms and definitions, in German', async () => {
    const { show, itemId } = await basketWithLottoQuickTip();
    const html = show(<LineOddsView itemId={itemId} />);
    expect(tags(html, 'dt')).toHaveLength(3);
    expect(tags(html, 'dd')).toHaveLength(3);
    expect(text(html)).toBe(
      'Gewinnchance 1 : 31 auf irgendeinen Gewinn Chance auf den Höchstgewinn 1 : 139.838.160 Erwartungswert wird berechnet …',
    );
  });

  it('the basket box says how it computes, and how much of each euro comes back once the quotas are in', async () => {
    const { app, show } = await basketWithLottoQuickTip();
    const before = text(show(<BasketOddsSummary />));
    expect(before).toContain('Ihre Chancen mit diesem Warenkorb');
    expect(before).toContain('So rechnen wir: Die Chancen folgen aus den amtlichen Gewinnklassen');
    expect(before).toContain('Der Erwartungswert folgt, sobald die Quoten der letzten zwei Jahre geladen sind.');
    expect(tags(show(<BasketOddsSummary />), 'section')[0]?.attrs['aria-labelledby']).toBe('basket-odds-title');

    const vm = app.get(BASKET_ODDS.basketOddsViewModel);
    vm.start();
    for (let i = 0; i < 200 && vm.odds?.expected === null; i += 1) await new Promise((r) => setTimeout(r, 5));
    const after = text(show(<BasketOddsSummary />));
    // One line: its figures are on the line, the box does not repeat them.
    expect(tags(show(<BasketOddsSummary />), 'dt')).toHaveLength(0);
    const ticket = app.get(TICKET.ticketViewModel);
    await ticket.load('eurojackpot_regular');
    ticket.quickTip({ count: 1 });
    expect(await ticket.addToBasket()).toBe(true);
    await app.basket.refresh();
    for (let i = 0; i < 200 && vm.odds?.expected === null; i += 1) await new Promise((r) => setTimeout(r, 5));
    const two = show(<BasketOddsSummary />);
    vm.dispose();
    expect(tags(two, 'dt')).toHaveLength(3);
    expect(text(two)).toMatch(/Erwartungswert \d+,\d{2} €/);
    expect(after).toMatch(/den mittleren Quoten der letzten \d{3} Ziehungen\./);
    expect(after).toMatch(
      /Von jedem eingesetzten Euro \(mit Bearbeitungsgebühr\) fließen im Mittel etwa 0,\d{2} € als Gewinn zurück\./,
    );
    expect(after).not.toContain('Der Erwartungswert folgt');
  });
});
