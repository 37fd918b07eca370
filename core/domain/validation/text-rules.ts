import { failure, isBlank, textOf, textRule, type Rule, type RuleResult } from './rule';

/** Fails for null, undefined, false, an empty array, and text that is empty or whitespace only. */
export function required(value: unknown): RuleResult {
  const missing = isBlank(value) || value === false || (Array.isArray(value) && value.length === 0);
  return missing ? failure('required') : true;
}

/** Code points: an emoji is one character, not two UTF-16 units (a lone surrogate counts as one). */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i += 1) {
    const high = text.charCodeAt(i);
    const low = text.charCodeAt(i + 1);
    if (high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      count -= 1;
      i += 1;
    }
  }
  return count;
}

function sizeOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const text = textOf(value);
  return text === null ? null : codePoints(text);
}

function sizeRule(name: 'length' | 'minLength', fits: (size: number) => boolean, params: Record<string, string>): Rule {
  const failed = failure(name, params);
  return (value) => {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return true;
    const size = sizeOf(value);
    return size !== null && fits(size) ? true : failed;
  };
}

/** Exactly `n` characters (or array items). */
export const length = (n: number): Rule => sizeRule('length', (size) => size === n, { length: String(n) });

/** At least `n` characters (or array items). */
export const minLength = (n: number): Rule => sizeRule('minLength', (size) => size >= n, { min: String(n) });

/**
 * Matches `pattern`. A global or sticky pattern would remember `lastIndex` between calls and
 * answer differently for the same value, so those flags are dropped.
 */
export function regex(pattern: RegExp): Rule {
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return textRule('regex', (text) => stateless.test(text));
}

/**
 * Text SCHUFA (the credit agency behind identity checks) can process: Latin letters with their
 * accents (so umlauts, ß and names like "José" or "Łukasz"), combining accents, digits,
 * whitespace and / : ( ) , ' . - . Other scripts and emoji fail.
 */
const SCHUFA = /^[\p{Script=Latin}\p{M}0-9\s/:(),'.-]*$/u;
// The Latin script also holds a few non-letters, such as the Roman numeral signs (Ⅻ).
const NOT_A_LETTER_OR_ALLOWED = /[^\p{L}\p{M}0-9\s/:(),'.-]/u;

export const validSchufa: Rule = textRule(
  'validSchufa',
  (text) => SCHUFA.test(text) && !NOT_A_LETTER_OR_ALLOWED.test(text),
);
