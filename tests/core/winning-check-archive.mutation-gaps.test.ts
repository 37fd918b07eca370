import { describe, expect, it } from 'vitest';
import type { Draw, DrawOdds } from '../../core/domain/draw';
import { money } from '../../core/domain/money';
import { CHECKED_FIELD_TYPES, packArchive, unpackArchive } from '../../core/domain/winning-check-archive';

const odds = (fieldType: string, tier: number, cents: number, quantity: number, currency = 'EUR'): DrawOdds => ({
  fieldType,
  tier,
  winningsAmount: money(cents, currency),
  winningsQuantity: quantity,
});

const LOTTO_DRAW: Draw = {
  id: 'lotto-1',
  lotteryIdentifier: 'lotto6aus49',
  drawingTime: '2026-01-03T18:25:00Z',
  saleStopTime: '2026-01-03T17:00:00Z',
  jackpot: money(1_500_000_000),
  drawnNumbers: {
    main: [3, 11, 21, 31, 40, 49],
    extra: [],
    superNumber: 7,
    tickets: [
      { game: 'super6', tier: 1, numbers: ['654321'] },
      { game: 'spiel77', tier: 1, numbers: ['7654321'] },
      { game: 'gluecksspirale', tier: 1, numbers: ['1'] },
    ],
  },
  odds: [
    odds('normal', 1, 0, 0),
    odds('normal', 3, 1_234_500, 12),
    odds('normal', 9, 600, 0),
    odds('normal', 8, 0, 3),
    odds('spiel77', 1, 0, 0),
    odds('super6', 6, 250, 40),
    odds('gluecksspirale', 7, 1_000_000, 1),
  ],
  recurringDrawEventIdentifier: 'saturday',
  stake: null,
};

const EUROJACKPOT_DRAW: Draw = {
  ...LOTTO_DRAW,
  id: 'ej-1',
  lotteryIdentifier: 'eurojackpot',
  jackpot: null,
  drawnNumbers: { main: [5, 15, 25, 35, 50], extra: [3, 12], superNumber: null, tickets: [] },
  odds: [odds('normal', 12, 1000, 100_000)],
};

describe('packArchive', () => {
  it('keeps what the Gewinnabfrage reads: numbers, ticket games, jackpot and the classes paid or won', () => {
    expect(CHECKED_FIELD_TYPES).toEqual(['normal', 'spiel77', 'super6']);
    expect(packArchive('lotto6aus49', [LOTTO_DRAW])).toEqual({
      lottery: 'lotto6aus49',
      currency: 'EUR',
      draws: [
        {
          id: 'lotto-1',
          at: '2026-01-03T18:25:00Z',
          main: [3, 11, 21, 31, 40, 49],
          extra: [],
          superNumber: 7,
          tickets: { spiel77: '7654321', super6: '654321' },
          jackpotCents: 1_500_000_000,
          classes: [
            ['normal', 3, 1_234_500, 12],
            ['normal', 9, 600, 0],
            ['normal', 8, 0, 3],
            ['super6', 6, 250, 40],
          ],
        },
      ],
    });
  });

  it('leaves out other lotteries’ and undrawn draws, keeps the order; null without a drawn draw', () => {
    const undrawn = { ...LOTTO_DRAW, id: 'lotto-next', drawnNumbers: null };
    const second = { ...LOTTO_DRAW, id: 'lotto-0', jackpot: null };
    const packed = packArchive('lotto6aus49', [LOTTO_DRAW, EUROJACKPOT_DRAW, undrawn, second]);
    expect(packed?.draws.map((d) => d.id)).toEqual(['lotto-1', 'lotto-0']);
    expect(packed?.draws[1]?.jackpotCents).toBeNull();
    expect(packArchive('lotto6aus49', [undrawn, EUROJACKPOT_DRAW])).toBeNull();
    expect(packArchive('eurojackpot', [])).toBeNull();
  });

  it('takes the currency of a jackpot, else of the first draw’s first class, else EUR', () => {
    const chf = { ...LOTTO_DRAW, jackpot: null, odds: [odds('normal', 2, 100, 1, 'CHF')] };
    const jackpotInUsd = { ...LOTTO_DRAW, id: 'x', jackpot: money(1, 'USD'), odds: [] };
    expect(packArchive('lotto6aus49', [chf, jackpotInUsd])?.currency).toBe('USD');
    expect(packArchive('lotto6aus49', [chf])?.currency).toBe('CHF');
    expect(packArchive('lotto6aus49', [{ ...chf, odds: [] }])?.currency).toBe('EUR');
  });

  it('a draw without ticket games has none', () => {
    expect(packArchive('eurojackpot', [EUROJACKPOT_DRAW])?.draws[0]?.tickets).toEqual({});
  });
});

describe('unpackArchive', () => {
  it('gives back the draws as the check reads them, through JSON', () => {
    const packed = packArchive('lotto6aus49', [LOTTO_DRAW])!;
    const [draw] = unpackArchive(JSON.parse(JSON.stringify(packed)) as typeof packed);
    expect(draw).toEqual({
      id: 'lotto-1',
      lotteryIdentifier: 'lotto6aus49',
      drawingTime: '2026-01-03T18:25:00Z',
      jackpot: money(1_500_000_000),
      drawnNumbers: {
        main: [3, 11, 21, 31, 40, 49],
        extra: [],
        superNumber: 7,
        tickets: [
          { game: 'spiel77', tier: 1, numbers: ['7654321'] },
          { game: 'super6', tier: 1, numbers: ['654321'] },
        ],
      },
      odds: [
        odds('normal', 3, 1_234_500, 12),
        odds('normal', 9, 600, 0),
        odds('normal', 8, 0, 3),
        odds('super6', 6, 250, 40),
      ],
    });
  });

  it('amounts in the archive’s currency, no jackpot where there was none', () => {
    const [draw] = unpackArchive({
      lottery: 'eurojackpot',
      currency: 'CHF',
      draws: [
        {
          id: 'e',
          at: '2026-01-02T19:00:00Z',
          main: [1],
          extra: [2],
          superNumber: null,
          tickets: {},
          jackpotCents: null,
          classes: [['normal', 2, 500, 1]],
        },
      ],
    });
    expect(draw?.jackpot).toBeNull();
    expect(draw?.odds).toEqual([odds('normal', 2, 500, 1, 'CHF')]);
    expect(draw?.drawnNumbers?.tickets).toEqual([]);
    expect(unpackArchive({ lottery: 'eurojackpot', currency: 'EUR', draws: [] })).toEqual([]);
  });
});
