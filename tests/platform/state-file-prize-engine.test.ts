import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../mocks/platform/file-storage/file-storage';
import { listSegments } from '../../mocks/platform/file-storage/journal-segments';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import type { PlatformState } from '../../mocks/platform/state';
import { registration } from './account-fixtures';
import { ALL_RECEIPTS, commonBalance, loginAs, lottoLine, orderOf, WEDNESDAY_1759 } from './platform-fixtures';

const SPIELER = 'spieler@tippwerk.de';
const DAY = 24 * 60;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A platform over a state file whose journal is snapshotted often; `live` is the state the platform works on. */
function fileWorld() {
  dir = mkdtempSync(join(tmpdir(), 'tippwerk-prize-state-'));
  const file = join(dir, 'data', 'platform.json');
  const clock = createPlatformClock({ fixed: WEDNESDAY_1759 });
  const open = () => {
    const storage = createFileStorage(file, { compactAfterBytes: 4096 });
    let live: unknown = null;
    const spied: FileStorage = {
      ...storage,
      load: () => (live = storage.load()),
      save: (state) => storage.save((live = state)),
      replace: (state) => storage.replace((live = state)),
    };
    const platform = createPlatform({ clock, storage: spied });
    storage.prepareForWrites();
    return { platform, storage, live: () => JSON.parse(JSON.stringify(live)) as PlatformState };
  };
  return { file, open };
}

describe('prize engine and Dauerschein renewals in the state file', () => {
  it('keeps renewals, stopped subscriptions, pool books, jackpot carries and pending registrations across a restart', async () => {
    const { file, open } = fileWorld();
    const first = open();
    const { platform } = first;
    const before = loginAs(platform, SPIELER);
    // Two Dauerscheine: the wallet pays two more periods of one, then both stop for want of money.
    for (const id of ['abo-a', 'abo-b']) {
      const line = lottoLine(platform, id, { events: ['saturday'] });
      line.product_data.subscription = { payment_method_label: 'sepa_direct_debit', subscription_type: 'weekly' };
      platform.placeOrder(before, orderOf(`o-${id}`, [line]));
    }
    await first.storage.durable();
    platform.ledgerCorrection({ email: SPIELER, amount_cents: commonBalance(platform, before) - 2 * 170 });
    platform.register(registration({ email: 'lena+pending@example.de' }));
    await first.storage.durable();
    platform.shiftClock(17 * DAY + 2 * 60);
    // The next request runs what the clock passed: draws and renewals.
    const token = loginAs(platform, SPIELER);
    await first.storage.durable();
    await first.storage.close();

    const state = first.live();
    const stopped = state.receipts.filter((r) => r.lottery_subscription_info?.stopped_reason === 'insufficient_funds');
    expect(stopped.length).toBeGreaterThan(0);
    expect(Object.values(state.draw_results).some((r) => r.books && r.carry_out)).toBe(true);
    expect(state.players.some((p) => p.ready_at)).toBe(true);
    // The journal was snapshotted in the background on the way (its first segment is gone).
    expect(listSegments(file)[0]).toBeGreaterThan(1);
    // What a start reads (snapshot plus journal) is exactly the state the platform worked on.
    expect(createFileStorage(file).load()).toEqual(state);

    const second = open();
    const again = loginAs(second.platform, SPIELER);
    expect(second.platform.receipts(again, { ...ALL_RECEIPTS, page_limit: 100 })).toEqual(
      platform.receipts(token, { ...ALL_RECEIPTS, page_limit: 100 }),
    );
    for (const lottery of ['lotto6aus49', 'eurojackpot']) {
      expect(second.platform.lastDraw(lottery)).toEqual(platform.lastDraw(lottery));
      expect(second.platform.futureDraws(lottery, 2)).toEqual(platform.futureDraws(lottery, 2));
    }
    await second.storage.close();
  });
});
