import { describe, expect, it } from 'vitest';
import type { Draw, DrawOdds } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import { evaluatePastWinnings } from '../../core/domain/winning-check';
import { checkTip, type CheckedTip, type TipRules } from '../../core/domain/winning-check-tip';

const LOTTO_RULES: TipRules = {
  lottery: 'lotto6aus49',
  mainPool: 49,
  mainTips: 6,
  extraPool: 0,
  extraTips: 0,
  superNumber: true,
  ticketNumberLength: 7,
  maxFields: 12,
};
const EUROJACKPOT_RULES: TipRules = {
  ...LOTTO_RULES,
  lottery: 'eurojackpot',
  mainPool: 50,
  mainTips: 5,
  extraPool: 12,
  extraTips: 2,
  superNumber: false,
  ticketNumberLength: null,
  maxFields: 8,
};

const odds = (fieldType: string, quotas: Record<number, number>, winners = 1): DrawOdds[] =>
  Object.entries(quotas).map(([tier, cents]) => ({
    fieldType,
    tier: Number(tier),
    winningsAmount: money(cents),
    winningsQuantity: cents === 0 ? 0 : winners,
  }));

/** Pool quotas: class n pays n × 1,000 € less as the class falls; class 9 the fixed 6 €. */
const LOTTO_QUOTAS = { 1: 0, 2: 50_000_000, 3: 1_000_000, 4: 500_000, 5: 20_000, 6: 5_000, 7: 2_000, 8: 1_000, 9: 600 };

function lottoDraw(
  day: string,
  main: number[],
  superNumber: number,
  tickets: [string, string] = ['1234567', '234567'],
): Draw {
  return {
    id: `lotto6aus49-${day.replaceAll('-', '')}-saturday`,
    lotteryIdentifier: 'lotto6aus49',
    drawingTime: `${day}T18:25:00Z`,
    saleStopTime: `${day}T18:00:00Z`,
    jackpot: money(1_500_000_000),
    drawnNumbers: {
      main,
      extra: [],
      superNumber,
      tickets: [
        { game: 'spiel77', tier: 1, numbers: [tickets[0]] },
        { game: 'super6', tier: 1, numbers: [tickets[1]] },
      ],
    },
    odds: [
      ...odds('normal', LOTTO_QUOTAS),
      ...odds('spiel77', { 1: 100_000_000, 2: 7_777_700, 3: 777_700, 4: 77_700, 5: 7_700, 6: 1_700, 7: 500 }),
      ...odds('super6', { 1: 10_000_000, 2: 666_600, 3: 66_600, 4: 6_600, 5: 600, 6: 250 }),
    ],
    recurringDrawEventIdentifier: 'saturday',
    stake: null,
  };
}

const tip = (fields: number[][], superNumber: number | null = 7, ticketNumber: string | null = null): CheckedTip => ({
  fields: fields.map((main) => ({ main, extra: [] })),
  superNumber,
  ticketNumber,
});

describe('evaluating a tip over the archive', () => {
  const draws = [
    lottoDraw('2026-11-07', [1, 2, 3, 4, 5, 6], 7),
    lottoDraw('2026-11-14', [1, 2, 3, 40, 41, 42], 0),
    lottoDraw('2026-11-11', [10, 20, 30, 40, 41, 42], 7),
  ];

  it('counts each class, adds each draw’s quotas in cents and lists the wins newest first', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([[1, 2, 3, 4, 5, 6]], 3), draws);
    expect(result.drawsChecked).toBe(3);
    // 07.11.: six right without the Superzahl (class 2); 14.11.: three right (class 8); 11.11.: nothing.
    expect(result.wins.map((w) => [w.drawingTime.slice(0, 10), w.game, w.tier, w.fields, w.amount.fractional])).toEqual(
      [
        ['2026-11-14', 'lotto6aus49', 8, [1], 1_000],
        ['2026-11-07', 'lotto6aus49', 2, [1], 50_000_000],
      ],
    );
    expect(result.total).toEqual(money(50_001_000));
    expect(result.classes).toHaveLength(9);
    expect(result.classes.filter((c) => c.hits > 0)).toEqual([
      { game: 'lotto6aus49', tier: 2, hits: 1 },
      { game: 'lotto6aus49', tier: 8, hits: 1 },
    ]);
  });

  it('pays a jackpot nobody won as the draw’s jackpot, and counts two fields in one class twice', () => {
    const result = evaluatePastWinnings(
      'lotto6aus49',
      tip(
        [
          [1, 2, 3, 4, 5, 6],
          [1, 2, 3, 9, 10, 11],
        ],
        7,
      ),
      [draws[0]!],
    );
    expect(result.wins.map((w) => [w.tier, w.fields, w.quota?.fractional, w.amount.fractional])).toEqual([
      [1, [1], 1_500_000_000, 1_500_000_000],
      [7, [2], 2_000, 2_000],
    ]);
    const twice = evaluatePastWinnings(
      'lotto6aus49',
      tip(
        [
          [1, 2, 3, 10, 11, 12],
          [1, 2, 3, 13, 14, 15],
        ],
        7,
      ),
      [draws[0]!],
    );
    expect(twice.wins).toHaveLength(1);
    expect(twice.wins[0]).toMatchObject({ tier: 7, fields: [1, 2], amount: money(4_000) });
    expect(twice.classes.find((c) => c.tier === 7)?.hits).toBe(2);
  });

  it('a pool class without a quota counts as hit and adds nothing', () => {
    const vacant = { ...draws[0]!, odds: odds('normal', { ...LOTTO_QUOTAS, 2: 0 }) };
    const result = evaluatePastWinnings('lotto6aus49', tip([[1, 2, 3, 4, 5, 6]], 3), [vacant]);
    expect(result.wins[0]).toMatchObject({ tier: 2, quota: null, amount: money(0) });
    expect(result.classes.find((c) => c.tier === 2)?.hits).toBe(1);
  });

  it('plays the ticket number in Spiel 77 and Super 6 at their fixed quotas', () => {
    const result = evaluatePastWinnings('lotto6aus49', tip([[30, 31, 32, 33, 34, 35]], 7, '9934567'), [draws[0]!]);
    expect(result.wins.map((w) => [w.game, w.tier, w.fields, w.amount.fractional])).toEqual([
      ['spiel77', 3, [], 777_700],
      ['super6', 2, [], 666_600],
    ]);
    expect(result.classes.map((c) => c.game)).toEqual([
      ...Array<string>(9).fill('lotto6aus49'),
      ...Array<string>(7).fill('spiel77'),
      ...Array<string>(6).fill('super6'),
    ]);
  });

  it('checks Eurojackpot fields with their Eurozahlen, skipping other lotteries and draws without numbers', () => {
    const euro: Draw = {
      ...lottoDraw('2026-11-13', [5, 15, 25, 35, 45], 0),
      id: 'eurojackpot-20261113-friday',
      lotteryIdentifier: 'eurojackpot',
      drawnNumbers: { main: [5, 15, 25, 35, 45], extra: [3, 9], superNumber: null, tickets: [] },
      odds: odds('normal', { 1: 0, 2: 90_000_000, 4: 500_000, 8: 2_000 }),
    };
    const undrawn: Draw = { ...euro, id: 'eurojackpot-20261117-tuesday', drawnNumbers: null };
    const fields = [
      { main: [5, 15, 25, 35, 45], extra: [3, 10] },
      { main: [5, 15, 1, 2, 4], extra: [3, 9] },
    ];
    const result = evaluatePastWinnings('eurojackpot', { fields, superNumber: null, ticketNumber: null }, [
      euro,
      undrawn,
      draws[0]!,
    ]);
    expect(result.drawsChecked).toBe(1);
    expect(result.wins.map((w) => [w.tier, w.fields, w.amount.fractional])).toEqual([
      [2, [1], 90_000_000],
      [8, [2], 2_000],
    ]);
    expect(result.classes).toHaveLength(12);
  });
});

