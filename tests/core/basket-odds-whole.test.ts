import { describe, expect, it } from 'vitest';
import { basketOdds } from '../../core/domain/basket-odds';
import { money } from '../../core/domain/money';
import { basketLine, givenQuotas, lotto, odds, SIX } from './support/basket-lines';
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
  it.each([
    [
      'LOTTO with 15 numbers (a Vollsystem goes up to 14)',
      lotto({ fields: [[[...SIX, 1, 2, 4, 5, 6, 7, 8, 9, 10], []]] }),
    ],
    ['LOTTO with an extra number', lotto({ fields: [[SIX, [1]]] })],
    [
      'LOTTO whose two fields differ in size',
      lotto({
        fields: [
          [SIX, []],
          [[...SIX, 1], []],
        ],
      }),
    ],
    ['Eurojackpot with one Eurozahl', basketLine('eurojackpot_regular', { fields: [[[1, 2, 3, 4, 5], [1]]] })],
    [
      'Eurojackpot with four numbers',
      basketLine('eurojackpot_regular', {
        fields: [
          [
            [1, 2, 3, 4],
            [1, 2],
          ],
        ],
      }),
    ],
    [
      'Eurojackpot whose two fields differ in Eurozahlen',
      basketLine('eurojackpot_regular', {
        fields: [
          [
            [1, 2, 3, 4, 5],
            [1, 2],
          ],
          [
            [1, 2, 3, 4, 5],
            [1, 2, 3],
          ],
        ],
      }),
    ],
    [
      'KENO type 11',
      basketLine('keno_regular', { fields: [[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], []]], fieldStakeCents: 100 }),
    ],
    ['KENO with an extra number', basketLine('keno_regular', { fields: [[[1, 2, 3], [4]]], fieldStakeCents: 100 })],
    ['KENO without a field stake', basketLine('keno_regular', { fields: [[[1, 2, 3], []]] })],
    ['KENO without a field', basketLine('keno_regular', { fields: [], fieldStakeCents: 100 })],
    ['GlücksSpirale without a Los', basketLine('gluecksspirale_regular', { ticketNumbers: [] })],
    ['a line without a draw', lotto({ events: [] })],
  ])('refuses %s as unsupported', (_, line) => {
    expect(basketOdds([line], {})).toEqual({ ok: false, error: { kind: 'unsupported_ticket', itemId: line.id } });
  });

  it('takes the largest Vollsystem (14) and the largest Eurojackpot system (5 + 12) and KENO type 10', () => {
    expect(basketOdds([lotto({ fields: [[[...SIX, 1, 2, 4, 5, 6, 7, 8, 9], []]] })], {}).ok).toBe(true);
    const euroSystem = basketLine('eurojackpot_regular', {
      fields: [
        [
          [1, 2, 3, 4, 5],
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        ],
      ],
    });
    expect(basketOdds([euroSystem], {}).ok).toBe(true);
    const keno10 = basketLine('keno_regular', {
      fields: [[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], []]],
      fieldStakeCents: 100,
    });
    expect(basketOdds([keno10], {}).ok).toBe(true);
  });

  it('Eurojackpot needs its own mean quotas, not LOTTO’s, and says so while they are missing', () => {
    const line = basketLine('eurojackpot_regular', {
      fields: [
        [
          [1, 2, 3, 4, 5],
          [1, 2],
        ],
      ],
    });
    const withoutOwn = odds([line], { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) });
    expect(withoutOwn.expected).toBeNull();
    expect(withoutOwn.missing).toEqual(['eurojackpot']);
    const classes = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`eurojackpot:${i + 1}`, 1000]));
    const withOwn = odds([line], { eurojackpot: givenQuotas('eurojackpot', classes) });
    expect(withOwn.missing).toEqual([]);
    expect(withOwn.expected?.fractional).toBeGreaterThan(0);
  });

  it('KENO and the GlücksSpirale need no mean quotas, even when LOTTO’s are given', () => {
    const quotas = { lotto6aus49: givenQuotas('lotto6aus49', LOTTO_MEANS) };
    const spirale = basketLine('gluecksspirale_regular', { ticketNumbers: ['1234567'] });
    expect(odds([keno, spirale], quotas).missing).toEqual([]);
    expect(odds([keno, spirale], {}).expected?.fractional).toBeGreaterThan(0);
  });

  it('an add-on never counts as the top class: Spiel 77 on a LOTTO ticket leaves the top chance as it was', () => {
    const plain = odds([lotto()]);
    const withAddon = odds([lotto({ addons: ['spiel77', 'super6'] })]);
    expect(withAddon.top).toBe(plain.top);
    expect(withAddon.win).toBeGreaterThan(plain.win);
  });

  it('a line with an unknown quota has no expected value, whatever else it plays', () => {
    // KENO and its plus 5 add-on have fixed quotas only: known at once.
    expect(odds([keno]).expected).not.toBeNull();
    // LOTTO without mean quotas stays unknown, though its Super 6 add-on has fixed quotas …
    expect(odds([lotto({ addons: ['super6'] })]).expected).toBeNull();
    // … and so does a LOTTO line whose Spiel 77 jackpot quota is unknown.
    expect(odds([lotto({ addons: ['spiel77'] })]).expected).toBeNull();
  });

  it('shows no return per euro for a free line (a voucher paid it all)', () => {
    const free = odds([{ ...keno, price: { stake: money(0), total: money(0) } }]);
    expect(free.expected?.fractional).toBeGreaterThan(0);
    expect(free.returnPerEuro).toBeNull();
  });
});
