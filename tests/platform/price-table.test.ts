import { describe, expect, it } from 'vitest';
import type { PriceRequestDto } from '../../adapters/http/wire/lottery-store.dto';
import type { LineItemDto } from '../../adapters/http/wire/wallet.dto';
import { euros, loginAs, orderOf, platformAt } from './platform-fixtures';

/** domain/LOTTERY-RULES.md §1 and §4, in cents; the fee is the catalogue's 0,50 € per ticket. */
const RULES = {
  lottoRow: 120,
  spiel77: 250,
  super6: 125,
  gluecksspirale: 500,
  eurojackpotRow: 200,
  plus5: 75,
  fee: 50,
};
const C = (n: number, k: number): number => (k === 0 ? 1 : (n * C(n - 1, k - 1)) / k);

interface Row {
  name: string;
  product: string;
  fields: { type: string; main: number; extra: number }[];
  tickets: string[];
  events: string[];
  repetitions: number;
  unit: 'week' | 'day';
  addons: string[];
  fieldStake: number | null;
  expectedStake: number;
}

/** A row with LOTTO's defaults (1 ticket number, Wed+Sat, weekly); each row overrides what differs. */
const ticket = (row: Partial<Row> & Pick<Row, 'name' | 'fields' | 'expectedStake'>): Row => ({
  product: 'lotto6aus49_regular',
  tickets: ['1234567'],
  events: ['wednesday', 'saturday'],
  repetitions: 1,
  unit: 'week',
  addons: [],
  fieldStake: null,
  ...row,
});
const normal = (count: number, main: number, extra = 0) =>
  Array.from({ length: count }, () => ({ type: 'normal', main, extra }));

const TABLE: Row[] = [
  ticket({
    name: 'LOTTO 4 Felder + Spiel 77 + Super 6, Mi+Sa, 2 Wochen',
    fields: normal(4, 6),
    addons: ['spiel77', 'super6'],
    repetitions: 2,
    expectedStake: (4 * RULES.lottoRow + RULES.spiel77 + RULES.super6) * 4,
  }),
  ticket({
    name: 'LOTTO 1 Feld + GlücksSpirale, Mi+Sa, 1 Woche (GlücksSpirale nur samstags)',
    fields: normal(1, 6),
    addons: ['gluecksspirale'],
    expectedStake: RULES.lottoRow * 2 + RULES.gluecksspirale,
  }),
  ticket({
    name: 'LOTTO System 008 (28 Reihen), ein Samstag',
    product: 'lotto6aus49_system',
    fields: [{ type: 'system_008', main: 8, extra: 0 }],
    events: ['saturday'],
    expectedStake: C(8, 6) * RULES.lottoRow,
  }),
  ticket({
    name: 'LOTTO System 012 (924 Reihen), Mi+Sa, 1 Woche',
    product: 'lotto6aus49_system',
    fields: [{ type: 'system_012', main: 12, extra: 0 }],
    expectedStake: C(12, 6) * RULES.lottoRow * 2,
  }),
  ticket({
    name: 'Eurojackpot 2 Felder, Di+Fr, 1 Woche',
    product: 'eurojackpot_regular',
    fields: normal(2, 5, 2),
    events: ['tuesday', 'friday'],
    expectedStake: 2 * RULES.eurojackpotRow * 2,
  }),
  ticket({
    name: 'Eurojackpot System 6+3 (18 Reihen), ein Freitag',
    product: 'eurojackpot_system',
    fields: [{ type: 'system_6_3', main: 6, extra: 3 }],
    events: ['friday'],
    expectedStake: C(6, 5) * C(3, 2) * RULES.eurojackpotRow,
  }),
  ticket({
    name: 'Eurojackpot System 10+5 (2520 Reihen), Di+Fr, 2 Wochen',
    product: 'eurojackpot_system',
    fields: [{ type: 'system_10_5', main: 10, extra: 5 }],
    events: ['tuesday', 'friday'],
    repetitions: 2,
    expectedStake: C(10, 5) * C(5, 2) * RULES.eurojackpotRow * 4,
  }),
  ticket({
    name: 'KENO Typ 6 zu 5 € + plus 5, 7 Tage',
    product: 'keno_regular',
    fields: [{ type: 'keno_type_6', main: 6, extra: 0 }],
    tickets: ['7654321'],
    events: ['daily'],
    repetitions: 7,
    unit: 'day',
    addons: ['plus5'],
    fieldStake: 500,
    expectedStake: (500 + RULES.plus5) * 7,
  }),
  ticket({
    name: 'KENO Typ 2 + Typ 10 zu je 1 €, 14 Tage',
    product: 'keno_regular',
    fields: [
      { type: 'keno_type_2', main: 2, extra: 0 },
      { type: 'keno_type_10', main: 10, extra: 0 },
    ],
    tickets: ['7654321'],
    events: ['daily'],
    repetitions: 14,
    unit: 'day',
    fieldStake: 100,
    expectedStake: 2 * 100 * 14,
  }),
  ticket({
    name: 'GlücksSpirale 3 Lose, 2 Wochen',
    product: 'gluecksspirale_regular',
    fields: [],
    tickets: ['1000001', '2000002', '3000003'],
    events: ['saturday'],
    repetitions: 2,
    expectedStake: 3 * RULES.gluecksspirale * 2,
  }),
];

