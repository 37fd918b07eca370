import type { DrawnNumbersDto, DrawOddsDto } from '../../../adapters/http/wire/lottery-store.dto';
import { eurojackpotOdds, gluecksspiraleOdds, hypergeometric, lottoOdds, suffixOdds } from '../../../core/domain/odds';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { CATALOGUE_SETTINGS, LOTTERIES } from '../catalogue-config';
import { createRandom, type Random } from '../prng';
import type { CalendarSlot } from './draw-calendar';
import { emptyNumbers } from './draw-state';
import { EUROJACKPOT_CLASSES, KENO_QUOTAS, LOTTO_CLASSES, TICKET_GAMES } from './prize-tables';

/**
 * One draw of the world outside the shop, from its own random stream (seed × lottery × day):
 * the numbers, the stakes of everybody else, the winners per class and the pari-mutuel quotas
 * (LOTTERY-RULES §3: 50 % of stakes paid out), and how the jackpots roll over (§6 caps).
 */
export interface JackpotsIn {
  /** Class 1 of the main game (LOTTO, Eurojackpot); 0 where there is none. */
  main: number;
  /** Spiel 77 class 1 (LOTTO draws only). */
  spiel77: number;
}

export interface SimulatedDraw {
  numbers: DrawnNumbersDto;
  /** Add-on games drawn with it, by game (GlücksSpirale on LOTTO Saturdays is the GlücksSpirale draw of that day). */
  addons: Record<string, DrawnNumbersDto>;
  stakeCents: number;
  /** Cents per winning row of pari-mutuel and jackpot classes: main game by tier, Spiel 77's jackpot as `spiel77:1`. */
  quotas: Record<string, number>;
  /** Main game's classes. */
  odds: DrawOddsDto[];
  /** Add-on classes (Spiel 77, Super 6, plus 5). */
  addonOdds: DrawOddsDto[];
  jackpotCents: number | null;
  next: JackpotsIn;
}

const MIO = 100_000_000;
/** §6: LOTTO capped at 50 Mio. €, Spiel 77 at 10 Mio. €; Eurojackpot 10 to 120 Mio. €. */
export const JACKPOT_RULES = {
  lotto6aus49: { minCents: 1 * MIO, capCents: 50 * MIO },
  eurojackpot: { minCents: 10 * MIO, capCents: 120 * MIO },
  spiel77: { minCents: 17_777_700, capCents: 10 * MIO },
} as const;
/** Advertised jackpots move in 100.000 € steps. */
const JACKPOT_STEP = 10_000_000;

/** Shares of the pari-mutuel pool per class, in 1/10,000 (unconfirmed; close to the official plans). LOTTO: of the pool after class 9. */
const LOTTO_SHARES = [1280, 1000, 500, 1500, 500, 1000, 1000, 3220];
/** Eurojackpot: of the payout; the remaining 15.5 % go to the reserve fund. */
const EUROJACKPOT_SHARES = [3600, 850, 475, 100, 85, 70, 60, 220, 220, 240, 680, 1850];

function seedOf(seed: number, lottery: string, day: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < lottery.length; i += 1) h = Math.imul(h ^ lottery.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ day, 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

const drawRandom = (seed: number, lottery: string, day: number): Random =>
  createRandom({ rng_state: seedOf(seed, lottery, day) });

function pick(pool: number, count: number, random: Random): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(1, pool));
  return [...chosen].sort((a, b) => a - b);
}

/** Winners of a class among `rows` independent rows: Poisson when rare, normal approximation otherwise. */
function winners(rows: number, probability: number, random: Random): number {
  const expected = rows * probability;
  if (expected < 40) {
    const limit = Math.exp(-expected);
    let k = 0;
    for (let p = random.next(); p > limit; p *= random.next()) k += 1;
    return k;
  }
  const gauss = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(0, Math.round(expected + Math.sqrt(expected) * gauss));
}

const tenCents = (cents: number) => Math.floor(cents / 10) * 10;
const stepDown = (cents: number) => Math.floor(cents / JACKPOT_STEP) * JACKPOT_STEP;
const money = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });
const row = (fieldType: string, tier: number, cents: number, quantity: number): DrawOddsDto => ({
  field_type: fieldType,
  tier,
  winnings_amount: money(cents),
  winnings_quantity: quantity,
});

