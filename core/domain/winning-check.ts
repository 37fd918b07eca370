import type { Draw } from './draw';
import { DEFAULT_CURRENCY, money, type Money } from './money';
import {
  classesOf,
  countHits,
  endDigitClassOf,
  END_DIGIT_GAME_LENGTH,
  eurojackpotClassOf,
  lottoClassOf,
} from './prize-classes';
import type { CheckedLottery, CheckedTip } from './winning-check-tip';

/** A game the Gewinnabfrage evaluates: the lottery's fields, and LOTTO's ticket number in Spiel 77 and Super 6. */
export type CheckedGame = CheckedLottery | 'spiel77' | 'super6';

/** One class hit in one draw. */
export interface PastWin {
  readonly drawId: string;
  /** ISO instant of the draw. */
  readonly drawingTime: string;
  readonly game: CheckedGame;
  readonly tier: number;
  /** Fields (counted from 1) that hit the class; empty for Spiel 77 and Super 6. */
  readonly fields: readonly number[];
  /**
   * What one winning row was paid: the draw's quota of the class; class 1 nobody won pays its
   * jackpot. null when the draw has no quota for it (a pool class nobody won, or not yet known).
   */
  readonly quota: Money | null;
  /** quota × rows that hit it; zero without a quota. */
  readonly amount: Money;
}

/** How often a class was hit over the archive (rows: two fields in one draw count twice). */
interface ClassTally {
  readonly game: CheckedGame;
  readonly tier: number;
  readonly hits: number;
}

export interface PastWinnings {
  readonly lottery: CheckedLottery;
  /** Draws with numbers that were checked. */
  readonly drawsChecked: number;
  /** The drawing times (ISO instants) of the first and the last draw checked; null without any. */
  readonly period: { readonly from: string; readonly to: string } | null;
  /** Everything the tip would have won, in cents. */
  readonly total: Money;
  /** Every class of every game played, in class order, also those never hit. */
  readonly classes: readonly ClassTally[];
  /** Every win, newest draw first, then by game and class. */
  readonly wins: readonly PastWin[];
}

/** What the Gewinnabfrage reads of a draw (a whole Draw is one; winning-check-archive.ts packs them). */
export type CheckedDraw = Pick<Draw, 'id' | 'lotteryIdentifier' | 'drawingTime' | 'jackpot' | 'drawnNumbers' | 'odds'>;

/** The draw's quota of one class (`normal` rows for the lottery, the add-on's own field type for Spiel 77 and Super 6). */
export function quotaOf(draw: CheckedDraw, game: CheckedGame, tier: number): Money | null {
  const fieldType = game === 'spiel77' || game === 'super6' ? game : 'normal';
  const row = draw.odds.find((o) => o.fieldType === fieldType && o.tier === tier);
  if (row && (row.winningsAmount.fractional > 0 || row.winningsQuantity > 0)) return row.winningsAmount;
  // A jackpot nobody won would have gone to the only winner.
  if (tier === 1 && game !== 'super6' && game !== 'spiel77' && draw.jackpot) return draw.jackpot;
  return null;
}

/** The numbers marked in `marks` (1 = drawn) among `tips`. */
function hitsIn(marks: Uint8Array, tips: readonly number[]): number {
  let hits = 0;
  for (const n of tips) hits += marks[n] ?? 0;
  return hits;
}

function mark(marks: Uint8Array, numbers: readonly number[], value: 0 | 1): void {
  for (const n of numbers) if (n >= 0 && n < marks.length) marks[n] = value;
}

