import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { GameRefusal, sandboxFor } from '../../src/features/games/game-parts.view';
import { testPlatform, VERIFIED } from '../support/demo';
import { render, tag } from './components/markup';
import { GAMES } from '../../src/features/games/games.module';
import { SESSION } from '../../src/features/session/session.module';

/** The fullscreen dialog's view model, as `open-modal=fullscreen&game=…` drives it. */
async function fullscreen() {
  const platform = testPlatform();
  const container = await createContainer({ kind: 'memory', platform });
  const session = resolve(container, SESSION.sessionViewModel);
  await session.init();
  const running = () => platform.gameSessions().filter((s) => s.ended_at === null);
  return { vm: resolve(container, GAMES.gameViewModel), session, running };
}

describe('fullscreen game (open-modal=fullscreen)', () => {
  it('starts a demo on opening and ends the session at the provider when the dialog closes', async () => {
    const { vm, running } = await fullscreen();
    await vm.load('hafenkran');
    await vm.launch(true, 'desktop', '/games/hafenkran');
    expect(vm.session?.demo).toBe(true);
    expect(running()).toHaveLength(1);
    vm.dispose(); // the dialog unmounts (×, "Spiel beenden", Escape)
    expect(vm.session).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running()).toHaveLength(0);
  });

  it('plays real money for a verified player', async () => {
    const { vm, session, running } = await fullscreen();
    await session.login({ ...VERIFIED, longLastingSession: false });
    await vm.load('goldene-sieben');
    await vm.launch(false, 'desktop', '/games');
    expect(vm.session?.demo).toBe(false);
    expect(running()).toHaveLength(1);
  });

  it('refuses real money to a visitor; the login link comes back to the fullscreen dialog', async () => {
    const { vm } = await fullscreen();
    await vm.load('hafenkran');
    await vm.launch(false, 'desktop', '/games');
    expect(vm.refusal).toBe('login_required');
    const back = '/games?open-modal=fullscreen&game=hafenkran';
    const html = render(
      <MemoryRouter>
        <GameRefusal vm={vm} back={back} />
      </MemoryRouter>,
    );
    expect(tag(html, 'a').attrs['href']).toBe(`/games?open-modal=login&redirect=${encodeURIComponent(back)}`);
  });

  it('knows no game without a slug that exists', async () => {
    const { vm } = await fullscreen();
    await vm.load('gibt-es-nicht');
    expect(vm.status).toBe('not_found');
  });

  it('keeps the provider page of our own origin away from our storage (no allow-same-origin)', () => {
    expect(sandboxFor('/__fake/game-provider/play?session=1', 'http://127.0.0.1:4173')).toBe(
      'allow-scripts allow-forms',
    );
    expect(sandboxFor('https://games.example/play', 'http://127.0.0.1:4173')).toContain('allow-same-origin');
  });
});
