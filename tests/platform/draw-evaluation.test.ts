import { describe, expect, it } from 'vitest';
import type { WagerDto } from '../../adapters/http/wire/lottery-store.dto';
import { emptyNumbers, type DrawResultRecord } from '../../mocks/platform/draws/draw-state';
import { evaluateWager } from '../../mocks/platform/draws/evaluation';

function wager(overrides: Partial<WagerDto>): WagerDto {
  return {
    id: 'w',
    field_stake: null,
    product_identifier: 'lotto6aus49_system',
    lottery_identifier: 'lotto6aus49',
    lottery_winnings: [],
    migrated_ticket: false,
    number_fields: [],
    recurring_draw_events: ['saturday'],
    special_draw_events: [],
    repetition_frequency: { quantity: 1, unit: 'week' },
    ticket_numbers: ['1234567'],
    ...overrides,
  };
}

function result(
  lottery: string,
  numbers: Partial<DrawResultRecord['drawn_numbers']>,
  quotas: Record<string, number> = {},
): DrawResultRecord {
  return {
    draw_id: `${lottery}-20260307-saturday`,
    lottery_identifier: lottery,
    drawing_time: '2026-03-07T18:25:00Z',
    drawn_numbers: { ...emptyNumbers(), ...numbers },
    addon_numbers: {},
    quotas,
    odds: [],
    settled_at: '2026-03-07T19:00:00Z',
  };
}

const tiers = (wins: ReturnType<typeof evaluateWager>) =>
  wins?.map((w) => [w.fieldType, w.tier, w.quantity, w.amountCents]);

describe('draw evaluation', () => {
  it('counts a LOTTO system 007’s rows: 3 hits + Superzahl give 4 rows in class 7 and 3 in class 9', () => {
    const system = wager({
      number_fields: [{ id: 'f', type_identifier: 'system_007', main_tips: [1, 2, 3, 10, 11, 12, 13], extra_tips: [] }],
    });
    const wins = evaluateWager(
      system,
      result('lotto6aus49', { main_numbers: [1, 2, 3, 40, 41, 42], super_number: 7 }, { '7': 2000 }),
    );
    expect(tiers(wins)).toEqual([
      ['system_007', 7, 4, 8000],
      ['system_007', 9, 3, 1800],
    ]);
  });

  it('pays nothing for 2 hits without the Superzahl', () => {
    const normal = wager({
      number_fields: [{ id: 'f', type_identifier: 'normal', main_tips: [1, 2, 20, 21, 22, 23], extra_tips: [] }],
    });
    expect(evaluateWager(normal, result('lotto6aus49', { main_numbers: [1, 2, 3, 4, 5, 6], super_number: 0 }))).toEqual(
      [],
    );
  });

  it('counts Eurojackpot system rows by main and euro hits', () => {
    // 6 + 2 system: 6 rows; 4 main hits + 2 euro hits give 2 rows of 4+2 (class 4) and 4 rows of 3+2 (class 6).
    const system = wager({
      product_identifier: 'eurojackpot_system',
      lottery_identifier: 'eurojackpot',
      number_fields: [{ id: 'f', type_identifier: 'system_6_2', main_tips: [1, 2, 3, 4, 20, 21], extra_tips: [1, 2] }],
    });
    const wins = evaluateWager(
      system,
      result('eurojackpot', { main_numbers: [1, 2, 3, 4, 50], extra_numbers: [1, 2] }, { '4': 500_000, '6': 12_000 }),
    );
    expect(tiers(wins)).toEqual([
      ['system_6_2', 4, 2, 1_000_000],
      ['system_6_2', 6, 4, 48_000],
    ]);
  });

  it('pays KENO type 10 with no hit at all (quota 2 × stake)', () => {
    const keno = wager({
      lottery_identifier: 'keno',
      product_identifier: 'keno_regular',
      field_stake: { fractional: 500, currency: 'EUR' },
      number_fields: [
        { id: 'f', type_identifier: 'keno_type_10', main_tips: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], extra_tips: [] },
      ],
    });
    const drawn = Array.from({ length: 20 }, (_, i) => 50 + i);
    expect(tiers(evaluateWager(keno, result('keno', { main_numbers: drawn })))).toEqual([['keno_type_10', 0, 1, 1000]]);
  });

  it('lets one GlücksSpirale Los win in several classes, and skips a game the draw does not play', () => {
    const los = wager({
      lottery_identifier: 'gluecksspirale',
      product_identifier: 'gluecksspirale_regular',
      ticket_numbers: ['7654321'],
    });
    const numbers = [1, 2, 3, 4, 5, 6, 7].map((tier) => ({
      tier,
      ticket_numbers:
        tier === 1 ? ['1'] : tier === 3 ? ['321'] : tier === 6 ? ['000000', '111111'] : ['9'.repeat(tier)],
    }));
    expect(tiers(evaluateWager(los, result('gluecksspirale', { ticket_numbers: numbers })))).toEqual([
      ['gluecksspirale', 1, 1, 1_000],
      ['gluecksspirale', 3, 1, 10_000],
    ]);
    expect(evaluateWager(wager({ lottery_identifier: 'super6' }), result('eurojackpot', {}))).toBeNull();
  });
});
