import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import type { Receipt } from '../../core/domain/receipt';
import type { TicketConfig } from '../../core/domain/ticket';
import {
  fitTemplate,
  templateHasTips,
  templateOf,
  templateOfReceipt,
  type TicketTemplate,
} from '../../core/domain/ticket-template';
import { LOTTO, lottoTicketConfig } from './support/lotto-definition';
import { EUROJACKPOT_SYSTEM, GLUECKSSPIRALE, KENO } from './support/pure-definitions';

const SIX = [1, 2, 3, 4, 5, 6];

/** A fresh LOTTO ticket as the screen opens it: six empty fields, Saturday, one week. */
const FRESH: TicketConfig = lottoTicketConfig([[], [], [], [], [], []], { ticketNumber: '7654321' });

const template = (overrides: Partial<TicketTemplate> = {}): TicketTemplate => {
  const { subscription: _, ...rest } = lottoTicketConfig([SIX]);
  return { ...rest, ...overrides };
};

describe('templateOf', () => {
  it('keeps what was played and leaves out empty fields, empty Losnummern and the Dauerschein', () => {
    const config = lottoTicketConfig([SIX, [], [7, 8, 9, 10, 11, 12]], {
      ticketNumber: '1234567',
      addons: ['spiel77'],
      drawEvents: ['wednesday', 'saturday'],
      repetitionQuantity: 3,
      subscription: { paymentMethodLabel: 'paypal', subscriptionType: 'weekly' },
    });
    expect(templateOf({ ...config, ticketNumbers: ['1234567', ''] })).toEqual({
      productIdentifier: 'lotto6aus49_regular',
      fieldTypeIdentifier: 'normal',
      fields: [
        { main: SIX, extra: [] },
        { main: [7, 8, 9, 10, 11, 12], extra: [] },
      ],
      ticketNumbers: ['1234567'],
      addons: ['spiel77'],
      drawEvents: ['wednesday', 'saturday'],
      repetitionQuantity: 3,
      fieldStake: null,
    });
  });

  it('copies the lists: a later edit of the ticket does not change the template', () => {
    const config = lottoTicketConfig([[1, 2, 3, 4, 5, 6]], { addons: ['super6'] });
    const saved = templateOf(config);
    (config.fields[0]!.main as number[]).push(7);
    (config.addons as string[]).push('spiel77');
    (config.drawEvents as string[]).push('wednesday');
    expect(saved.fields[0]!.main).toEqual(SIX);
    expect(saved.addons).toEqual(['super6']);
    expect(saved.drawEvents).toEqual(['saturday']);
  });

  it('keeps a field with Euro numbers only', () => {
    expect(templateOf(lottoTicketConfig([[]], { fields: [{ main: [], extra: [3] }] })).fields).toEqual([
      { main: [], extra: [3] },
    ]);
  });
});

describe('templateOfReceipt', () => {
  it('what the receipt played, to play it again', () => {
    const receipt = {
      productIdentifier: 'keno_regular',
      numberFields: [
        { mainTips: [1, 2], extraTips: [], typeIdentifier: 'keno_type_2' },
        { mainTips: [3, 4], extraTips: [], typeIdentifier: 'keno_type_2' },
      ],
      ticketNumbers: ['12345'],
      addonLotteries: ['plus5'],
      recurringDrawEvents: ['daily'],
      repetition: { quantity: 7, unit: 'day' },
      fieldStake: money(200),
    } as unknown as Receipt;
    expect(templateOfReceipt(receipt)).toEqual({
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_2',
      fields: [
        { main: [1, 2], extra: [] },
        { main: [3, 4], extra: [] },
      ],
      ticketNumbers: ['12345'],
      addons: ['plus5'],
      drawEvents: ['daily'],
      repetitionQuantity: 7,
      fieldStake: money(200),
    });
  });

  it('no field type without fields (GlücksSpirale)', () => {
    const receipt = {
      productIdentifier: 'gluecksspirale_regular',
      numberFields: [],
      ticketNumbers: ['1111111'],
      addonLotteries: [],
      recurringDrawEvents: ['saturday'],
      repetition: { quantity: 1, unit: 'week' },
      fieldStake: null,
    } as unknown as Receipt;
    expect(templateOfReceipt(receipt).fieldTypeIdentifier).toBeNull();
  });
});

