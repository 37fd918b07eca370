import { beforeAll, describe, expect, it } from 'vitest';
import { validateTicket } from '../../core/domain/ticket';
import { money } from '../../core/domain/money';
import { productDefinitions, ticketOf, upTo, type Definitions } from './support/product-definitions';

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

describe('LOTTO Systemschein', () => {
  it('plays the chosen system with exactly that many numbers', () => {
    const def = defs.lotto6aus49_system;
    expect(validateTicket(ticketOf(def, [[upTo(8)]], { fieldTypeIdentifier: 'system_008' }), def).ok).toBe(true);
  });

  it('asks for exactly n numbers when the count does not fit the system, also for an empty field', () => {
    const def = defs.lotto6aus49_system;
    const expected = { ok: false, error: { kind: 'system_numbers', mainTips: 8, extraTips: 0 } };
    expect(validateTicket(ticketOf(def, [[upTo(5)]], { fieldTypeIdentifier: 'system_008' }), def)).toEqual(expected);
    expect(validateTicket(ticketOf(def, [[upTo(9)]], { fieldTypeIdentifier: 'system_008' }), def)).toEqual(expected);
    expect(validateTicket(ticketOf(def, [[[]]], { fieldTypeIdentifier: 'system_008' }), def)).toEqual(expected);
  });

  it('refuses an unknown system and a second field', () => {
    const def = defs.lotto6aus49_system;
    expect(validateTicket(ticketOf(def, [[upTo(6)]], { fieldTypeIdentifier: 'normal' }), def)).toMatchObject({
      error: { kind: 'unknown_field_type' },
    });
    expect(validateTicket(ticketOf(def, [[upTo(7)], [upTo(7)]]), def)).toMatchObject({
      error: { kind: 'too_many_fields', max: 1 },
    });
  });
});

describe('Eurojackpot', () => {
  it('names missing numbers and Euro numbers of an incomplete field', () => {
    const def = defs.eurojackpot_regular;
    const result = validateTicket(
      ticketOf(def, [
        [upTo(5), [1, 2]],
        [upTo(4), [3]],
      ]),
      def,
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 1, missingMain: 1, missingExtra: 1 },
    });
  });

  it('refuses Euro numbers outside 1-12 and more than eight fields', () => {
    const def = defs.eurojackpot_regular;
    expect(validateTicket(ticketOf(def, [[upTo(5), [1, 13]]]), def)).toMatchObject({
      error: { kind: 'invalid_number', fieldIndex: 0 },
    });
    const nine = Array.from({ length: 9 }, () => [upTo(5), [1, 2]] as [number[], number[]]);
    expect(validateTicket(ticketOf(def, nine), def)).toMatchObject({ error: { kind: 'too_many_fields', max: 8 } });
    expect(validateTicket(ticketOf(def, [[upTo(5), [11, 12]]], { drawEvents: ['tuesday', 'friday'] }), def).ok).toBe(
      true,
    );
  });

  it('system: the crossed counts must form the chosen offered system', () => {
    const def = defs.eurojackpot_system;
    expect(validateTicket(ticketOf(def, [[upTo(6), upTo(3)]], { fieldTypeIdentifier: 'system_6_3' }), def).ok).toBe(
      true,
    );
    expect(validateTicket(ticketOf(def, [[upTo(5), upTo(2)]], { fieldTypeIdentifier: 'system_6_3' }), def)).toEqual({
      ok: false,
      error: { kind: 'system_numbers', mainTips: 6, extraTips: 3 },
    });
    expect(
      validateTicket(ticketOf(def, [[upTo(11), upTo(3)]], { fieldTypeIdentifier: 'system_6_3' }), def),
    ).toMatchObject({ error: { kind: 'invalid_number' } });
  });
});