/** Ticket games with fixed prizes: one drawn number (or one per class), winners from the tickets sold. */
function ticketGame(
  game: 'spiel77' | 'super6' | 'plus5',
  tickets: number,
  random: Random,
  jackpot: number | null,
): { numbers: DrawnNumbersDto; odds: DrawOddsDto[]; hit: boolean } {
  const { length, classes } = TICKET_GAMES[game];
  const numbers = { ...emptyNumbers(), ticket_numbers: [{ tier: 1, ticket_numbers: [random.digits(length)] }] };
  let hit = false;
  const odds = suffixOdds(game, length).map((c) => {
    const quota = classes[c.tier];
    const count = winners(tickets, c.probability, random);
    if (c.tier === 1 && jackpot !== null) {
      hit = count > 0;
      return row(game, 1, count > 0 ? tenCents(Math.floor(jackpot / count)) : jackpot, count);
    }
    return row(game, c.tier, quota?.kind === 'fixed' ? quota.cents : 0, count);
  });
  return { numbers, odds, hit };
}

/** Pari-mutuel classes: each class's pool split among its winners; an empty class passes its pool to the next lower one. */
function pariMutuel(pools: number[], counts: number[]): number[] {
  let carried = 0;
  return pools.map((pool, i) => {
    const total = pool + carried;
    const count = counts[i] ?? 0;
    carried = count > 0 ? 0 : total;
    return count > 0 ? tenCents(Math.floor(total / count)) : 0;
  });
}

/** A jackpot class: paid out when hit (split), otherwise rolls over with this draw's share up to the cap; the excess goes to class 2. */
function rollOver(
  jackpot: number,
  hits: number,
  share: number,
  rules: { minCents: number; capCents: number },
): { quota: number; next: number; excess: number } {
  if (hits > 0)
    return { quota: tenCents(Math.floor(jackpot / hits)), next: Math.max(rules.minCents, stepDown(share)), excess: 0 };
  const grown = jackpot + stepDown(share);
  return { quota: jackpot, next: Math.min(grown, rules.capCents), excess: Math.max(0, grown - rules.capCents) };
}

function lotto(random: Random, jackpots: JackpotsIn, gluecksspirale: DrawnNumbersDto | null): SimulatedDraw {
  const numbers = { ...emptyNumbers(), main_numbers: pick(49, 6, random), super_number: random.int(0, 9) };
  const rows = random.int(180, 260) * 100_000;
  const stakeCents = rows * 120;
  const probabilities = lottoOdds().map((c) => c.probability);
  const counts = probabilities.map((p) => winners(rows, p, random));
  const class9 = LOTTO_CLASSES[8]?.quota;
  const fixedNine = class9?.kind === 'fixed' ? class9.cents : 0;
  const pool = Math.max(0, Math.floor(stakeCents / 2) - (counts[8] ?? 0) * fixedNine);
  const shares = LOTTO_SHARES.map((s) => Math.floor((pool * s) / 10_000));
  const jackpot = rollOver(jackpots.main, counts[0] ?? 0, shares[0] ?? 0, JACKPOT_RULES.lotto6aus49);
  const quotas = pariMutuel([0, (shares[1] ?? 0) + jackpot.excess, ...shares.slice(2)], counts.slice(0, 8));
  quotas[0] = jackpot.quota;
  const tickets = Math.floor(rows / 8);
  const spiel77 = ticketGame('spiel77', Math.floor(tickets * 0.4), random, jackpots.spiel77);
  const super6 = ticketGame('super6', Math.floor(tickets * 0.3), random, null);
  const s77Share = Math.floor((Math.floor(tickets * 0.4) * 250) / 20);
  const s77Next = spiel77.hit
    ? JACKPOT_RULES.spiel77.minCents
    : Math.min(JACKPOT_RULES.spiel77.capCents, jackpots.spiel77 + Math.floor(s77Share / 100) * 100);
  const quotaByTier: Record<string, number> = Object.fromEntries(quotas.map((q, i) => [String(i + 1), q]));
  quotaByTier['spiel77:1'] = spiel77.odds[0]?.winnings_amount.fractional ?? jackpots.spiel77;
  return {
    numbers,
    addons: { spiel77: spiel77.numbers, super6: super6.numbers, ...(gluecksspirale ? { gluecksspirale } : {}) },
    stakeCents,
    quotas: quotaByTier,
    odds: LOTTO_CLASSES.map((c, i) =>
      row('normal', c.tier, c.quota.kind === 'fixed' ? c.quota.cents : (quotas[i] ?? 0), counts[i] ?? 0),
    ),
    addonOdds: [...spiel77.odds, ...super6.odds],
    jackpotCents: jackpots.main,
    next: { main: jackpot.next, spiel77: s77Next },
  };
}

