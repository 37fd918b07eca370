import { DEFAULT_CURRENCY, formatMoney, parseEuros, type Money } from '../money';
import { failure, isBlank, textOf, textRule, type Rule, type RuleFailure } from './rule';

/** A bound as Money or as integer cents (EUR). Missing (null/undefined): nothing to compare yet. */
export type MoneyBound = Money | number | null | undefined;

// No amount a player types is longer; the cap keeps parsing cheap on pasted text.
const MAX_AMOUNT_TEXT = 40;

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Money).fractional === 'number' &&
  typeof (value as Money).currency === 'string';

/** Cents of what the player entered: German ("1.234,50 €") or plain ("12.50") text, or Money. */
function centsOf(value: unknown, currency: string): number | null {
  if (isMoney(value)) return value.currency === currency ? value.fractional : null;
  const text = textOf(value);
  if (text === null || text.length > MAX_AMOUNT_TEXT) return null;
  return parseEuros(text, currency)?.fractional ?? null;
}

/**
 * Compares integer cents, never floats. The message shows the bound as German euros
 * ("10,00 €"); a bound that is no whole number of cents cannot be shown, so the message is
 * the unspecific one (variant `unspecific`). Text that is no amount fails too.
 */
function fractionalRule(
  name: 'minFractionalValue' | 'maxFractionalValue',
  bound: MoneyBound,
  fits: (cents: number, limit: number) => boolean,
): Rule {
  if (bound === null || bound === undefined) return () => true;
  const limit: Money = typeof bound === 'number' ? { fractional: bound, currency: DEFAULT_CURRENCY } : bound;
  const failed: RuleFailure = Number.isSafeInteger(limit.fractional)
    ? failure(name, { amount: formatMoney(limit) })
    : failure(name, undefined, 'unspecific');
  return (value) => {
    if (isBlank(value)) return true;
    const cents = centsOf(value, limit.currency);
    return cents !== null && fits(cents, limit.fractional) ? true : failed;
  };
}

/** At least `bound` (inclusive). */
export const minFractionalValue = (bound: MoneyBound): Rule =>
  fractionalRule('minFractionalValue', bound, (cents, limit) => cents >= limit);

/** At most `bound` (inclusive). */
export const maxFractionalValue = (bound: MoneyBound): Rule =>
  fractionalRule('maxFractionalValue', bound, (cents, limit) => cents <= limit);

/** A euro amount as players type it ("25", "25,50", "1.000", "12.50"), whole cents: what parseEuros reads. */
export const euroAmount: Rule = textRule(
  'euroAmount',
  (text) => text.length <= MAX_AMOUNT_TEXT && parseEuros(text) !== null,
);
