import { describe, expect, it } from 'vitest';
import { IsNotEmpty } from 'class-validator';
import { money } from '../../../core/domain/money';
import { Temporal } from '../../../core/shared/temporal';
import {
  ContainsLowerAndUpperCase,
  ContainsSpecialCharacterOrNumber,
  HasLength,
  HasMinLength,
  IsDouble,
  IsEmailAddress,
  IsNumericDigits,
  IsRequired,
  IsValidDate,
  IsValidIban,
  IsValidPhoneNumber,
  IsValidSchufa,
  MatchesPattern,
  MaxFractionalValue,
  MinFractionalValue,
  MinMaxDate,
} from '../../../src/forms/rule-decorators';
import { validateForm } from '../../../src/forms/validate-form';

const NBSP = '\u00a0';

/** A sample form: decorators run bottom-up, so IsRequired sits next to the property. */
class SampleForm {
  /** "Today" comes from the Clock in a real view model. */
  today = Temporal.PlainDate.from('2026-06-15');
  depositLimit: number | null = 50_000;

  @IsValidSchufa()
  @IsRequired()
  firstName = 'Jürgen';

  @MinMaxDate((form: SampleForm) => ({ max: form.today.subtract({ years: 18 }) }))
  @IsValidDate()
  @IsRequired()
  dateOfBirth = '15.06.2008';

  @HasLength(5)
  @IsNumericDigits()
  @IsRequired()
  zipCode = '10115';

  @MatchesPattern(/^\d+[a-z]?$/i)
  houseNumber = '12a';

  @IsEmailAddress()
  @IsRequired()
  email = 'max@example.de';

  @IsValidPhoneNumber()
  phoneNumber = '';

  @IsValidIban()
  @IsRequired()
  iban = 'DE89 3704 0044 0532 0130 00';

  @MaxFractionalValue((form: SampleForm) => form.depositLimit)
  @MinFractionalValue(money(1000))
  @IsDouble({ separator: ',', decimals: 2 })
  @IsRequired()
  amount = '20,00';

  @ContainsSpecialCharacterOrNumber()
  @ContainsLowerAndUpperCase()
  @HasMinLength(8)
  @IsRequired()
  password = 'Geheim123';

  @IsNotEmpty({ message: 'required' })
  plainClassValidator = 'x';
}

const form = (values: Partial<SampleForm> = {}) => Object.assign(new SampleForm(), values);

describe('validateForm', () => {
  it('answers nothing for a valid form', () => {
    expect(validateForm(form())).toEqual({});
  });

  it('answers the first failing rule per field, by rule name', () => {
    const errors = validateForm(
      form({
        firstName: '',
        zipCode: '1011x',
        email: 'max@',
        iban: 'DE88 3704 0044 0532 0130 00',
        password: 'kurz',
        phoneNumber: '+1',
      }),
    );
    expect(errors).toEqual({
      firstName: { rule: 'required' },
      zipCode: { rule: 'numeric' },
      email: { rule: 'email' },
      iban: { rule: 'validIban' },
      password: { rule: 'minLength', params: { min: '8' } },
      phoneNumber: { rule: 'isValidPhoneNumber' },
    });
  });

  it('stops at the first error: later rules of a field do not report', () => {
    expect(validateForm(form({ password: '' })).password).toEqual({ rule: 'required' });
    expect(validateForm(form({ password: 'langgenug' })).password).toEqual({ rule: 'containsLowerAndUpperCase' });
    expect(validateForm(form({ password: 'LangGenug' })).password).toEqual({
      rule: 'containsSpecialCharacterOrNumber',
    });
    expect(validateForm(form({ dateOfBirth: '30.02.2000' })).dateOfBirth).toEqual({ rule: 'validDate' });
  });

  it('carries the values the message shows: date and euro bound', () => {
    expect(validateForm(form({ dateOfBirth: '16.06.2008' })).dateOfBirth).toEqual({
      rule: 'minMaxDate',
      params: { date: '15.06.2008' },
      variant: 'onOrBefore',
    });
    expect(validateForm(form({ amount: '9,99' })).amount).toEqual({
      rule: 'minFractionalValue',
      params: { amount: `10,00${NBSP}€` },
    });
    expect(validateForm(form({ amount: '500,01' })).amount).toEqual({
      rule: 'maxFractionalValue',
      params: { amount: `500,00${NBSP}€` },
    });
    expect(validateForm(form({ amount: '12,345' })).amount).toEqual({ rule: 'double', params: { decimals: '2' } });
  });

  it('reads bounds from the form when validating (limits loaded later, today moving on)', () => {
    expect(validateForm(form({ amount: '600,00', depositLimit: null })).amount).toBeUndefined();
    const nextYear = form({ today: Temporal.PlainDate.from('2027-06-15'), dateOfBirth: '15.06.2009' });
    expect(validateForm(nextYear).dateOfBirth).toBeUndefined();
  });

  it('limits the answer to the given fields (the one just left, or a step)', () => {
    const bad = form({ firstName: '', email: 'x' });
    expect(validateForm(bad, ['email'])).toEqual({ email: { rule: 'email' } });
    expect(validateForm(bad, ['zipCode'])).toEqual({});
  });

  it('answers the same for the same form every time', () => {
    const bad = form({ amount: '1,00' });
    expect(validateForm(bad)).toEqual(validateForm(bad));
  });

  it('takes plain class-validator decorators whose message is the rule name', () => {
    expect(validateForm(form({ plainClassValidator: '' })).plainClassValidator).toEqual({ rule: 'required' });
  });

  it('lets optional fields stay empty while their format rules still apply', () => {
    expect(validateForm(form({ houseNumber: '' })).houseNumber).toBeUndefined();
    expect(validateForm(form({ houseNumber: 'a12' })).houseNumber).toEqual({ rule: 'regex' });
  });
});
