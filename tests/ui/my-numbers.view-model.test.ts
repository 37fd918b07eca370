import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import { berlinDateOf } from '../../core/domain/draw';
import { germanDate } from '../../core/domain/results-date';
import { SHARED } from '../../src/composition/shared.tokens';
import { VERIFIED } from '../support/demo';
import { DEFAULT_RECEIPTS_FILTER } from '../../src/features/account/receipts-query';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { MY_NUMBERS } from '../../src/features/my-numbers/my-numbers.module';
import { HANDOVER_PARAM } from '../../src/features/ticket/ticket-handover.module';
import { TICKET } from '../../src/features/ticket/ticket.module';
import type { ProductIdentifier } from '../../core/domain/lottery';

type App = Awaited<ReturnType<typeof memoryApp>>;

async function ticketOn(app: App, product: ProductIdentifier, handoverPath: string | null = null) {
  const ticket = app.get(TICKET.ticketViewModel);
  await ticket.load(product);
  const id = handoverPath ? new URL(handoverPath, 'http://shop.test').searchParams.get(HANDOVER_PARAM) : null;
  if (id) ticket.begin(null, 0, id);
  return ticket;
}

describe('the ticket screen saves its numbers in Meine Zahlen', () => {
  it('proposes a name (the lottery and the Berlin day), which saves with one tap', async () => {
    const app = await memoryApp();
    const ticket = await ticketOn(app, 'lotto6aus49_regular');
    ticket.quickTip({ count: 1 });
    const dialog = app.get(MY_NUMBERS.saveTipViewModel);
    dialog.start('LOTTO 6aus49');
    // The memory app's clock: its Berlin day, as the platform's draws count it.
    const today = berlinDateOf(app.get(SHARED.clock).now().toString());
    expect(dialog.name).toBe(`LOTTO 6aus49 vom ${germanDate(today)}`);
    expect(dialog.save(ticket.config)).toBe(true);
    expect(dialog.saved?.name).toBe(`LOTTO 6aus49 vom ${germanDate(today)}`);
    // Never longer than a name may be.
    dialog.start('x'.repeat(60));
    expect([...dialog.name]).toHaveLength(40);
    expect(dialog.nameError).toBeNull();
  });

  it('asks for a name: an empty or too long one is refused in German terms, then the tip is saved', async () => {
    const app = await memoryApp();
    const ticket = await ticketOn(app, 'lotto6aus49_regular');
    const dialog = app.get(MY_NUMBERS.saveTipViewModel);

    dialog.start('LOTTO 6aus49');
    expect(dialog.save(ticket.config)).toBe(false);
    expect(dialog.error).toEqual({ kind: 'nothing_to_save' });
    expect(dialog.nameError).toBeNull();

    ticket.quickTip({ count: 2 });
    ticket.toggleAddon('spiel77');
    ticket.options.setDrawEvents(['wednesday', 'saturday']);
    dialog.setName('');
    expect(dialog.save(ticket.config)).toBe(false);
    expect(dialog.nameError).toEqual({ kind: 'name_required' });
    dialog.setName('x'.repeat(41));
    expect(dialog.nameError).toEqual({ kind: 'name_too_long', max: 40 });
    dialog.setName('Samstag und Mittwoch');
    expect(dialog.nameError).toBeNull();
    expect(dialog.save(ticket.config)).toBe(true);
    expect(dialog.open).toBe(false);
    expect(dialog.saved?.name).toBe('Samstag und Mittwoch');

    const page = app.get(MY_NUMBERS.myNumbersViewModel);
    expect(page.status).toBe('loading');
    page.load();
    expect(page.tips).toHaveLength(1);
    expect(page.tips[0]?.template).toMatchObject({
      addons: ['spiel77'],
      drawEvents: ['wednesday', 'saturday'],
      ticketNumbers: ticket.config?.ticketNumbers,
    });
    expect(page.tips[0]?.template.fields).toHaveLength(2);
  });
});

