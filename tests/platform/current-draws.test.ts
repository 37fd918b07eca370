import { describe, expect, it } from 'vitest';
import { PRODUCT_IDENTIFIERS } from '../../core/domain/lottery';
import { platformAt, platformError } from './platform-fixtures';

const drawsAt = (iso: string, product = 'lotto6aus49_regular') => platformAt(iso).platform.currentDraws(product);

describe('current draws (Europe/Berlin)', () => {
  it('offers Wednesday 18:25 at 17:59 on a Wednesday, then Saturday', () => {
    const draws = drawsAt('2026-03-04T16:59:00Z'); // Wed 17:59 CET
    expect(draws.map((d) => [d.recurring_draw_event_identifier, d.drawing_time, d.sale_stop_time])).toEqual([
      ['wednesday', '2026-03-04T17:25:00Z', '2026-03-04T17:00:00Z'],
      ['saturday', '2026-03-07T18:25:00Z', '2026-03-07T18:00:00Z'],
    ]);
  });

  it('moves on to Saturday 19:25 once the Wednesday sale stop has passed', () => {
    const draws = drawsAt('2026-03-04T17:01:00Z'); // Wed 18:01 CET
    expect(draws[0]).toMatchObject({
      recurring_draw_event_identifier: 'saturday',
      drawing_time: '2026-03-07T18:25:00Z',
    });
    expect(draws[1]).toMatchObject({
      recurring_draw_event_identifier: 'wednesday',
      drawing_time: '2026-03-11T17:25:00Z',
    });
  });

  it('treats the sale stop minute itself as closed', () => {
    expect(drawsAt('2026-03-04T17:00:00Z')[0]?.recurring_draw_event_identifier).toBe('saturday');
  });

  it('keeps Berlin wall times across the switch to summer time', () => {
    // Saturday 28 March 2026 19:30 CET; clocks go forward on Sunday 29 March.
    const draws = drawsAt('2026-03-28T18:30:00Z');
    expect(draws.map((d) => d.drawing_time)).toEqual(['2026-04-01T16:25:00Z', '2026-04-04T17:25:00Z']);
    expect(draws[0]?.sale_stop_time).toBe('2026-04-01T16:00:00Z');
  });

  it('keeps Berlin wall times across the switch back to winter time', () => {
    // Friday 23 October 2026 21:00 CEST: next Eurojackpot draws Tuesday 27th (CET) and Friday 30th.
    const draws = drawsAt('2026-10-23T19:00:00Z', 'eurojackpot_regular');
    expect(draws.map((d) => [d.recurring_draw_event_identifier, d.drawing_time])).toEqual([
      ['tuesday', '2026-10-27T19:00:00Z'],
      ['friday', '2026-10-30T19:00:00Z'],
    ]);
  });

  it('draws KENO daily at 19:10 with a sale stop at 19:00 and a fixed top prize', () => {
    const before = drawsAt('2026-03-04T17:59:00Z', 'keno_regular');
    const after = drawsAt('2026-03-04T18:00:00Z', 'keno_regular');
    expect(before).toEqual([
      {
        lottery_identifier: 'keno',
        recurring_draw_event_identifier: 'daily',
        drawing_time: '2026-03-04T18:10:00Z',
        sale_stop_time: '2026-03-04T18:00:00Z',
        jackpot: { fractional: 100_000_000, currency: 'EUR' },
      },
    ]);
    expect(after[0]?.drawing_time).toBe('2026-03-05T18:10:00Z');
  });

  it('seeds jackpots from the draw engine within the §6 bounds in whole 100.000 € steps', () => {
    for (const seed of [1, 2, 3, 4949, 99]) {
      const { platform } = platformAt('2026-03-04T16:59:00Z', seed);
      const lotto = platform.currentDraws('lotto6aus49_system')[0]?.jackpot?.fractional ?? 0;
      const euro = platform.currentDraws('eurojackpot_regular')[0]?.jackpot?.fractional ?? 0;
      expect(lotto).toBeGreaterThanOrEqual(100_000_000);
      expect(lotto).toBeLessThanOrEqual(5_000_000_000);
      expect(lotto % 10_000_000).toBe(0);
      expect(euro).toBeGreaterThanOrEqual(1_000_000_000);
      expect(euro).toBeLessThanOrEqual(12_000_000_000);
    }
  });

  it('has no jackpot for GlücksSpirale, drawn on Saturdays', () => {
    const draws = drawsAt('2026-03-04T16:59:00Z', 'gluecksspirale_regular');
    expect(draws).toEqual([
      expect.objectContaining({
        recurring_draw_event_identifier: 'saturday',
        jackpot: null,
        drawing_time: '2026-03-07T18:25:00Z',
      }),
    ]);
  });

  it('answers an unknown product with 404', () => {
    expect(platformError(() => drawsAt('2026-03-04T16:59:00Z', 'lotto7aus49')).status).toBe(404);
  });
});

