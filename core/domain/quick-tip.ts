/** A source of whole numbers in [min, max]; the Random port provides it. */
export type RandomInteger = (min: number, max: number) => number;

/** Quick-tip field counts per lottery (spec/2 §9: max; teaser; desktop ticket; mobile ticket). */
export interface QuickTipPresets {
  readonly max: number;
  readonly teaser: readonly number[];
  readonly desktopTicket: readonly number[];
  readonly mobileTicket: readonly number[];
}

export const QUICK_TIPS = {
  lotto6aus49: { max: 12, teaser: [3, 6], desktopTicket: [1, 6], mobileTicket: [1, 2, 6] },
  lotto6aus49_system: { max: 12, teaser: [3, 6], desktopTicket: [], mobileTicket: [] },
  eurojackpot: { max: 8, teaser: [2, 4], desktopTicket: [1, 5], mobileTicket: [1, 2, 4] },
  eurojackpot_system: { max: 8, teaser: [2, 4], desktopTicket: [], mobileTicket: [] },
  gluecksspirale: { max: 5, teaser: [1, 3], desktopTicket: [1, 3], mobileTicket: [] },
  keno: { max: 5, teaser: [1, 3], desktopTicket: [1, 3], mobileTicket: [1, 2, 3] },
} as const satisfies Record<string, QuickTipPresets>;

/** `count` distinct numbers from 1..poolSize, ascending (partial Fisher-Yates). */
export function drawDistinct(randomInteger: RandomInteger, count: number, poolSize: number): number[] {
  if (count > poolSize || count < 0) throw new RangeError(`Cannot pick ${count} of ${poolSize}`);
  const pool = Array.from({ length: poolSize }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = randomInteger(i, poolSize - 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** A random ticket number of `length` digits (leading zeros allowed). */
export function randomTicketNumber(randomInteger: RandomInteger, length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInteger(0, 9));
  return digits;
}

/** A random ticket number none of `taken` has: two Lose with one number would be one bet twice. */
export function freshTicketNumber(randomInteger: RandomInteger, length: number, taken: readonly string[]): string {
  // Bounded so a broken random source fails loudly instead of hanging the page.
  for (let attempt = 0; attempt < 1000; attempt++) {
    const candidate = randomTicketNumber(randomInteger, length);
    if (!taken.includes(candidate)) return candidate;
  }
  throw new Error('Random source keeps repeating ticket numbers');
}
