import { describe, expect, it } from 'vitest';
import { basketOdds } from '../../core/domain/basket-odds';
import { basketLine, givenQuotas, lotto, odds } from './support/basket-lines';
import { LOTTO_MEANS } from './support/exact-odds';

describe('honest odds of the whole basket', () => {
  const keno = basketLine('keno_regular', {
    id: 'keno',
    fields: [[[1, 2, 3, 4, 5, 6], []]],
    addons: ['plus5'],
    events: ['daily'],
    fieldStakeCents: 500,
    totalCents: 625,
  });

  it('combines the lines: any win 1 − Π(1 − p), expected values and prices add up', () => {
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    const both = odds([lotto({ totalCents: 170 }), keno], quotas);
    const [a, b] = both.lines;
    expect(both.win).toBeCloseTo(1 - (1 - a!.win) * (1 - b!.win), 15);
    expect(both.top).toBeCloseTo(1 - (1 - a!.top) * (1 - b!.top), 15);
    expect(Math.abs(both.expected!.fractional - a!.expected!.fractional - b!.expected!.fractional)).toBeLessThanOrEqual(
      1,
    );
    expect(both.paid.fractional).toBe(795);
    expect(both.returnPerEuro).toBeCloseTo(both.expected!.fractional / 795, 2);
  });

  it('has no expected value while LOTTO’s mean quotas are missing, and says which; KENO’s is there at once', () => {
    const both = odds([lotto(), keno]);
    expect(both.expected).toBeNull();
    expect(both.returnPerEuro).toBeNull();
    expect(both.missing).toEqual(['lotto6aus49']);
    expect(both.lines[0]?.expected).toBeNull();
    expect(both.lines[1]?.expected?.fractional).toBeGreaterThan(0);
    expect(both.lines[1]?.missing).toEqual([]);
    expect(both.win).toBeGreaterThan(0);
  });

  it('refuses a line whose numbers fit no game', () => {
    const broken = lotto({ fields: [[[1, 2, 3, 4, 5], []]] });
    expect(basketOdds([broken], {})).toEqual({ ok: false, error: { kind: 'unsupported_ticket', itemId: broken.id } });
  });
});
