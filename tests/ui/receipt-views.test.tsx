import { describe, expect, it } from 'vitest';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { ReceiptDraws } from '../../src/features/account/receipt-draws.view';
import { Balls, TicketDigits } from '../../src/features/account/receipt-numbers.view';
import { ReceiptSubscription } from '../../src/features/account/receipt-subscription.view';
import { testPlatform, VERIFIED } from '../support/demo';
import { hasClass, render, tag, tags, textOf } from './components/markup';
import { RECEIPTS } from '../../src/features/account/receipts.module';
import { SESSION } from '../../src/features/session/session.module';

async function receiptModal(which: 'won' | 'subscription') {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  await resolve(container, SESSION.sessionViewModel).login({ ...VERIFIED, longLastingSession: false });
  const page = await resolve(container, RECEIPTS.loadReceiptsUseCase).execute(
    which === 'won' ? { criteria: ['won'] } : { sortDirection: 'desc', pageLimit: 1 },
  );
  const vm = resolve(container, RECEIPTS.receiptModalViewModel);
  await vm.load(page.items[0]?.number ?? '');
  if (!vm.receipt) throw new Error('receipt expected');
  return { vm, receipt: vm.receipt };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('receipt draws', () => {
  it('marks hits by more than colour: a class, a tick and the word "Treffer"', () => {
    const html = render(<Balls numbers={[4, 9, 17]} hits={[9]} label="Tippfeld 1" />);
    const balls = tags(html, 'li');
    expect(balls.map((b) => hasClass(b, 'tw-ball--hit'))).toEqual([false, true, false]);
    expect(html).toContain('<span class="tw-visually-hidden">, Treffer</span>');
    expect(tag(html, 'ul').attrs['aria-label']).toBe('Tippfeld 1');
  });

  it('marks the matching end digits of a ticket number', () => {
    const html = render(<TicketDigits ticket="5832716" drawn="9410316" />);
    expect(html).toContain('58327<mark class="tw-digits-hit">16</mark>');
    expect(text(html)).toContain('(2 richtige Endziffern)');
    expect(render(<TicketDigits ticket="5832716" drawn="1111111" />)).not.toContain('<mark');
  });

  it('shows the winning draw with its numbers, the hits per field and the winnings per class', async () => {
    const { receipt } = await receiptModal('won');
    const html = render(<ReceiptDraws receipt={receipt} />);
    const content = text(html);
    expect(tags(html, 'li').filter((li) => li.attrs['data-testid'] === 'receipt-draw')).toHaveLength(2);
    expect(content).toContain('Superzahl: 6');
    expect(content).toContain('2 Treffer mit Superzahl');
    expect(content).toContain('Klasse 9 (2 Richtige + Superzahl) 1 6,00');
    expect(content).toContain('Klasse 6 (2 richtige Endziffern) 1 17,00');
    expect(content).toContain('In dieser Ziehung kein Gewinn.');
    expect(tags(html, 'th').map((th) => th.attrs.scope)).toEqual(['col', 'col', 'col', 'col']);
  });
});

describe('subscription in the receipt modal', () => {
  it('offers "Abo beenden" for a running Dauerschein and asks in a labelled alert dialog', async () => {
    const { vm } = await receiptModal('subscription');
    expect(text(render(<ReceiptSubscription vm={vm} />))).toContain('Abo beenden');
    vm.askStop();
    const html = render(<ReceiptSubscription vm={vm} />);
    const dialog = tag(html, 'div', { role: 'alertdialog' });
    expect(textOf(html, dialog.attrs['aria-labelledby'] ?? '')).toBe('Abo wirklich beenden?');
    expect(textOf(html, dialog.attrs['aria-describedby'] ?? '')).toContain(
      'Bereits gekaufte Ziehungen spielen weiter.',
    );
    await vm.confirmStop();
    const after = text(render(<ReceiptSubscription vm={vm} />));
    expect(after).toContain('beendet');
    expect(after).toContain('Ihr Abo ist beendet.');
    expect(after).not.toContain('Abo beenden ');
  });
});
