import { describe, expect, it } from 'vitest';
import { isAdult, isoDateOf, nextStep, previousStep, REGISTRATION_STEPS } from '../../core/domain/registration';
import { Temporal } from '../../core/shared/temporal';

describe('registration rules', () => {
  it('sends the date of birth as YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(isoDateOf('07.03.1990')).toBe('1990-03-07');
    expect(isoDateOf('7.3.1990')).toBe('1990-03-07');
    expect(isoDateOf('29.02.2024')).toBe('2024-02-29');
    expect(isoDateOf('29.02.2023')).toBeNull();
    expect(isoDateOf('31.04.2000')).toBeNull();
    expect(isoDateOf('1990-03-07')).toBeNull();
    expect(isoDateOf('')).toBeNull();
  });

  it('Under 18 cannot register: the 18th birthday in Berlin is the first allowed day', () => {
    // 21.11.2026 00:30 in Berlin is still 20.11. in UTC.
    const justAfterMidnightBerlin = Temporal.Instant.from('2026-11-20T23:30:00Z');
    expect(isAdult('2008-11-21', justAfterMidnightBerlin)).toBe(true);
    expect(isAdult('2008-11-22', justAfterMidnightBerlin)).toBe(false);
    expect(isAdult('2008-11-21', Temporal.Instant.from('2026-11-20T22:30:00Z'))).toBe(false);
  });

  it('walks the steps name → birthday → address → email → password', () => {
    expect(REGISTRATION_STEPS).toEqual(['name', 'birthday', 'address', 'email', 'password']);
    expect(nextStep('address')).toBe('email');
    expect(nextStep('password')).toBeNull();
    expect(previousStep('name')).toBeNull();
  });
});
