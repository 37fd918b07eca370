import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money } from '../../../core/domain/money';
import { minMaxDate, validDate } from '../../../core/domain/validation/date-rules';
import { email } from '../../../core/domain/validation/email';
import { ibanRemainder, validIban } from '../../../core/domain/validation/iban';
import { IBAN_BBAN_FORMATS } from '../../../core/domain/validation/iban-formats';
import { euroAmount, maxFractionalValue, minFractionalValue } from '../../../core/domain/validation/money-rules';
import { double, isValidPhoneNumber, normalizeDigits, numeric } from '../../../core/domain/validation/number-rules';
import {
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
} from '../../../core/domain/validation/password-rules';
import { cardNumber, expiryMonth, expiryYear, securityCode } from '../../../core/domain/validation/card-rules';
import { RULE_NAMES, type Rule, type RuleResult } from '../../../core/domain/validation/rule';
import { length, minLength, regex, required, validSchufa } from '../../../core/domain/validation/text-rules';

const RULES: Record<string, Rule> = {
  required,
  email,
  length: length(5),
  minLength: minLength(8),
  numeric,
  regex: regex(/^[A-Z]{2}\d+$/),
  containsLowerAndUpperCase,
  containsSpecialCharacterOrNumber,
  double: double({ separator: ',', decimals: 2, allowNegative: true }),
  doubleInteger: double({ decimals: 0 }),
  minFractionalValue: minFractionalValue(money(1000)),
  maxFractionalValue: maxFractionalValue(100_000),
  validIban,
  isValidPhoneNumber,
  validSchufa,
  validDate,
  minMaxDate: minMaxDate({ min: '01.01.1900', max: '2008-06-15', inclusive: false }),
  cardNumber,
  month: expiryMonth,
  year: expiryYear,
  securityCode,
  euroAmount,
};

const LONG = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LONG / unit.length)).slice(0, LONG);
/** Long inputs shaped to make a careless pattern backtrack for seconds. */
const ADVERSARIAL = [
  fill('a'),
  fill('1'),
  `${fill('1')}x`,
  `a@${fill('a.')} `,
  `${fill('a.')}@`,
  `${fill('1.234')},5x`,
  `-${fill('1')},123`,
  `+${fill('1 ')}x`,
  `DE${fill('0 ')}`,
  fill('٠'),
  fill('😀'),
  fill('\u0000\u001f\u007f'),
  fill('\ud800'),
  fill("Ää ß/:(),'.-"),
  `${fill('12.')}2024`,
];

const isRuleResult = (result: RuleResult) =>
  result === true || (typeof result === 'object' && (RULE_NAMES as readonly string[]).includes(result.rule));

// A rule takes well under 5 ms even on 100k characters; a pattern that backtracks badly takes
// seconds. The best of three runs keeps garbage collection and a busy machine (the whole suite
// runs in parallel) out of the measurement.
const BUDGET_MS = 50;

function checkTotal(rule: Rule, value: unknown): void {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const result = rule(value);
    fastest = Math.min(fastest, performance.now() - started);
    expect(isRuleResult(result)).toBe(true);
  }
  expect(fastest).toBeLessThan(BUDGET_MS);
}

const controlCharacters = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) });
const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) });
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }), // every code point: what fullUnicodeString was before fast-check 4
  fc.string({ unit: 'grapheme' }), // emoji, combining sequences, other scripts
  fc.string({ unit: 'binary-ascii' }),
  controlCharacters,
  loneSurrogates,
);
const longText = fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).map(fill);

describe.each(Object.entries(RULES))('%s is total', (_, rule) => {
  it('answers true or a known failure for any string, quickly', () => {
    fc.assert(fc.property(anyText, (text) => checkTotal(rule, text)));
  });

  it('answers within the budget for 100k-character strings', () => {
    for (const text of ADVERSARIAL) checkTotal(rule, text);
    fc.assert(
      fc.property(longText, (text) => checkTotal(rule, text)),
      { numRuns: 20 },
    );
  });

  it('never throws for values that are not strings', () => {
    fc.assert(fc.property(fc.anything(), (value) => checkTotal(rule, value)));
  });
});

