import { Temporal } from '../shared/temporal';
import { isOfAgeAt } from './age';

/** Registration steps in order (spec/1 §2), and the terminal steps. */
export const REGISTRATION_STEPS = ['name', 'birthday', 'address', 'email', 'password'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
const TERMINAL_STEPS = ['error', 'cancel', 'thanks', 'pending'] as const;
export type TerminalStep = (typeof TERMINAL_STEPS)[number];

export interface RegistrationData {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthName: string;
  /** As typed: DD.MM.YYYY. */
  readonly dateOfBirth: string;
  readonly birthplace: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly zipCode: string;
  readonly city: string;
  readonly email: string;
  readonly password: string;
}

export const EMPTY_REGISTRATION: RegistrationData = {
  firstName: '',
  lastName: '',
  birthName: '',
  dateOfBirth: '',
  birthplace: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  email: '',
  password: '',
};

/** Which fields each step asks for (spec/1 §3 "Registration fields by step"). */
export const STEP_FIELDS: Record<RegistrationStep, readonly (keyof RegistrationData)[]> = {
  name: ['firstName', 'lastName', 'birthName'],
  birthday: ['dateOfBirth', 'birthplace'],
  address: ['street', 'houseNumber', 'zipCode', 'city'],
  email: ['email'],
  password: ['password'],
};

/** "DD.MM.YYYY" → "YYYY-MM-DD" (the wire wants a date only), or null when it is no real date. */
export function isoDateOf(german: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(german.trim());
  if (!match) return null;
  try {
    return Temporal.PlainDate.from(
      { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) },
      { overflow: 'reject' },
    ).toString();
  } catch {
    return null;
  }
}

/** 18 or older on today's date in Berlin (core/domain/age.ts, the platform's rule too). */
export const isAdult = (isoDate: string, now: Temporal.Instant): boolean =>
  isOfAgeAt(Temporal.PlainDate.from(isoDate), now);

export const nextStep = (step: RegistrationStep): RegistrationStep | null =>
  REGISTRATION_STEPS[REGISTRATION_STEPS.indexOf(step) + 1] ?? null;
export const previousStep = (step: RegistrationStep): RegistrationStep | null =>
  REGISTRATION_STEPS[REGISTRATION_STEPS.indexOf(step) - 1] ?? null;
export const isRegistrationStep = (value: string): value is RegistrationStep =>
  (REGISTRATION_STEPS as readonly string[]).includes(value);
export const isTerminalStep = (value: string): value is TerminalStep =>
  (TERMINAL_STEPS as readonly string[]).includes(value);
