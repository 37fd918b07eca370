import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';

/** A Wednesday morning in Berlin: every lottery is on sale. */
export const TEST_NOW = '2026-11-18T09:00:00Z';

export const VERIFIED = { username: 'spieler@tippwerk.de', password: 'Tippwerk2026!' };
export const NEWCOMER = { username: 'neu@tippwerk.de', password: 'Tippwerk2026!' };
export const SELF_LOCKED = { username: 'gesperrt@tippwerk.de', password: 'Tippwerk2026!' };

const SEED = 4949;
/** The seeded world as saved, once per test file and clock: each platform starts from a copy. */
const seeded = new Map<string, string>();

function seededState(now: string): string {
  let json = seeded.get(now);
  if (json === undefined) {
    const storage = createMemoryStorage();
    createPlatform({ seed: SEED, clock: createPlatformClock({ fixed: now }), storage });
    seeded.set(now, (json = JSON.stringify(storage.load())));
  }
  return json;
}

/**
 * A fresh fake platform seeded with the demo world, at a fixed clock: a copy of the world seeded
 * once (what a restarted server does with its saved state), not a new seed for every test.
 */
export function testPlatform(now = TEST_NOW): FakePlatformApi {
  // Every save replays its journal operations onto a copy: a change the file storage would lose fails the test.
  const storage = createMemoryStorage(null, { verifyJournal: true, json: seededState(now) });
  return createPlatform({ seed: SEED, clock: createPlatformClock({ fixed: now }), storage });
}
