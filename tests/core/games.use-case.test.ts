import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryLocalData } from '../../adapters/memory/memory-local-data';
import { SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import { LaunchGameUseCase } from '../../core/use-cases/launch-game.use-case';
import { EndGameSessionUseCase } from '../../core/use-cases/end-game-session.use-case';
import { LogoutUseCase } from '../../core/use-cases/logout.use-case';
import type { LaunchGameRequest } from '../../core/domain/game-launch';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import { testPlatform, VERIFIED } from '../support/demo';

const GAME: LaunchGameRequest = {
  gameId: 'game-hafenkran',
  platform: 'mobile',
  homePath: '/games/hafenkran',
  demo: false,
};

function world() {
  const platform = testPlatform();
  const tokens = new MemoryTokenStore();
  const { players, gambling } = inProcess(platform, tokens);
  const reporter = new MemoryErrorReporter();
  const running = () => platform.gameSessions().filter((s) => s.ended_at === null);
  const login = async () => {
    const r = await players.login({ ...VERIFIED, longLastingSession: false });
    if (!r.ok) throw new Error('login failed');
    tokens.write(r.value);
  };
  return {
    platform,
    tokens,
    players,
    gambling,
    reporter,
    running,
    login,
    launch: new LaunchGameUseCase(gambling, new SequenceIdGenerator(), tokens),
  };
}

describe('LaunchGameUseCase', () => {
  it('asks a visitor to log in for real money without calling the service', async () => {
    const w = world();
    let calls = 0;
    const counting: GamblingGateway = {
      launchGame: (...args) => (calls++, w.gambling.launchGame(...args)),
      endSession: (id) => w.gambling.endSession(id),
      endAllSessions: () => w.gambling.endAllSessions(),
    };
    const launch = new LaunchGameUseCase(counting, new SequenceIdGenerator(), w.tokens);
    expect(await launch.execute(GAME)).toEqual({ ok: false, error: { kind: 'login_required' } });
    expect(calls).toBe(0);
  });

  it('starts a demo for a visitor and real money for a verified player, each attempt with its own key', async () => {
    const w = world();
    const demo = await w.launch.execute({ ...GAME, demo: true });
    expect(demo.ok).toBe(true);
    await w.login();
    const first = await w.launch.execute(GAME);
    const second = await w.launch.execute(GAME);
    expect(first.ok && second.ok && first.value.sessionId !== second.value.sessionId).toBe(true);
    expect(w.running().map((s) => s.demo)).toEqual([false, false, true]);
  });
});

describe('ending game sessions', () => {
  it('ends the session of a page that is left; a failure is reported, not thrown', async () => {
    const w = world();
    await w.login();
    const launched = await w.launch.execute(GAME);
    if (!launched.ok) throw new Error('launch failed');
    await new EndGameSessionUseCase(w.gambling, w.reporter).execute(launched.value.sessionId);
    expect(w.running()).toEqual([]);
    const failing: GamblingGateway = {
      launchGame: (...args) => w.gambling.launchGame(...args),
      endSession: () => Promise.reject(new Error('offline')),
      endAllSessions: () => w.gambling.endAllSessions(),
    };
    await new EndGameSessionUseCase(failing, w.reporter).execute('gs_x');
    expect(w.reporter.reports.map((r) => r.source)).toEqual(['gambling']);
  });

  it('logout ends every game session of the player before the tokens go', async () => {
    const w = world();
    await w.login();
    await w.launch.execute(GAME);
    await w.launch.execute(GAME);
    await new LogoutUseCase(w.players, w.tokens, new MemoryLocalData(), w.gambling).execute();
    expect(w.running()).toEqual([]);
    expect(w.tokens.read()).toBeNull();
  });

  it('logout still works when the game service fails', async () => {
    const w = world();
    await w.login();
    const failing = { endAllSessions: () => Promise.reject(new Error('down')) };
    await new LogoutUseCase(w.players, w.tokens, new MemoryLocalData(), failing).execute();
    expect(w.tokens.read()).toBeNull();
  });
});
