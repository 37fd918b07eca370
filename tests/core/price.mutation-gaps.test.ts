import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import { priceableConfig, priceRequestFor } from '../../core/domain/price';
import type { TicketConfig } from '../../core/domain/ticket';
import { LOTTO, lottoTicketConfig } from './support/lotto-definition';
import { GLUECKSSPIRALE, KENO } from './support/pure-definitions';

const SIX = [1, 2, 3, 4, 5, 6];

const kenoTicket = (fields: number[][], overrides: Partial<TicketConfig> = {}): TicketConfig => ({
  productIdentifier: 'keno_regular',
  fieldTypeIdentifier: 'keno_type_2',
  fields: fields.map((main) => ({ main, extra: [] })),
  ticketNumbers: ['1234567'],
  addons: [],
  drawEvents: ['daily'],
  repetitionQuantity: 1,
  fieldStake: money(200),
  subscription: null,
  ...overrides,
});

const lose = (ticketNumbers: string[]): TicketConfig => ({
  ...lottoTicketConfig([]),
  productIdentifier: 'gluecksspirale_regular',
  fieldTypeIdentifier: null,
  fields: [],
  ticketNumbers,
});

describe('priceableConfig', () => {
  it('keeps the complete fields only, and the rest of the ticket as it is', () => {
    const config = lottoTicketConfig([SIX, [1, 2, 3], [], [7, 8, 9, 10, 11, 12]], { repetitionQuantity: 3 });
    expect(priceableConfig(config, LOTTO)).toEqual({
      ...config,
      fields: [
        { main: SIX, extra: [] },
        { main: [7, 8, 9, 10, 11, 12], extra: [] },
      ],
    });
  });

  it('keeps no more fields than the product has', () => {
    const fields = Array.from({ length: 14 }, (_, i) => [1, 2, 3, 4, 5, 10 + i]);
    expect(priceableConfig(lottoTicketConfig(fields), LOTTO)?.fields.map((f) => f.main[5])).toEqual(
      Array.from({ length: 12 }, (_, i) => 10 + i),
    );
  });

  it('asks nothing without a complete field, without a draw day, or for a field type the product lacks', () => {
    expect(priceableConfig(lottoTicketConfig([[1, 2, 3, 4, 5]]), LOTTO)).toBeNull();
    expect(priceableConfig(lottoTicketConfig([]), LOTTO)).toBeNull();
    expect(priceableConfig(lottoTicketConfig([SIX], { drawEvents: [] }), LOTTO)).toBeNull();
    expect(priceableConfig(lottoTicketConfig([SIX], { fieldTypeIdentifier: 'system_007' }), LOTTO)).toBeNull();
  });

  it('asks nothing for an add-on without its draw day (the GlücksSpirale only on Saturday)', () => {
    const wednesday = lottoTicketConfig([SIX], { addons: ['gluecksspirale'], drawEvents: ['wednesday'] });
    expect(priceableConfig(wednesday, LOTTO)).toBeNull();
    const both = lottoTicketConfig([SIX], { addons: ['gluecksspirale'], drawEvents: ['wednesday', 'saturday'] });
    expect(priceableConfig(both, LOTTO)).toEqual(both);
  });

  it('KENO: complete fields of the chosen type, and only with a field stake', () => {
    expect(priceableConfig(kenoTicket([[1, 2], [3], [4, 5, 6]]), KENO)?.fields).toEqual([{ main: [1, 2], extra: [] }]);
    expect(priceableConfig(kenoTicket([[1, 2]], { fieldStake: null }), KENO)).toBeNull();
  });

  it('GlücksSpirale: the well-formed Lose, each once, as many as the product takes, and no fields', () => {
    expect(priceableConfig(lose(['1111111', '2222222', '1111111']), GLUECKSSPIRALE)).toEqual({
      ...lose(['1111111', '2222222', '1111111']),
      fields: [],
      ticketNumbers: ['1111111', '2222222'],
    });
    expect(
      priceableConfig(lose(['123456', '12345678', 'a234567', ' 1234567', '1234567 ', '3333333']), GLUECKSSPIRALE)
        ?.ticketNumbers,
    ).toEqual(['3333333']);
    expect(priceableConfig(lose(['1111111', '2222222', '3333333', '4444444']), GLUECKSSPIRALE)?.ticketNumbers).toEqual([
      '1111111',
      '2222222',
      '3333333',
    ]);
    expect(priceableConfig(lose(['123', '']), GLUECKSSPIRALE)).toBeNull();
    expect(priceableConfig(lose([]), GLUECKSSPIRALE)).toBeNull();
    expect(priceableConfig({ ...lose(['1111111']), drawEvents: [] }, GLUECKSSPIRALE)).toBeNull();
  });
});

describe('priceRequestFor', () => {
  it('LOTTO: one ticket, its fields by type, draw days and add-ons sorted, no field stake', () => {
    const config = lottoTicketConfig([SIX, SIX], {
      addons: ['super6', 'spiel77'],
      drawEvents: ['wednesday', 'saturday'],
      repetitionQuantity: 4,
      fieldStake: money(100),
    });
    expect(priceRequestFor(config, LOTTO)).toEqual({
      productIdentifier: 'lotto6aus49_regular',
      quantity: 1,
      repetitionQuantity: 4,
      numberFields: [{ type: 'normal', quantity: 2 }],
      recurringDrawEventIdentifiers: ['saturday', 'wednesday'],
      addons: [
        { identifier: 'spiel77', quantity: 1 },
        { identifier: 'super6', quantity: 1 },
      ],
      repetitionFrequency: { quantity: 1, unit: 'week' },
      fieldStake: null,
    });
    // The ticket itself is not reordered.
    expect(config.drawEvents).toEqual(['wednesday', 'saturday']);
    expect(config.addons).toEqual(['super6', 'spiel77']);
  });

  it('KENO: the field stake and days as the unit', () => {
    expect(priceRequestFor(kenoTicket([[1, 2]]), KENO)).toMatchObject({
      quantity: 1,
      numberFields: [{ type: 'keno_type_2', quantity: 1 }],
      repetitionFrequency: { quantity: 1, unit: 'day' },
      fieldStake: money(200),
    });
  });

  it('GlücksSpirale: the Lose as the quantity, no number fields', () => {
    expect(priceRequestFor(lose(['1111111', '2222222']), GLUECKSSPIRALE)).toMatchObject({
      productIdentifier: 'gluecksspirale_regular',
      quantity: 2,
      numberFields: [],
    });
  });

  it('no number fields without a field type', () => {
    expect(priceRequestFor(lottoTicketConfig([SIX], { fieldTypeIdentifier: null }), LOTTO).numberFields).toEqual([]);
  });
});