describe('templateHasTips', () => {
  it('a crossed number, or a Los of the GlücksSpirale', () => {
    expect(templateHasTips(template())).toBe(true);
    expect(templateHasTips(template({ fields: [{ main: [], extra: [] }] }))).toBe(false);
    expect(templateHasTips(template({ fields: [{ main: [], extra: [2] }] }))).toBe(true);
    expect(templateHasTips(template({ fields: [] }))).toBe(false);
    const lose = template({ productIdentifier: 'gluecksspirale_regular', fields: [], ticketNumbers: ['1111111'] });
    expect(templateHasTips(lose)).toBe(true);
    expect(templateHasTips({ ...lose, ticketNumbers: [] })).toBe(false);
  });
});

describe('fitTemplate', () => {
  it('opens a template of the product as saved, padded to the fresh ticket’s fields', () => {
    const saved = template({ addons: ['super6'], drawEvents: ['wednesday'], repetitionQuantity: 4 });
    expect(fitTemplate(saved, LOTTO, FRESH)).toEqual({
      ...FRESH,
      fields: [{ main: SIX, extra: [] }, ...FRESH.fields.slice(1)],
      ticketNumbers: ['1234567'],
      addons: ['super6'],
      drawEvents: ['wednesday'],
      repetitionQuantity: 4,
      subscription: null,
    });
  });

  it('nothing for a template of another product', () => {
    expect(fitTemplate(template(), KENO, FRESH)).toBeNull();
  });

  it('drops numbers beyond the pool and beyond the largest type, duplicates and fractions', () => {
    const fitted = fitTemplate(
      template({ fields: [{ main: [50, 6, 6, 0, 2.5, 5, 4, 3, 2, 1, 49], extra: [1] }] }),
      LOTTO,
      FRESH,
    );
    expect(fitted?.fields[0]).toEqual({ main: [1, 2, 3, 4, 5, 6], extra: [] });
  });

  it('keeps at most the product’s number of fields', () => {
    const fields = Array.from({ length: 14 }, (_, i) => ({ main: [i + 1], extra: [] }));
    expect(fitTemplate(template({ fields }), LOTTO, FRESH)?.fields).toHaveLength(12);
  });

  it('falls back to the fresh ticket’s choice for what the product no longer offers', () => {
    const stale = template({
      fieldTypeIdentifier: 'system_099',
      ticketNumbers: ['123', 'abcdefg', '12345678'],
      addons: ['plus5', 'spiel77'],
      drawEvents: ['sunday'],
      repetitionQuantity: 9,
    });
    const fitted = fitTemplate(stale, LOTTO, FRESH);
    expect(fitted).toMatchObject({
      fieldTypeIdentifier: 'normal',
      ticketNumbers: ['7654321'],
      addons: ['spiel77'],
      drawEvents: ['saturday'],
      repetitionQuantity: 1,
      subscription: null,
    });
  });

  it('keeps the products’ order of add-ons and draw days', () => {
    const fitted = fitTemplate(
      template({ addons: ['super6', 'spiel77'], drawEvents: ['saturday', 'wednesday'] }),
      LOTTO,
      FRESH,
    );
    expect(fitted?.addons).toEqual(['spiel77', 'super6']);
    expect(fitted?.drawEvents).toEqual(['wednesday', 'saturday']);
  });

  it('GlücksSpirale: each Los once, as many as the product takes', () => {
    const fresh: TicketConfig = {
      ...FRESH,
      productIdentifier: 'gluecksspirale_regular',
      fieldTypeIdentifier: null,
      fields: [],
    };
    const lose = template({
      productIdentifier: 'gluecksspirale_regular',
      fieldTypeIdentifier: null,
      fields: [],
      ticketNumbers: ['1111111', '1111111', '2222222', '3333333', '4444444'],
      addons: [],
    });
    expect(fitTemplate(lose, GLUECKSSPIRALE, fresh)?.ticketNumbers).toEqual(['1111111', '2222222', '3333333']);
  });

  it('KENO: the stake if the product still offers it, else the fresh one', () => {
    const fresh: TicketConfig = {
      ...FRESH,
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_2',
      fields: [{ main: [], extra: [] }],
      ticketNumbers: ['12345'],
      drawEvents: ['daily'],
      fieldStake: money(100),
    };
    const saved = template({
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_3',
      fields: [{ main: [1, 2, 3], extra: [] }],
      ticketNumbers: ['54321'],
      addons: ['plus5'],
      drawEvents: ['daily'],
      repetitionQuantity: 7,
      fieldStake: money(200),
    });
    expect(fitTemplate(saved, KENO, fresh)).toMatchObject({
      fieldTypeIdentifier: 'keno_type_3',
      fields: [{ main: [1, 2, 3], extra: [] }],
      ticketNumbers: ['54321'],
      addons: ['plus5'],
      repetitionQuantity: 7,
      fieldStake: money(200),
    });
    expect(fitTemplate({ ...saved, fieldStake: money(300) }, KENO, fresh)?.fieldStake).toEqual(money(100));
    expect(fitTemplate({ ...saved, fieldStake: null }, KENO, fresh)?.fieldStake).toEqual(money(100));
  });

  it('Eurojackpot system: the type follows the saved counts', () => {
    const fresh: TicketConfig = {
      ...FRESH,
      productIdentifier: 'eurojackpot_system',
      fieldTypeIdentifier: 'system_5_3',
      fields: [{ main: [], extra: [] }],
      drawEvents: ['friday'],
    };
    const saved = template({
      productIdentifier: 'eurojackpot_system',
      fieldTypeIdentifier: 'system_5_3',
      fields: [{ main: [1, 2, 3, 4, 5, 6, 7], extra: [1, 2, 3, 13] }],
      addons: [],
      drawEvents: ['friday'],
    });
    expect(fitTemplate(saved, EUROJACKPOT_SYSTEM, fresh)).toMatchObject({
      fieldTypeIdentifier: 'system_7_3',
      fields: [{ main: [1, 2, 3, 4, 5, 6, 7], extra: [1, 2, 3] }],
    });
    const noType = { ...saved, fields: [{ main: [1, 2, 3, 4, 5, 6, 7], extra: [1, 2] }] };
    expect(fitTemplate(noType, EUROJACKPOT_SYSTEM, fresh)?.fieldTypeIdentifier).toBe('system_5_3');
    const empty = { ...saved, fieldTypeIdentifier: 'system_6_2', fields: [] };
    expect(fitTemplate(empty, EUROJACKPOT_SYSTEM, fresh)?.fieldTypeIdentifier).toBe('system_6_2');
  });
});

