import { describe, expect, it } from 'vitest';
import { money } from '../../core/domain/money';
import { validateTicket, type TicketConfig } from '../../core/domain/ticket';
import { identityCheckResultOf, isIdentityCheckResult, storedSepaAccount } from '../../core/domain/verification';
import type { PaymentMethod, Player } from '../../core/domain/player';
import { lottoTicketConfig } from './support/lotto-definition';
import { EUROJACKPOT, KENO } from './support/pure-definitions';

const ejTicket = (fields: [number[], number[]][]): TicketConfig => ({
  ...lottoTicketConfig([]),
  productIdentifier: 'eurojackpot_regular',
  fields: fields.map(([main, extra]) => ({ main, extra })),
  addons: [],
  drawEvents: ['friday'],
});

describe('validateTicket: Eurojackpot’s Euro numbers', () => {
  it('a field with Euro numbers only is not empty: it misses its five numbers', () => {
    expect(validateTicket(ejTicket([[[], [1, 2]]]), EUROJACKPOT)).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 0, missingMain: 5, missingExtra: 0 },
    });
  });

  it('a field with one Euro number is incomplete', () => {
    expect(validateTicket(ejTicket([[[1, 2, 3, 4, 5], [1]]]), EUROJACKPOT)).toEqual({
      ok: false,
      error: { kind: 'incomplete_field', fieldIndex: 0, missingMain: 0, missingExtra: 1 },
    });
  });

  it('three Euro numbers on a normal ticket are refused as invalid', () => {
    expect(
      validateTicket(
        ejTicket([
          [
            [1, 2, 3, 4, 5],
            [1, 2, 3],
          ],
        ]),
        EUROJACKPOT,
      ),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid_number', fieldIndex: 0 },
    });
  });

  it('a complete field passes', () => {
    expect(
      validateTicket(
        ejTicket([
          [
            [1, 2, 3, 4, 5],
            [1, 2],
          ],
        ]),
        EUROJACKPOT,
      ).ok,
    ).toBe(true);
  });
});

describe('validateTicket: the KENO field stake', () => {
  it('keeps the stake of a product that has stakes', () => {
    const keno: TicketConfig = {
      ...lottoTicketConfig([]),
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_2',
      fields: [{ main: [1, 2], extra: [] }],
      ticketNumbers: ['12345'],
      addons: [],
      drawEvents: ['daily'],
      fieldStake: money(200),
    };
    const result = validateTicket(keno, KENO);
    expect(result.ok && result.value.fieldStake).toEqual(money(200));
  });
});

describe('identity check and bank details', () => {
  it('knows the ident results, and no case yet is "not started"', () => {
    expect(isIdentityCheckResult(null)).toBe(false);
    expect(isIdentityCheckResult(undefined)).toBe(false);
    expect(isIdentityCheckResult('')).toBe(false);
    expect(identityCheckResultOf({ nectRoboIdentStatus: null } as Player)).toBe('not_started');
    expect(identityCheckResultOf({ nectRoboIdentStatus: 'something_new' } as Player)).toBeNull();
  });

  it('the stored SEPA account is its masked IBAN and holder only', () => {
    const sepa: PaymentMethod = {
      label: 'sepa_direct_debit',
      configurationId: 'sepa',
      possibleTransactionTypes: ['deposit', 'withdrawal'],
      stored: {
        type: 'sepa_direct_debit',
        accountHolder: 'Max Mustermann',
        maskedIban: 'DE89 **** 3000',
        editable: true,
      },
      default: false,
    };
    expect(storedSepaAccount([sepa])).toEqual({ maskedIban: 'DE89 **** 3000', accountHolder: 'Max Mustermann' });
  });
});
