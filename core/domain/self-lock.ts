import { BERLIN, Temporal } from '../shared/temporal';

/** How long a player pauses (Spielpause): preset periods or until the end of a chosen date. */
export type LockDuration = '24h' | '7d' | '1m' | '3m' | 'custom';
export const LOCK_DURATIONS: readonly LockDuration[] = ['24h', '7d', '1m', '3m', 'custom'];

/** The platform accepts locks of at most 10 Berlin calendar years. */
const MAX_LOCK_YEARS = 10;

export type LockEndProblem = 'required' | 'invalid' | 'not_in_future' | 'too_far_in_future';

/**
 * When a pause chosen now ends. Months are calendar months in Berlin (31 January + 1 month =
 * 28/29 February); a custom date pauses through that whole day, i.e. until the next Berlin midnight.
 */
export function lockEnd(
  duration: LockDuration,
  now: Temporal.Instant,
  customDate = '',
): { till: Temporal.Instant } | { problem: LockEndProblem } {
  const zoned = now.toZonedDateTimeISO(BERLIN);
  switch (duration) {
    case '24h':
      return { till: now.add({ hours: 24 }) };
    case '7d':
      return { till: zoned.add({ days: 7 }).toInstant() };
    case '1m':
      return { till: zoned.add({ months: 1 }).toInstant() };
    case '3m':
      return { till: zoned.add({ months: 3 }).toInstant() };
    case 'custom':
      return customEnd(zoned, customDate.trim());
  }
}

function customEnd(
  zoned: Temporal.ZonedDateTime,
  text: string,
): { till: Temporal.Instant } | { problem: LockEndProblem } {
  if (text === '') return { problem: 'required' };
  let date: Temporal.PlainDate;
  try {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return { problem: 'invalid' };
    date = Temporal.PlainDate.from(text, { overflow: 'reject' });
  } catch {
    return { problem: 'invalid' };
  }
  const today = zoned.toPlainDate();
  if (Temporal.PlainDate.compare(date, today) < 0) return { problem: 'not_in_future' };
  if (Temporal.PlainDate.compare(date, today.add({ years: MAX_LOCK_YEARS })) >= 0)
    return { problem: 'too_far_in_future' };
  return { till: date.add({ days: 1 }).toZonedDateTime({ timeZone: BERLIN }).toInstant() };
}