/** The classes the fields hit in one draw, with the fields (from 1) that hit each; null when none did (the usual case). */
function fieldClasses(
  lottery: CheckedLottery,
  tip: CheckedTip,
  draw: CheckedDraw,
  marks: Uint8Array,
): Map<number, number[]> | null {
  const drawn = draw.drawnNumbers!;
  let byTier: Map<number, number[]> | null = null;
  mark(marks, drawn.main, 1);
  const superNumber = tip.superNumber !== null && tip.superNumber === drawn.superNumber;
  for (let index = 0; index < tip.fields.length; index += 1) {
    const field = tip.fields[index]!;
    const main = hitsIn(marks, field.main);
    const tier =
      lottery === 'lotto6aus49'
        ? lottoClassOf(main, superNumber)
        : eurojackpotClassOf(main, countHits(field.extra, drawn.extra));
    if (tier === null) continue;
    byTier ??= new Map();
    byTier.set(tier, [...(byTier.get(tier) ?? []), index + 1]);
  }
  mark(marks, drawn.main, 0);
  return byTier;
}

/** Spiel 77 and Super 6: the ticket number's class in each, against the draw's one number of that game. */
function ticketClasses(ticketNumber: string, draw: CheckedDraw): [CheckedGame, number][] {
  const found: [CheckedGame, number][] = [];
  for (const game of ['spiel77', 'super6'] as const) {
    const drawn = draw.drawnNumbers?.tickets.find((t) => t.game === game)?.numbers[0];
    const tier = drawn === undefined ? null : endDigitClassOf(END_DIGIT_GAME_LENGTH[game], ticketNumber, drawn);
    if (tier !== null) found.push([game, tier]);
  }
  return found;
}

/**
 * What a (checked) tip would have won in each of `draws`: per class how often, the total at each
 * draw's own quotas, and every win. Draws of other lotteries and draws without numbers are skipped.
 * Pure and linear in draws × fields: a typed array marks each draw's numbers once.
 */
export function evaluatePastWinnings(
  lottery: CheckedLottery,
  tip: CheckedTip,
  draws: readonly CheckedDraw[],
): PastWinnings {
  const games: CheckedGame[] = [lottery];
  if (lottery === 'lotto6aus49' && tip.ticketNumber !== null) games.push('spiel77', 'super6');
  const tally = new Map<string, number>();
  const wins: { win: PastWin; at: number }[] = [];
  const marks = new Uint8Array(128);
  let drawsChecked = 0;
  let first: { at: number; time: string } | null = null;
  let last: { at: number; time: string } | null = null;
  let totalCents = 0;
  const currency = draws.find((d) => d.jackpot)?.jackpot?.currency ?? DEFAULT_CURRENCY;
  const record = (draw: CheckedDraw, at: number, game: CheckedGame, tier: number, fields: number[]) => {
    const rows = Math.max(1, fields.length);
    const quota = quotaOf(draw, game, tier);
    const amountCents = (quota?.fractional ?? 0) * rows;
    totalCents += amountCents;
    tally.set(`${game}:${tier}`, (tally.get(`${game}:${tier}`) ?? 0) + rows);
    const win = {
      drawId: draw.id,
      drawingTime: draw.drawingTime,
      game,
      tier,
      fields,
      quota,
      amount: money(amountCents, currency),
    };
    wins.push({ win, at });
  };
  for (const draw of draws) {
    if (draw.lotteryIdentifier !== lottery || !draw.drawnNumbers) continue;
    drawsChecked += 1;
    const at = Date.parse(draw.drawingTime);
    if (!first || at < first.at) first = { at, time: draw.drawingTime };
    if (!last || at > last.at) last = { at, time: draw.drawingTime };
    for (const [tier, fields] of fieldClasses(lottery, tip, draw, marks) ?? []) record(draw, at, lottery, tier, fields);
    if (games.length > 1 && tip.ticketNumber !== null)
      for (const [game, tier] of ticketClasses(tip.ticketNumber, draw)) record(draw, at, game, tier, []);
  }
  const rank = (w: PastWin) => games.indexOf(w.game) * 100 + w.tier;
  wins.sort((a, b) => b.at - a.at || rank(a.win) - rank(b.win));
  return {
    lottery,
    drawsChecked,
    period: first && last ? { from: first.time, to: last.time } : null,
    total: money(totalCents, currency),
    classes: games.flatMap((game) =>
      classesOf(game).map((tier) => ({ game, tier, hits: tally.get(`${game}:${tier}`) ?? 0 })),
    ),
    wins: wins.map(({ win }) => win),
  };
}
