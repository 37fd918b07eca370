import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';

/** A Wednesday morning in Berlin: every lottery is on sale. */
export const TEST_NOW = '2026-11-18T09:00:00Z';

export const VERIFIED = { username: 'spieler@tippwerk.de', password: 'Tippwerk2026!' };
export const NEWCOMER = { username: 'neu@tippwerk.de', password: 'Tippwerk2026!' };
export const SELF_LOCKED = { username: 'gesperrt@tippwerk.de', password: 'Tippwerk2026!' };

export function testPlatform(now = TEST_NOW): FakePlatformApi {
  // Every save replays its journal operations onto a copy: a change the file storage would lose fails the test.
  const storage = createMemoryStorage(null, { verifyJournal: true });
  return createPlatform({ seed: 4949, clock: createPlatformClock({ fixed: now }), storage });
}
