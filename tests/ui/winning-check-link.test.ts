import { describe, expect, it } from 'vitest';
import type { TicketTemplate } from '../../core/domain/ticket-template';
import { winningCheckPath } from '../../src/features/winning-check/winning-check-link';

const template = (patch: Partial<TicketTemplate>): TicketTemplate => ({
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: [],
  ticketNumbers: [],
  addons: [],
  drawEvents: [],
  repetitionQuantity: 1,
  fieldStake: null,
  ...patch,
});

describe('the Gewinnabfrage filled from a saved tip or a receipt', () => {
  it('carries every LOTTO field with numbers and the Losnummer (its last digit is the Superzahl)', () => {
    const path = winningCheckPath(
      template({
        fields: [
          { main: [1, 2, 3, 4, 5, 6], extra: [] },
          { main: [], extra: [] },
          { main: [7, 8, 9, 10, 11, 12], extra: [] },
        ],
        ticketNumbers: ['1234567'],
      }),
    );
    expect(path).toBe(
      '/lotto/gewinnabfrage?tipp=1%2C2%2C3%2C4%2C5%2C6&tipp=7%2C8%2C9%2C10%2C11%2C12&losnummer=1234567',
    );
  });

  it('joins the Eurozahlen after a colon', () => {
    const path = winningCheckPath(
      template({ productIdentifier: 'eurojackpot_regular', fields: [{ main: [5, 15, 25, 35, 45], extra: [3, 9] }] }),
    );
    expect(new URL(path!, 'https://tippwerk.test').searchParams.getAll('tipp')).toEqual(['5,15,25,35,45:3,9']);
    expect(path!.startsWith('/eurojackpot/gewinnabfrage?')).toBe(true);
  });

  it('offers nothing for what it cannot check: system tickets, other lotteries, no numbers', () => {
    const numbers = [{ main: [1, 2, 3, 4, 5, 6, 7, 8], extra: [] }];
    expect(winningCheckPath(template({ fieldTypeIdentifier: 'system_008', fields: numbers }))).toBeNull();
    expect(
      winningCheckPath(
        template({ productIdentifier: 'keno_regular', fieldTypeIdentifier: 'keno_type_6', fields: numbers }),
      ),
    ).toBeNull();
    expect(winningCheckPath(template({}))).toBeNull();
  });
});
