import type { LotteryIdentifier } from './lottery';
import type { Money } from './money';
import { BERLIN, Temporal } from '../shared/temporal';

/** Games drawn by ticket number (LOTTERY-RULES §3): add-ons and the GlücksSpirale. */
export const TICKET_GAME_IDENTIFIERS = ['spiel77', 'super6', 'plus5', 'gluecksspirale'] as const;
export type TicketGameIdentifier = (typeof TICKET_GAME_IDENTIFIERS)[number];

/** Winning ticket numbers of one game and class (Spiel 77: one 7-digit number in class 1; GlücksSpirale: one per class, class 6 two). */
export interface DrawnTicketNumbers {
  readonly game: TicketGameIdentifier;
  readonly tier: number;
  readonly numbers: readonly string[];
}

/**
 * What a draw drew (spec/2 §3 "Draw"): number lotteries fill main/extra/superNumber
 * (Eurojackpot's Eurozahlen are `extra`, LOTTO's Superzahl `superNumber`), and the ticket games
 * played with it (Spiel 77 and Super 6 with LOTTO, plus 5 with KENO, GlücksSpirale) fill `tickets`.
 */
export interface DrawResultNumbers {
  readonly main: readonly number[];
  readonly extra: readonly number[];
  readonly superNumber: number | null;
  readonly tickets: readonly DrawnTicketNumbers[];
}

/** One prize class of a draw: the quota per winning row and how many rows won it. */
export interface DrawOdds {
  /** The game or field type: `normal` (LOTTO, Eurojackpot), `keno_type_6`, `spiel77`, `super6`, `plus5`, `gluecksspirale`. */
  readonly fieldType: string;
  /** Prize class (Gewinnklasse); KENO: number of hits. */
  readonly tier: number;
  readonly winningsAmount: Money;
  readonly winningsQuantity: number;
}

export interface Draw {
  readonly id: string;
  readonly lotteryIdentifier: LotteryIdentifier;
  /** ISO instants. */
  readonly drawingTime: string;
  readonly saleStopTime: string;
  /** Class 1 of this draw (LOTTO, Eurojackpot; KENO's top prize); null where there is none. */
  readonly jackpot: Money | null;
  /** null until drawn (future draws). */
  readonly drawnNumbers: DrawResultNumbers | null;
  /** Empty until drawn. */
  readonly odds: readonly DrawOdds[];
  readonly recurringDrawEventIdentifier: string;
  /** Everything staked on the draw (the pari-mutuel pools come from it); null when not known. */
  readonly stake: Money | null;
}

/** A broadcast of draws (spec/2 §3 "Past draw date / show"). */
export interface Show {
  readonly id: string;
  /** ISO instant. */
  readonly broadcastTime: string;
}

/** Berlin dates already worked out, by instant: pages show the same few hundred shows again and again. */
const berlinDates = new Map<string, Temporal.PlainDate>();
const MAX_REMEMBERED_DATES = 10_000;

/** The Berlin calendar date of a show or draw instant. */
export function berlinDateOf(instant: string): Temporal.PlainDate {
  let date = berlinDates.get(instant);
  if (date === undefined) {
    date = Temporal.Instant.from(instant).toZonedDateTimeISO(BERLIN).toPlainDate();
    if (berlinDates.size >= MAX_REMEMBERED_DATES) berlinDates.clear();
    berlinDates.set(instant, date);
  }
  return date;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * spec/2 constants: the key of an upcoming draw, the lottery identifier and the Berlin weekday of
 * its sale stop (`lotto6aus49_saturday`: the Samstagslotto). KENO draws every day, so its draws
 * have no day of their own and no key (null).
 */
export function upcomingDrawKey(draw: Pick<Draw, 'lotteryIdentifier' | 'saleStopTime'>): string | null {
  if (draw.lotteryIdentifier === 'keno') return null;
  const weekday = WEEKDAYS[berlinDateOf(draw.saleStopTime).dayOfWeek - 1];
  return `${draw.lotteryIdentifier}_${weekday}`;
}

/** The numbers of one ticket game, all classes, in class order. */
export const ticketNumbersOf = (
  numbers: DrawResultNumbers,
  game: TicketGameIdentifier,
): readonly DrawnTicketNumbers[] => numbers.tickets.filter((t) => t.game === game).sort((a, b) => a.tier - b.tier);
