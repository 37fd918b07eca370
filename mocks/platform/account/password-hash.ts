import { randomBytes, toBase64Url } from '../secrets';
import { scryptBytes } from './scrypt';
import { sha256Hex } from './sha256';

/** What the state keeps of a password: a salted scrypt hash with its cost, never the password. */
export interface ScryptPasswordRecord {
  scheme: 'scrypt';
  n: number;
  r: number;
  p: number;
  /** Base64url. */
  salt: string;
  hash: string;
}

/** Schema 8 and older: one salted SHA-256 round. Still accepted, replaced by scrypt at the next login. */
export interface LegacyPasswordRecord {
  salt: string;
  /** Hex SHA-256 of `salt:password`. */
  sha256: string;
}

export type PasswordHashRecord = ScryptPasswordRecord | LegacyPasswordRecord;

/** Node's defaults and OWASP's floor for interactive logins: 16 MiB and ~25 ms per hash here. */
export const SCRYPT_COST = { n: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** A record from a tampered file must not make one login take gigabytes. */
const MAX_N = 1 << 17;
const MAX_R = 16;
const MAX_P = 4;
const SCRYPT_MAXMEM = 512 * 1024 * 1024;

interface NodeCrypto {
  scryptSync(password: string, salt: Uint8Array, length: number, options: object): Uint8Array;
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

/**
 * node:crypto where the platform runs in Node (server, tests), looked up at run time because the
 * same module is bundled into the page for `npm run dev`, which falls back to scrypt.ts.
 */
const nodeCrypto: NodeCrypto | null = (() => {
  const processLike = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (processLike?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
})();

const encoder = new TextEncoder();

export function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function derive(password: string, salt: Uint8Array, cost: { n: number; r: number; p: number }): Uint8Array {
  if (nodeCrypto)
    return nodeCrypto.scryptSync(password, salt, KEY_BYTES, { N: cost.n, r: cost.r, p: cost.p, maxmem: SCRYPT_MAXMEM });
  return scryptBytes(encoder.encode(password), salt, cost, KEY_BYTES);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  if (nodeCrypto) return nodeCrypto.timingSafeEqual(a, b);
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/**
 * Tests only: the Vitest projects that log players in hundreds of times set
 * TIPPWERK_TEST_PASSWORD_COST=low (vite.config.ts), and new hashes then cost microseconds instead of
 * ~25 ms. Every other run (the servers, the page, the platform's own tests) keeps SCRYPT_COST; a
 * record carries its cost, so verifying works either way.
 */
const LOW_TEST_COST = { n: 16, r: 1, p: 1 } as const;

export function passwordCost(): { readonly n: number; readonly r: number; readonly p: number } {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.['TIPPWERK_TEST_PASSWORD_COST'] === 'low' ? LOW_TEST_COST : SCRYPT_COST;
}

export function hashPassword(password: string, salt: Uint8Array = randomBytes(SALT_BYTES)): ScryptPasswordRecord {
  const cost = passwordCost();
  return {
    scheme: 'scrypt',
    ...cost,
    salt: toBase64Url(salt),
    hash: toBase64Url(derive(password, salt, cost)),
  };
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 2 && (n & (n - 1)) === 0;

function acceptableCost(record: ScryptPasswordRecord): boolean {
  const { n, r, p } = record;
  return (
    isPowerOfTwo(n) &&
    n <= MAX_N &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P
  );
}

export const isLegacyRecord = (stored: PasswordHashRecord): stored is LegacyPasswordRecord => !('scheme' in stored);

export function passwordMatches(stored: PasswordHashRecord, candidate: string): boolean {
  if (isLegacyRecord(stored)) return sha256Hex(`${stored.salt}:${candidate}`) === stored.sha256;
  if (stored.scheme !== 'scrypt' || !acceptableCost(stored)) return false;
  const expected = fromBase64Url(stored.hash);
  return sameBytes(derive(candidate, fromBase64Url(stored.salt), stored), expected);
}
