import { ADULT_AGE_YEARS, isOfAgeAt } from '../../../core/domain/age';
import { Temporal } from '../../../core/shared/temporal';
import { addError, type AttributeErrors } from '../errors';
import { hasControlCharacters, MAX_EMAIL_LENGTH } from '../text-rules';

/**
 * Server-side field rules for the German market. Each check answers an error code (the wire's
 * attribute error) or null. Inputs are untrusted JSON, so every check takes `unknown`.
 */

const MIN_AGE_YEARS = ADULT_AGE_YEARS;
const NAME_MAX_LENGTH = 60;
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

/** Letter runs joined by single spaces, hyphens or apostrophes: "Anna-Lena", "O'Brien", "von der Heide". */
const NAME = /^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*$/u;
/** spec/1 §5 validSchufa: letters incl. umlauts and ß, digits, whitespace and / : ( ) , ' . - */
const SCHUFA = /^[\p{L}\p{M}\d\s/:(),'.-]+$/u;
/** "12", "3a", "7 b", "12-14", "12/1". */
const HOUSE_NUMBER = /^\d{1,4}(?: ?[a-zA-Z])?(?: ?[-/] ?\d{1,4}(?: ?[a-zA-Z])?)?$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** spec/1 §5 isValidPhoneNumber: optional plus, then 2 to 15 digits. */
const PHONE = /^\+?\d{2,15}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function nameProblem(value: unknown): string | null {
  const name = text(value);
  if (!name) return 'required';
  if (name.length > NAME_MAX_LENGTH) return 'too_long';
  return NAME.test(name) ? null : 'invalid';
}

/** Street, city, birthplace: the SCHUFA character set, with at least one letter. */
export function placeProblem(value: unknown, maxLength = NAME_MAX_LENGTH): string | null {
  const place = text(value);
  if (!place) return 'required';
  if (place.length > maxLength) return 'too_long';
  // SCHUFA allows "whitespace"; tabs and line breaks in an address line are not what it means.
  return SCHUFA.test(place) && /\p{L}/u.test(place) && !hasControlCharacters(place) ? null : 'invalid';
}

export function houseNumberProblem(value: unknown): string | null {
  const number = text(value);
  if (!number) return 'required';
  return HOUSE_NUMBER.test(number) ? null : 'invalid';
}

export function zipCodeProblem(value: unknown): string | null {
  const zip = text(value);
  if (!zip) return 'required';
  return /^\d{5}$/.test(zip) ? null : 'invalid';
}

export function emailFormatProblem(value: unknown): string | null {
  const email = text(value);
  if (!email) return 'required';
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) && !hasControlCharacters(email) ? null : 'invalid';
}

/** Empty means "no phone number"; otherwise spec/1 §5. */
export function phoneProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return 'invalid';
  const phone = value.trim();
  return phone === '' || PHONE.test(phone) ? null : 'invalid';
}

/** Every rule the password breaks (the client shows the rule name, spec/1 §5). */
function passwordProblems(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return ['required'];
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push('min_length');
  if (value.length > PASSWORD_MAX_LENGTH) problems.push('max_length');
  if (!/\p{Ll}/u.test(value) || !/\p{Lu}/u.test(value)) problems.push('contains_lower_and_upper_case');
  // spec/1 §5: "a non-letter is required".
  if (!/[^\p{L}]/u.test(value)) problems.push('contains_special_character_or_number');
  return problems;
}

export function addPasswordProblems(errors: AttributeErrors, key: string, value: unknown): void {
  for (const problem of passwordProblems(value)) addError(errors, key, problem);
}

/** A real calendar date as YYYY-MM-DD, or null. */
function parseDate(value: unknown): Temporal.PlainDate | null {
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
}

/** Of age on the platform's Berlin date: the shop's own rule (core/domain/age.ts, BGB §§ 187, 188). */
const isOfAge = (birth: Temporal.PlainDate, now: Temporal.Instant, years = MIN_AGE_YEARS): boolean =>
  isOfAgeAt(birth, now, years);

const OLDEST_BIRTH_DATE = Temporal.PlainDate.from('1900-01-01');

export function dateOfBirthProblem(value: unknown, now: Temporal.Instant): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  const birth = parseDate(value);
  if (!birth || Temporal.PlainDate.compare(birth, OLDEST_BIRTH_DATE) < 0) return 'invalid';
  return isOfAge(birth, now) ? null : 'too_young';
}

/** Optional text fields (birth name, birthplace): empty is null, anything else must pass `check`. */
export function optionalProblem(value: unknown, check: (value: unknown) => string | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return 'invalid';
  return value.trim() === '' ? null : check(value);
}

/** Trimmed text, or null for empty optional fields. */
export const optionalText = (value: unknown): string | null => {
  const trimmed = text(value);
  return trimmed ? trimmed : null;
};
export const requiredText = (value: unknown): string => text(value) ?? '';