describe('KENO', () => {
  it('needs as many numbers as the KENO type and an offered stake', () => {
    const def = defs.keno_regular;
    const typeSix = { fieldTypeIdentifier: 'keno_type_6', fieldStake: money(200) };
    expect(validateTicket(ticketOf(def, [[upTo(6, 60)]], typeSix), def).ok).toBe(true);
    expect(validateTicket(ticketOf(def, [[upTo(4)]], typeSix), def)).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 0, missingMain: 2, missingExtra: 0 },
    });
    expect(validateTicket(ticketOf(def, [[upTo(8)]], typeSix), def)).toEqual({
      ok: false,
      error: { kind: 'too_many_numbers', fieldIndex: 0, mainTips: 6, extraTips: 0 },
    });
    expect(validateTicket(ticketOf(def, [[upTo(6)]], { ...typeSix, fieldStake: money(300) }), def)).toMatchObject({
      error: { kind: 'invalid_field_stake' },
    });
    expect(validateTicket(ticketOf(def, [[upTo(6)]], { ...typeSix, fieldStake: null }), def)).toMatchObject({
      error: { kind: 'invalid_field_stake' },
    });
    expect(validateTicket(ticketOf(def, [[[1, 71]]], { fieldTypeIdentifier: 'keno_type_2' }), def)).toMatchObject({
      error: { kind: 'invalid_number' },
    });
  });

  it('plays plus 5 on the daily draw and refuses LOTTO add-ons', () => {
    const def = defs.keno_regular;
    const field: [number[]][] = [[[3, 7]]];
    expect(validateTicket(ticketOf(def, field, { addons: ['plus5'] }), def).ok).toBe(true);
    expect(validateTicket(ticketOf(def, field, { addons: ['spiel77'] }), def)).toMatchObject({
      error: { kind: 'unknown_addon' },
    });
    expect(validateTicket(ticketOf(def, field, { drawEvents: ['saturday'] }), def)).toMatchObject({
      error: { kind: 'unknown_draw_event' },
    });
  });
});

describe('GlücksSpirale', () => {
  it('plays one to five distinct 7-digit Lose and no number fields', () => {
    const def = defs.gluecksspirale_regular;
    const lose = (ticketNumbers: string[]) => validateTicket(ticketOf(def, [], { ticketNumbers }), def);
    expect(lose(['0000001', '1234567', '7654321']).ok).toBe(true);
    expect(lose([])).toEqual({ ok: false, error: { kind: 'no_ticket_number' } });
    expect(lose(['1', '2', '3', '4', '5', '6'].map((d) => d.repeat(7)))).toEqual({
      ok: false,
      error: { kind: 'too_many_ticket_numbers', max: 5 },
    });
    expect(lose(['1234567', '12345'])).toEqual({
      ok: false,
      error: { kind: 'invalid_ticket_number', length: 7, index: 1 },
    });
    expect(lose(['1234567', '1234567'])).toEqual({ ok: false, error: { kind: 'duplicate_ticket_number', index: 1 } });
    expect(validateTicket(ticketOf(def, [[upTo(6)]]), def)).toMatchObject({
      error: { kind: 'too_many_fields', max: 0 },
    });
  });
});

describe('LOTTO add-ons and options', () => {
  it('refuses the GlücksSpirale add-on on a Wednesday-only ticket; it is drawn on Saturdays', () => {
    const def = defs.lotto6aus49_regular;
    const field: [number[]][] = [[upTo(6)]];
    expect(
      validateTicket(ticketOf(def, field, { addons: ['gluecksspirale'], drawEvents: ['wednesday'] }), def),
    ).toEqual({
      ok: false,
      error: { kind: 'addon_without_draw', identifier: 'gluecksspirale', drawEvents: ['saturday'] },
    });
    expect(
      validateTicket(ticketOf(def, field, { addons: ['gluecksspirale'], drawEvents: ['wednesday', 'saturday'] }), def)
        .ok,
    ).toBe(true);
  });

  it('names a malformed single ticket number without a Los index, and drops a field stake the product has none of', () => {
    const def = defs.lotto6aus49_regular;
    expect(validateTicket(ticketOf(def, [[upTo(6)]], { ticketNumbers: ['12'] }), def)).toEqual({
      ok: false,
      error: { kind: 'invalid_ticket_number', length: 7, index: null },
    });
    const result = validateTicket(ticketOf(def, [[upTo(6)]], { fieldStake: money(100) }), def);
    expect(result.ok && result.value.fieldStake).toBeNull();
  });
});
