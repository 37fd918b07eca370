import type { Draw, DrawOdds } from './draw';
import { money } from './money';
import type { CheckedDraw } from './winning-check';
import type { CheckedLottery } from './winning-check-tip';

/**
 * The archive the Gewinnabfrage checks, compact (issue 26): the server works it out once per new
 * draw from the two years of shows and every browser checks its tips against it, one request
 * instead of some 200. Only what the check reads: the drawn numbers, Spiel 77's and Super 6's
 * numbers, the jackpot and every class the draw paid or had winners in. Amounts in cents, in the
 * archive's one currency.
 */
export interface CheckedArchive {
  readonly lottery: CheckedLottery;
  readonly currency: string;
  /** The lottery's drawn draws, in the archive's order. */
  readonly draws: readonly PackedDraw[];
}

/** A class of a draw: field type (`normal`, `spiel77`, `super6`), class, quota in cents, winning rows. */
export type PackedClass = readonly [fieldType: string, tier: number, cents: number, winners: number];

export interface PackedDraw {
  readonly id: string;
  /** ISO instant. */
  readonly at: string;
  readonly main: readonly number[];
  readonly extra: readonly number[];
  readonly superNumber: number | null;
  /** LOTTO's Spiel 77 and Super 6 numbers, by game. */
  readonly tickets: Readonly<Partial<Record<'spiel77' | 'super6', string>>>;
  readonly jackpotCents: number | null;
  readonly classes: readonly PackedClass[];
}

/** The field types the Gewinnabfrage pays: the lottery's own rows and LOTTO's two ticket-number games. */
export const CHECKED_FIELD_TYPES = ['normal', 'spiel77', 'super6'] as const;
const TICKET_GAMES = ['spiel77', 'super6'] as const;

const paid = (odds: DrawOdds) => odds.winningsAmount.fractional > 0 || odds.winningsQuantity > 0;

/** The compact archive of a lottery's draws (others' and undrawn ones left out); null without any drawn draw. */
export function packArchive(lottery: CheckedLottery, draws: readonly Draw[]): CheckedArchive | null {
  const drawn = draws.filter((d) => d.lotteryIdentifier === lottery && d.drawnNumbers !== null);
  if (drawn.length === 0) return null;
  const currency = drawn.find((d) => d.jackpot)?.jackpot?.currency ?? drawn[0]!.odds[0]?.winningsAmount.currency;
  return {
    lottery,
    currency: currency ?? 'EUR',
    draws: drawn.map((draw): PackedDraw => {
      const numbers = draw.drawnNumbers!;
      const tickets: Partial<Record<'spiel77' | 'super6', string>> = {};
      for (const game of TICKET_GAMES) {
        const number = numbers.tickets.find((t) => t.game === game)?.numbers[0];
        if (number !== undefined) tickets[game] = number;
      }
      return {
        id: draw.id,
        at: draw.drawingTime,
        main: numbers.main,
        extra: numbers.extra,
        superNumber: numbers.superNumber,
        tickets,
        jackpotCents: draw.jackpot?.fractional ?? null,
        classes: draw.odds
          .filter((o) => (CHECKED_FIELD_TYPES as readonly string[]).includes(o.fieldType) && paid(o))
          .map((o): PackedClass => [o.fieldType, o.tier, o.winningsAmount.fractional, o.winningsQuantity]),
      };
    }),
  };
}

/** The archive's draws as the Gewinnabfrage reads them (core/domain/winning-check.ts). */
export function unpackArchive(archive: CheckedArchive): CheckedDraw[] {
  const { lottery, currency } = archive;
  return archive.draws.map((d) => ({
    id: d.id,
    lotteryIdentifier: lottery,
    drawingTime: d.at,
    jackpot: d.jackpotCents === null ? null : money(d.jackpotCents, currency),
    drawnNumbers: {
      main: d.main,
      extra: d.extra,
      superNumber: d.superNumber,
      tickets: TICKET_GAMES.flatMap((game) => {
        const number = d.tickets[game];
        return number === undefined ? [] : [{ game, tier: 1, numbers: [number] }];
      }),
    },
    odds: d.classes.map(([fieldType, tier, cents, winners]) => ({
      fieldType,
      tier,
      winningsAmount: money(cents, currency),
      winningsQuantity: winners,
    })),
  }));
}
