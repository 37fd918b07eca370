import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { EMPTY_REGISTRATION, isAdult, isoDateOf, type RegistrationData } from '../../../core/domain/registration';
import { formatMoney, money, parseEuros } from '../../../core/domain/money';
import type { CardInput } from '../../../core/domain/payment';
import { isLuhnValid } from '../../../core/domain/validation/card-rules';
import { Temporal } from '../../../core/shared/temporal';
import { validDate } from '../../../core/domain/validation/date-rules';
import { email } from '../../../core/domain/validation/email';
import { validIban } from '../../../core/domain/validation/iban';
import { maxFractionalValue, minFractionalValue } from '../../../core/domain/validation/money-rules';
import { double, isValidPhoneNumber, numeric } from '../../../core/domain/validation/number-rules';
import {
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
} from '../../../core/domain/validation/password-rules';
import type { Rule, RuleFailure } from '../../../core/domain/validation/rule';
import { length, minLength, regex, required, validSchufa } from '../../../core/domain/validation/text-rules';
import type { PersonalDataUpdate } from '../../../ports/account-gateway.port';
import { fieldMessage } from '../../../src/forms/field-message';
import {
  PasswordChangeForm,
  PERSONAL_FIELDS,
  PersonalDataForm,
} from '../../../src/features/account/personal-data.form';
import { AmountForm } from '../../../src/features/limits/amount-form';
import { CardForm, type CardProblem } from '../../../src/features/basket/card-form';
import { AmountInput } from '../../../src/features/wallet/amount-input';
import { registrationRules } from '../../../src/features/registration/registration.form';
import type { Field } from '../../../src/features/registration/registration.view-model';
import { validateLoginForm } from '../../../src/features/session/login.form';
import { MicroDepositForm, type MicroDepositDeps } from '../../../src/features/verification/micro-deposit.form';
import { fieldError } from '../../../src/features/verification/verification-text';
import { validateForm } from '../../../src/forms/validate-form';
import type * as ValidateFormModule from '../../../src/forms/validate-form';

/** Every form class handed to validateForm, by name: the proof that a form goes through it. */
const validated = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/forms/validate-form', async (importOriginal) => {
  const real = await importOriginal<typeof ValidateFormModule>();
  return {
    ...real,
    validateForm: ((form, fields) => {
      validated.push(form.constructor.name);
      return real.validateForm(form, fields);
    }) satisfies typeof real.validateForm,
  };
});
beforeEach(() => void validated.splice(0));

const NBSP = '\u00a0';
const NOW = Temporal.Instant.from('2026-06-15T10:00:00Z');
const clock = { now: () => NOW };

/** How every form checked a field before it had a form class: the first failing core rule of a list. */
const firstFailure = (value: unknown, rules: readonly Rule[]): RuleFailure | null => {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return null;
};

