import type { Random } from '../prng';
import { sha256Hex } from './sha256';

/** What the state keeps of a password: never the password itself. */
export interface PasswordHashRecord {
  salt: string;
  /** Hex SHA-256 of `salt:password`. */
  sha256: string;
}

/**
 * One salted SHA-256 round. A real backend would use a slow KDF (argon2, bcrypt); the fake only
 * has to keep plain passwords out of its saved JSON, and stays fast for tests that seed often.
 * The salt comes from the platform's secret stream, so seeding stays reproducible.
 */
export function hashPassword(password: string, secrets: Random): PasswordHashRecord {
  const salt = secrets.token(16);
  return { salt, sha256: sha256Hex(`${salt}:${password}`) };
}

export function passwordMatches(stored: PasswordHashRecord, candidate: string): boolean {
  return sha256Hex(`${stored.salt}:${candidate}`) === stored.sha256;
}