describe('checking a tip before the archive is loaded', () => {
  it('keeps complete fields sorted and drops empty ones', () => {
    expect(checkTip(LOTTO_RULES, tip([[], [6, 5, 4, 3, 2, 1], []], 7, '1234567'))).toEqual({
      ok: true,
      value: tip([[1, 2, 3, 4, 5, 6]], 7, '1234567'),
    });
    expect(checkTip(LOTTO_RULES, tip([[1, 2, 3, 4, 5, 6]], 7, '  '))).toMatchObject({
      ok: true,
      value: { ticketNumber: null },
    });
  });

  it.each([
    ['no numbers at all', tip([[], []]), { kind: 'no_numbers' }],
    [
      'a field not complete',
      tip([
        [1, 2, 3, 4, 5, 6],
        [1, 2, 3],
      ]),
      { kind: 'incomplete_field', field: 2, missing: 3 },
    ],
    ['a number twice', tip([[1, 1, 2, 3, 4, 5]]), { kind: 'invalid_numbers', field: 1 }],
    ['a number outside the pool', tip([[0, 1, 2, 3, 4, 50]]), { kind: 'invalid_numbers', field: 1 }],
    ['seven numbers', tip([[1, 2, 3, 4, 5, 6, 7]]), { kind: 'invalid_numbers', field: 1 }],
    ['no Superzahl', tip([[1, 2, 3, 4, 5, 6]], null), { kind: 'missing_super_number' }],
    ['a short ticket number', tip([[1, 2, 3, 4, 5, 6]], 7, '12345'), { kind: 'invalid_ticket_number', length: 7 }],
    [
      'letters in the ticket number',
      tip([[1, 2, 3, 4, 5, 6]], 7, '12345a7'),
      { kind: 'invalid_ticket_number', length: 7 },
    ],
    [
      'a ticket number not ending in the Superzahl',
      tip([[1, 2, 3, 4, 5, 6]], 7, '1234568'),
      { kind: 'super_number_mismatch', digit: 8 },
    ],
    ['13 fields', tip(Array.from({ length: 13 }, () => [1, 2, 3, 4, 5, 6])), { kind: 'too_many_fields', max: 12 }],
  ])('refuses %s', (_, input, error) => {
    expect(checkTip(LOTTO_RULES, input)).toEqual({ ok: false, error });
  });

  it('asks Eurojackpot for both Eurozahlen and ignores a Superzahl and ticket number', () => {
    const field = (extra: number[]) => ({
      fields: [{ main: [1, 2, 3, 4, 5], extra }],
      superNumber: 4,
      ticketNumber: '1',
    });
    expect(checkTip(EUROJACKPOT_RULES, field([3]))).toEqual({
      ok: false,
      error: { kind: 'incomplete_extra', field: 1, missing: 1 },
    });
    expect(checkTip(EUROJACKPOT_RULES, field([13, 1]))).toEqual({
      ok: false,
      error: { kind: 'invalid_numbers', field: 1 },
    });
    expect(checkTip(EUROJACKPOT_RULES, field([12, 1]))).toEqual({
      ok: true,
      value: { fields: [{ main: [1, 2, 3, 4, 5], extra: [1, 12] }], superNumber: null, ticketNumber: null },
    });
  });
});
