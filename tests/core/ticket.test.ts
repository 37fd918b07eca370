import { describe, expect, it } from 'vitest';
import { emptyField, toggleNumber, validateTicket } from '../../core/domain/ticket';
import { drawDistinct } from '../../core/domain/quick-tip';
import { LOTTO, lottoTicketConfig as ticket } from './support/lotto-definition';
import { money } from '../../core/domain/money';

describe('LOTTO 6aus49 ticket rules', () => {
  it('accepts complete fields and leaves empty ones out', () => {
    const result = validateTicket(ticket([[1, 2, 3, 4, 5, 6], [], [7, 8, 9, 10, 11, 49]]), LOTTO);
    expect(result.ok && result.value.fields).toHaveLength(2);
  });

  it('names the incomplete field and how many numbers it misses', () => {
    const result = validateTicket(
      ticket([
        [1, 2, 3, 4, 5, 6],
        [1, 2, 3],
      ]),
      LOTTO,
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 1, missingMain: 3, missingExtra: 0 },
    });
  });

  it('refuses a ticket without any complete field', () => {
    expect(validateTicket(ticket([[], []]), LOTTO)).toEqual({ ok: false, error: { kind: 'no_complete_field' } });
  });

  it('refuses numbers outside 1-49, duplicates and more than 12 fields', () => {
    expect(validateTicket(ticket([[0, 2, 3, 4, 5, 6]]), LOTTO).ok).toBe(false);
    expect(validateTicket(ticket([[1, 2, 3, 4, 5, 50]]), LOTTO).ok).toBe(false);
    expect(validateTicket(ticket([[1, 1, 3, 4, 5, 6]]), LOTTO)).toMatchObject({
      error: { kind: 'invalid_number', fieldIndex: 0 },
    });
    const thirteen = Array.from({ length: 13 }, () => [1, 2, 3, 4, 5, 6]);
    expect(validateTicket(ticket(thirteen), LOTTO)).toEqual({ ok: false, error: { kind: 'too_many_fields', max: 12 } });
  });

  it('needs a 7-digit ticket number, a draw day, an offered duration and known add-ons', () => {
    const field = [[1, 2, 3, 4, 5, 6]];
    expect(validateTicket(ticket(field, { ticketNumber: '12345' }), LOTTO)).toMatchObject({
      error: { kind: 'invalid_ticket_number', length: 7 },
    });
    expect(validateTicket(ticket(field, { ticketNumber: '12a4567' }), LOTTO).ok).toBe(false);
    expect(validateTicket(ticket(field, { drawEvents: [] }), LOTTO)).toMatchObject({
      error: { kind: 'no_draw_event' },
    });
    expect(validateTicket(ticket(field, { drawEvents: ['friday'] }), LOTTO)).toMatchObject({
      error: { kind: 'unknown_draw_event' },
    });
    expect(validateTicket(ticket(field, { repetitionQuantity: 52 }), LOTTO)).toMatchObject({
      error: { kind: 'invalid_repetition' },
    });
    expect(validateTicket(ticket(field, { addons: ['plus5'] }), LOTTO)).toMatchObject({
      error: { kind: 'unknown_addon' },
    });
    expect(validateTicket(ticket(field, { addons: ['spiel77', 'super6'], fieldStake: money(100) }), LOTTO).ok).toBe(
      true,
    );
  });

  it('toggles numbers sorted and never beyond the field maximum', () => {
    let field = emptyField();
    for (const n of [9, 3, 27, 1, 49, 14]) field = toggleNumber(field, 'main', n, 6);
    expect(field.main).toEqual([1, 3, 9, 14, 27, 49]);
    expect(toggleNumber(field, 'main', 2, 6).main).toEqual(field.main);
    expect(toggleNumber(field, 'main', 9, 6).main).toEqual([1, 3, 14, 27, 49]);
  });
});

describe('quick tip', () => {
  it('draws distinct numbers in range, ascending, reproducibly for the same source', () => {
    let state = 7;
    const source = (min: number, max: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return min + (state % (max - min + 1));
    };
    for (let i = 0; i < 200; i++) {
      const numbers = drawDistinct(source, 6, 49);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
    expect(() => drawDistinct(source, 50, 49)).toThrow(RangeError);
  });
});
