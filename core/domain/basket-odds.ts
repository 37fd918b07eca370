import { err, ok, type Result } from '../shared/result';
import type { BasketItem } from './basket';
import {
  endDigitChances,
  eurojackpotChances,
  gluecksspiraleChances,
  kenoChances,
  lottoChances,
  type GameChances,
  type PoolQuota,
} from './game-odds';
import { KENO_QUOTAS } from './fixed-quotas';
import { ADDON_DRAW_EVENTS, lotteryOfProduct } from './lottery';
import { meanQuota, type MeanQuotas, type PoolLottery } from './mean-quotas';
import { money, sum, type Money } from './money';

/** The archive's mean quotas loaded so far, by lottery. */
export type QuotasByLottery = Partial<Record<PoolLottery, MeanQuotas>>;

/** "Gewinnchance" and "Erwartungswert" of a basket line or the whole basket, over all the draws it plays. */
export interface Odds {
  /** Chance to win anything at least once. */
  readonly win: number;
  /** Chance to hit the main game's top class (LOTTO and Eurojackpot class 1, all KENO hits, GlücksSpirale class 7). */
  readonly top: number;
  /** Expected payout, rounded to whole cents once at the end; null while mean quotas it needs are missing. */
  readonly expected: Money | null;
  /** Expected payout per euro paid (fee included); null with `expected`. */
  readonly returnPerEuro: number | null;
  /** What it costs: the price with the processing fee. */
  readonly paid: Money;
  /** Pool lotteries whose mean quotas it needs and that were not given. */
  readonly missing: readonly PoolLottery[];
}

export interface LineOdds extends Odds {
  readonly itemId: string;
  /** Draws the main game plays. */
  readonly draws: number;
}

export interface BasketOdds extends Odds {
  readonly lines: readonly LineOdds[];
}

/** A line whose numbers fit no game (the platform would refuse it anyway). */
export type BasketOddsError = { readonly kind: 'unsupported_ticket'; readonly itemId: string };

/** What a line plays: per draw chances, how many draws, and whether it is the main game (top class). */
interface Play {
  readonly chances: GameChances;
  readonly draws: number;
  readonly main: boolean;
}

/** Sums of a line or basket before the end: logs of "no win", unrounded cents. */
interface Tally {
  readonly noWin: number;
  readonly noTop: number;
  readonly expectedCents: number | null;
  readonly paid: Money;
  readonly missing: readonly PoolLottery[];
}

const inRange = (n: number, from: number, to: number) => Number.isInteger(n) && n >= from && n <= to;

/** The main game's chances per draw, or null when the fields fit none of its types. */
function mainGame(item: BasketItem, pool: PoolQuota): GameChances | null {
  const fields = item.config.numberFields;
  const main = fields[0]?.mainTips.length ?? 0;
  const extra = fields[0]?.extraTips.length ?? 0;
  if (fields.some((f) => f.mainTips.length !== main || f.extraTips.length !== extra)) return null;
  switch (lotteryOfProduct(item.identifier)) {
    case 'lotto6aus49':
      return inRange(main, 6, 14) && extra === 0 ? lottoChances(main, fields.length, pool) : null;
    case 'eurojackpot':
      return inRange(main, 5, 50) && inRange(extra, 2, 12)
        ? eurojackpotChances(main, extra, fields.length, pool)
        : null;
    case 'keno':
      return KENO_QUOTAS[main] && extra === 0 && item.fieldStake && fields.length > 0
        ? kenoChances(main, fields.length, item.fieldStake.fractional)
        : null;
    case 'gluecksspirale':
      return item.config.ticketNumbers.length > 0 ? gluecksspiraleChances(item.config.ticketNumbers.length) : null;
  }
}

function playsOf(item: BasketItem, pool: PoolQuota): Play[] | null {
  const chances = mainGame(item, pool);
  const events = item.recurringDrawEventIdentifiers;
  const draws = events.length * item.repetitionQuantity;
  if (!chances || !(draws > 0)) return null;
  const plays: Play[] = [{ chances, draws, main: true }];
  for (const { identifier } of item.config.addonLotteries) {
    // The GlücksSpirale on a LOTTO ticket plays its Saturdays only.
    const on = ADDON_DRAW_EVENTS[identifier];
    const addonDraws = on ? events.filter((e) => on.includes(e)).length * item.repetitionQuantity : draws;
    const addon = identifier === 'gluecksspirale' ? gluecksspiraleChances(1) : endDigitChances(identifier, pool);
    plays.push({ chances: addon, draws: addonDraws, main: false });
  }
  return plays;
}

function lineTally(item: BasketItem, quotas: QuotasByLottery): Tally | null {
  const lottery = lotteryOfProduct(item.identifier);
  const source = lottery === 'lotto6aus49' || lottery === 'eurojackpot' ? quotas[lottery] : undefined;
  const pool: PoolQuota = (game, tier) => (source ? meanQuota(source, game, tier) : null);
  const plays = playsOf(item, pool);
  if (!plays) return null;
  let expectedCents: number | null = 0;
  for (const p of plays)
    expectedCents =
      expectedCents === null || p.chances.expectedCents === null
        ? null
        : expectedCents + p.chances.expectedCents * p.draws;
  const needs = (lottery === 'lotto6aus49' || lottery === 'eurojackpot') && !source ? [lottery] : [];
  return {
    noWin: plays.reduce((log, p) => log + p.draws * Math.log1p(-p.chances.win), 0),
    noTop: plays.reduce((log, p) => log + (p.main ? p.draws * Math.log1p(-p.chances.top) : 0), 0),
    expectedCents,
    paid: item.price.total,
    missing: needs,
  };
}

function oddsOf(tally: Tally): Odds {
  const { expectedCents, paid } = tally;
  return {
    win: -Math.expm1(tally.noWin),
    top: -Math.expm1(tally.noTop),
    expected: expectedCents === null ? null : money(Math.round(expectedCents), paid.currency),
    returnPerEuro: expectedCents === null || paid.fractional <= 0 ? null : expectedCents / paid.fractional,
    paid,
    missing: tally.missing,
  };
}

/**
 * The odds of every line and of the whole basket. Lines (and the draws of one line) count as
 * independent: the chance to win anything is 1 − Π(1 − p)^draws; the expected payout adds up
 * exactly and is rounded to whole cents once per figure shown.
 */
export function basketOdds(items: readonly BasketItem[], quotas: QuotasByLottery): Result<BasketOdds, BasketOddsError> {
  const tallies: Tally[] = [];
  for (const item of items) {
    const tally = lineTally(item, quotas);
    if (!tally) return err({ kind: 'unsupported_ticket', itemId: item.id });
    tallies.push(tally);
  }
  const lines = items.map((item, i) => ({
    ...oddsOf(tallies[i]!),
    itemId: item.id,
    draws: item.recurringDrawEventIdentifiers.length * item.repetitionQuantity,
  }));
  const whole = oddsOf({
    noWin: tallies.reduce((log, t) => log + t.noWin, 0),
    noTop: tallies.reduce((log, t) => log + t.noTop, 0),
    expectedCents: tallies.reduce<number | null>(
      (cents, t) => (cents === null || t.expectedCents === null ? null : cents + t.expectedCents),
      0,
    ),
    paid: sum(tallies.map((t) => t.paid)),
    missing: [...new Set(tallies.flatMap((t) => t.missing))],
  });
  return ok({ ...whole, lines });
}
