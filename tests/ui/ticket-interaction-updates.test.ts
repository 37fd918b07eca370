import { describe, expect, it } from 'vitest';
import { reaction, when } from 'mobx';
import { memoryApp } from './support/memory-app';
import { TICKET } from '../../src/features/ticket/ticket.module';
import { LivePrice } from '../../src/features/ticket/live-price';
import type { TicketConfig } from '../../core/domain/ticket';
import type { Price } from '../../core/domain/price';
import type { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';

/** Issue 25 (interaction speed): what a change tells the views, and when the live price is asked. */
async function lottoTicket() {
  const { get } = await memoryApp();
  const ticket = get(TICKET.ticketViewModel);
  await ticket.load('lotto6aus49_regular');
  return ticket;
}

/** How often each of these values changed (MobX reactions, as observer views see them). */
function watch(values: Record<string, () => unknown>) {
  const changes: Record<string, number> = Object.fromEntries(Object.keys(values).map((name) => [name, 0]));
  const stops = Object.entries(values).map(([name, read]) => reaction(read, () => (changes[name]! += 1)));
  return { changes, stop: () => stops.forEach((stop) => stop()) };
}

describe('a ticket tells each part of the screen only about its own changes', () => {
  it('a pick changes its own field; the other fields, the caps and the options stay', async () => {
    const ticket = await lottoTicket();
    const { changes, stop } = watch({
      field1: () => ticket.fieldAt(0),
      field2: () => ticket.fieldAt(1),
      fieldCount: () => ticket.fieldCount,
      caps: () => ticket.caps,
      drawEvents: () => ticket.drawEvents,
      addons: () => ticket.addons,
      addonIssue: () => ticket.addonIssue,
      repetition: () => ticket.repetitionQuantity,
      subscription: () => ticket.subscription,
    });
    ticket.toggle(0, 'main', 7);
    ticket.toggle(0, 'main', 8);
    expect(ticket.fieldAt(0)?.main).toEqual([7, 8]);
    expect(changes).toEqual({
      field1: 2,
      field2: 0,
      fieldCount: 0,
      caps: 0,
      drawEvents: 0,
      addons: 0,
      addonIssue: 0,
      repetition: 0,
      subscription: 0,
    });

    ticket.options.setDrawEvents(['wednesday']);
    ticket.toggleAddon('gluecksspirale');
    expect(changes).toMatchObject({ field1: 2, field2: 0, drawEvents: 1, addons: 1, addonIssue: 1 });
    expect(ticket.addonIssue).toMatchObject({ kind: 'addon_without_draw', identifier: 'gluecksspirale' });

    ticket.quickTip('all');
    expect(changes).toMatchObject({ field1: 3, field2: 1, drawEvents: 1, addons: 1, addonIssue: 1 });
    expect(ticket.isComplete(1)).toBe(true);
    stop();
  });
});

describe('the live price', () => {
  const price = (total: number) => ({ total: { fractional: total } }) as unknown as Price;

  /** A price use case that answers the number of crossed main numbers, and notes what it was asked. */
  function countingPrices() {
    const asked: TicketConfig[] = [];
    const useCase = {
      execute: ({ config }: { config: TicketConfig }) => {
        asked.push(config);
        return Promise.resolve(price(config.fields.flatMap((f) => f.main).length));
      },
    } as unknown as PriceTicketUseCase;
    return { asked, useCase };
  }

  it('says at once that a price is coming, and asks once for the changes of one moment, with the newest ticket', async () => {
    const ticket = await lottoTicket();
    const { asked, useCase } = countingPrices();
    const live = new LivePrice(useCase);
    live.follow(() => ({ config: ticket.config, definition: ticket.definition }));
    expect(live.pricing).toBe(true);
    for (const n of [3, 11, 19]) ticket.toggle(0, 'main', n);
    // Nothing is asked while the change is being shown.
    expect(asked).toHaveLength(0);
    await when(() => !live.pricing, { timeout: 2000 });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.fields[0]?.main).toEqual([3, 11, 19]);
    expect(live.price?.total.fractional).toBe(3);

    ticket.toggle(0, 'main', 27);
    expect(live.pricing).toBe(true);
    await when(() => !live.pricing, { timeout: 2000 });
    expect(asked).toHaveLength(2);
    expect(live.price?.total.fractional).toBe(4);
    live.dispose();
  });

  it('asks nothing after dispose, and no longer says a price is coming', async () => {
    const ticket = await lottoTicket();
    const { asked, useCase } = countingPrices();
    const live = new LivePrice(useCase);
    live.follow(() => ({ config: ticket.config, definition: ticket.definition }));
    ticket.toggle(0, 'main', 5);
    live.dispose();
    expect(live.pricing).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(0);
    expect(live.price).toBeNull();
  });
});
