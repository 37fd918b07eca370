import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { slotsFromEpoch, type CalendarSlot } from './draw-calendar';
import { JACKPOT_RULES, simulateDraw, type JackpotsIn } from './draw-simulation';

/**
 * Jackpots going into every draw from the engine's epoch on: each draw's outcome decides the
 * next (hit: back to the minimum; else rolled over up to the cap). Derived from the seed only and
 * memoised per seed, so nothing of two years of history is stored in the platform state.
 */
interface Chain {
  next: Generator<CalendarSlot>;
  jackpots: JackpotsIn;
  byDay: Map<number, JackpotsIn>;
  lastDay: number;
}

const chains = new Map<string, Chain>();
const NO_JACKPOTS: JackpotsIn = { main: 0, spiel77: 0 };

function start(lottery: LotteryIdentifier): JackpotsIn {
  if (lottery === 'lotto6aus49')
    return { main: JACKPOT_RULES.lotto6aus49.minCents, spiel77: JACKPOT_RULES.spiel77.minCents };
  if (lottery === 'eurojackpot') return { main: JACKPOT_RULES.eurojackpot.minCents, spiel77: 0 };
  return NO_JACKPOTS;
}

/** The jackpots a draw of `lottery` on `day` starts with (one draw per lottery and day). */
export function jackpotsInto(seed: number, lottery: LotteryIdentifier, day: number): JackpotsIn {
  if (lottery !== 'lotto6aus49' && lottery !== 'eurojackpot') return NO_JACKPOTS;
  const key = `${seed}:${lottery}`;
  let chain = chains.get(key);
  if (!chain) {
    chain = { next: slotsFromEpoch(lottery), jackpots: start(lottery), byDay: new Map(), lastDay: -Infinity };
    chains.set(key, chain);
  }
  while (chain.lastDay < day) {
    const slot = chain.next.next().value as CalendarSlot;
    chain.byDay.set(slot.day, chain.jackpots);
    chain.lastDay = slot.day;
    chain.jackpots = simulateDraw(seed, slot, chain.jackpots).next;
  }
  // A day without a draw: the jackpots of the next draw after it.
  for (let d = day; d <= chain.lastDay; d += 1) {
    const found = chain.byDay.get(d);
    if (found) return found;
  }
  return chain.jackpots;
}
