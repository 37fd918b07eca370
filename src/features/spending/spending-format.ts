import { formatMoney, type Money } from '../../../core/domain/money';
import type { LimitUse, SpendingMonth, SpendingTotals } from '../../../core/domain/spending';
import { t } from '../../i18n/i18n';
import './spending-strings';

/** The three figures of a month, in the order of the table's columns and the chart's bars. */
export const SERIES = ['stakes', 'winnings', 'deposits'] as const satisfies readonly (keyof SpendingTotals)[];
export type Series = (typeof SERIES)[number];

const longMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "2026-11" is a Berlin calendar month; it is formatted as that date in UTC so no zone shifts it. */
function monthDate(month: string): Date {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1));
}

/** "November 2026". */
export const monthName = (month: string): string => longMonth.format(monthDate(month));
/** "Nov. 26", for the chart's axis. */
export const monthShort = (month: string): string => shortMonth.format(monthDate(month));

export const seriesName = (series: Series): string => t(`spending.series.${series}`);

const MINUS = '\u2212';

/** "+ 12,50 €", "− 3,00 €", "0,00 €": the sign carries the direction, so colour is never the only cue. */
export function signedMoney(amount: Money): string {
  const text = formatMoney({ fractional: Math.abs(amount.fractional), currency: amount.currency });
  if (amount.fractional === 0) return text;
  return `${amount.fractional < 0 ? MINUS : '+'}\u00a0${text}`;
}

/** What the chart shows, said in words for its aria-label: every month with its three figures. */
export function chartSummary(months: readonly SpendingMonth[]): string {
  const figures = months.map((m) =>
    t('spending.chart.month', {
      month: monthName(m.month),
      stakes: formatMoney(m.stakes),
      winnings: formatMoney(m.winnings),
      deposits: formatMoney(m.deposits),
    }),
  );
  return t('spending.chart.label', { months: months.length, figures: figures.join('; ') });
}

/** "Diesen Monat genutzt: 150,00 € von 500,00 €" (a weekly or daily limit says its own period). */
export const limitUsed = (use: LimitUse): string =>
  t(`spending.limits.used.${use.interval}`, { used: formatMoney(use.used), limit: formatMoney(use.limit) });
