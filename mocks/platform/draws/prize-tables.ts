import { EUROJACKPOT_CLASS_MATCHES, LOTTO_CLASS_MATCHES } from '../../../core/domain/odds';
import { END_DIGIT_GAME_LENGTH } from '../../../core/domain/prize-classes';
import { FIXED_QUOTAS } from '../../../core/domain/fixed-quotas';

/**
 * Prize classes of every game (domain/LOTTERY-RULES.md §3), in cents. Fixed-prize classes are
 * exact; pool classes (LOTTO 1–8, Eurojackpot 1–12) pay what their pool gives among all winners
 * (draw-payout.ts), class 1 the jackpot.
 */

export type Quota = { kind: 'fixed'; cents: number } | { kind: 'pari' } | { kind: 'jackpot' };

const fixed = (cents: number): Quota => ({ kind: 'fixed', cents });
const PARI: Quota = { kind: 'pari' };
const JACKPOT: Quota = { kind: 'jackpot' };

/** Quota of each class by tier; which hits make a class is core's (core/domain/odds.ts, prize-classes.ts). */
const withQuotas = <C extends { tier: number }>(classes: readonly C[], quotaOf: (tier: number) => Quota) =>
  classes.map((c) => ({ ...c, quota: quotaOf(c.tier) }));

/** LOTTO 6aus49: class 1 the jackpot, 2–8 pari-mutuel, 9 a fixed 6 €. */
export const LOTTO_CLASSES: readonly { tier: number; hits: number; superNumber: boolean; quota: Quota }[] = withQuotas(
  LOTTO_CLASS_MATCHES,
  (tier) => (tier === 1 ? JACKPOT : tier === 9 ? fixed(FIXED_QUOTAS.lotto6aus49[9]!) : PARI),
);

/** Eurojackpot since 25.03.2022: class 1 the jackpot, the rest pari-mutuel. */
export const EUROJACKPOT_CLASSES: readonly { tier: number; main: number; euro: number; quota: Quota }[] = withQuotas(
  EUROJACKPOT_CLASS_MATCHES,
  (tier) => (tier === 1 ? JACKPOT : PARI),
);

/**
 * Ticket-number games. Suffix games compare one drawn number from the right (core's
 * endDigitClassOf: class = length + 1 − matching end digits). GlücksSpirale draws one number per class (class k: k digits, class 6
 * two numbers); class 7 is 10.000 € a month for 20 years, booked as its total.
 */
export interface TicketGame {
  kind: 'suffix' | 'per_class';
  length: number;
  classes: Readonly<Record<number, Quota>>;
}

/** A game's fixed prizes as quotas (core's table, the one the basket's odds use too). */
const fixedClasses = (game: keyof typeof FIXED_QUOTAS): Record<number, Quota> =>
  Object.fromEntries(Object.entries(FIXED_QUOTAS[game]).map(([tier, cents]) => [Number(tier), fixed(cents)]));

/** Spiel 77 class 1 is a jackpot of at least 177.777 €: a draw's quota (`spiel77:1`) replaces this minimum. */
const SPIEL77_CLASS_1_MINIMUM_CENTS = 17_777_700;

export const TICKET_GAMES: Readonly<Record<'spiel77' | 'super6' | 'plus5' | 'gluecksspirale', TicketGame>> = {
  spiel77: {
    kind: 'suffix',
    length: END_DIGIT_GAME_LENGTH.spiel77,
    classes: { 1: fixed(SPIEL77_CLASS_1_MINIMUM_CENTS), ...fixedClasses('spiel77') },
  },
  super6: { kind: 'suffix', length: END_DIGIT_GAME_LENGTH.super6, classes: fixedClasses('super6') },
  plus5: { kind: 'suffix', length: END_DIGIT_GAME_LENGTH.plus5, classes: fixedClasses('plus5') },
  gluecksspirale: { kind: 'per_class', length: 7, classes: fixedClasses('gluecksspirale') },
};

export type TicketGameId = keyof typeof TICKET_GAMES;
export const isTicketGame = (id: string): id is TicketGameId => Object.hasOwn(TICKET_GAMES, id);

/** Valid winning classes per game, for the settle control. */
export function tiersOf(game: string): number[] {
  if (game === 'lotto6aus49') return LOTTO_CLASSES.map((c) => c.tier);
  if (game === 'eurojackpot') return EUROJACKPOT_CLASSES.map((c) => c.tier);
  if (game === 'keno') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  if (isTicketGame(game)) return Object.keys(TICKET_GAMES[game].classes).map(Number);
  return [];
}
