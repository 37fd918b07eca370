import { BERLIN, type Temporal } from '../shared/temporal';

/** GlüStV: lotteries from 18 only. */
export const ADULT_AGE_YEARS = 18;

/**
 * Of age on a calendar day: from the birthday of the `years`th year on (the 18th birthday itself
 * counts). Compared as (month, day), so a 29 February child comes of age on 1 March in common
 * years (BGB §§ 187 (2), 188 (2)); date arithmetic would say 28 February, a day early.
 */
export function isOfAgeOn(birth: Temporal.PlainDate, today: Temporal.PlainDate, years = ADULT_AGE_YEARS): boolean {
  const age = today.year - birth.year;
  if (age !== years) return age > years;
  return today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
}

/** Of age on today's date in Berlin: the one rule the shop and the platform both apply. */
export const isOfAgeAt = (birth: Temporal.PlainDate, now: Temporal.Instant, years = ADULT_AGE_YEARS): boolean =>
  isOfAgeOn(birth, now.toZonedDateTimeISO(BERLIN).toPlainDate(), years);
