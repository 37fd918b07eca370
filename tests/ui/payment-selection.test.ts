import { describe, expect, it } from 'vitest';
import { PaymentSelection } from '../../src/features/basket/payment-selection';
import { isLuhnValid } from '../../core/domain/validation/card-rules';
import type { PaymentMethod } from '../../core/domain/player';

const method = (label: PaymentMethod['label'], extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  label,
  configurationId: `cfg-${label}`,
  possibleTransactionTypes: ['deposit'],
  stored: null,
  default: false,
  ...extra,
});

const storedSepa = method('sepa_direct_debit', {
  default: true,
  stored: { type: 'sepa_direct_debit', accountHolder: 'Max Mustermann', maskedIban: 'DE89 **** 00', editable: true },
});

describe('payment selection (spec/1 §4, §5)', () => {
  it('starts with the default method and offers a new card next to the card method', () => {
    const s = new PaymentSelection();
    s.setMethods([storedSepa, method('paypal'), method('adyen_credit_card')]);
    expect(s.selected).toBe('sepa_direct_debit');
    expect(s.options.map((o) => o.value)).toEqual(['sepa_direct_debit', 'paypal', 'new_card']);
  });

  it('resets to the default when the methods go away (logout) and come back', () => {
    const s = new PaymentSelection();
    s.setMethods([storedSepa, method('paypal')]);
    s.select('paypal');
    s.setMethods([]);
    expect(s.selected).toBeNull();
    s.setMethods([storedSepa, method('paypal')]);
    expect(s.selected).toBe('sepa_direct_debit');
  });

  it('selecting a method that is not in the list is an error', () => {
    const s = new PaymentSelection();
    s.setMethods([method('paypal')]);
    expect(() => s.select('sepa_direct_debit')).toThrow('not available');
    expect(s.selected).toBe('paypal');
  });

  it('SEPA pays only with a stored account', () => {
    const s = new PaymentSelection();
    s.setMethods([method('sepa_direct_debit', { default: true }), method('paypal')]);
    expect(s.sepaWithoutAccount).toBe(true);
    s.select('paypal');
    expect(s.sepaWithoutAccount).toBe(false);
  });

  it('checks the new-card form field by field before anything is sent', async () => {
    const s = new PaymentSelection();
    s.setMethods([method('adyen_credit_card', { default: true })]);
    expect(s.selected).toBe('new_card');
    // Until its rules (a class-validator form, loaded with the card fields) are there, the card cannot be sent, silently.
    expect(s.cardProblem).not.toBeNull();
    expect(s.visibleCardProblem).toBeNull();
    await s.cardForm.ready();
    expect(s.cardProblem).toEqual({ field: 'holder', rule: 'required' });
    // Nothing is shown before the player has left the field.
    expect(s.visibleCardProblem).toBeNull();
    s.touch('holder');
    expect(s.visibleCardProblem).toEqual({ field: 'holder', rule: 'required' });
    s.setCard('holder', 'Max Mustermann');
    s.setCard('number', '4111 1111 1111 1112');
    expect(s.cardProblem?.rule).toBe('cardNumber');
    s.setCard('number', '4111 1111 1111 1111');
    s.setCard('expiryMonth', '13');
    expect(s.cardProblem?.field).toBe('expiryMonth');
    s.setCard('expiryMonth', '12');
    s.setCard('expiryYear', '30');
    s.setCard('securityCode', '12');
    expect(s.cardProblem?.field).toBe('securityCode');
    s.setCard('securityCode', '123');
    expect(s.cardProblem).toBeNull();
    expect(s.choice).toMatchObject({ kind: 'new_card', card: { number: '4111 1111 1111 1111' } });
  });

  it('Luhn check accepts real test numbers and refuses typos', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('4000000000003220')).toBe(true);
    expect(isLuhnValid('4111 1111 1111 1112')).toBe(false);
    expect(isLuhnValid('1234')).toBe(false);
  });
});
