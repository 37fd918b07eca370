import { describe, expect, it } from 'vitest';
import { createLocalStorageStorage, LOCAL_STORAGE_KEY } from '../../mocks/platform/local-storage-storage';
import { createPlatform } from '../../mocks/platform/platform';
import { createPlatformClock } from '../../mocks/platform/platform-clock';
import { createMemoryStorage } from '../../mocks/platform/platform-storage';
import { DEMO_PLAYERS } from '../../mocks/platform/demo-players';
import type { PlatformState } from '../../mocks/platform/state';
import { StateFormatError } from '../../mocks/platform/state-migrations';
import { commonBalance, loginAs, lottoLine, orderOf, platformAt, WEDNESDAY_1759 } from './platform-fixtures';

describe('seeding', () => {
  it('builds the same demo data from the same seed and clock time, but fresh secrets', () => {
    const a = platformAt(WEDNESDAY_1759, 7).storage.load() as PlatformState;
    const b = platformAt(WEDNESDAY_1759, 7).storage.load() as PlatformState;
    // The seeded newcomers' confirmation links are secrets: drawn from the CSPRNG, never from the seed.
    const withoutLinks = (state: PlatformState) => ({
      ...state,
      one_time_tokens: state.one_time_tokens.map((t) => ({ ...t, token: '' })),
      mails: state.mails.map((m) => ({ ...m, text: '', link: '' })),
    });
    expect(withoutLinks(a)).toEqual(withoutLinks(b));
    expect(a.one_time_tokens).toHaveLength(2);
    expect(a.one_time_tokens.map((t) => t.token)).not.toEqual(b.one_time_tokens.map((t) => t.token));
  });

  it('builds a different world from another seed', () => {
    const a = platformAt(WEDNESDAY_1759, 1).storage.load() as { players: { player: { id: string } }[] };
    const b = platformAt(WEDNESDAY_1759, 2).storage.load() as { players: { player: { id: string } }[] };
    expect(a.players[0]?.player.id).not.toBe(b.players[0]?.player.id);
  });

  it('uses seed 4949 by default and lists the demo players with German descriptions', () => {
    const { platform } = platformAt();
    const status = platform.status();
    expect(status.seed).toBe(4949);
    expect(status.now).toBe('2026-03-04T16:59:00Z');
    expect(status.demo_players.map((p) => p.username)).toEqual([
      'spieler@tippwerk.de',
      'neu@tippwerk.de',
      'gesperrt@tippwerk.de',
      'ablauf@tippwerk.de',
      'betrug@tippwerk.de',
    ]);
    expect(status.demo_players.every((p) => p.password === 'Tippwerk2026!' && /Guthaben/.test(p.description))).toBe(
      true,
    );
    expect(DEMO_PLAYERS).toHaveLength(5);
  });

  it('seeds the demo players with their balances, verification and locks', () => {
    const { platform } = platformAt();
    const verified = loginAs(platform, 'spieler@tippwerk.de');
    const fresh = loginAs(platform, 'neu@tippwerk.de');
    const locked = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(commonBalance(platform, verified)).toBe(5000);
    expect(commonBalance(platform, fresh)).toBe(0);
    expect(commonBalance(platform, locked)).toBe(2000);
    expect(platform.account(verified, 'games').not_payoutable_balance.fractional).toBe(0);
    expect(platform.me(verified)).toMatchObject({
      verification_status: 'fully_verified',
      personal_data: { first_name: 'Max', birthplace: 'Köln' },
    });
    expect(platform.me(fresh)).toMatchObject({ verification_status: 'unverified', created_at: '2026-03-04T16:59:00Z' });
    // Three calendar months in Berlin: 17:59 CET in March is 17:59 CEST in June.
    expect(platform.me(locked).locks).toEqual({
      addiction_lock: { expires_at: '2026-06-04T15:59:00Z' },
      addiction_locked: true,
      fraud_locked: false,
      verification_locked: false,
    });
  });

  it('reset reseeds with a new seed and forgets purchases and clock shifts', () => {
    const { platform, storage } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'l-1')]));
    platform.shiftClock(90);
    platform.reset(12);
    expect(platform.status()).toMatchObject({ seed: 12, clock_offset_minutes: 0, now: WEDNESDAY_1759 });
    expect(commonBalance(platform, loginAs(platform, 'spieler@tippwerk.de'))).toBe(5000);
    expect((storage.load() as { seed: number }).seed).toBe(12);
  });
});

describe('clock', () => {
  it('shifts the fixed time and persists the offset in the state', () => {
    const { platform, storage } = platformAt();
    platform.shiftClock(61);
    expect(platform.status()).toMatchObject({ now: '2026-03-04T18:00:00Z', clock_offset_minutes: 61 });
    const clock = createPlatformClock({ fixed: WEDNESDAY_1759 });
    const reloaded = createPlatform({ clock, storage });
    expect(reloaded.status().now).toBe('2026-03-04T18:00:00Z');
  });

  it('runs on real time unless fixed', () => {
    const clock = createPlatformClock({ offsetMinutes: 0 });
    const before = Date.now();
    expect(clock.now().epochMilliseconds).toBeGreaterThanOrEqual(before);
  });
});

describe('storage', () => {
  it('saves to localStorage under tippwerk.fake-platform', () => {
    const items = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
    createPlatform({
      clock: createPlatformClock({ fixed: WEDNESDAY_1759 }),
      storage: createLocalStorageStorage(fakeStorage),
    });
    expect(LOCAL_STORAGE_KEY).toBe('tippwerk.fake-platform');
    expect(JSON.parse(items.get(LOCAL_STORAGE_KEY) ?? 'null')).toMatchObject({ seed: 4949 });
  });

  it('never seeds over an unreadable localStorage state: it throws and leaves the text alone', () => {
    const items = new Map<string, string>([[LOCAL_STORAGE_KEY, '{"schema_version":9,"players":[']]);
    const fakeStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
    expect(() => createPlatform({ storage: createLocalStorageStorage(fakeStorage) })).toThrow(StateFormatError);
    expect(items.get(LOCAL_STORAGE_KEY)).toBe('{"schema_version":9,"players":[');
  });

  it('memory storage hands out copies, so callers cannot change the saved state', () => {
    const storage = createMemoryStorage({ a: 1 });
    (storage.load() as { a: number }).a = 2;
    expect(storage.load()).toEqual({ a: 1 });
  });
});
