import { describe, expect, it } from 'vitest';
import type { Draw } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import { DrawNumbers } from '../../src/features/results/draw-numbers.view';
import { QuotasTable } from '../../src/features/results/quotas-table.view';
import { quotaSections } from '../../src/features/results/results-text';
import { render, tag, tags } from './components/markup';

const draw: Draw = {
  id: 'lotto6aus49-20261114-saturday',
  lotteryIdentifier: 'lotto6aus49',
  drawingTime: '2026-11-14T18:25:00Z',
  saleStopTime: '2026-11-14T18:00:00Z',
  jackpot: money(1_470_000_000),
  drawnNumbers: {
    main: [49, 3, 17, 12, 25, 31],
    extra: [],
    superNumber: 7,
    tickets: [
      { game: 'spiel77', tier: 1, numbers: ['0090864'] },
      { game: 'super6', tier: 1, numbers: ['704615'] },
    ],
  },
  odds: [
    { fieldType: 'normal', tier: 1, winningsAmount: money(1_470_000_000), winningsQuantity: 0 },
    { fieldType: 'normal', tier: 9, winningsAmount: money(600), winningsQuantity: 1_234_567 },
    { fieldType: 'spiel77', tier: 7, winningsAmount: money(500), winningsQuantity: 80_000 },
  ],
  recurringDrawEventIdentifier: 'saturday',
  stake: null,
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('results components', () => {
  it('renders the numbers ascending as a named list, the Superzahl under its own label, and ticket numbers readable as one number', () => {
    const html = render(<DrawNumbers lottery="lotto6aus49" draw={draw} focus={null} />);
    const lists = tags(html, 'ul').map((t) => t.attrs['aria-label']);
    expect(lists).toEqual(['Gewinnzahlen LOTTO 6aus49', 'Superzahl']);
    expect(text(html)).toContain('3 12 17 25 31 49 Superzahl 7');
    expect(tag(html, 'span', { role: 'img', 'aria-label': 'Spiel 77: 0090864' })).toBeDefined();
    expect(tag(html, 'span', { role: 'img', 'aria-label': 'Super 6: 704615' })).toBeDefined();
    expect(html).not.toContain('data-focused');
  });

  it('marks the focused add-on in words, not only by colour', () => {
    const html = render(<DrawNumbers lottery="lotto6aus49" draw={draw} focus="super6" />);
    expect(tag(html, 'section', { 'data-testid': 'results-game-super6' }).attrs['data-focused']).toBe('true');
    expect(text(html)).toContain('Hervorgehoben: Super 6');
  });

  it('renders a quota table with caption, column headers and the class as row header', () => {
    const [lotto] = quotaSections('lotto6aus49', draw);
    const html = render(<QuotasTable section={lotto!} date="14.11.2026" focused={false} />);
    expect(html).toContain('<caption>Quoten LOTTO 6aus49 vom 14.11.2026</caption>');
    expect(tags(html, 'th').filter((t) => t.attrs.scope === 'col')).toHaveLength(4);
    expect(tags(html, 'th').filter((t) => t.attrs.scope === 'row')).toHaveLength(2);
    expect(text(html)).toContain('1 6 Richtige + Superzahl 0 unbesetzt – Jackpot');
    // text() folds the no-break space before € into a space.
    expect(text(html)).toContain('9 2 Richtige + Superzahl 1.234.567 6,00 €');
  });
});
