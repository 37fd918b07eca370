import { bookLotteryWinning } from '../../mocks/platform/ledger/bookings';
import { createPlatform } from '../../mocks/platform/platform';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { createRandom } from '../../mocks/platform/prng';
import type { PlatformState } from '../../mocks/platform/state';
import { platformAt, type TestPlatform } from './platform-fixtures';

export const eur = (fractional: number) => ({ fractional, currency: 'EUR' });

/** A platform whose player already won `cents` (payoutable), booked before any autowithdrawal is set. */
export function platformWithWinning(email: string, cents: number): TestPlatform {
  const { clock, storage } = platformAt();
  const state = storage.load() as PlatformState;
  const record = state.players.find((p) => p.player.email === email);
  if (!record) throw new Error(`no player ${email}`);
  const ctx = {
    state,
    random: createRandom(state),
    now: clock.now(),
  };
  bookLotteryWinning(ctx, record, {
    winningId: 'w-1',
    receiptNumber: '12345678',
    productIdentifier: 'lotto6aus49_regular',
    drawId: 'lottery-20260228-saturday',
    drawingTime: '2026-02-28T18:25:00Z',
    amountCents: cents,
  });
  const saved = createMemoryStorage(state, { verifyJournal: true });
  return { platform: createPlatform({ clock, storage: saved }), clock, storage: saved };
}