const NAME = regex(/^[\p{L}][\p{L}\p{M}' .-]{0,59}$/u);
const HOUSE_NUMBER = regex(/^\d{1,5}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?$/);
const NEW_PASSWORD = [required, minLength(8), containsLowerAndUpperCase, containsSpecialCharacterOrNumber];
const adult: Rule = (value) => {
  const iso = typeof value === 'string' ? isoDateOf(value) : null;
  return !iso || isAdult(iso, NOW) ? true : { rule: 'too_young' };
};
/** The registration's rule lists as they were (registration-rules.ts). */
const REGISTRATION_RULES: Record<Field, readonly Rule[]> = {
  firstName: [required, NAME, validSchufa],
  lastName: [required, NAME, validSchufa],
  birthName: [required, NAME, validSchufa],
  dateOfBirth: [required, validDate, adult],
  birthplace: [required, validSchufa, minLength(2)],
  street: [required, validSchufa],
  houseNumber: [required, HOUSE_NUMBER],
  zipCode: [required, numeric, length(5)],
  city: [required, validSchufa],
  email: [required, email],
  password: NEW_PASSWORD,
};
/** The personal data page's as they were (personal-data.view-model.ts). */
const PERSONAL_RULES: Record<keyof PersonalDataUpdate, readonly Rule[]> = {
  birthName: [required, validSchufa],
  birthplace: [required, validSchufa, minLength(2)],
  street: [required, validSchufa],
  houseNumber: [required, HOUSE_NUMBER],
  zipCode: [required, numeric, length(5)],
  city: [required, validSchufa],
  email: [required, email],
  phoneNumber: [isValidPhoneNumber],
};

/** Text near every rule's edge: digits, letters with and without accents, the SCHUFA signs, other scripts. */
const fieldText = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."0123456789aZäßé .,-/'@+€٣Ω😀"), maxLength: 16 }),
  fc.constantFrom('', ' ', 'Jürgen', 'O’Neil', '12a', '12 - 14', '10115', 'max@example.de', 'Geheim12!', '+49 170 1'),
);
const germanDate = fc
  .tuple(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1990, max: 2012 }))
  .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`);

describe('registration form (RegistrationForm)', () => {
  const check = registrationRules(clock);
  const data = (values: Partial<RegistrationData>): RegistrationData => ({ ...EMPTY_REGISTRATION, ...values });

  it('goes through validateForm and answers the same failure and German text as before', () => {
    expect(check('zipCode', data({ zipCode: '1011' }))).toEqual({ rule: 'length', params: { length: '5' } });
    expect(validated).toEqual(['RegistrationForm']);
    expect(fieldMessage('zipCode', check('zipCode', data({ zipCode: '1011' }))!)).toBe(
      'Die Postleitzahl hat 5 Ziffern.',
    );
    const young = check('dateOfBirth', data({ dateOfBirth: '16.06.2008' }));
    expect(young).toEqual({ rule: 'too_young' });
    expect(fieldMessage('dateOfBirth', young!)).toBe(
      'Sie müssen mindestens 18 Jahre alt sein, um sich zu registrieren.',
    );
    expect(check('dateOfBirth', data({ dateOfBirth: '15.06.2008' }))).toBeNull();
    const password = check('password', data({ password: 'kurz' }));
    expect(password).toEqual({ rule: 'minLength', params: { min: '8' } });
    expect(fieldMessage('new_password', password!)).toBe('Mindestens 8 Zeichen');
    expect(fieldMessage('email', check('email', data({ email: 'max@' }))!)).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
  });

  it('checks every field exactly as the rule lists did, in the same order', () => {
    const fields = Object.keys(REGISTRATION_RULES) as Field[];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fieldText, germanDate, (field, text, date) => {
        const value = field === 'dateOfBirth' ? date : text;
        expect(check(field, data({ [field]: value }))).toEqual(firstFailure(value, REGISTRATION_RULES[field]));
      }),
      { numRuns: 400 },
    );
  });
});

describe('personal data form (PersonalDataForm, PasswordChangeForm)', () => {
  const stored: PersonalDataUpdate = {
    birthName: 'Muster',
    birthplace: 'Berlin',
    street: 'Hauptstraße',
    houseNumber: '1',
    zipCode: '10115',
    city: 'Berlin',
    email: 'max@example.de',
    phoneNumber: '',
  };

  it('answers the same failure and German text as before', () => {
    const errors = validateForm(new PersonalDataForm({ ...stored, birthplace: 'B', phoneNumber: '0170-1' }));
    expect(errors).toEqual({
      birthplace: { rule: 'minLength', params: { min: '2' } },
      phoneNumber: { rule: 'isValidPhoneNumber' },
    });
    expect(fieldMessage('birthplace', errors.birthplace!)).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    expect(fieldMessage('phoneNumber', errors.phoneNumber!)).toBe(
      'Bitte geben Sie Ihre Telefonnummer mit 2 bis 15 Ziffern ein, gern mit Ländervorwahl, z. B. +49 170 1234567.',
    );
  });

  it('checks every field exactly as the rule lists did', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_FIELDS), fieldText, (field, text) => {
        const errors = validateForm(new PersonalDataForm({ ...stored, [field]: text }), [field]);
        expect(errors[field] ?? null).toEqual(firstFailure(text, PERSONAL_RULES[field]));
      }),
      { numRuns: 300 },
    );
  });

  it('asks for the old password and checks the new one like the registration', () => {
    const errors = validateForm(new PasswordChangeForm({ oldPassword: '', newPassword: 'langgenug' }));
    expect(errors).toEqual({ oldPassword: { rule: 'required' }, newPassword: { rule: 'containsLowerAndUpperCase' } });
    expect(fieldMessage('oldPassword', errors.oldPassword!)).toBe('Bitte geben Sie Ihr bisheriges Passwort ein.');
    expect(fieldMessage('newPassword', errors.newPassword!)).toBe('Groß- und Kleinbuchstaben');
    fc.assert(
      fc.property(fieldText, (text) => {
        const { newPassword } = validateForm(new PasswordChangeForm({ oldPassword: 'x', newPassword: text }));
        expect(newPassword ?? null).toEqual(firstFailure(text, NEW_PASSWORD));
      }),
    );
  });
});

describe('limit amount form (AmountForm → LimitAmountForm)', () => {
  const bounds = { min: money(100), max: money(100_000) };
  const rules = [
    required,
    double({ separator: 'both', decimals: 2 }),
    minFractionalValue(bounds.min),
    maxFractionalValue(bounds.max),
  ];

  it('goes through validateForm with the bounds loaded at the time of the check', () => {
    let max: typeof bounds.max | null = null;
    const form = new AmountForm(() => ({ min: bounds.min, max }));
    form.set('2000');
    expect(form.check()).toBe(true);
    max = bounds.max;
    expect(form.check()).toBe(false);
    expect(validated).toEqual(['LimitAmountForm', 'LimitAmountForm']);
    expect(form.error).toEqual({ rule: 'maxFractionalValue', params: { amount: `1.000,00${NBSP}€` } });
    expect(fieldMessage('limit_amount', form.error!)).toBe(`Der Betrag darf höchstens 1.000,00${NBSP}€ betragen.`);
    form.set('0,50');
    expect(fieldMessage('limit_amount', form.error!)).toBe(`Der Betrag muss mindestens 1,00${NBSP}€ betragen.`);
  });

  it('answers as the rule list did', () => {
    const amounts = fc.oneof(
      fieldText,
      fc.integer({ min: -10, max: 200_000 }).map((c) => `${c / 100}`.replace('.', ',')),
    );
    fc.assert(
      fc.property(amounts, (text) => {
        const form = new AmountForm(() => bounds);
        form.set(text);
        form.check();
        expect(form.error).toEqual(firstFailure(text.trim(), rules));
      }),
    );
  });
});

describe('login form (LoginForm)', () => {
  it('checks with the core rules and speaks through fieldMessage', () => {
    const errors = validateLoginForm({ username: 'keine-mail', password: '' });
    expect(validated).toEqual(['LoginForm']);
    expect(errors).toEqual({ username: { rule: 'email' }, password: { rule: 'required' } });
    expect(fieldMessage('username', errors.username!)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(fieldMessage('password', errors.password!)).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(fieldMessage('username', validateLoginForm({ username: '', password: 'x' }).username!)).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
    expect(validateLoginForm({ username: 'max@example.de', password: 'x' })).toEqual({});
  });
});

describe('micro deposit form (BankDetailsForm)', () => {
  const form = () => new MicroDepositForm({} as MicroDepositDeps, () => Promise.resolve());

  it('catches a mistyped IBAN through validateForm before anything is sent', async () => {
    const sepa = form();
    sepa.set('iban', 'DE89 3704 0044 0532 0130 01');
    expect(await sepa.submitBankDetails()).toBe(false);
    expect(validated).toEqual(['BankDetailsForm']);
    expect(sepa.errors).toEqual({ iban: { rule: 'validIban' } });
    expect(fieldError('iban', sepa.errors.iban)).toBe('Bitte geben Sie eine gültige IBAN ein.');
  });

  it('answers as the IBAN rule did', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fieldText, fc.constantFrom('DE89 3704 0044 0532 0130 00', 'AT61 1904 3002 3457 3201')),
        async (iban) => {
          const sepa = form();
          sepa.set('iban', iban);
          const before = validIban(iban);
          if (before === true) return; // a valid IBAN goes on to the platform, which this test has not
          expect(await sepa.submitBankDetails()).toBe(false);
          expect(sepa.errors.iban).toEqual(before);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('shows the platform’s codes with the same German text as before, through fieldMessage', () => {
    expect(fieldError('firstName', { rule: 'required' })).toBe('Bitte geben Sie den Vornamen des Kontoinhabers ein.');
    expect(fieldError('lastName', { rule: 'too_long' })).toBe('Bitte prüfen Sie diese Angabe.');
    expect(fieldError('iban', { rule: 'required' })).toBe('Bitte geben Sie Ihre IBAN ein.');
    expect(fieldError('iban', { rule: 'unsupported_country' })).toBe(
      'IBANs aus diesem Land können wir leider nicht annehmen.',
    );
    expect(fieldError('iban', { rule: 'invalid_checksum' })).toBe('Bitte prüfen Sie Ihre IBAN.');
    expect(fieldError('code', { rule: 'missing_code' })).toBe('Bitte geben Sie den Code ein.');
    expect(fieldError('code', { rule: 'wrong_code' })).toBe(
      'Dieser Code stimmt nicht. Bitte prüfen Sie den Verwendungszweck.',
    );
    expect(fieldError('code', { rule: 'too_many_invalid_attempts' })).toBe(
      'Zu viele falsche Versuche. Bitte versuchen Sie es später erneut.',
    );
    expect(fieldError('code', { rule: 'something_new' })).toBe('Bitte prüfen Sie den Code.');
    expect(fieldError('code', undefined)).toBeUndefined();
  });
});

describe('card form (CardForm → CardFields)', () => {
  /** The card's rules as they were written inline before they became a form class. */
  const before = (card: CardInput): CardProblem | null => {
    if (!card.holder.trim()) return { field: 'holder', rule: 'required' };
    if (!isLuhnValid(card.number)) return { field: 'number', rule: 'cardNumber' };
    if (!/^(0?[1-9]|1[0-2])$/.test(card.expiryMonth.trim())) return { field: 'expiryMonth', rule: 'month' };
    if (!/^\d{2}(\d{2})?$/.test(card.expiryYear.trim())) return { field: 'expiryYear', rule: 'year' };
    if (!/^\d{3,4}$/.test(card.securityCode.trim())) return { field: 'securityCode', rule: 'securityCode' };
    return null;
  };

  it('loads its rules with the fields, goes through validateForm and speaks through fieldMessage', async () => {
    const form = new CardForm();
    await form.ready();
    validated.splice(0);
    form.set('holder', 'Max Mustermann');
    form.set('number', '4111 1111 1111 1112');
    expect(form.problem).toEqual({ field: 'number', rule: 'cardNumber' });
    expect(validated).toEqual(['CardFields']);
    expect(fieldMessage('card.number', form.problem!)).toBe('Bitte prüfen Sie die Kartennummer.');
    form.set('number', '4111 1111 1111 1111');
    form.set('expiryMonth', '12');
    form.set('expiryYear', '30');
    form.set('securityCode', '1');
    expect(fieldMessage('card.securityCode', form.problem!)).toBe('Die Prüfnummer hat 3 oder 4 Ziffern.');
    form.set('securityCode', '123');
    expect(form.problem).toBeNull();
  });

  it('answers as the inline checks did, for any card', async () => {
    await new CardForm().ready();
    const digits = fc.stringMatching(/^[0-9 ]{0,22}$/);
    const cards = fc.record({
      holder: fc.oneof(fieldText, fc.constant('')),
      number: fc.oneof(digits, fc.constantFrom('4111 1111 1111 1111', '5555555555554444', '4000000000003220')),
      expiryMonth: fc.oneof(fc.stringMatching(/^[0-9]{0,3}$/), fieldText),
      expiryYear: fc.oneof(fc.stringMatching(/^[0-9]{0,5}$/), fieldText),
      securityCode: fc.oneof(fc.stringMatching(/^[0-9]{0,5}$/), fieldText),
    });
    fc.assert(
      fc.property(cards, (card) => {
        const form = new CardForm();
        for (const [field, value] of Object.entries(card)) form.set(field as keyof CardInput, value);
        expect(form.problem).toEqual(before(card));
      }),
    );
  });
});

describe('wallet amount (AmountInput → WalletAmountForm)', () => {
  const bounds = { min: money(1000), max: money(100_000) };
  /** The amount's checks as they were written inline before they became a form class. */
  const before = (text: string) => {
    if (text.trim() === '') return { rule: 'required' };
    const amount = parseEuros(text);
    if (!amount) return { rule: 'euroAmount' };
    if (amount.fractional < bounds.min.fractional)
      return { rule: 'minFractionalValue', params: { amount: formatMoney(bounds.min) } };
    if (amount.fractional > bounds.max.fractional)
      return { rule: 'maxFractionalValue', params: { amount: formatMoney(bounds.max) } };
    return null;
  };

  it('loads its rules with the field and goes through validateForm', async () => {
    const input = new AmountInput(() => bounds);
    await input.ready();
    validated.splice(0);
    input.set('9,99');
    input.touch();
    expect(input.visibleProblem).toEqual({ rule: 'minFractionalValue', params: { amount: `10,00${NBSP}€` } });
    expect(validated).toEqual(['WalletAmountForm']);
    expect(fieldMessage('deposit_amount', input.visibleProblem!)).toBe(`Sie können ab 10,00${NBSP}€ einzahlen.`);
  });

  it('answers as the inline checks did, for any text', async () => {
    await new AmountInput(() => bounds).ready();
    const amounts = fc.oneof(
      fieldText,
      fc
        .integer({ min: -10, max: 200_000 })
        .map((cents) => `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`),
      fc.constantFrom('1.000', '1.000,5', '12,345', '10 €', ' 25 '),
    );
    fc.assert(
      fc.property(amounts, (text) => {
        const input = new AmountInput(() => bounds);
        input.set(text);
        expect(input.problem).toEqual(before(text));
      }),
    );
  });
});
