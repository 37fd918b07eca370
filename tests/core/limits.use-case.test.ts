import { inProcess } from '../support/in-process';
import { describe, expect, it, vi } from 'vitest';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryStakesConfirmationStore } from '../../adapters/memory/memory-stakes-confirmation-store';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { ChangeLimitUseCase } from '../../core/use-cases/change-limit.use-case';
import { SetAutowithdrawalUseCase } from '../../core/use-cases/set-autowithdrawal.use-case';
import { LockTemporarilyUseCase } from '../../core/use-cases/lock-temporarily.use-case';
import { CheckStakesNoticeUseCase } from '../../core/use-cases/check-stakes-notice.use-case';
import { ConfirmStakesNoticeUseCase } from '../../core/use-cases/confirm-stakes-notice.use-case';
import { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import { GatewayError } from '../../core/domain/errors';
import { SettingsLoadError } from '../../core/domain/limits';
import { money } from '../../core/domain/money';
import { TEST_NOW, testPlatform, VERIFIED } from '../support/demo';

async function world() {
  const platform = testPlatform();
  const tokens = new MemoryTokenStore();
  const { players, limits: gateway } = inProcess(platform, tokens);
  const login = await players.login({ ...VERIFIED, longLastingSession: false });
  if (!login.ok) throw new Error('login failed');
  tokens.write(login.value);
  const clock = new ManualClock(TEST_NOW);
  const cache = { invalidate: vi.fn() };
  const store = new MemoryStakesConfirmationStore();
  const reporter = new MemoryErrorReporter();
  return { platform, players, gateway, clock, cache, store, reporter };
}

describe('ChangeLimitUseCase', () => {
  it('refuses an amount over the maximum without asking the platform', async () => {
    const { gateway } = await world();
    const spy = vi.spyOn(gateway, 'setPersonalLimit');
    const result = await new ChangeLimitUseCase(gateway).execute({
      limit: 'deposit',
      amount: money(100_001),
      interval: 'month',
      max: money(100_000),
    });
    expect(result).toEqual({ ok: false, error: { kind: 'too_high' } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('answers applied for a first limit and pending (with the date) for a raise', async () => {
    const { gateway } = await world();
    const change = new ChangeLimitUseCase(gateway);
    const first = await change.execute({
      limit: 'purchase',
      amount: money(5000),
      interval: 'week',
      max: money(1_000_000),
    });
    expect(first).toMatchObject({ ok: true, value: { status: 'applied', pending: null } });
    const raise = await change.execute({
      limit: 'purchase',
      amount: money(9000),
      interval: 'week',
      max: money(1_000_000),
    });
    expect(raise).toMatchObject({
      ok: true,
      value: { status: 'pending', pending: { amount: money(9000), activeAt: '2026-11-25T09:00:00Z' } },
    });
  });

  it('removing without a limit answers removed; LUGAS cannot be removed', async () => {
    const { gateway } = await world();
    const change = new ChangeLimitUseCase(gateway);
    expect(
      await change.execute({ limit: 'deposit', amount: null, interval: 'month', max: money(100_000) }),
    ).toMatchObject({ ok: true, value: { status: 'removed' } });
    expect(await change.execute({ limit: 'lugas', amount: null, interval: 'month', max: money(100_000) })).toEqual({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});

describe('SetAutowithdrawalUseCase', () => {
  it('sets (dropping cached balances), reads back, and removes', async () => {
    const { gateway, cache } = await world();
    const set = new SetAutowithdrawalUseCase(gateway, cache);
    expect(await set.execute(money(1500))).toEqual({ ok: true, value: money(1500) });
    expect(cache.invalidate).toHaveBeenCalled();
    expect(await set.execute(null)).toEqual({ ok: true, value: null });
    expect(await gateway.autowithdrawal()).toBeNull();
  });

  it('refuses a negative threshold', async () => {
    const { gateway } = await world();
    expect(await new SetAutowithdrawalUseCase(gateway).execute(money(-1))).toEqual({
      ok: false,
      error: { kind: 'too_low' },
    });
  });
});

describe('LockTemporarilyUseCase', () => {
  it('locks until the chosen end and drops cached balances', async () => {
    const { gateway, clock, cache, players } = await world();
    const result = await new LockTemporarilyUseCase(gateway, clock, cache).execute({ duration: '7d' });
    expect(result).toEqual({ ok: true, value: { till: '2026-11-25T09:00:00Z' } });
    expect(cache.invalidate).toHaveBeenCalled();
    expect((await players.me()).locks.addictionLockExpiresAt).toBe('2026-11-25T09:00:00Z');
  });

  it('a date in the past never reaches the platform', async () => {
    const { gateway, clock } = await world();
    const spy = vi.spyOn(gateway, 'lockTemporary');
    expect(
      await new LockTemporarilyUseCase(gateway, clock).execute({ duration: 'custom', customDate: '2026-11-17' }),
    ).toEqual({ ok: false, error: { kind: 'not_in_future' } });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('stakes-and-winnings notice', () => {
  it('not due while the stored confirmation is from today (Berlin): the platform is not asked', async () => {
    const { gateway, clock, store } = await world();
    store.write('2026-11-17T23:30:00Z'); // 00:30 on 18 November in Berlin
    const spy = vi.spyOn(gateway, 'stakesConfirmationDue');
    expect(await new CheckStakesNoticeUseCase(gateway, store, clock).execute()).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('missing or from yesterday: the platform’s check decides', async () => {
    const { gateway, clock, store } = await world();
    const check = new CheckStakesNoticeUseCase(gateway, store, clock);
    expect(await check.execute()).toBe(true);
    store.write('2026-11-17T22:59:00Z');
    expect(await check.execute()).toBe(true);
    await gateway.confirmStakes();
    expect(await check.execute()).toBe(false);
  });

  it('a failed check never blocks the shop and is reported', async () => {
    const { gateway, clock, store, reporter } = await world();
    vi.spyOn(gateway, 'stakesConfirmationDue').mockRejectedValue(new Error('boom'));
    expect(await new CheckStakesNoticeUseCase(gateway, store, clock, reporter).execute()).toBe(false);
    expect(reporter.reports.map((r) => r.source)).toEqual(['limits']);
  });

  it('confirming stores now locally even when the platform cannot be told', async () => {
    const { gateway, clock, store, reporter } = await world();
    vi.spyOn(gateway, 'confirmStakes').mockRejectedValue(new Error('offline'));
    await new ConfirmStakesNoticeUseCase(gateway, store, clock, reporter).execute();
    expect(store.read()).toBe(TEST_NOW);
    expect(reporter.reports).toHaveLength(1);
  });
});

describe('LoadLimitsUseCase', () => {
  it('a settings load failure becomes SettingsLoadError with status 500; other failures stay as they are', async () => {
    const { gateway } = await world();
    const failure = new GatewayError(503, 'GET', '/settings');
    vi.spyOn(gateway, 'settings').mockRejectedValueOnce(failure);
    const error = await new LoadLimitsUseCase(gateway).execute().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SettingsLoadError);
    expect(error).toMatchObject({ status: 500, cause: failure });
    const other = new GatewayError(502, 'GET', '/my/limits');
    vi.spyOn(gateway, 'limits').mockRejectedValueOnce(other);
    await expect(new LoadLimitsUseCase(gateway).execute()).rejects.toBe(other);
  });
});
