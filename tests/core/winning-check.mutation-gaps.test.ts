import { describe, expect, it } from 'vitest';
import type { Draw, DrawOdds } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import { evaluatePastWinnings } from '../../core/domain/winning-check';
import type { CheckedTip } from '../../core/domain/winning-check-tip';

const row = (fieldType: string, tier: number, cents: number, winners: number, currency = 'EUR'): DrawOdds => ({
  fieldType,
  tier,
  winningsAmount: money(cents, currency),
  winningsQuantity: winners,
});

/** A LOTTO draw of 1–6 with Superzahl 0, Spiel 77 7777777 and Super 6 666666 unless told otherwise. */
function draw(id: string, drawingTime: string, overrides: Partial<Draw> = {}): Draw {
  return {
    id,
    lotteryIdentifier: 'lotto6aus49',
    drawingTime,
    saleStopTime: drawingTime,
    jackpot: money(1_000_000_000),
    drawnNumbers: {
      main: [1, 2, 3, 4, 5, 6],
      extra: [],
      superNumber: 0,
      tickets: [
        { game: 'spiel77', tier: 1, numbers: ['7777777'] },
        { game: 'super6', tier: 1, numbers: ['666666'] },
      ],
    },
    odds: [
      row('normal', 1, 0, 0),
      row('normal', 3, 1_000_000, 2),
      row('normal', 5, 20_000, 10),
      row('normal', 9, 600, 100),
      row('spiel77', 1, 0, 0),
      row('spiel77', 7, 500, 9),
      row('super6', 6, 250, 9),
    ],
    recurringDrawEventIdentifier: 'saturday',
    stake: null,
    ...overrides,
  };
}

const tip = (fields: number[][], superNumber: number | null, ticketNumber: string | null = null): CheckedTip => ({
  fields: fields.map((main) => ({ main, extra: [] })),
  superNumber,
  ticketNumber,
});

/** Class 9: two hits and the Superzahl. */
const CLASS_9 = [1, 2, 40, 41, 42, 43];
/** Class 3: five hits and the Superzahl. */
const CLASS_3 = [1, 2, 3, 4, 5, 49];
/** Class 5: four hits and the Superzahl. */
const CLASS_5 = [1, 2, 3, 4, 48, 49];

describe('evaluatePastWinnings: quotas', () => {
  it('a fixed quota counts although the draw reports no winners in its class', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), [
      draw('d', '2026-01-03T18:25:00Z', { odds: [row('normal', 9, 600, 0)] }),
    ]);
    expect(result.wins.map((w) => [w.tier, w.quota])).toEqual([[9, money(600)]]);
    expect(result.total).toEqual(money(600));
  });

  it('a class with winners but no amount yet has a quota of 0', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([CLASS_3], 0), [
      draw('d', '2026-01-03T18:25:00Z', { odds: [row('normal', 3, 0, 4)] }),
    ]);
    expect(result.wins.map((w) => w.quota)).toEqual([money(0)]);
  });

  it('Spiel 77’s class 1 nobody won is no jackpot of LOTTO’s', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([[40, 41, 42, 43, 44, 45]], 0, '7777777'), [
      draw('d', '2026-01-03T18:25:00Z'),
    ]);
    expect(result.wins.map((w) => [w.game, w.tier, w.quota])).toEqual([['spiel77', 1, null]]);
    expect(result.total).toEqual(money(0));
  });

  it('Super 6’s class 1 nobody won is none either', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([[40, 41, 42, 43, 44, 45]], 0, '1666666'), [
      draw('d', '2026-01-03T18:25:00Z', { odds: [row('super6', 1, 0, 0)] }),
    ]);
    expect(result.wins.map((w) => [w.game, w.tier, w.quota])).toEqual([['super6', 1, null]]);
  });
});