describe('product definitions', () => {
  it('defines every product of the shop', () => {
    const { platform } = platformAt();
    expect(PRODUCT_IDENTIFIERS.map((id) => platform.productDefinition(id).identifier)).toEqual([
      ...PRODUCT_IDENTIFIERS,
    ]);
  });

  it('describes LOTTO 6aus49 as the spec and the rules say', () => {
    const lotto = platformAt().platform.productDefinition('lotto6aus49_regular');
    expect(lotto).toMatchObject({
      lottery_identifier: 'lotto6aus49',
      number_fields: {
        quantity: 12,
        main_selectable_tips: 49,
        extra_selectable_tips: 0,
        types: [{ identifier: 'normal', main_tips: 6, extra_tips: 0 }],
      },
      recurring_draw_event_identifiers: ['wednesday', 'saturday'],
      ticket_number_definition: { max_quantity: 1, length: 7 },
      repetition_frequencies: { quantities: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], unit: 'week' },
      subscription_types: ['weekly'],
      field_stakes: [],
    });
    expect(lotto.addon_lottery_definitions.map((a) => [a.identifier, a.ticket_number_length])).toEqual([
      ['spiel77', 7],
      ['super6', 6],
      ['gluecksspirale', 7],
    ]);
    expect(lotto.recurring_draw_events[0]?.first_drawing_time).toBe('2020-09-23T16:25:00Z');
  });

  it('offers systems 007-012 for LOTTO and k 5..10 × m 2..5 for Eurojackpot', () => {
    const { platform } = platformAt();
    expect(platform.productDefinition('lotto6aus49_system').number_fields.types.map((t) => t.identifier)).toEqual([
      'system_007',
      'system_008',
      'system_009',
      'system_010',
      'system_011',
      'system_012',
    ]);
    const euroTypes = platform.productDefinition('eurojackpot_system').number_fields.types;
    expect(euroTypes).toHaveLength(23);
    expect(euroTypes.map((t) => t.identifier)).not.toContain('system_5_2');
    expect(euroTypes).toContainEqual({ identifier: 'system_10_5', main_tips: 10, extra_tips: 5 });
  });

  it('defines KENO with field stakes, plus 5 and daily repetition', () => {
    const keno = platformAt().platform.productDefinition('keno_regular');
    expect(keno.field_stakes.map((s) => s.fractional)).toEqual([100, 200, 500, 1000]);
    expect(keno.number_fields.types.map((t) => t.main_tips)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(keno.addon_lottery_definitions).toEqual([
      {
        identifier: 'plus5',
        lottery_identifier: 'plus5',
        name: 'plus 5',
        ticket_number_length: 5,
        requirements: { addons_active: [] },
      },
    ]);
    expect(keno.repetition_frequencies).toEqual({ quantities: [1, 2, 3, 4, 5, 6, 7, 14, 21, 28], unit: 'day' });
  });

  it('answers an unknown product with 404', () => {
    expect(platformError(() => platformAt().platform.productDefinition('bingo_regular')).status).toBe(404);
  });
});
