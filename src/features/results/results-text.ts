import type { Draw, DrawOdds } from '../../../core/domain/draw';
import { ticketNumbersOf } from '../../../core/domain/draw';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { formatMoney } from '../../../core/domain/money';
import { RESULTS_ADDONS } from '../../../core/domain/results-games';
import { addTranslations, t } from '../../i18n/i18n';
import { gameLabel, tierMatch } from '../account/receipt-labels';
import strings from './results.de.json';

// The pages' strings load with their chunk (like the transactions page), not with every page.
addTranslations({ results: strings });

/** Games whose class 1 is a rolling jackpot: a class 1 nobody won is "unbesetzt – Jackpot". */
const JACKPOT_CLASS_ONE: readonly string[] = ['lotto6aus49', 'eurojackpot', 'spiel77'];

/**
 * Pari-mutuel classes (LOTTERY-RULES §3): their quota is the pool shared by the winners, so with
 * none there is no quota ("unbesetzt"). Fixed quotas (LOTTO class 9, KENO, Super 6, …) stay as they are.
 */
const isPariMutuel = (game: string, tier: number): boolean =>
  game === 'eurojackpot' || (game === 'lotto6aus49' && tier <= 8) || (game === 'spiel77' && tier === 1);

const count = new Intl.NumberFormat('de-DE');

interface QuotaRow {
  readonly key: string;
  /** First column (row header): the class, or "KENO-Typ 10" for KENO. */
  readonly classLabel: string;
  /** What the class takes: "6 Richtige + Superzahl", "7 richtige Endziffern", "10 Richtige". */
  readonly match: string;
  readonly winners: string;
  /** "1.234,50 €"; a pari-mutuel class nobody won: "unbesetzt", class 1 "unbesetzt – Jackpot". */
  readonly amount: string;
  readonly vacant: boolean;
}

export interface QuotaSection {
  /** The lottery or the add-on game (`spiel77`). */
  readonly game: string;
  readonly rows: readonly QuotaRow[];
}

const kenoType = (fieldType: string): number | null => {
  const match = /^keno_type_(\d+)$/.exec(fieldType);
  return match ? Number(match[1]) : null;
};

/** Which game a quota row belongs to: the main lottery's own classes (`normal`, KENO types) or an add-on by its field type. */
const gameOf = (lottery: LotteryIdentifier, odds: DrawOdds): string =>
  odds.fieldType === 'normal' || kenoType(odds.fieldType) !== null ? lottery : odds.fieldType;

function rowOf(game: string, odds: DrawOdds): QuotaRow {
  const type = kenoType(odds.fieldType);
  const vacant = odds.winningsQuantity === 0 && isPariMutuel(game, odds.tier);
  let amount = formatMoney(odds.winningsAmount);
  if (vacant)
    amount = t(
      odds.tier === 1 && JACKPOT_CLASS_ONE.includes(game) ? 'results.quotas.jackpotVacant' : 'results.quotas.vacant',
    );
  else if (game === 'gluecksspirale' && odds.tier === 7) amount = t('results.quotas.monthlyPension', { amount });
  return {
    key: `${odds.fieldType}:${odds.tier}`,
    classLabel: type !== null ? t('results.quotas.kenoType', { type }) : String(odds.tier),
    match: type !== null ? t('results.quotas.kenoHits', { hits: odds.tier }) : tierMatch(game, odds.tier),
    winners: count.format(odds.winningsQuantity),
    amount,
    vacant,
  };
}

/**
 * The quota tables of a draw, one per game: the lottery first, then its add-ons (Spiel 77,
 * Super 6, plus 5). Classes ascending; KENO from type 10 down, most hits first.
 */
export function quotaSections(lottery: LotteryIdentifier, draw: Draw): QuotaSection[] {
  const order = [lottery, ...RESULTS_ADDONS[lottery]];
  const byGame = new Map<string, DrawOdds[]>();
  for (const odds of draw.odds) {
    const game = gameOf(lottery, odds);
    byGame.set(game, [...(byGame.get(game) ?? []), odds]);
  }
  const rank = (game: string) => (order.includes(game as never) ? order.indexOf(game as never) : order.length);
  return [...byGame.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([game, odds]) => ({
      game,
      rows: [...odds]
        .sort(
          (a, b) =>
            (kenoType(b.fieldType) ?? 0) - (kenoType(a.fieldType) ?? 0) ||
            (kenoType(a.fieldType) === null ? a.tier - b.tier : b.tier - a.tier),
        )
        .map((o) => rowOf(game, o)),
    }));
}

/** A ticket game's winning numbers by class ("Gewinnklasse 6: 123456, 654321"), or its single number. */
export function ticketLines(
  draw: Draw,
  game: 'spiel77' | 'super6' | 'plus5' | 'gluecksspirale',
): { tier: number; numbers: readonly string[] }[] {
  return draw.drawnNumbers
    ? ticketNumbersOf(draw.drawnNumbers, game).map((line) => ({ tier: line.tier, numbers: line.numbers }))
    : [];
}

/** "Spiel 77", "LOTTO 6aus49". */
export const nameOf = (game: string): string => gameLabel(game);

/** The archive's one-line numbers: "3 · 12 · 17 · 25 · 31 · 44 | Superzahl 7". */
export function compactNumbers(lottery: LotteryIdentifier, draw: Draw): string {
  const drawn = draw.drawnNumbers;
  if (!drawn) return '';
  if (lottery === 'gluecksspirale') {
    const top = ticketNumbersOf(drawn, 'gluecksspirale').find((line) => line.tier === 7);
    return top ? t('results.archive.classSeven', { number: top.numbers.join(', ') }) : '';
  }
  const main = [...drawn.main].sort((a, b) => a - b).join(' · ');
  if (lottery === 'lotto6aus49' && drawn.superNumber !== null)
    return `${main} | ${t('results.archive.superNumberShort', { digit: drawn.superNumber })}`;
  if (lottery === 'eurojackpot' && drawn.extra.length)
    return `${main} | ${t('results.archive.euroNumbersShort', { numbers: [...drawn.extra].sort((a, b) => a - b).join(' · ') })}`;
  return main;
}
