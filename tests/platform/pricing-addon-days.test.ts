import { describe, expect, it } from 'vitest';
import { testPlatform } from '../support/demo';
import { PlatformError } from '../../mocks/platform/platform-api';

const lotto = (events: string[], addons: string[]) => ({
  product_identifier: 'lotto6aus49_regular',
  quantity: 1,
  repetition_quantity: 2,
  number_fields: [{ type: 'normal', quantity: 1 }],
  recurring_draw_event_identifiers: events,
  addon_cachables: addons.map((identifier) => ({ identifier, quantity: 1 })),
  repetition_frequency: { quantity: 1, unit: 'week' as const },
  field_stake: null,
});

describe('add-ons play on their own draw days', () => {
  it('charges the GlücksSpirale add-on for Saturday draws only, Spiel 77 for every draw', () => {
    const platform = testPlatform();
    // 2 weeks × Wed+Sat: LOTTO 4 × 1,20 €, Spiel 77 4 × 2,50 €, GlücksSpirale 2 × 5,00 €
    expect(platform.price(lotto(['wednesday', 'saturday'], ['spiel77', 'gluecksspirale'])).stake.fractional).toBe(
      4 * 120 + 4 * 250 + 2 * 500,
    );
  });

  it('refuses the GlücksSpirale add-on on a Wednesday-only ticket', () => {
    const platform = testPlatform();
    expect(() => platform.price(lotto(['wednesday'], ['gluecksspirale']))).toThrow(PlatformError);
  });
});