describe('the Meine Zahlen page', () => {
  async function withOneTip() {
    const app = await memoryApp();
    const ticket = await ticketOn(app, 'eurojackpot_regular');
    ticket.quickTip({ count: 1 });
    const dialog = app.get(MY_NUMBERS.saveTipViewModel);
    dialog.start('Eurojackpot');
    dialog.setName('Eurozahlen');
    expect(dialog.save(ticket.config)).toBe(true);
    const page = app.get(MY_NUMBERS.myNumbersViewModel);
    page.load();
    return { app, page, ticket, tip: page.tips[0]! };
  }

  it('renames a tip, refusing an empty name, and says so', async () => {
    const { page, tip } = await withOneTip();
    page.startRename(tip.id);
    expect(page.renameValue).toBe('Eurozahlen');
    page.setRenameValue('  ');
    expect(page.saveRename()).toBe(false);
    expect(page.renameError).toEqual({ kind: 'name_required' });
    expect(page.renamingId).toBe(tip.id);
    page.setRenameValue('Freitag');
    expect(page.saveRename()).toBe(true);
    expect(page.renamingId).toBeNull();
    expect(page.tips.map((t) => t.name)).toEqual(['Freitag']);
    expect(page.event).toEqual({ kind: 'renamed', name: 'Freitag' });
  });

  it('deletes only after the confirmation', async () => {
    const { page, tip } = await withOneTip();
    page.askDelete(tip.id);
    expect(page.confirmingDeleteId).toBe(tip.id);
    page.cancelDelete();
    expect(page.tips).toHaveLength(1);
    page.askDelete(tip.id);
    page.confirmDelete();
    expect(page.tips).toEqual([]);
    expect(page.event).toEqual({ kind: 'deleted', name: 'Eurozahlen' });
  });

  it('"Spielen" opens the ticket screen of the product filled with the tip', async () => {
    const { app, page, tip, ticket } = await withOneTip();
    const path = page.play(tip.id);
    expect(path).toMatch(/^\/eurojackpot\/normalschein\?vorlage=[\w-]+$/);
    const filled = await ticketOn(app, 'eurojackpot_regular', path);
    expect(filled.handover).toBe('filled');
    expect(filled.config?.fields[0]).toEqual(ticket.config?.fields[0]);
    expect(filled.config?.ticketNumbers).toEqual(ticket.config?.ticketNumbers);
    expect(page.play('unbekannt')).toBeNull();
  });

  it('a hand-over this tab does not know leaves a blank ticket and says so', async () => {
    const app = await memoryApp();
    const ticket = await ticketOn(app, 'lotto6aus49_regular', '/lotto/normalschein?vorlage=verloren');
    expect(ticket.handover).toBe('missing');
    expect(ticket.completeFieldCount).toBe(0);
  });
});

describe('"Erneut spielen" in the Spielhistorie', () => {
  it('opens the ticket of every receipt with its numbers, add-ons, draw days and duration, never as a Dauerschein', async () => {
    const app = await memoryApp();
    await app.session.login({ ...VERIFIED, longLastingSession: false });
    const receipts = app.get(RECEIPTS.receiptsViewModel);
    await receipts.show(DEFAULT_RECEIPTS_FILTER);
    expect(receipts.receipts.length).toBeGreaterThan(0);
    for (const receipt of receipts.receipts) {
      const path = receipts.replay(receipt);
      expect(path).toContain('?vorlage=');
      const ticket = await ticketOn(app, receipt.productIdentifier, path);
      expect(ticket.handover).toBe('filled');
      const played = ticket.config!.fields.filter((f) => f.main.length > 0);
      expect(played).toEqual(receipt.numberFields.map((f) => ({ main: f.mainTips, extra: f.extraTips })));
      expect(ticket.config).toMatchObject({
        ticketNumbers: receipt.ticketNumbers,
        addons: receipt.addonLotteries,
        drawEvents: receipt.recurringDrawEvents,
        repetitionQuantity: receipt.repetition.quantity,
        subscription: null,
      });
    }
  });
});
