import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { AccountGateway } from '../../ports/account-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { testPlatform, VERIFIED } from '../support/demo';

export interface AccountWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  accounts: AccountGateway;
  notifications: NotificationGateway;
}

const newPlayer = {
  firstName: 'Erika',
  lastName: 'Musterfrau',
  birthName: 'Gabler',
  dateOfBirth: '1984-08-12',
  birthplace: 'München',
  street: 'Heidestraße',
  houseNumber: '17',
  zipCode: '10115',
  city: 'Berlin',
  email: 'erika.contract@example.de',
  password: 'Sommer2026!',
  tmxId: 'tmx-1',
  trackingParameters: {},
};

/** Account calls behave the same over memory and HTTP adapters. */
export function accountContract(name: string, connect: (platform: FakePlatformApi) => AccountWorld) {
  describe(`account contract: ${name}`, () => {
    let w: AccountWorld;
    const login = async (username: string, password: string) => {
      const r = await w.players.login({ username, password, longLastingSession: false });
      if (r.ok) w.tokens.write(r.value);
      return r.ok;
    };
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('registers an adult, refuses a taken e-mail and an under-18 date with field errors', async () => {
      const created = await w.accounts.register(newPlayer);
      expect(created).toMatchObject({ ok: true, value: { email: newPlayer.email, verificationStatus: 'unverified' } });
      expect(await w.accounts.register(newPlayer)).toMatchObject({
        ok: false,
        error: { attributeErrors: { email: ['taken'] } },
      });
      const young = await w.accounts.register({
        ...newPlayer,
        email: 'young@example.de',
        dateOfBirth: `${new Date().getFullYear() - 10}-01-01`,
      });
      expect(young).toMatchObject({ ok: false, error: { attributeErrors: { date_of_birth: ['too_young'] } } });
      expect(await login(newPlayer.email, newPlayer.password)).toBe(true);
    });

    it('suggests zip codes and needs a prefix', async () => {
      const list = await w.accounts.zipCodes('10');
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((z) => z.zipCode.startsWith('10'))).toBe(true);
    });

    it('recovery: any e-mail is accepted, unknown tokens are invalid', async () => {
      await w.accounts.startRecovery('nobody@example.de');
      expect(await w.accounts.validateRecoveryToken('not-a-token')).toBe(false);
      expect(await w.accounts.resetPassword('not-a-token', 'Sommer2026!')).toMatchObject({ ok: false });
    });

    it('changes the password, updates personal data and notification settings', async () => {
      await login(VERIFIED.username, VERIFIED.password);
      expect(await w.accounts.changePassword('falsch', 'Herbst2026!')).toMatchObject({
        ok: false,
        error: { attributeErrors: { old_password: ['wrong_password'] } },
      });
      expect(await w.accounts.changePassword(VERIFIED.password, 'Herbst2026!')).toEqual({ ok: true, value: undefined });
      const me = await w.players.me();
      const updated = await w.accounts.updatePersonalData({
        birthName: me.personalData.birthName ?? 'X',
        birthplace: me.personalData.birthplace ?? 'Köln',
        street: 'Lindenallee',
        houseNumber: '4',
        zipCode: me.address.zipCode,
        city: me.address.city,
        email: me.email,
        phoneNumber: '+492211234567',
      });
      expect(updated).toMatchObject({
        ok: true,
        value: { address: { street: 'Lindenallee' }, phoneNumber: '+492211234567' },
      });
      await w.notifications.updateSettings({ jackpots: true, discounts: false });
      expect(await w.notifications.settings()).toMatchObject({
        jackpots: { active: true },
        serviceMessages: { active: true, mutable: false },
      });
    });
  });
}
