import { textRule, type Rule } from './rule';

// Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9, Persian/Urdu) digits:
// phones with those keyboards type them in numeric fields (spec/1 §5 accepts them).
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const DIGITS = /^[0-9\u0660-\u0669\u06F0-\u06F9]+$/;

/** Eastern Arabic digits become ASCII ones; everything else stays, so the length never changes. */
export function normalizeDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Digits only (ASCII or Arabic-Indic); send `normalizeDigits(value)` to the server. */
export const numeric: Rule = textRule('numeric', (text) => DIGITS.test(text));

export interface DoubleOptions {
  /** Decimal separator: German comma, dot, or either (default). */
  readonly separator?: ',' | '.' | 'both';
  /** At most this many decimals (default 2, 0 allows whole numbers only). */
  readonly decimals?: number;
  readonly allowNegative?: boolean;
}

const SEPARATOR = { ',': ',', '.': '\\.', both: '[.,]' } as const;

/**
 * A plain decimal number: optional minus, digits, then the separator and up to `decimals`
 * digits. No thousands grouping and no spaces: view models trim before validating.
 */
export function double({ separator = 'both', decimals = 2, allowNegative = false }: DoubleOptions = {}): Rule {
  const places = Number.isFinite(decimals) ? Math.max(0, Math.floor(decimals)) : 0;
  const fraction = places > 0 ? `(?:${SEPARATOR[separator]}[0-9]{1,${places}})?` : '';
  const pattern = new RegExp(`^${allowNegative ? '-?' : ''}[0-9]+${fraction}$`);
  const test = (text: string) => pattern.test(text);
  // Whole numbers get their own message: "höchstens 0 Nachkommastellen" reads oddly.
  return places > 0
    ? textRule('double', test, { decimals: String(places) })
    : textRule('double', test, undefined, 'integer');
}

// E.164 allows at most 15 digits; a few spaces for grouping fit in this cap, which also keeps
// the check cheap on pasted text.
const MAX_PHONE_TEXT = 40;
const PHONE = /^\+?[0-9][0-9 ]*$/;

/**
 * An optional plus, then 2 to 15 digits. Spaces between digits are allowed ("+49 170 1234567")
 * because people group numbers that way; dashes, slashes and brackets are not.
 */
export const isValidPhoneNumber: Rule = textRule('isValidPhoneNumber', (text) => {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PHONE_TEXT || !PHONE.test(trimmed)) return false;
  const digits = trimmed.replace(/[^0-9]/g, '').length;
  return digits >= 2 && digits <= 15;
});
