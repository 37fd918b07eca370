import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { AuthenticationError } from '../../core/domain/errors';
import { money } from '../../core/domain/money';
import { testPlatform } from '../support/demo';
import { logIn } from './support/over-http';

export interface LimitsWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  limits: LimitsGateway;
}

/** Limits, autowithdrawal and the stakes notice behave the same over memory and HTTP adapters. */
export function limitsContract(name: string, connect: (platform: FakePlatformApi) => LimitsWorld) {
  describe(`limits contract: ${name}`, () => {
    let w: LimitsWorld;
    const login = () => logIn(w);
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('reads the maxima (camelCase, Money) without a player', async () => {
      const max = await w.limits.settings();
      expect(max.deposit.legal.verified).toEqual({ amount: money(100_000), interval: 'month' });
      expect(max.deposit.platformDefault.amount).toEqual(money(100_000));
      expect(max.purchase.personal.elevationDelayInMinutes).toBe(7 * 24 * 60);
    });

    it('a first purchase limit applies at once; a higher one is pending with its date', async () => {
      await login();
      expect((await w.limits.limits()).purchaseLimits.personal).toBeNull();
      expect(await w.limits.setPersonalLimit('purchase', money(5000), 'week')).toEqual({ ok: true, value: undefined });
      await w.limits.setPersonalLimit('purchase', money(9000), 'week');
      const personal = (await w.limits.limits()).purchaseLimits.personal;
      expect(personal).toMatchObject({
        amount: money(5000),
        interval: 'week',
        pendingLimit: { amount: money(9000), interval: 'week', activeAt: '2026-11-25T09:00:00Z' },
      });
    });

    it('a removal is pending with a null amount', async () => {
      await login();
      await w.limits.setPersonalLimit('deposit', money(5000), 'month');
      await w.limits.removePersonalLimit('deposit');
      expect((await w.limits.limits()).depositLimits.personal?.pendingLimit).toMatchObject({ amount: null });
    });

    it('field errors come back as a rejection, not a throw', async () => {
      await login();
      expect(await w.limits.setPersonalLimit('deposit', money(100_001), 'month')).toEqual({
        ok: false,
        error: { kind: 'rejected', globalErrors: [], attributeErrors: { amount: ['too_high'] } },
      });
      expect(await w.limits.setLugasLimit(money(100_001))).toMatchObject({
        ok: false,
        error: { attributeErrors: { amount: ['too_high'] } },
      });
      expect(await w.limits.setLugasLimit(money(40_000))).toEqual({ ok: true, value: undefined });
      expect((await w.limits.limits()).lugasLimit.amount).toEqual(money(40_000));
    });

    it('404 on autowithdrawal get is null (spec/2 §8); set and delete round-trip', async () => {
      await login();
      expect(await w.limits.autowithdrawal()).toBeNull();
      expect((await w.limits.setAutowithdrawal(money(2500))).ok).toBe(true);
      expect(await w.limits.autowithdrawal()).toEqual(money(2500));
      await w.limits.deleteAutowithdrawal();
      expect(await w.limits.autowithdrawal()).toBeNull();
      expect(await w.limits.setAutowithdrawal(money(-1))).toMatchObject({
        ok: false,
        error: { attributeErrors: { min_amount: ['too_low'] } },
      });
    });

    it('stakes and winnings and the notice confirmation', async () => {
      await login();
      const latest = await w.limits.latestStakesAndWinnings('common');
      expect(latest).toMatchObject({
        amountStaked: expect.objectContaining({ currency: 'EUR' }),
        from: '2026-10-19T09:00:00Z',
        to: '2026-11-18T09:00:00Z',
      });
      expect(await w.limits.stakesAndWinnings('common')).toEqual({
        amountStaked: latest.amountStaked,
        amountWon: latest.amountWon,
      });
      expect(await w.limits.stakesConfirmationDue()).toBe(true);
      await w.limits.confirmStakes();
      expect(await w.limits.stakesConfirmationDue()).toBe(false);
    });

    it('the temporary lock: a past end is a field rejection, a future one locks', async () => {
      await login();
      expect(await w.limits.lockTemporary('2020-01-01T00:00:00Z')).toMatchObject({
        ok: false,
        error: { attributeErrors: { till: ['not_in_future'] } },
      });
      expect(await w.limits.lockTemporary('2026-11-19T09:00:00Z')).toEqual({ ok: true, value: undefined });
      expect((await w.players.me()).locks.addictionLocked).toBe(true);
    });

    it('player calls without a session are AuthenticationError', async () => {
      await expect(w.limits.limits()).rejects.toBeInstanceOf(AuthenticationError);
      await expect(w.limits.autowithdrawal()).rejects.toBeInstanceOf(AuthenticationError);
    });
  });
}
