import { once } from '../../../core/shared/once';

const NBSP = '\u00a0';
const wholeNumber = once(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));
const oneDecimal = once(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }));
const cents = once(() => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * A chance as the lotteries print it, "1 : 139.838.160" (de-DE groups, no-break spaces), with one
 * decimal below 1 : 12 where whole numbers would blur it ("1 : 3,7"); "–" for no chance at all.
 */
export function formatOdds(chance: number): string {
  if (!(chance > 0)) return '–';
  const n = 1 / chance;
  return `1${NBSP}:${NBSP}${n < 12 ? oneDecimal().format(n) : wholeNumber().format(Math.round(n))}`;
}

/** What one euro brings back on average, in euros and cents ("0,47 €"): a ratio, not an amount of money. */
export const formatPerEuro = (ratio: number): string => `${cents().format(ratio)}${NBSP}€`;
