import type { LotteryIdentifier } from '../../../core/domain/lottery';
import { BERLIN, Temporal } from '../../../core/shared/temporal';
import { LOTTERIES, type DrawEventConfig } from '../catalogue-config';

/**
 * The draw engine's calendar: days are whole days since 1970-01-01, so walking two years of
 * draws is integer arithmetic; only the few instants actually compared are computed in Berlin
 * time (memoised), so 18:25 stays 18:25 across the DST switch.
 */
const DAY_MS = 86_400_000;
/** The engine's history starts here (a Monday): every lottery's current rules already applied. */
const ENGINE_EPOCH = '2023-01-02';

export interface CalendarSlot {
  lottery: LotteryIdentifier;
  event: DrawEventConfig;
  day: number;
}

export const dayOf = (isoDate: string): number => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday (1 = Monday); 1970-01-01 was a Thursday. */
const weekdayOfDay = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;
const EPOCH_DAY = dayOf(ENGINE_EPOCH);

const instants = new Map<string, number>();

/** Epoch milliseconds of a Berlin wall time on a day. */
function berlinMs(day: number, time: string): number {
  const key = `${day}|${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = Temporal.PlainDate.from(isoOfDay(day))
      .toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from(time) })
      .toInstant().epochMilliseconds;
    instants.set(key, ms);
  }
  return ms;
}

export const drawingMs = (slot: CalendarSlot): number => berlinMs(slot.day, slot.event.drawTime);
export const saleStopMs = (slot: CalendarSlot): number => berlinMs(slot.day, slot.event.saleStop);
export const isoInstant = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

/** Same scheme as schedule.ts drawIdOf, so receipts and the engine name a draw alike. */
export const drawIdOfSlot = (slot: CalendarSlot): string =>
  `${slot.lottery}-${isoOfDay(slot.day).replaceAll('-', '')}-${slot.event.identifier}`;

/** A show is one lottery's draws of one Berlin date: `lotto6aus49-2026-11-21`. */
export const showIdOf = (lottery: LotteryIdentifier, day: number): string => `${lottery}-${isoOfDay(day)}`;

export function slotsOn(lottery: LotteryIdentifier, day: number): CalendarSlot[] {
  if (day < EPOCH_DAY) return [];
  const weekday = weekdayOfDay(day);
  return LOTTERIES[lottery].events
    .filter((e) => e.weekday === null || e.weekday === weekday)
    .map((event) => ({ lottery, event, day }));
}

/** Slots drawn in (fromMs, toMs], oldest first. */
export function slotsBetween(lottery: LotteryIdentifier, fromMs: number, toMs: number): CalendarSlot[] {
  const slots: CalendarSlot[] = [];
  for (let day = Math.max(EPOCH_DAY, Math.floor(fromMs / DAY_MS) - 1); day <= Math.floor(toMs / DAY_MS) + 1; day += 1) {
    for (const slot of slotsOn(lottery, day)) {
      const at = drawingMs(slot);
      if (at > fromMs && at <= toMs) slots.push(slot);
    }
  }
  return slots;
}

/** At most `limit` slots drawn at or before `ms`, newest first. */
export function slotsUntil(lottery: LotteryIdentifier, ms: number, limit: number): CalendarSlot[] {
  const slots: CalendarSlot[] = [];
  for (let day = Math.floor(ms / DAY_MS) + 1; day >= EPOCH_DAY && slots.length < limit; day -= 1) {
    for (const slot of slotsOn(lottery, day).reverse())
      if (slots.length < limit && drawingMs(slot) <= ms) slots.push(slot);
  }
  return slots;
}

/** The next `limit` slots still on sale at `ms` (sale stop after it), oldest first. */
export function slotsOnSale(lottery: LotteryIdentifier, ms: number, limit: number): CalendarSlot[] {
  const slots: CalendarSlot[] = [];
  for (let day = Math.max(EPOCH_DAY, Math.floor(ms / DAY_MS) - 1); slots.length < limit; day += 1) {
    for (const slot of slotsOn(lottery, day)) if (slots.length < limit && saleStopMs(slot) > ms) slots.push(slot);
  }
  return slots;
}

/** Every draw of the lottery from the epoch on, in order: the jackpot chain walks these. */
export function* slotsFromEpoch(lottery: LotteryIdentifier): Generator<CalendarSlot> {
  for (let day = EPOCH_DAY; ; day += 1) yield* slotsOn(lottery, day);
}
