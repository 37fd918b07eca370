import type { DrawnNumbersDto } from '../../../adapters/http/wire/lottery-store.dto';
import { eurojackpotOdds, gluecksspiraleOdds, hypergeometric, lottoOdds, suffixOdds } from '../../../core/domain/odds';
import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { createRandom, type Random } from '../prng';
import { drawIdOfSlot, type CalendarSlot } from './draw-calendar';
import { emptyNumbers } from './draw-state';
import { KENO_QUOTAS } from '../../../core/domain/fixed-quotas';
import { TICKET_GAMES } from './prize-tables';

/**
 * The world outside the shop in one draw, from its own random stream (seed × lottery × day): the
 * drawn numbers, everybody else's stakes and how many of them won each class. What the classes
 * pay follows from this, the money carried in and the shop's own winners (draw-payout.ts).
 */
export interface Market {
  lottery: LotteryIdentifier;
  numbers: DrawnNumbersDto;
  /** Add-on games drawn with it (GlücksSpirale on LOTTO Saturdays is that day's GlücksSpirale draw). */
  addons: Record<string, DrawnNumbersDto>;
  stakeCents: number;
  /** Spiel 77's stakes (LOTTO draws), which feed its class-1 pool. */
  spiel77StakeCents: number;
  /** Simulated winners by `fieldType:tier` (main game rows as `normal`, add-ons by game, KENO by type). */
  counts: Record<string, number>;
}

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

/** A suffix ticket game: one drawn number, winners per class among `tickets`. */
function ticketGame(
  game: 'spiel77' | 'super6' | 'plus5',
  tickets: number,
  random: Random,
  counts: Record<string, number>,
): DrawnNumbersDto {
  const { length } = TICKET_GAMES[game];
  const numbers = { ...emptyNumbers(), ticket_numbers: [{ tier: 1, ticket_numbers: [random.digits(length)] }] };
  for (const c of suffixOdds(game, length)) counts[`${game}:${c.tier}`] = winners(tickets, c.probability, random);
  return numbers;
}

function lotto(random: Random, gluecksspirale: DrawnNumbersDto | null): Market {
  const numbers = { ...emptyNumbers(), main_numbers: pick(49, 6, random), super_number: random.int(0, 9) };
  const rows = random.int(180, 260) * 100_000;
  const counts: Record<string, number> = {};
  for (const c of lottoOdds()) counts[`normal:${c.tier}`] = winners(rows, c.probability, random);
  const tickets = Math.floor(rows / 8);
  const spiel77Tickets = Math.floor(tickets * 0.4);
  const spiel77 = ticketGame('spiel77', spiel77Tickets, random, counts);
  const super6 = ticketGame('super6', Math.floor(tickets * 0.3), random, counts);
  return {
    lottery: 'lotto6aus49',
    numbers,
    addons: { spiel77, super6, ...(gluecksspirale ? { gluecksspirale } : {}) },
    stakeCents: rows * 120,
    spiel77StakeCents: spiel77Tickets * 250,
    counts,
  };
}

function eurojackpot(random: Random): Market {
  const numbers = { ...emptyNumbers(), main_numbers: pick(50, 5, random), extra_numbers: pick(12, 2, random) };
  const rows = random.int(120, 200) * 100_000;
  const counts: Record<string, number> = {};
  for (const c of eurojackpotOdds()) counts[`normal:${c.tier}`] = winners(rows, c.probability, random);
  return { lottery: 'eurojackpot', numbers, addons: {}, stakeCents: rows * 200, spiel77StakeCents: 0, counts };
}

function keno(random: Random): Market {
  const numbers = { ...emptyNumbers(), main_numbers: pick(70, 20, random) };
  const rows = random.int(120, 180) * 10_000;
  const perType = Math.floor(rows / 9);
  const counts: Record<string, number> = {};
  for (const [type, byHits] of Object.entries(KENO_QUOTAS)) {
    for (const hits of Object.keys(byHits))
      counts[`keno_type_${type}:${hits}`] = winners(
        perType,
        hypergeometric(70, 20, Number(type), Number(hits)),
        random,
      );
  }
  const plus5 = ticketGame('plus5', Math.floor(rows / 5), random, counts);
  // The average field stake is 2 €.
  return { lottery: 'keno', numbers, addons: { plus5 }, stakeCents: rows * 200, spiel77StakeCents: 0, counts };
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

function gluecksspirale(random: Random): Market {
  const numbers = gluecksspiraleNumbers(random);
  const tickets = random.int(250, 350) * 10_000;
  const counts: Record<string, number> = {};
  for (const c of gluecksspiraleOdds()) counts[`gluecksspirale:${c.tier}`] = winners(tickets, c.probability, random);
  return { lottery: 'gluecksspirale', numbers, addons: {}, stakeCents: tickets * 500, spiel77StakeCents: 0, counts };
}

/** The GlücksSpirale numbers of a Saturday: the same stream as its own draw, so add-on and lottery agree. */
const gluecksspiraleOn = (seed: number, day: number): DrawnNumbersDto =>
  gluecksspiraleNumbers(drawRandom(seed, 'gluecksspirale', day));

function simulateMarket(seed: number, slot: CalendarSlot): Market {
  const random = drawRandom(seed, slot.lottery, slot.day);
  if (slot.lottery === 'lotto6aus49')
    return lotto(random, slot.event.identifier === 'saturday' ? gluecksspiraleOn(seed, slot.day) : null);
  if (slot.lottery === 'eurojackpot') return eurojackpot(random);
  if (slot.lottery === 'keno') return keno(random);
  return gluecksspirale(random);
}

const markets = new Map<string, Market>();

/** The seed's market of a slot (memoised; callers never change it). */
export function marketOf(seed: number, slot: CalendarSlot): Market {
  const key = `${seed}:${drawIdOfSlot(slot)}`;
  let market = markets.get(key);
  if (!market) {
    market = simulateMarket(seed, slot);
    if (markets.size > 5_000) markets.clear();
    markets.set(key, market);
  }
  return market;
}
