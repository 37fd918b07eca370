import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  isAdult,
  isoDateOf,
  isRegistrationStep,
  isTerminalStep,
  nextStep,
  previousStep,
  REGISTRATION_STEPS,
  STEP_FIELDS,
} from '../../core/domain/registration';
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

describe('registration steps and fields', () => {
  it('reads the date as typed, with spaces around it, and nothing before or after it', () => {
    expect(isoDateOf(' 07.03.1990 ')).toBe('1990-03-07');
    expect(isoDateOf('107.03.1990')).toBeNull();
    expect(isoDateOf('07.03.19901')).toBeNull();
    expect(isoDateOf('x07.03.1990')).toBeNull();
  });

  it('asks every field exactly once, in the steps of spec/1 §3', () => {
    expect(STEP_FIELDS).toEqual({
      name: ['firstName', 'lastName', 'birthName'],
      birthday: ['dateOfBirth', 'birthplace'],
      address: ['street', 'houseNumber', 'zipCode', 'city'],
      email: ['email'],
      password: ['password'],
    });
    expect(Object.values(STEP_FIELDS).flat().sort()).toEqual(Object.keys(EMPTY_REGISTRATION).sort());
  });

  it('starts with every field empty', () => {
    expect(Object.values(EMPTY_REGISTRATION)).toHaveLength(11);
    for (const value of Object.values(EMPTY_REGISTRATION)) expect(value).toBe('');
  });

  it('walks back and forth one step at a time', () => {
    expect(nextStep('name')).toBe('birthday');
    expect(previousStep('birthday')).toBe('name');
    expect(previousStep('password')).toBe('email');
  });

  it('tells the steps from the terminal steps and from anything else', () => {
    for (const step of REGISTRATION_STEPS) {
      expect(isRegistrationStep(step)).toBe(true);
      expect(isTerminalStep(step)).toBe(false);
    }
    for (const step of ['error', 'cancel', 'thanks', 'pending']) {
      expect(isTerminalStep(step)).toBe(true);
      expect(isRegistrationStep(step)).toBe(false);
    }
    for (const other of ['', 'alles', 'Name', 'done']) {
      expect(isRegistrationStep(other)).toBe(false);
      expect(isTerminalStep(other)).toBe(false);
    }
  });
});
