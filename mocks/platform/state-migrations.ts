import { sha256Hex } from './account/sha256';
import { brandOf } from './psp/test-cards';
import { SCHEMA_VERSION, stateShapeProblem, type PlatformState } from './state';

/**
 * Saved states of older schemas are migrated step by step, never thrown away: they hold accounts
 * and money. Schema 8 is the oldest one this code can read (older ones predate released builds).
 */
export const OLDEST_MIGRATABLE_SCHEMA = 8;

export type StateProblem =
  { kind: 'newer'; version: number } | { kind: 'too_old'; version: number } | { kind: 'not_a_state'; detail: string };

/** A saved state this code must not run on; the caller says so and leaves the saved copy alone. */
export class StateFormatError extends Error {
  override name = 'StateFormatError';
  constructor(readonly problem: StateProblem) {
    super(`unusable saved state: ${JSON.stringify(problem)}`);
  }
}

type Raw = Record<string, unknown>;
type Migration = (state: Raw) => void;

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (state: Raw, key: string): Raw[] => (Array.isArray(state[key]) ? (state[key] as Raw[]) : []);

/** A schema-8 card record (full number) reduced to what schema 9 keeps. */
function maskedCard(card: Raw): Raw {
  const { pan, ...rest } = card;
  const number = typeof pan === 'string' ? pan : '';
  return { ...rest, brand: brandOf(number), bin: number.slice(0, 6), last_four: number.slice(-4) };
}

/**
 * 8 → 9 (issue 17): secrets came from a seeded generator whose state was saved, so everything it
 * issued is predictable: sessions and link tokens are dropped (players log in again, links are
 * requested again), the generator state goes. Card records lose the full number; order bodies
 * become digests; login throttle entries (keyed per username only) start afresh. Passwords stay
 * salted SHA-256 until each player's next login turns them into scrypt (sessions.ts).
 */
const from8: Migration = (state) => {
  delete state['token_rng_state'];
  state['sessions'] = [];
  state['one_time_tokens'] = [];
  state['login_throttle'] = {};
  for (const record of listOf(state, 'players'))
    if (isObject(record['stored_card'])) record['stored_card'] = maskedCard(record['stored_card']);
  for (const attempt of listOf(state, 'psp_attempts'))
    if (isObject(attempt['card'])) attempt['card'] = maskedCard(attempt['card']);
  for (const order of listOf(state, 'orders'))
    if (typeof order['fingerprint'] === 'string') order['fingerprint'] = sha256Hex(order['fingerprint']);
};

const MIGRATIONS: Readonly<Record<number, Migration>> = { 8: from8 };

/**
 * The saved state as this code's schema, migrated in place when older. Throws StateFormatError
 * for a newer schema, one too old to migrate, or something that is not a platform state.
 */
export function upgradeState(saved: unknown): { state: PlatformState; migratedFrom: number | null } {
  if (!isObject(saved)) throw new StateFormatError({ kind: 'not_a_state', detail: 'kein JSON-Objekt' });
  const version = saved['schema_version'];
  if (typeof version !== 'number' || !Number.isSafeInteger(version))
    throw new StateFormatError({ kind: 'not_a_state', detail: 'schema_version fehlt' });
  if (version > SCHEMA_VERSION) throw new StateFormatError({ kind: 'newer', version });
  if (version < OLDEST_MIGRATABLE_SCHEMA) throw new StateFormatError({ kind: 'too_old', version });
  for (let from = version; from < SCHEMA_VERSION; from += 1) {
    const migrate = MIGRATIONS[from];
    if (!migrate) throw new Error(`No migration from schema ${from}`);
    migrate(saved);
    saved['schema_version'] = from + 1;
  }
  const problem = stateShapeProblem(saved);
  if (problem) throw new StateFormatError({ kind: 'not_a_state', detail: problem });
  return { state: saved as unknown as PlatformState, migratedFrom: version === SCHEMA_VERSION ? null : version };
}
