import { describe, expect, it } from 'vitest';
import { NumberGrid } from '../../../src/ui/number-grid';
import type { NumberGridProps } from '../../../src/ui/number-grid';
import { hasClass, render, tag, tags, textOf } from './markup';

const noop = () => undefined;

function grid(props: Partial<NumberGridProps> = {}) {
  return render(
    <NumberGrid
      label="Tippfeld 1"
      poolSize={49}
      selected={[]}
      max={6}
      onToggle={noop}
      summaryText="0 von 6 Zahlen gewählt"
      {...props}
    />,
  );
}

const numberButtons = (html: string) => tags(html, 'button');
const buttonFor = (html: string, n: number) => tag(html, 'button', { 'aria-label': `Zahl ${n}` });

describe('NumberGrid', () => {
  it('renders a labelled group with one button per number of the pool', () => {
    const html = grid();
    expect(tag(html, 'div', { role: 'group' }).attrs['aria-label']).toBe('Tippfeld 1');
    const buttons = numberButtons(html);
    expect(buttons).toHaveLength(49);
    expect(buttons.map((b) => b.attrs['aria-label'])).toEqual(Array.from({ length: 49 }, (_, i) => `Zahl ${i + 1}`));
    expect(buttons.every((b) => b.attrs.type === 'button')).toBe(true);
  });

  it('renders each pool size used by the lotteries', () => {
    for (const poolSize of [12, 50, 70]) expect(numberButtons(grid({ poolSize }))).toHaveLength(poolSize);
  });

  it('marks selected numbers with aria-pressed="true" and the rest with "false"', () => {
    const html = grid({ selected: [7, 21] });
    expect(buttonFor(html, 7).attrs['aria-pressed']).toBe('true');
    expect(buttonFor(html, 21).attrs['aria-pressed']).toBe('true');
    expect(buttonFor(html, 8).attrs['aria-pressed']).toBe('false');
    expect(numberButtons(html).filter((b) => b.attrs['aria-pressed'] === 'true')).toHaveLength(2);
  });

  it('locks the unselected numbers with aria-disabled once max is reached', () => {
    const html = grid({ selected: [1, 2, 3, 4, 5, 6] });
    for (const n of [1, 6]) expect(buttonFor(html, n).attrs['aria-disabled']).toBeUndefined();
    for (const n of [7, 49]) expect(buttonFor(html, n).attrs['aria-disabled']).toBe('true');
    // Locked, not removed: they stay keyboard-reachable via the arrow keys.
    expect(buttonFor(html, 7).attrs.disabled).toBeUndefined();
  });

  it('locks nothing while numbers are still missing', () => {
    const html = grid({ selected: [1, 2, 3, 4, 5] });
    expect(numberButtons(html).some((b) => 'aria-disabled' in b.attrs)).toBe(false);
  });

  it('uses the numberLabel function for accessible names', () => {
    const html = grid({ poolSize: 12, numberLabel: (n) => `Eurozahl ${n}` });
    expect(tag(html, 'button', { 'aria-label': 'Eurozahl 12' })).toBeDefined();
  });

  it('has exactly one tab stop, on the lowest selected number', () => {
    const html = grid({ selected: [30, 12] });
    const stops = numberButtons(html).filter((b) => b.attrs.tabindex === '0');
    expect(stops.map((b) => b.attrs['aria-label'])).toEqual(['Zahl 12']);
    expect(numberButtons(html).filter((b) => b.attrs.tabindex === '-1')).toHaveLength(48);
  });

  it('puts the tab stop on the first number when nothing is selected', () => {
    expect(buttonFor(grid(), 1).attrs.tabindex).toBe('0');
  });

  it('announces the summary politely and describes the group with it', () => {
    const html = grid({ selected: [3, 9, 11], summaryText: '3 von 6 Zahlen gewählt' });
    const summary = tag(html, 'p', { 'aria-live': 'polite' });
    expect(summary.attrs.id).toBeTruthy();
    expect(textOf(html, summary.attrs.id ?? '')).toBe('3 von 6 Zahlen gewählt');
    expect(tag(html, 'div', { role: 'group' }).attrs['aria-describedby']).toBe(summary.attrs.id);
  });

  it('disables every number when the whole field is disabled', () => {
    const html = grid({ disabled: true, selected: [4] });
    expect(numberButtons(html).every((b) => 'disabled' in b.attrs)).toBe(true);
    expect(buttonFor(html, 4).attrs['aria-pressed']).toBe('true');
  });

  it('lays out by the columns prop, clamped to the supported range', () => {
    expect(hasClass(tag(grid({ columns: 10 }), 'div', { role: 'group' }), 'tw-number-grid__cells--cols-10')).toBe(true);
    expect(hasClass(tag(grid(), 'div', { role: 'group' }), 'tw-number-grid__cells--cols-7')).toBe(true);
    expect(hasClass(tag(grid({ columns: 40 }), 'div', { role: 'group' }), 'tw-number-grid__cells--cols-12')).toBe(true);
  });
});
