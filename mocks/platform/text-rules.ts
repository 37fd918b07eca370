/**
 * Limits for every string the platform stores from a request, where the spec names none
 * (docs/decisions.md): names 100 characters, e-mail 254 (RFC 5321), ids and references 100
 * (back-office reasons keep their 200; no longer free text is stored). Names and single-line
 * texts refuse control characters, line separators and the bidirectional overrides that make
 * "Anna\u202Eredoc" display as something else.
 */
const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ID_LENGTH = 100;
/** A same-origin path with its query: long enough for any route of the shop. */
const MAX_PATH_LENGTH = 2000;
const MAX_TRACKING_PAIRS = 20;
const MAX_TRACKING_KEY_LENGTH = 64;
const MAX_TRACKING_VALUE_LENGTH = 500;

const CONTROL = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** One line of text (a name, a holder, a reason): required, at most `max`, no control characters. */
export function lineProblem(value: unknown, max = MAX_NAME_LENGTH): 'required' | 'too_long' | 'invalid' | null {
  if (typeof value !== 'string' || value.trim() === '') return 'required';
  if (value.length > max) return 'too_long';
  return hasControlCharacters(value) ? 'invalid' : null;
}

/** A same-origin path (no scheme, no `//host`, no backslash), short and on one line. */
export function isSameOriginPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    value.length <= MAX_PATH_LENGTH &&
    !hasControlCharacters(value)
  );
}

/**
 * Tracking parameters (spec/2 §3: optional on orders, registrations and receipts): flat pairs of
 * short strings, at most 20. Null or an empty object is "none"; undefined marks anything else.
 */
export function trackingParametersOf(value: unknown): Record<string, string> | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_TRACKING_PAIRS) return undefined;
  const valid = entries.every(
    ([key, text]) =>
      key.length > 0 &&
      key.length <= MAX_TRACKING_KEY_LENGTH &&
      !hasControlCharacters(key) &&
      typeof text === 'string' &&
      text.length <= MAX_TRACKING_VALUE_LENGTH &&
      !hasControlCharacters(text),
  );
  if (!valid) return undefined;
  return entries.length === 0 ? null : (Object.fromEntries(entries) as Record<string, string>);
}
