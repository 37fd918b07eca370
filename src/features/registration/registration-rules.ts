import { isAdult, isoDateOf, type RegistrationData } from '../../../core/domain/registration';
import { validateValue, type Rule } from '../../../core/domain/validation/rule';
import { length, minLength, regex, required, validSchufa } from '../../../core/domain/validation/text-rules';
import { email } from '../../../core/domain/validation/email';
import { numeric } from '../../../core/domain/validation/number-rules';
import { validDate } from '../../../core/domain/validation/date-rules';
import {
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
} from '../../../core/domain/validation/password-rules';
import type { Clock } from '../../../ports/clock.port';
import type { Field, FieldValidator } from './registration.view-model';

/** A name: Latin letters (umlauts, ß, accents), spaces, hyphens, apostrophes, dots; at most 60. */
const NAME = regex(/^[\p{L}][\p{L}\p{M}' .-]{0,59}$/u);
const HOUSE_NUMBER = regex(/^\d{1,5}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?$/);

/** 18 or older on today's Berlin date (LOTTERY-RULES §7). */
const adultOn =
  (clock: Clock): Rule =>
  (value) => {
    const iso = typeof value === 'string' ? isoDateOf(value) : null;
    return !iso || isAdult(iso, clock.now()) ? true : { rule: 'too_young' };
  };

/** Registration field rules: the shared rule functions of spec/1 §5, first failure per field. */
export function registrationRules(clock: Clock): FieldValidator {
  const rules: Record<Field, readonly Rule[]> = {
    firstName: [required, NAME, validSchufa],
    lastName: [required, NAME, validSchufa],
    birthName: [required, NAME, validSchufa],
    dateOfBirth: [required, validDate, adultOn(clock)],
    birthplace: [required, validSchufa, minLength(2)],
    street: [required, validSchufa],
    houseNumber: [required, HOUSE_NUMBER],
    zipCode: [required, numeric, length(5)],
    city: [required, validSchufa],
    email: [required, email],
    password: [required, minLength(8), containsLowerAndUpperCase, containsSpecialCharacterOrNumber],
  };
  return (field, data: RegistrationData) => validateValue(data[field], rules[field]);
}