describe('evaluatePastWinnings: ticket games', () => {
  it('no ticket win when the ticket number matches no end digit', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([[40, 41, 42, 43, 44, 45]], 0, '1234560'), [
      draw('d', '2026-01-03T18:25:00Z'),
    ]);
    expect(result.wins).toEqual([]);
  });

  it('a draw without Super 6 numbers plays Spiel 77 only, and one without any ticket numbers neither', () => {
    const spiel77Only = draw('a', '2026-01-03T18:25:00Z', {
      drawnNumbers: {
        main: [1, 2, 3, 4, 5, 6],
        extra: [],
        superNumber: 0,
        tickets: [{ game: 'spiel77', tier: 1, numbers: ['1234567'] }],
      },
    });
    const none = draw('b', '2026-01-10T18:25:00Z', {
      drawnNumbers: { main: [1, 2, 3, 4, 5, 6], extra: [], superNumber: 0, tickets: [] },
    });
    // The ticket number ends like Spiel 77's number in all seven digits.
    const result = evaluatePastWinnings('lotto6aus49', tip([[40, 41, 42, 43, 44, 45]], 0, '1234567'), [
      spiel77Only,
      none,
    ]);
    expect(result.wins.map((w) => [w.drawId, w.game, w.tier])).toEqual([['a', 'spiel77', 1]]);
  });

  it('Eurojackpot has no ticket games, whatever the tip says', () => {
    const ej = draw('e', '2026-01-02T19:00:00Z', {
      lotteryIdentifier: 'eurojackpot',
      drawnNumbers: { main: [1, 2, 3, 4, 5], extra: [1, 2], superNumber: null, tickets: [] },
      odds: [],
    });
    const result = evaluatePastWinnings(
      'eurojackpot',
      { fields: [{ main: [1, 2, 3, 4, 5], extra: [1, 2] }], superNumber: null, ticketNumber: '1234567' },
      [ej],
    );
    expect(new Set(result.classes.map((c) => c.game))).toEqual(new Set(['eurojackpot']));
  });
});

describe('evaluatePastWinnings: the summary', () => {
  const draws = [
    draw('mid', '2026-01-10T18:25:00Z'),
    draw('first', '2026-01-03T18:25:00Z'),
    draw('last', '2026-01-17T18:25:00Z'),
  ];

  it('the period runs from the earliest to the latest draw, whatever their order', () => {
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), draws).period).toEqual({
      from: '2026-01-03T18:25:00Z',
      to: '2026-01-17T18:25:00Z',
    });
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), [...draws].reverse()).period).toEqual({
      from: '2026-01-03T18:25:00Z',
      to: '2026-01-17T18:25:00Z',
    });
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), [draws[0]!]).period).toEqual({
      from: '2026-01-10T18:25:00Z',
      to: '2026-01-10T18:25:00Z',
    });
  });

  it('no period without a draw checked', () => {
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), []).period).toBeNull();
  });

  it('counts hits per class', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([CLASS_3, CLASS_5, CLASS_5], 0), [draws[0]!]);
    const hits = Object.fromEntries(result.classes.map((c) => [`${c.game}:${c.tier}`, c.hits]));
    expect(hits['lotto6aus49:3']).toBe(1);
    expect(hits['lotto6aus49:5']).toBe(2);
    expect(hits['lotto6aus49:9']).toBe(0);
  });

  it('adds up the hits of a class over the draws', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), draws);
    expect(result.classes.find((c) => c.game === 'lotto6aus49' && c.tier === 9)?.hits).toBe(3);
  });

  it('lists a draw’s wins by game (the lottery, Spiel 77, Super 6), then by class', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([CLASS_9, CLASS_5, CLASS_3], 0, '0000006'), [draws[0]!]);
    expect(result.wins.map((w) => [w.game, w.tier])).toEqual([
      ['lotto6aus49', 3],
      ['lotto6aus49', 5],
      ['lotto6aus49', 9],
      ['super6', 6],
    ]);
    const spiel = evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0, '0000007'), [draws[0]!]);
    expect(spiel.wins.map((w) => [w.game, w.tier])).toEqual([
      ['lotto6aus49', 9],
      ['spiel77', 7],
    ]);
  });

  it('amounts in the currency of the draws’ jackpots, EUR without any jackpot', () => {
    const chf = [
      draw('a', '2026-01-03T18:25:00Z', { jackpot: null, odds: [row('normal', 9, 600, 1, 'CHF')] }),
      draw('b', '2026-01-10T18:25:00Z', { jackpot: money(5, 'CHF'), odds: [row('normal', 9, 600, 1, 'CHF')] }),
    ];
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), chf).total).toEqual(money(1200, 'CHF'));
    const noJackpot = chf.map((d) => ({ ...d, jackpot: null }));
    expect(evaluatePastWinnings('lotto6aus49', tip([CLASS_9], 0), noJackpot).total.currency).toBe('EUR');
  });
});
