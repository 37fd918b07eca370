import { describe, expect, it } from 'vitest';
import { RULE_NAMES } from '../../../core/domain/validation/rule';
import { fieldMessage, messageKeys } from '../../../src/forms/field-message';
import { t } from '../../../src/i18n/i18n';

const NBSP = '\u00a0';
const GENERIC = 'Bitte überprüfen Sie Ihre Eingabe.';

describe('fieldMessage', () => {
  it('looks up validations.{field}.{rule} first', () => {
    expect(fieldMessage('iban', { rule: 'required' })).toBe('Bitte geben Sie Ihre IBAN ein.');
    expect(fieldMessage('first_name', { rule: 'required' })).toBe('Bitte geben Sie Ihren Vornamen ein.');
  });

  it('falls back to validations.default.{rule}', () => {
    expect(fieldMessage('iban', { rule: 'numeric' })).toBe('Bitte geben Sie nur Ziffern ein.');
    expect(fieldMessage('nickname', { rule: 'validIban' })).toBe('Bitte geben Sie eine gültige IBAN ein.');
  });

  it("gives 'invalid' (the generic message) for an unknown rule", () => {
    expect(fieldMessage('first_name', { rule: 'noSuchRule' })).toBe(GENERIC);
    expect(fieldMessage('email', { rule: 'a:b.c' })).toBe(GENERIC);
    expect(messageKeys('email', { rule: 'noSuchRule' }).at(-1)).toBe('validations.default.invalid');
  });

  it("gives the field's own 'invalid' for a code it has no text for, after the default rule's", () => {
    expect(fieldMessage('iban', { rule: 'invalid_checksum' })).toBe('Bitte prüfen Sie Ihre IBAN.');
    expect(fieldMessage('account_holder.first_name', { rule: 'too_long' })).toBe('Bitte prüfen Sie diese Angabe.');
    expect(fieldMessage('iban', { rule: 'noSuchRule' })).toBe('Bitte prüfen Sie Ihre IBAN.');
    expect(fieldMessage('code', { rule: 'numeric' })).toBe('Der Code besteht nur aus Ziffern.');
    expect(messageKeys('iban', { rule: 'required' })).toEqual([
      'validations.iban.required',
      'validations.default.required',
      'validations.iban.invalid',
      'validations.default.invalid',
    ]);
  });

  it('finds snake_case messages for camelCase view-model fields', () => {
    expect(fieldMessage('dateOfBirth', { rule: 'required' })).toBe('Bitte geben Sie Ihr Geburtsdatum ein.');
    expect(fieldMessage('zipCode', { rule: 'length', params: { length: '5' } })).toBe(
      'Die Postleitzahl hat 5 Ziffern.',
    );
  });

  it('interpolates {{date}}, {{amount}}, {{length}} and {{min}}', () => {
    expect(fieldMessage('valid_from', { rule: 'minMaxDate', params: { date: '01.07.2026' }, variant: 'after' })).toBe(
      'Das Datum muss nach dem 01.07.2026 liegen.',
    );
    expect(
      fieldMessage('valid_from', { rule: 'minMaxDate', params: { date: '31.12.2026' }, variant: 'onOrBefore' }),
    ).toBe('Das Datum darf nicht nach dem 31.12.2026 liegen.');
    expect(fieldMessage('stake', { rule: 'minFractionalValue', params: { amount: `10,00${NBSP}€` } })).toBe(
      `Der Betrag muss mindestens 10,00${NBSP}€ betragen.`,
    );
    expect(fieldMessage('amount', { rule: 'maxFractionalValue', params: { amount: `1.000,00${NBSP}€` } })).toBe(
      `Der Höchstbetrag ist 1.000,00${NBSP}€.`,
    );
    expect(fieldMessage('code', { rule: 'length', params: { length: '6' } })).toBe('Der Code hat genau 6 Zeichen.');
    expect(fieldMessage('nickname', { rule: 'minLength', params: { min: '3' } })).toBe(
      'Bitte geben Sie mindestens 3 Zeichen ein.',
    );
  });

  it('says "at least 18" for a date of birth after the limit, whichever bound style', () => {
    const tooYoung = { rule: 'minMaxDate', params: { date: '15.06.2008' } };
    expect(fieldMessage('date_of_birth', { ...tooYoung, variant: 'onOrBefore' })).toBe(
      'Sie müssen mindestens 18 Jahre alt sein.',
    );
    expect(fieldMessage('dateOfBirth', { ...tooYoung, variant: 'before' })).toBe(
      'Sie müssen mindestens 18 Jahre alt sein.',
    );
    expect(
      fieldMessage('dateOfBirth', { rule: 'minMaxDate', params: { date: '01.01.1900' }, variant: 'onOrAfter' }),
    ).toBe('Bitte geben Sie ein Geburtsdatum ab dem 01.01.1900 ein.');
  });

  it('uses the unspecific message when no bound can be shown', () => {
    expect(fieldMessage('stake', { rule: 'minFractionalValue', variant: 'unspecific' })).toBe(
      'Der Betrag ist zu niedrig.',
    );
    expect(fieldMessage('amount', { rule: 'maxFractionalValue', variant: 'unspecific' })).toBe(
      'Der Betrag ist zu hoch.',
    );
  });

  it('has the wallet amounts’ messages, per direction, for the field’s rules', () => {
    expect(fieldMessage('deposit_amount', { rule: 'minFractionalValue', params: { amount: `10,00${NBSP}€` } })).toBe(
      `Sie können ab 10,00${NBSP}€ einzahlen.`,
    );
    expect(fieldMessage('withdrawal_amount', { rule: 'maxFractionalValue', params: { amount: `40,00${NBSP}€` } })).toBe(
      `Sie können höchstens 40,00${NBSP}€ auszahlen – so viel ist auszahlbar.`,
    );
    expect(fieldMessage('deposit_amount', { rule: 'euroAmount' })).toBe(
      'Bitte geben Sie den Betrag in Euro ein, zum Beispiel 25 oder 25,50.',
    );
  });

  it('keeps dotted field paths of other forms working', () => {
    expect(fieldMessage('card.holder', { rule: 'required' })).toBe(t('validations.card.holder.required'));
  });

  it('has a German default message for every rule, with no key left showing', () => {
    for (const rule of RULE_NAMES) {
      const text = fieldMessage('some_field', {
        rule,
        params: { date: '01.01.2000', amount: `1,00${NBSP}€`, length: '5', min: '8', decimals: '2' },
      });
      expect(text, rule).not.toBe(GENERIC);
      expect(text, rule).not.toMatch(/validations\.|\{\{/);
    }
  });
});

describe('password fields', () => {
  it('a new password answers with the line of its checklist (spec/1 §5)', () => {
    expect(fieldMessage('new_password', { rule: 'minLength', params: { min: '8' } })).toBe('Mindestens 8 Zeichen');
    expect(fieldMessage('newPassword', { rule: 'containsLowerAndUpperCase' })).toBe('Groß- und Kleinbuchstaben');
    expect(fieldMessage('new_password', { rule: 'containsSpecialCharacterOrNumber' })).toBe(
      'Mindestens eine Zahl oder ein Sonderzeichen',
    );
    expect(fieldMessage('new_password', { rule: 'required' })).toBe('Passwort eingeben');
    expect(fieldMessage('new_password', { rule: 'validIban' })).toBe('Bitte geben Sie eine gültige IBAN ein.');
    expect(fieldMessage('new_password', { rule: 'invalid' })).toBe(GENERIC);
  });

  it('the old password and the login’s or reset’s password have their own messages', () => {
    expect(fieldMessage('oldPassword', { rule: 'required' })).toBe('Bitte geben Sie Ihr bisheriges Passwort ein.');
    expect(fieldMessage('old_password', { rule: 'wrong_password' })).toBe('Das bisherige Passwort stimmt nicht.');
    expect(fieldMessage('password', { rule: 'required' })).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(fieldMessage('password', { rule: 'minLength', params: { min: '8' } })).toBe(
      'Bitte geben Sie mindestens 8 Zeichen ein.',
    );
  });
});

describe('existing messages', () => {
  it('stay as they were (the login form uses them)', () => {
    expect(t('validations.default.required')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(t('validations.username.required')).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(t('validations.password.required')).toBe('Bitte geben Sie Ihr Passwort ein.');
  });
});
