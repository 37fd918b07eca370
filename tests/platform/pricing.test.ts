import { describe, expect, it } from 'vitest';
import { euros, platformAt, platformError, priceRequest } from './platform-fixtures';

const price = (overrides: Parameters<typeof priceRequest>[0]) => platformAt().platform.price(priceRequest(overrides));
const rejection = (overrides: Parameters<typeof priceRequest>[0]) => platformError(() => price(overrides));

describe('POST /price', () => {
  it('prices LOTTO 2 fields + Spiel 77 + Super 6, Wed and Sat for one week: (2×1,20 + 2,50 + 1,25) × 2 + 0,50', () => {
    const result = price({
      number_fields: [{ type: 'normal', quantity: 2 }],
      addon_cachables: [
        { identifier: 'spiel77', quantity: 1 },
        { identifier: 'super6', quantity: 1 },
      ],
    });
    expect(result).toEqual({ stake: euros(1230), total: euros(1280) });
  });

  it('multiplies by the weeks and charges the fee once per ticket', () => {
    const result = price({
      number_fields: [{ type: 'normal', quantity: 1 }],
      recurring_draw_event_identifiers: ['saturday'],
      repetition_quantity: 4,
    });
    expect(result).toEqual({ stake: euros(480), total: euros(530) });
  });

  it('prices the GlücksSpirale add-on per draw', () => {
    const result = price({
      recurring_draw_event_identifiers: ['saturday'],
      repetition_quantity: 2,
      addon_cachables: [{ identifier: 'gluecksspirale', quantity: 1 }],
    });
    expect(result.stake).toEqual(euros((120 + 500) * 2));
  });

  it('prices KENO type 5 at 2 € for 3 days, with and without plus 5', () => {
    const keno = {
      product_identifier: 'keno_regular',
      number_fields: [{ type: 'keno_type_5', quantity: 1 }],
      recurring_draw_event_identifiers: ['daily'],
      repetition_quantity: 3,
      repetition_frequency: { quantity: 1, unit: 'day' as const },
      field_stake: euros(200),
    };
    expect(price(keno)).toEqual({ stake: euros(600), total: euros(650) });
    expect(price({ ...keno, addon_cachables: [{ identifier: 'plus5', quantity: 1 }] })).toEqual({
      stake: euros(825),
      total: euros(875),
    });
  });

  it('prices a Eurojackpot system 6+2 as 6 rows of 2 €', () => {
    const result = price({
      product_identifier: 'eurojackpot_system',
      number_fields: [{ type: 'system_6_2', quantity: 1 }],
      recurring_draw_event_identifiers: ['tuesday', 'friday'],
    });
    expect(result).toEqual({ stake: euros(2 * 6 * 200), total: euros(2450) });
  });

  it('prices a LOTTO system 008 as 28 rows of 1,20 €', () => {
    const result = price({
      product_identifier: 'lotto6aus49_system',
      number_fields: [{ type: 'system_008', quantity: 1 }],
      recurring_draw_event_identifiers: ['wednesday'],
    });
    expect(result).toEqual({ stake: euros(28 * 120), total: euros(3410) });
  });

  it('prices the largest LOTTO system 012 (924 rows) in whole cents', () => {
    const result = price({
      product_identifier: 'lotto6aus49_system',
      number_fields: [{ type: 'system_012', quantity: 1 }],
      recurring_draw_event_identifiers: ['saturday'],
    });
    expect(result.stake.fractional).toBe(110_880);
  });

  it('prices GlücksSpirale by the number of Lose', () => {
    const result = price({
      product_identifier: 'gluecksspirale_regular',
      quantity: 3,
      number_fields: [],
      recurring_draw_event_identifiers: ['saturday'],
      repetition_quantity: 2,
    });
    expect(result).toEqual({ stake: euros(3 * 500 * 2), total: euros(3050) });
  });

  it.each([
    ['an unknown product', { product_identifier: 'lotto7aus49_regular' }, 'product_identifier'],
    ['no fields', { number_fields: [] }, 'number_fields'],
    ['too many fields', { number_fields: [{ type: 'normal', quantity: 13 }] }, 'number_fields'],
    ['an unknown field type', { number_fields: [{ type: 'system_008', quantity: 1 }] }, 'number_fields'],
    ['an unknown draw event', { recurring_draw_event_identifiers: ['sunday'] }, 'recurring_draw_event_identifiers'],
    ['no draw event', { recurring_draw_event_identifiers: [] }, 'recurring_draw_event_identifiers'],
    ['an add-on of another lottery', { addon_cachables: [{ identifier: 'plus5', quantity: 1 }] }, 'addon_cachables'],
    ['a repetition not offered', { repetition_quantity: 11 }, 'repetition_quantity'],
    [
      'a daily repetition for LOTTO',
      { repetition_frequency: { quantity: 1, unit: 'day' as const } },
      'repetition_frequency',
    ],
    ['a field stake for LOTTO', { field_stake: euros(200) }, 'field_stake'],
    [
      'KENO without field stake',
      {
        product_identifier: 'keno_regular',
        number_fields: [{ type: 'keno_type_2', quantity: 1 }],
        recurring_draw_event_identifiers: ['daily'],
        repetition_frequency: { quantity: 1, unit: 'day' as const },
      },
      'field_stake',
    ],
    [
      'KENO with a 3 € stake',
      {
        product_identifier: 'keno_regular',
        number_fields: [{ type: 'keno_type_2', quantity: 1 }],
        recurring_draw_event_identifiers: ['daily'],
        repetition_frequency: { quantity: 1, unit: 'day' as const },
        field_stake: euros(300),
      },
      'field_stake',
    ],
    [
      'six GlücksSpirale Lose',
      {
        product_identifier: 'gluecksspirale_regular',
        quantity: 6,
        number_fields: [],
        recurring_draw_event_identifiers: ['saturday'],
      },
      'quantity',
    ],
  ])('refuses %s with 400 invalid_price_request', (_, overrides, attribute) => {
    const error = rejection(overrides);
    expect(error.status).toBe(400);
    expect(error.body.global_errors).toEqual(['invalid_price_request']);
    expect(Object.keys(error.body.attribute_errors ?? {})).toContain(attribute);
  });
});
