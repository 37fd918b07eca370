import { beforeEach, describe, expect, it } from 'vitest';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { LaunchGameRequest } from '../../core/domain/game-launch';
import { AuthenticationError } from '../../core/domain/errors';
import { NEWCOMER, SELF_LOCKED, testPlatform, VERIFIED } from '../support/demo';
import { logIn } from './support/over-http';

export interface GamblingWorld {
  platform: FakePlatformApi;
  tokens: TokenStore;
  players: PlayerGateway;
  gambling: GamblingGateway;
}

const GAME: LaunchGameRequest = {
  gameId: 'game-goldene-sieben',
  platform: 'desktop',
  homePath: '/games/goldene-sieben',
  demo: false,
};
const KEY_1 = '11111111-1111-4111-8111-111111111111';
const KEY_2 = '22222222-2222-4222-8222-222222222222';

/** The gambling service (spec/2 §7.5) behaves the same over memory and HTTP adapters. */
export function gamblingContract(name: string, connect: (platform: FakePlatformApi) => GamblingWorld) {
  describe(`gambling contract: ${name}`, () => {
    let w: GamblingWorld;
    const login = (who = VERIFIED) => logIn(w, who);
    const running = () => w.platform.gameSessions().filter((s) => s.ended_at === null);
    beforeEach(() => {
      w = connect(testPlatform());
    });

    it('launches a real-money game for a verified player: a provider URL with the session id, never our token', async () => {
      await login();
      const result = await w.gambling.launchGame(GAME, KEY_1);
      if (!result.ok) throw new Error(result.error.kind);
      // Over HTTP the provider's page, a path of the backend, is read against the backend's address.
      expect(result.value.url).toMatch(/^(https?:\/\/[^/]+)?\/__fake\/game-provider\/play\?session=gs_/);
      expect(result.value.url).toContain(encodeURIComponent(result.value.sessionId));
      expect(result.value.url).not.toContain(w.tokens.read()!.accessToken);
      expect(running()).toEqual([
        expect.objectContaining({ session_id: result.value.sessionId, game_id: GAME.gameId, demo: false }),
      ]);
    });

    it('answers the same session for the same idempotency key, a new one for a new key', async () => {
      await login();
      const first = await w.gambling.launchGame(GAME, KEY_1);
      const again = await w.gambling.launchGame(GAME, KEY_1);
      const other = await w.gambling.launchGame(GAME, KEY_2);
      expect(again).toEqual(first);
      expect(other.ok && first.ok && other.value.sessionId !== first.value.sessionId).toBe(true);
      expect(running()).toHaveLength(2);
    });

    it('asks a visitor to log in for real money, but starts a demo without a player', async () => {
      expect(await w.gambling.launchGame(GAME, KEY_1)).toEqual({ ok: false, error: { kind: 'login_required' } });
      const demo = await w.gambling.launchGame({ ...GAME, demo: true }, KEY_2);
      expect(demo.ok && demo.value.url).toContain('demo=1');
    });

    it('refuses self-locked and unverified players with their code, and unknown games', async () => {
      await login(SELF_LOCKED);
      expect(await w.gambling.launchGame(GAME, KEY_1)).toEqual({ ok: false, error: { kind: 'addiction_locked' } });
      await login(NEWCOMER);
      expect(await w.gambling.launchGame(GAME, KEY_2)).toEqual({ ok: false, error: { kind: 'player_unverified' } });
      await login();
      expect(await w.gambling.launchGame({ ...GAME, gameId: 'game-gibt-es-nicht' }, KEY_1)).toEqual({
        ok: false,
        error: { kind: 'game_not_found' },
      });
    });

    it('ends one session, twice is fine; end-all ends the rest of the player', async () => {
      await login();
      const a = await w.gambling.launchGame(GAME, KEY_1);
      await w.gambling.launchGame(GAME, KEY_2);
      if (!a.ok) throw new Error('launch failed');
      await w.gambling.endSession(a.value.sessionId);
      await w.gambling.endSession(a.value.sessionId);
      expect(running()).toHaveLength(1);
      await w.gambling.endAllSessions();
      expect(running()).toHaveLength(0);
    });

    it('end-all needs a player', async () => {
      await expect(w.gambling.endAllSessions()).rejects.toBeInstanceOf(AuthenticationError);
    });
  });
}