describe('ticket templates: edges', () => {
  it('a receipt’s Euro numbers come along', () => {
    const receipt = {
      productIdentifier: 'eurojackpot_regular',
      numberFields: [{ mainTips: [1, 2, 3, 4, 5], extraTips: [3, 9], typeIdentifier: 'normal' }],
      ticketNumbers: [],
      addonLotteries: [],
      recurringDrawEvents: ['friday'],
      repetition: { quantity: 1, unit: 'week' },
      fieldStake: null,
    } as unknown as Receipt;
    expect(templateOfReceipt(receipt).fields).toEqual([{ main: [1, 2, 3, 4, 5], extra: [3, 9] }]);
  });

  it('keeps the highest number of the pool', () => {
    const fitted = fitTemplate(template({ fields: [{ main: [44, 45, 46, 47, 48, 49], extra: [] }] }), LOTTO, FRESH);
    expect(fitted?.fields[0]?.main).toEqual([44, 45, 46, 47, 48, 49]);
  });

  it('drops Losnummern with anything but digits', () => {
    const fitted = fitTemplate(template({ ticketNumbers: ['a234567', '123456b', '7654321'] }), LOTTO, FRESH);
    expect(fitted?.ticketNumbers).toEqual(['7654321']);
    const fresh = fitTemplate(template({ ticketNumbers: ['a234567', '123456b'] }), LOTTO, FRESH);
    expect(fresh?.ticketNumbers).toEqual(FRESH.ticketNumbers);
  });
});
