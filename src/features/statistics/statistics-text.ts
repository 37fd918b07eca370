import { berlinDateOf } from '../../../core/domain/draw';
import type { NumberFrequency, PairFrequency } from '../../../core/domain/number-statistics';
import type { StatisticsLottery } from '../../../core/domain/statistics-lotteries';
import { germanDate } from '../../../core/domain/results-date';
import { addTranslations, t } from '../../i18n/i18n';
import type { Extreme, PoolView } from './statistics.view-model';
import strings from './statistics.de.json';

// The page's strings load with its chunk, like every screen's.
addTranslations(strings);

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** TT.MM.JJJJ of an instant, in Berlin. */
export const drawDate = (instant: string): string => germanDate(berlinDateOf(instant));

/** "Gewinnzahlen 1 bis 49", "Superzahl 0 bis 9", "Eurozahlen 1 bis 12". */
export const poolName = (lottery: StatisticsLottery, which: 'main' | 'extra', view: PoolView): string =>
  t(`statistics.pools.${which === 'main' ? 'main' : lottery}`, { from: view.pool.from, to: view.pool.to });

const numbersOf = (extreme: Extreme): string => {
  const numbers = extreme.numbers.map(String);
  return numbers.length < 2
    ? numbers.join('')
    : `${numbers.slice(0, -1).join(', ')} ${t('statistics.and')} ${numbers.at(-1)!}`;
};

/** What the chart shows, in words: its `aria-label` (the table below is the full equivalent). */
export function chartLabel(pool: string, view: PoolView, draws: number): string {
  if (!view.most || !view.least) return t('statistics.chartEmpty', { pool });
  return t('statistics.chartLabel', {
    pool,
    count: draws,
    most: numbersOf(view.most),
    mostCount: view.most.count,
    least: numbersOf(view.least),
    leastCount: view.least.count,
    expected: decimal.format(view.expected),
  });
}

/** One line of a pool's table. */
export interface FrequencyRow {
  readonly number: number;
  readonly count: number;
  readonly lastDrawn: string;
  readonly drawsAgo: string;
}

export const frequencyRow = (f: NumberFrequency): FrequencyRow => ({
  number: f.number,
  count: f.count,
  lastDrawn: f.lastDrawnAt === null ? t('statistics.never') : drawDate(f.lastDrawnAt),
  drawsAgo: f.drawsAgo === null ? t('statistics.none') : String(f.drawsAgo),
});

export const pairText = (pair: PairFrequency): string =>
  t('statistics.pair', { first: pair.first, second: pair.second });