const DIGIT = '0123456789';
const LETTER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CLASS_CHARS: Record<string, string> = { n: DIGIT, a: LETTER, c: DIGIT + LETTER };

/** A valid IBAN for a random supported country and BBAN, plus the class of each position. */
const validIbans = fc.constantFrom(...Object.entries(IBAN_BBAN_FORMATS)).chain(([country, format]) => {
  const classes = [...format.matchAll(/(\d+)([nac])/g)].flatMap(([, n, kind]) =>
    Array.from({ length: Number(n) }, () => kind ?? 'c'),
  );
  return fc.tuple(...classes.map((kind) => fc.constantFrom(...(CLASS_CHARS[kind] ?? DIGIT)))).map((chars) => {
    const bban = chars.join('');
    const check = String(98 - ibanRemainder(`${country}00${bban}`)).padStart(2, '0');
    return { iban: `${country}${check}${bban}`, classes: ['a', 'a', 'n', 'n', ...classes] };
  });
});

const kindOf = (char: string) => (/[0-9]/.test(char) ? 'digit' : /[A-Za-z]/.test(char) ? 'letter' : 'other');

describe('validIban and mod 97', () => {
  it('accepts every generated IBAN, in any case and spacing', () => {
    fc.assert(
      fc.property(validIbans, fc.boolean(), ({ iban }, lower) => {
        const spaced = iban.replace(/(.{4})/g, '$1 ');
        expect(validIban(lower ? spaced.toLowerCase() : spaced)).toBe(true);
      }),
    );
  });

  it('refuses a valid IBAN with any single character changed', () => {
    const replacement = fc.oneof(
      fc.constantFrom(...DIGIT, ...LETTER, ...LETTER.toLowerCase(), ' ', '-', '.', 'Ä', '٣', '😀'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(validIbans, fc.nat(), replacement, ({ iban, classes }, at, char) => {
        const i = at % iban.length;
        const original = iban.charAt(i);
        fc.pre(char.toUpperCase() !== original);
        // Where a BBAN takes letters or digits, a digit typed for a letter (or the reverse)
        // changes the length of the number mod 97 works on, which it misses once in 97
        // times; same-kind changes are always caught, and so is anything at fixed-kind positions.
        fc.pre(classes[i] !== 'c' || kindOf(char) === 'other' || kindOf(char) === kindOf(original));
        expect(validIban(iban.slice(0, i) + char + iban.slice(i + 1))).toEqual({ rule: 'validIban' });
      }),
      { numRuns: 1000 },
    );
  });

  it('folds in chunks to the same remainder BigInt gives', () => {
    const alphanumeric = fc.string({ unit: fc.constantFrom(...DIGIT, ...LETTER), minLength: 5, maxLength: 60 });
    fc.assert(
      fc.property(alphanumeric, (text) => {
        const digits = (text.slice(4) + text.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
        expect(ibanRemainder(text)).toBe(Number(BigInt(digits) % 97n));
      }),
    );
  });
});

describe('numeric digits', () => {
  const anyDigit = fc.constantFrom(...'0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹');

  it('normalizeDigits keeps the length and gives only ASCII digits for digit input', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyDigit, minLength: 1 }), (digits) => {
        const ascii = normalizeDigits(digits);
        expect(ascii).toHaveLength(digits.length);
        expect(ascii).toMatch(/^[0-9]+$/);
        expect(numeric(digits)).toBe(true);
      }),
    );
  });

  it('normalizeDigits keeps the length of any text and leaves non-digits alone', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const normalized = normalizeDigits(text);
        expect(normalized).toHaveLength(text.length);
        expect(normalized.replace(/[0-9]/g, '')).toBe(text.replace(/[0-9\u0660-\u0669\u06f0-\u06f9]/g, ''));
      }),
    );
  });
});
