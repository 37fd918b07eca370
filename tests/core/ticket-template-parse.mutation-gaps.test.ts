import { describe, expect, it } from 'vitest';
import { parseTicketTemplate } from '../../core/domain/ticket-template-parse';

const VALID = {
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: [
    { main: [1, 2, 3, 4, 5, 6], extra: [] },
    { main: [7, 8, 9, 10, 11, 100], extra: [1] },
  ],
  ticketNumbers: ['1234567'],
  addons: ['spiel77', 'super6'],
  drawEvents: ['wednesday', 'saturday'],
  repetitionQuantity: 4,
  fieldStake: null,
};

const withChange = (change: Record<string, unknown>) => ({ ...VALID, ...change });

describe('parseTicketTemplate: what it takes', () => {
  it('a stored template, exactly as stored', () => {
    expect(parseTicketTemplate(VALID)).toEqual(VALID);
    expect(parseTicketTemplate(JSON.parse(JSON.stringify(VALID)))).toEqual(VALID);
  });

  it('no field type, and a KENO field stake in whole cents', () => {
    const keno = withChange({
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: null,
      addons: ['plus5'],
      fieldStake: { fractional: 500, currency: 'EUR' },
    });
    expect(parseTicketTemplate(keno)).toEqual(keno);
    expect(parseTicketTemplate(withChange({ fieldStake: { fractional: 0, currency: 'EUR' } }))?.fieldStake).toEqual({
      fractional: 0,
      currency: 'EUR',
    });
  });

  it('the limits themselves: 20 fields of 20 numbers, 20 Losnummern of 12 digits, 7 draw days, 1 to 1000 repetitions', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    const big = withChange({
      fieldTypeIdentifier: 'a'.repeat(40),
      fields: Array.from({ length: 20 }, () => ({ main: twenty, extra: twenty })),
      ticketNumbers: Array.from({ length: 20 }, (_, i) => String(i).padStart(12, '0')),
      addons: ['spiel77', 'super6', 'plus5', 'gluecksspirale'],
      drawEvents: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'],
      repetitionQuantity: 1000,
    });
    expect(parseTicketTemplate(big)).toEqual(big);
    expect(parseTicketTemplate(withChange({ repetitionQuantity: 1, ticketNumbers: ['1'], fields: [] }))).not.toBeNull();
  });
});

describe('parseTicketTemplate: what it refuses', () => {
  it.each([
    ['nothing', null],
    ['a string', 'lotto6aus49_regular'],
    ['an array', [VALID]],
    ['no product', withChange({ productIdentifier: undefined })],
    ['an unknown product', withChange({ productIdentifier: 'lotto7aus49' })],
    ['a product that is no string', withChange({ productIdentifier: 7 })],
    ['a field type with capitals', withChange({ fieldTypeIdentifier: 'Normal' })],
    ['a field type of 41 characters', withChange({ fieldTypeIdentifier: 'a'.repeat(41) })],
    ['an empty field type', withChange({ fieldTypeIdentifier: '' })],
    ['a field type that is no string', withChange({ fieldTypeIdentifier: 3 })],
    ['a missing field type', withChange({ fieldTypeIdentifier: undefined })],
    ['fields that are no list', withChange({ fields: { main: [1] } })],
    ['21 fields', withChange({ fields: Array.from({ length: 21 }, () => ({ main: [1], extra: [] })) })],
    ['a field that is no object', withChange({ fields: [[1, 2, 3]] })],
    ['a field that is null', withChange({ fields: [null] })],
    ['a field without extra numbers', withChange({ fields: [{ main: [1] }] })],
    ['a field without main numbers', withChange({ fields: [{ extra: [1] }] })],
    [
      '21 numbers in a field',
      withChange({ fields: [{ main: Array.from({ length: 21 }, (_, i) => i + 1), extra: [] }] }),
    ],
    ['21 extra numbers', withChange({ fields: [{ main: [1], extra: Array.from({ length: 21 }, (_, i) => i + 1) }] })],
    ['the number 0', withChange({ fields: [{ main: [0], extra: [] }] })],
    ['the number 101', withChange({ fields: [{ main: [101], extra: [] }] })],
    ['an extra number 0', withChange({ fields: [{ main: [1], extra: [0] }] })],
    ['a fraction', withChange({ fields: [{ main: [1.5], extra: [] }] })],
    ['a number as text', withChange({ fields: [{ main: ['1'], extra: [] }] })],
    ['Losnummern that are no list', withChange({ ticketNumbers: '1234567' })],
    ['21 Losnummern', withChange({ ticketNumbers: Array.from({ length: 21 }, (_, i) => String(i)) })],
    ['a Losnummer of 13 digits', withChange({ ticketNumbers: ['1234567890123'] })],
    ['an empty Losnummer', withChange({ ticketNumbers: [''] })],
    ['a Losnummer with a letter', withChange({ ticketNumbers: ['12345a7'] })],
    ['a Losnummer as a number', withChange({ ticketNumbers: [1234567] })],
    ['five add-ons', withChange({ addons: ['spiel77', 'super6', 'plus5', 'gluecksspirale', 'spiel77'] })],
    ['an unknown add-on', withChange({ addons: ['lotto'] })],
    ['an add-on with capitals', withChange({ addons: ['Spiel77'] })],
    ['add-ons that are no list', withChange({ addons: null })],
    ['eight draw days', withChange({ drawEvents: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] })],
    ['a draw day with a space', withChange({ drawEvents: ['satur day'] })],
    ['draw days that are no list', withChange({ drawEvents: 'saturday' })],
    ['no repetition', withChange({ repetitionQuantity: undefined })],
    ['repetition 0', withChange({ repetitionQuantity: 0 })],
    ['repetition 1001', withChange({ repetitionQuantity: 1001 })],
    ['repetition 1.5', withChange({ repetitionQuantity: 1.5 })],
    ['repetition as text', withChange({ repetitionQuantity: '4' })],
    ['a missing field stake', withChange({ fieldStake: undefined })],
    ['a field stake that is no object', withChange({ fieldStake: 500 })],
    ['a field stake in a fraction of a cent', withChange({ fieldStake: { fractional: 1.5, currency: 'EUR' } })],
    ['a negative field stake', withChange({ fieldStake: { fractional: -100, currency: 'EUR' } })],
    ['a field stake without currency', withChange({ fieldStake: { fractional: 100 } })],
    ['a field stake in small letters', withChange({ fieldStake: { fractional: 100, currency: 'eur' } })],
    ['a field stake in a four-letter currency', withChange({ fieldStake: { fractional: 100, currency: 'EURO' } })],
    ['a field stake in a two-letter currency', withChange({ fieldStake: { fractional: 100, currency: 'EU' } })],
    [
      'a field stake with a currency before the code',
      withChange({ fieldStake: { fractional: 100, currency: 'XEUR' } }),
    ],
    ['a field stake of unsafe size', withChange({ fieldStake: { fractional: 2 ** 53, currency: 'EUR' } })],
  ])('%s', (_, value) => {
    expect(parseTicketTemplate(value)).toBeNull();
  });
});
