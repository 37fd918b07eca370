import { describe, expect, it } from 'vitest';
import { memoryWorld } from './support/memory-world';
import { VERIFIED } from '../support/demo';
import { AuthenticationError, GatewayError } from '../../core/domain/errors';
import type { AccountKind } from '../../core/domain/player';
import { LoadPlayerProfileUseCase } from '../../core/use-cases/load-player-profile.use-case';
import type { WalletGateway } from '../../ports/wallet-gateway.port';

describe('Login and logout', () => {
  it('stores both tokens on success and loads the profile with the common balance', async () => {
    const world = memoryWorld();
    const result = await world.login.execute({ ...VERIFIED, longLastingSession: false });
    expect(result.ok).toBe(true);
    expect(world.tokens.read()?.accessToken).toBeTruthy();
    const profile = await world.loadProfile.execute();
    expect(profile.player.email).toBe(VERIFIED.username);
    expect(profile.player.verificationStatus).toBe('fully_verified');
    expect(profile.recipient.emailConfirmed).toBe(true);
    expect(
      profile.commonAccount.payoutableBalance.fractional + profile.commonAccount.notPayoutableBalance.fractional,
    ).toBe(5000);
  });

  it('loads both accounts with the profile (spec/1 §4): the common one and the games one, each of its kind', async () => {
    const world = memoryWorld();
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    const profile = await world.loadProfile.execute();
    expect(profile.commonAccount.kind).toBe('common');
    expect(profile.gamesAccount?.kind).toBe('games');
    expect(profile.gamesAccount?.id).not.toBe(profile.commonAccount.id);
  });

  it('loads the profile without the games account when only that one fails, never without the common one', async () => {
    const world = memoryWorld();
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    const { players, wallet } = world.gateways;
    const failing = (kind: AccountKind) =>
      new LoadPlayerProfileUseCase(
        players,
        {
          availablePaymentMethods: () => wallet.availablePaymentMethods(),
          account: (asked) =>
            asked === kind ? Promise.reject(new GatewayError(503, 'GET', '/my/account')) : wallet.account(asked),
        } satisfies WalletGateway,
        world.api.notifications,
      );
    const withoutGames = await failing('games').execute();
    expect(withoutGames.gamesAccount).toBeNull();
    expect(withoutGames.commonAccount.kind).toBe('common');
    await expect(failing('common').execute()).rejects.toBeInstanceOf(GatewayError);
  });

  it("marks a long session with a refresh token starting 'long.'", async () => {
    const world = memoryWorld();
    const result = await world.login.execute({ ...VERIFIED, longLastingSession: true });
    expect(result.ok && result.value.refreshToken.startsWith('long.')).toBe(true);
  });

  it('answers a wrong password with invalid_credentials and stores no token', async () => {
    const world = memoryWorld();
    const result = await world.login.execute({
      username: VERIFIED.username,
      password: 'falsch',
      longLastingSession: false,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid_credentials' } });
    expect(world.tokens.read()).toBeNull();
  });

  it('refuses empty credentials without asking the platform', async () => {
    const world = memoryWorld();
    expect(await world.login.execute({ username: '  ', password: '', longLastingSession: false })).toEqual({
      ok: false,
      error: { kind: 'missing_credentials' },
    });
  });

  it('reports too many invalid attempts after repeated failures', async () => {
    const world = memoryWorld();
    let last;
    for (let i = 0; i < 6; i++)
      last = await world.login.execute({
        username: VERIFIED.username,
        password: `falsch${i}`,
        longLastingSession: false,
      });
    expect(last).toEqual({ ok: false, error: { kind: 'too_many_invalid_attempts' } });
  });

  it('logout ends the session on the platform as well', async () => {
    const world = memoryWorld();
    await world.login.execute({ ...VERIFIED, longLastingSession: false });
    const tokens = world.tokens.read()!;
    await world.logout.execute();
    expect(world.tokens.read()).toBeNull();
    world.tokens.write(tokens);
    await expect(world.loadProfile.execute()).rejects.toBeInstanceOf(AuthenticationError);
  });
});
