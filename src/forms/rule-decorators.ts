import type { Money } from '../../core/domain/money';
import { isAdult, isoDateOf } from '../../core/domain/registration';
import { cardNumber, expiryMonth, expiryYear, securityCode } from '../../core/domain/validation/card-rules';
import { minMaxDate, validDate, type MinMaxDateOptions } from '../../core/domain/validation/date-rules';
import { email } from '../../core/domain/validation/email';
import { validIban } from '../../core/domain/validation/iban';
import {
  euroAmount,
  maxFractionalValue,
  minFractionalValue,
  type MoneyBound,
} from '../../core/domain/validation/money-rules';
import { double, isValidPhoneNumber, numeric, type DoubleOptions } from '../../core/domain/validation/number-rules';
import {
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
} from '../../core/domain/validation/password-rules';
import type { Rule } from '../../core/domain/validation/rule';
import { length, minLength, regex, required, validSchufa } from '../../core/domain/validation/text-rules';
import type { Temporal } from '../../core/shared/temporal';
import { ruleDecorator, withOptions, type FromForm } from './rule-decorator';

/*
 * One decorator per spec/1 §5 rule. class-validator runs a property's decorators bottom-up
 * (the one next to the property first) and validateForm stops at the first failure, so put
 * IsRequired last, directly above the property, as in the login form.
 */
const fixed = (rule: Rule) => () => rule;

export const IsRequired = () => ruleDecorator('required', fixed(required));
export const IsEmailAddress = () => ruleDecorator('email', fixed(email));
export const HasLength = (n: number) => ruleDecorator('length', fixed(length(n)));
export const HasMinLength = (n: number) => ruleDecorator('minLength', fixed(minLength(n)));
export const IsNumericDigits = () => ruleDecorator('numeric', fixed(numeric));
export const MatchesPattern = (pattern: RegExp) => ruleDecorator('regex', fixed(regex(pattern)));
export const ContainsLowerAndUpperCase = () =>
  ruleDecorator('containsLowerAndUpperCase', fixed(containsLowerAndUpperCase));
export const ContainsSpecialCharacterOrNumber = () =>
  ruleDecorator('containsSpecialCharacterOrNumber', fixed(containsSpecialCharacterOrNumber));
export const IsDouble = (options: DoubleOptions = {}) => ruleDecorator('double', fixed(double(options)));
export const IsValidIban = () => ruleDecorator('validIban', fixed(validIban));
export const IsValidPhoneNumber = () => ruleDecorator('isValidPhoneNumber', fixed(isValidPhoneNumber));
export const IsValidSchufa = () => ruleDecorator('validSchufa', fixed(validSchufa));
export const IsValidDate = () => ruleDecorator('validDate', fixed(validDate));
export const IsEuroAmount = () => ruleDecorator('euroAmount', fixed(euroAmount));
export const IsCardNumber = () => ruleDecorator('cardNumber', fixed(cardNumber));
export const IsExpiryMonth = () => ruleDecorator('month', fixed(expiryMonth));
export const IsExpiryYear = () => ruleDecorator('year', fixed(expiryYear));
export const IsSecurityCode = () => ruleDecorator('securityCode', fixed(securityCode));

/** The bound as Money or cents, or read from the form (e.g. a deposit limit loaded later). */
export const MinFractionalValue = <F>(bound: FromForm<Money | number | null | undefined, F>) =>
  ruleDecorator('minFractionalValue', withOptions<MoneyBound, F>(bound, minFractionalValue));

export const MaxFractionalValue = <F>(bound: FromForm<Money | number | null | undefined, F>) =>
  ruleDecorator('maxFractionalValue', withOptions<MoneyBound, F>(bound, maxFractionalValue));

/** Bounds that move with the day (18 years before today) come from the form, which gets "today" from the Clock. */
export const MinMaxDate = <F>(options: FromForm<MinMaxDateOptions, F>) =>
  ruleDecorator('minMaxDate', withOptions(options, minMaxDate));

/**
 * 18 or older on the Berlin day of `now` (core/domain/age.ts, the platform's rule too). It fails
 * with the platform's own kind, 'too_young', so the form and the platform refuse alike.
 */
export const IsAdult = <F>(now: FromForm<Temporal.Instant, F>) =>
  ruleDecorator(
    'too_young',
    withOptions(now, (instant): Rule => {
      const tooYoung = Object.freeze({ rule: 'too_young' });
      return (value) => {
        const iso = typeof value === 'string' ? isoDateOf(value) : null;
        return !iso || isAdult(iso, instant) ? true : tooYoung;
      };
    }),
  );
