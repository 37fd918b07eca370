import type { LotteryIdentifier } from '../../../core/domain/lottery';
import type { PlatformState } from '../state';
import { dayOf, slotsFromEpoch, slotsOn, type CalendarSlot } from './draw-calendar';
import { marketOf } from './draw-market';
import { payoutOf } from './draw-payout';
import { JACKPOT_RULES, NO_CARRY, NO_POOL, type Carry } from './pools';

/**
 * The money every draw starts with (jackpots, rests, excess, reserves), chained from the engine's
 * epoch: each draw's payout decides the next draw's carry. Without the shop the chain derives
 * from the seed alone (memoised per seed). A draw the shop played is stored with the carry its
 * own winners left (`carry_out`); later draws continue from the newest such draw.
 */
interface Chain {
  next: Generator<CalendarSlot>;
  carry: Carry;
  byDay: Map<number, Carry>;
  lastDay: number;
}

const chains = new Map<string, Chain>();

/** Opening balances at the epoch: each jackpot at its minimum, reserves to fund the minimums. */
function opening(lottery: LotteryIdentifier): Carry {
  const pool = (jackpot: number, reserve: number) => ({ ...NO_POOL, jackpot, reserve });
  if (lottery === 'lotto6aus49')
    return {
      main: pool(JACKPOT_RULES.lotto6aus49.minCents, 2_000_000_000),
      spiel77: pool(JACKPOT_RULES.spiel77.minCents, 200_000_000),
    };
  if (lottery === 'eurojackpot')
    return { main: pool(JACKPOT_RULES.eurojackpot.minCents, 5_000_000_000), spiel77: NO_POOL };
  return NO_CARRY;
}

const hasCarry = (lottery: LotteryIdentifier) => lottery === 'lotto6aus49' || lottery === 'eurojackpot';

/** The carry a draw of `lottery` on `day` starts with, from the seed alone (a day without a draw: the next draw's). */
export function seedCarryInto(seed: number, lottery: LotteryIdentifier, day: number): Carry {
  if (!hasCarry(lottery)) return NO_CARRY;
  const key = `${seed}:${lottery}`;
  let chain = chains.get(key);
  if (!chain) {
    chain = { next: slotsFromEpoch(lottery), carry: opening(lottery), byDay: new Map(), lastDay: -Infinity };
    chains.set(key, chain);
  }
  while (chain.lastDay < day) {
    const slot = chain.next.next().value as CalendarSlot;
    chain.byDay.set(slot.day, chain.carry);
    chain.lastDay = slot.day;
    chain.carry = payoutOf(marketOf(seed, slot), chain.carry).next;
  }
  for (let d = day; d <= chain.lastDay; d += 1) {
    const found = chain.byDay.get(d);
    if (found) return found;
  }
  return chain.carry;
}

/** Day of a draw id `lotto6aus49-20261121-saturday`. */
const dayOfDrawId = (drawId: string): number => {
  const date = drawId.split('-')[1] ?? '';
  return dayOf(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`);
};

interface Anchor {
  day: number;
  carry: Carry;
}

/** Stored draws with a carry, per lottery, oldest first; rebuilt when another result is stored. */
const anchorsOf = new WeakMap<
  PlatformState,
  { size: number; byLottery: Map<string, Anchor[]>; memo: Map<string, Carry> }
>();

function anchorIndex(state: PlatformState) {
  const size = Object.keys(state.draw_results).length;
  let index = anchorsOf.get(state);
  if (index?.size === size) return index;
  const byLottery = new Map<string, Anchor[]>();
  for (const result of Object.values(state.draw_results)) {
    if (!result.carry_out) continue;
    const list = byLottery.get(result.lottery_identifier) ?? [];
    list.push({ day: dayOfDrawId(result.draw_id), carry: result.carry_out });
    byLottery.set(result.lottery_identifier, list);
  }
  for (const list of byLottery.values()) list.sort((a, b) => a.day - b.day);
  index = { size, byLottery, memo: new Map() };
  anchorsOf.set(state, index);
  return index;
}

/** The carry a draw of `lottery` on `day` starts with in this platform, the shop's own winners included. */
export function carryInto(state: PlatformState, lottery: LotteryIdentifier, day: number): Carry {
  if (!hasCarry(lottery)) return NO_CARRY;
  const index = anchorIndex(state);
  const anchor = (index.byLottery.get(lottery) ?? []).filter((a) => a.day < day).at(-1);
  if (!anchor) return seedCarryInto(state.seed, lottery, day);
  const key = `${lottery}:${day}`;
  const known = index.memo.get(key);
  if (known) return known;
  let carry = anchor.carry;
  for (let d = anchor.day + 1; d < day; d += 1) {
    for (const slot of slotsOn(lottery, d)) carry = payoutOf(marketOf(state.seed, slot), carry).next;
  }
  index.memo.set(key, carry);
  return carry;
}