function priceRequestOf(row: Row): PriceRequestDto {
  const perType = new Map<string, number>();
  for (const field of row.fields) perType.set(field.type, (perType.get(field.type) ?? 0) + 1);
  return {
    product_identifier: row.product,
    quantity: row.product === 'gluecksspirale_regular' ? row.tickets.length : 1,
    repetition_quantity: row.repetitions,
    number_fields: [...perType].map(([type, quantity]) => ({ type, quantity })),
    recurring_draw_event_identifiers: row.events,
    addon_cachables: row.addons.map((identifier) => ({ identifier, quantity: 1 })),
    repetition_frequency: { quantity: 1, unit: row.unit },
    field_stake: row.fieldStake === null ? null : euros(row.fieldStake),
  };
}

/** The line item a client sends, priced with the table's own numbers (not the platform's). */
function lineOf(row: Row, stake: number): LineItemDto {
  const total = euros(stake + RULES.fee);
  return {
    id: 'line',
    product_type: 'lottery_product_selection',
    product_identifier: row.product,
    price: total,
    product_data: {
      id: 'selection',
      product_identifier: row.product,
      price: { stake: euros(stake), total },
      ticket_numbers: row.tickets,
      // Distinct numbers per field, shifted so fields differ.
      number_fields: row.fields.map((f, i) => ({
        type_identifier: f.type,
        main_tips: Array.from({ length: f.main }, (_, n) => n + 1 + i),
        extra_tips: Array.from({ length: f.extra }, (_, n) => n + 1),
      })),
      recurring_draw_event_identifiers: row.events,
      repetition_quantity: row.repetitions,
      addon_lotteries: row.addons.map((identifier) => ({ identifier })),
      first_draw_date: null,
      repetition_frequency: { quantity: 1, unit: row.unit },
      field_stake: row.fieldStake === null ? null : euros(row.fieldStake),
      subscription: null,
    },
  };
}

describe('price table (domain/LOTTERY-RULES.md)', () => {
  it.each(TABLE.map((row) => [row.name, row] as const))('%s', (_, row) => {
    const { platform } = platformAt();
    expect(platform.price(priceRequestOf(row))).toEqual({
      stake: euros(row.expectedStake),
      total: euros(row.expectedStake + RULES.fee),
    });
    // The order check prices the same line the same way: it accepts exactly this price and nothing else.
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(() => platform.validateOrder(token, orderOf('o-1', [lineOf(row, row.expectedStake)]))).not.toThrow();
    expect(() => platform.validateOrder(token, orderOf('o-2', [lineOf(row, row.expectedStake + 1)]))).toThrow();
  });

  it('covers every product of the catalogue', () => {
    const products = new Set(TABLE.map((row) => row.product));
    expect([...products].sort()).toEqual([
      'eurojackpot_regular',
      'eurojackpot_system',
      'gluecksspirale_regular',
      'keno_regular',
      'lotto6aus49_regular',
      'lotto6aus49_system',
    ]);
  });

  it('spells out the headline example: (4×120 + 250 + 125) × 4 = 3420 stake + 50 fee', () => {
    expect(TABLE[0]?.expectedStake).toBe(3420);
  });
});
