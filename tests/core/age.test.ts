import { describe, expect, it } from 'vitest';
import { ADULT_AGE_YEARS, isOfAgeAt, isOfAgeOn } from '../../core/domain/age';
import { isAdult } from '../../core/domain/registration';
import { Temporal } from '../../core/shared/temporal';
import { dateOfBirthProblem } from '../../mocks/platform/account/field-rules';

const day = (iso: string) => Temporal.PlainDate.from(iso);
/** 00:30 and 23:30 of a Berlin calendar day (CET in February and March 2026). */
const berlinEdges = (iso: string) => [
  Temporal.Instant.from(`${day(iso).subtract({ days: 1 }).toString()}T23:30:00Z`),
  Temporal.Instant.from(`${iso}T22:30:00Z`),
];

describe('age (GlüStV: 18+; BGB §§ 187, 188)', () => {
  it('a 29 February child comes of age on 1 March in a common year, not on 28 February', () => {
    expect(isOfAgeOn(day('2008-02-29'), day('2026-02-28'))).toBe(false);
    expect(isOfAgeOn(day('2008-02-29'), day('2026-03-01'))).toBe(true);
    expect(isAdult('2008-02-29', Temporal.Instant.from('2026-02-28T22:59:59Z'))).toBe(false);
    expect(isAdult('2008-02-29', Temporal.Instant.from('2026-02-28T23:00:00Z'))).toBe(true);
  });

  it('the shop and the platform apply one rule: the same answer for every birthday around the end of February', () => {
    const births = ['2008-02-27', '2008-02-28', '2008-02-29', '2008-03-01', '2007-02-28', '2009-02-28'];
    const days = ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'];
    let adults = 0;
    for (const birth of births) {
      for (const today of days) {
        for (const now of berlinEdges(today)) {
          const shop = isAdult(birth, now);
          expect(dateOfBirthProblem(birth, now) === null, `${birth} on ${today}`).toBe(shop);
          if (shop) adults += 1;
        }
      }
    }
    expect(adults).toBeGreaterThan(0);
    expect(adults).toBeLessThan(births.length * days.length * 2);
  });
  it('the 18th birthday itself counts, the day before it does not', () => {
    expect(ADULT_AGE_YEARS).toBe(18);
    expect(isOfAgeOn(day('2008-06-15'), day('2026-06-15'))).toBe(true);
    expect(isOfAgeOn(day('2008-06-15'), day('2026-06-14'))).toBe(false);
    // Same month, an earlier day of the month; an earlier month, a later day of the month.
    expect(isOfAgeOn(day('2008-06-15'), day('2026-06-01'))).toBe(false);
    expect(isOfAgeOn(day('2008-06-15'), day('2026-05-31'))).toBe(false);
    expect(isOfAgeOn(day('2008-06-15'), day('2026-07-01'))).toBe(true);
  });

  it('a year older or younger decides by the year alone, whatever the month and day', () => {
    // 19 in the calendar year: of age even before the birthday; 17: not even after it.
    expect(isOfAgeOn(day('2007-12-31'), day('2026-01-01'))).toBe(true);
    expect(isOfAgeOn(day('2009-01-01'), day('2026-12-31'))).toBe(false);
  });

  it('another age limit moves the birthday that counts', () => {
    expect(isOfAgeOn(day('2010-06-15'), day('2026-06-15'), 16)).toBe(true);
    expect(isOfAgeOn(day('2010-06-15'), day('2026-06-14'), 16)).toBe(false);
    expect(isOfAgeOn(day('2008-06-15'), day('2026-06-15'), 21)).toBe(false);
  });

  it("takes today's date in Berlin, not in UTC: 00:30 on the birthday in Berlin is still the day before in UTC", () => {
    const birth = day('2008-06-15');
    // CEST (UTC+2): 2026-06-14T22:30Z is 00:30 on 15 June in Berlin.
    expect(isOfAgeAt(birth, Temporal.Instant.from('2026-06-14T22:30:00Z'))).toBe(true);
    expect(isOfAgeAt(birth, Temporal.Instant.from('2026-06-14T21:59:59Z'))).toBe(false);
    expect(isOfAgeAt(birth, Temporal.Instant.from('2026-06-14T22:30:00Z'), 21)).toBe(false);
  });
});
