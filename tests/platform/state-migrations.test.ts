import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/platform/demo-players';
import { createFileStorage } from '../../mocks/platform/file-storage/file-storage';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { SCHEMA_VERSION, type PlatformState } from '../../mocks/platform/state';
import { upgradeState } from '../../mocks/platform/state-migrations';
import { savedState } from './account-fixtures';
import { commonBalance, loginAs, WEDNESDAY_1759 } from './platform-fixtures';

/** A real schema-8 state, saved by the code before issue 17 (seed 4949, a stored card, an order, a recovery link). */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'state-schema-8.json');
const schema8 = () => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown> & PlatformState;

describe('migration from schema 8', () => {
  it('keeps players, money, bookings, orders and receipts', () => {
    const before = schema8();
    const { state, migratedFrom } = upgradeState(schema8());
    expect(migratedFrom).toBe(8);
    expect(state.schema_version).toBe(SCHEMA_VERSION);
    for (const key of ['players', 'accounts', 'vouchers', 'orders', 'receipts', 'payment_transactions'] as const)
      expect(state[key], key).toHaveLength(before[key].length);
    expect(state.accounts).toEqual(before.accounts);
    expect(state.vouchers).toEqual(before.vouchers);
    expect(state.rng_state).toBe(before.rng_state);
  });

  it('drops everything the predictable generator issued, and the generator itself', () => {
    const before = schema8();
    expect(before.sessions.length + before.one_time_tokens.length).toBeGreaterThan(0);
    const { state } = upgradeState(schema8());
    expect(state).not.toHaveProperty('token_rng_state');
    expect(state.sessions).toEqual([]);
    expect(state.one_time_tokens).toEqual([]);
    expect(state.login_throttle).toEqual({});
  });

  it('reduces stored cards to brand, BIN and last four, and order bodies to digests', () => {
    const before = schema8();
    const { state } = upgradeState(schema8());
    const card = state.players.find((p) => p.stored_card)?.stored_card;
    expect(card).toMatchObject({ brand: 'mc', bin: '555555', last_four: '4444' });
    expect(JSON.stringify(state)).not.toContain('5555555555554444');
    expect(state.orders.every((o) => /^[0-9a-f]{64}$/.test(o.fingerprint))).toBe(true);
    expect(before.orders.every((o) => o.fingerprint.startsWith('{'))).toBe(true);
  });

  it('lets the demo players log in with their schema-8 password hashes, which then become scrypt', () => {
    const storage = createMemoryStorage(schema8(), { verifyJournal: true });
    const platform = createPlatform({ storage, clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
    const token = platform.login({
      username: 'spieler@tippwerk.de',
      password: DEMO_PASSWORD,
      long_lasting_session: false,
    });
    // Her money is kept; the only booking since is the renewal of her lapsed Dauerschein (next test).
    const renewals = savedState(storage).vouchers.slice(schema8().vouchers.length);
    expect(renewals.map((v) => [v.voucherable.type, v.booking_type, v.amount.fractional])).toEqual([
      ['purchase', 'debit', 170],
    ]);
    expect(commonBalance(platform, token.access_token)).toBe(commonBalanceOf(schema8(), 'spieler@tippwerk.de') - 170);
    const record = savedState(storage).players.find((p) => p.player.email === 'spieler@tippwerk.de');
    expect(record?.password).toMatchObject({ scheme: 'scrypt' });
    expect(savedState(storage).players.find((p) => p.player.email === 'neu@tippwerk.de')?.password).toHaveProperty(
      'sha256',
    );
  });

  it('renews a Dauerschein that lapsed before renewals existed once, from the next draw still to come', () => {
    const before = schema8();
    const lapsed = before.receipts.filter((r) => r.lottery_subscription_info?.active);
    expect(lapsed.map((r) => r.draws.map((d) => d.id))).toEqual([['lotto6aus49-20260124-saturday']]);
    const storage = createMemoryStorage(before, { verifyJournal: true });
    const platform = createPlatform({ storage, clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
    loginAs(platform, 'spieler@tippwerk.de');
    // The engine had drawn through 4 March: the weeks in between are over and were never bought.
    const added = savedState(storage).receipts.slice(before.receipts.length);
    expect(added.map((r) => [r.created_at, r.draws.map((d) => d.id), r.lottery_subscription_info?.active])).toEqual([
      [WEDNESDAY_1759, ['lotto6aus49-20260307-saturday'], true],
    ]);
  });
});

describe('migrating a state file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the migrated state and keeps the schema-8 file beside it, byte for byte', () => {
    dir = mkdtempSync(join(tmpdir(), 'tippwerk-migrate-'));
    mkdirSync(join(dir, 'data'));
    const file = join(dir, 'data', 'platform.json');
    copyFileSync(FIXTURE, file);
    createPlatform({ storage: createFileStorage(file), clock: createPlatformClock({ fixed: WEDNESDAY_1759 }) });
    expect(readFileSync(`${file}.schema-8.bak`)).toEqual(readFileSync(FIXTURE));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ schema_version: SCHEMA_VERSION, sessions: [] });
  });
});

function commonBalanceOf(state: PlatformState, email: string): number {
  const id = state.players.find((p) => p.player.email === email)?.player.id;
  const account = state.accounts.find((a) => a.player_id === id && a.kind === 'common');
  return (account?.payoutable ?? 0) + (account?.not_payoutable ?? 0);
}