function eurojackpot(random: Random, jackpots: JackpotsIn): SimulatedDraw {
  const numbers = { ...emptyNumbers(), main_numbers: pick(50, 5, random), extra_numbers: pick(12, 2, random) };
  const rows = random.int(120, 200) * 100_000;
  const stakeCents = rows * 200;
  const counts = eurojackpotOdds().map((c) => winners(rows, c.probability, random));
  const payout = Math.floor(stakeCents / 2);
  const shares = EUROJACKPOT_SHARES.map((s) => Math.floor((payout * s) / 10_000));
  const jackpot = rollOver(jackpots.main, counts[0] ?? 0, shares[0] ?? 0, JACKPOT_RULES.eurojackpot);
  const quotas = pariMutuel([0, (shares[1] ?? 0) + jackpot.excess, ...shares.slice(2)], counts);
  quotas[0] = jackpot.quota;
  return {
    numbers,
    addons: {},
    stakeCents,
    quotas: Object.fromEntries(quotas.map((q, i) => [String(i + 1), q])),
    odds: EUROJACKPOT_CLASSES.map((c, i) => row('normal', c.tier, quotas[i] ?? 0, counts[i] ?? 0)),
    addonOdds: [],
    jackpotCents: jackpots.main,
    next: { main: jackpot.next, spiel77: 0 },
  };
}

function keno(random: Random): SimulatedDraw {
  const numbers = { ...emptyNumbers(), main_numbers: pick(70, 20, random) };
  const rows = random.int(120, 180) * 10_000;
  const perType = Math.floor(rows / 9);
  // Quotas per 1 € field stake; the average field stake is 2 €.
  const odds = Object.entries(KENO_QUOTAS).flatMap(([type, byHits]) =>
    Object.entries(byHits).map(([hits, euros]) =>
      row(
        `keno_type_${type}`,
        Number(hits),
        euros * 100,
        winners(perType, hypergeometric(70, 20, Number(type), Number(hits)), random),
      ),
    ),
  );
  const plus5 = ticketGame('plus5', Math.floor(rows / 5), random, null);
  const jackpot = LOTTERIES.keno.jackpot;
  return {
    numbers,
    addons: { plus5: plus5.numbers },
    stakeCents: rows * 200,
    quotas: {},
    odds,
    addonOdds: plus5.odds,
    jackpotCents: jackpot.kind === 'fixed' ? jackpot.cents : null,
    next: { main: 0, spiel77: 0 },
  };
}

/** GlücksSpirale's numbers: class k has k digits, class 6 two numbers (LOTTERY-RULES §3). */
function gluecksspiraleNumbers(random: Random): DrawnNumbersDto {
  return {
    ...emptyNumbers(),
    ticket_numbers: [1, 2, 3, 4, 5, 6, 7].map((tier) => ({
      tier,
      ticket_numbers: Array.from({ length: tier === 6 ? 2 : 1 }, () => random.digits(tier)),
    })),
  };
}

function gluecksspirale(random: Random): SimulatedDraw {
  const numbers = gluecksspiraleNumbers(random);
  const tickets = random.int(250, 350) * 10_000;
  const { classes } = TICKET_GAMES.gluecksspirale;
  const odds = gluecksspiraleOdds().map((c) => {
    const quota = classes[c.tier];
    return row(
      'gluecksspirale',
      c.tier,
      quota?.kind === 'fixed' ? quota.cents : 0,
      winners(tickets, c.probability, random),
    );
  });
  return {
    numbers,
    addons: {},
    stakeCents: tickets * 500,
    quotas: {},
    odds,
    addonOdds: [],
    jackpotCents: null,
    next: { main: 0, spiel77: 0 },
  };
}

/** The GlücksSpirale numbers of a Saturday: the same stream as its own draw, so add-on and lottery agree. */
const gluecksspiraleOn = (seed: number, day: number): DrawnNumbersDto =>
  gluecksspiraleNumbers(drawRandom(seed, 'gluecksspirale', day));

export function simulateDraw(seed: number, slot: CalendarSlot, jackpots: JackpotsIn): SimulatedDraw {
  const lottery: LotteryIdentifier = slot.lottery;
  const random = drawRandom(seed, lottery, slot.day);
  if (lottery === 'lotto6aus49')
    return lotto(random, jackpots, slot.event.identifier === 'saturday' ? gluecksspiraleOn(seed, slot.day) : null);
  if (lottery === 'eurojackpot') return eurojackpot(random, jackpots);
  if (lottery === 'keno') return keno(random);
  return gluecksspirale(random);
}
