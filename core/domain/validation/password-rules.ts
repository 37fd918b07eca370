import { textRule, type Rule } from './rule';

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
/** Combining accents belong to their letter, so a decomposed "é" is no special character. */
const NON_LETTER = /[^\p{L}\p{M}]/u;

/** At least one lowercase and one uppercase letter, in any script ("ß" counts as lowercase). */
export const containsLowerAndUpperCase: Rule = textRule(
  'containsLowerAndUpperCase',
  (text) => LOWER.test(text) && UPPER.test(text),
);

/** At least one character that is not a letter: a digit, a symbol, punctuation, a space or an emoji. */
export const containsSpecialCharacterOrNumber: Rule = textRule('containsSpecialCharacterOrNumber', (text) =>
  NON_LETTER.test(text),
);
