import { isAdult, isoDateOf, type RegistrationData } from '../../../core/domain/registration';
import type { Clock } from '../../../ports/clock.port';
import type { Field, FieldFailure, FieldValidator } from './registration.view-model';

const NAME = /^[\p{L}][\p{L}' .-]{0,59}$/u;
const fail = (rule: string, params?: Record<string, string>): FieldFailure => ({ rule, ...(params ? { params } : {}) });

/** Registration field rules (spec/1 §5 where given; our choice where the spec is silent, docs/decisions.md). */
export function registrationRules(clock: Clock): FieldValidator {
  const rules: Record<Field, (value: string, data: RegistrationData) => FieldFailure | null> = {
    firstName: (v) => (!v.trim() ? fail('required') : NAME.test(v.trim()) ? null : fail('validSchufa')),
    lastName: (v) => (!v.trim() ? fail('required') : NAME.test(v.trim()) ? null : fail('validSchufa')),
    birthName: (v) => (!v.trim() ? fail('required') : NAME.test(v.trim()) ? null : fail('validSchufa')),
    dateOfBirth: (v) => {
      if (!v.trim()) return fail('required');
      const iso = isoDateOf(v);
      if (!iso) return fail('validDate');
      return isAdult(iso, clock.now()) ? null : fail('tooYoung');
    },
    birthplace: (v) => (!v.trim() ? fail('required') : /^[\p{L}\d][\p{L}\d' ./()-]{0,59}$/u.test(v.trim()) ? null : fail('validSchufa')),
    street: (v) => (!v.trim() ? fail('required') : v.trim().length > 80 ? fail('invalid') : null),
    houseNumber: (v) => (!v.trim() ? fail('required') : /^\d{1,5}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?$/.test(v.trim()) ? null : fail('invalid')),
    zipCode: (v) => (!v.trim() ? fail('required') : /^\d{5}$/.test(v.trim()) ? null : fail('length', { length: '5' })),
    city: (v) => (!v.trim() ? fail('required') : null),
    email: (v) => (!v.trim() ? fail('required') : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim()) ? null : fail('email')),
    password: (v) => {
      if (!v) return fail('required');
      if (v.length < 8) return fail('minLength', { min: '8' });
      if (!(/\p{Ll}/u.test(v) && /\p{Lu}/u.test(v))) return fail('containsLowerAndUpperCase');
      if (!/[^\p{L}]/u.test(v)) return fail('containsSpecialCharacterOrNumber');
      return null;
    },
  };
  return (field, data) => rules[field](data[field], data);
}
