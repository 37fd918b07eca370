import { describe, expect, it } from 'vitest';
import { MemoryConsentStore } from '../../adapters/memory/memory-consent-store';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { DecideCookieConsentUseCase } from '../../core/use-cases/decide-cookie-consent.use-case';
import type { CookieConsent as ContentCookieConsent } from '../../core/domain/content';
import { CookieConsentViewModel } from '../../src/features/layout/cookie-consent.view-model';
import { LayoutViewModel } from '../../src/features/layout/layout.view-model';
import { memoryApp } from './support/memory-app';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import { testPlatform, VERIFIED } from '../support/demo';
import { SHARED } from '../../src/composition/shared.tokens';
import { GAMES } from '../../src/features/games/games.module';
import { loader as gamesLoader } from '../../src/features/games/games.route';
import { loader as gameLoader } from '../../src/features/games/game.route';
import type { GameData } from '../../src/features/games/game.view-model';
import type { GamesData } from '../../src/features/games/games.view-model';
import { runLoader, testContext } from './support/route-loader';
import { loader as layoutLoader } from '../../src/app/app-layout.route';
import { LAYOUT } from '../../src/features/layout/layout.module';
import { SESSION } from '../../src/features/session/session.module';

const CONTENT: ContentCookieConsent = {
  categories: [
    { id: 'functional', title: 'Notwendig', description: 'n', required: true, cookies: [] },
    {
      id: 'optimization',
      title: 'Statistik',
      description: 'o',
      required: false,
      cookies: [{ name: '_ga', provider: 'G', purpose: 'p', duration: '1 Jahr' }],
    },
    { id: 'marketing', title: 'Marketing', description: 'm', required: false, cookies: [] },
  ],
};

function consentVm(
  store = new MemoryConsentStore(),
  content: () => Promise<ContentCookieConsent> = () => Promise.resolve(CONTENT),
) {
  const reporter = new MemoryErrorReporter();
  const vm = new CookieConsentViewModel(new DecideCookieConsentUseCase(store), { cookieConsent: content }, reporter);
  vm.load();
  return { vm, store, reporter };
}

describe('CookieConsentViewModel', () => {
  it('shows the banner until the stored decision is read (the server renders every page as a first visit)', () => {
    const store = new MemoryConsentStore();
    store.write({ categories: ['functional'] });
    const vm = new CookieConsentViewModel(
      new DecideCookieConsentUseCase(store),
      { cookieConsent: () => Promise.resolve(CONTENT) },
      new MemoryErrorReporter(),
    );
    expect(vm.visible).toBe(true);
    vm.load();
    expect(vm.visible).toBe(false);
  });

  it('shows the banner until a decision; "Nur notwendige" stores functional and hides it; a reload does not show it again', () => {
    const { vm, store } = consentVm();
    expect(vm.visible).toBe(true);
    vm.necessaryOnly();
    expect(vm.visible).toBe(false);
    expect(store.read()).toEqual({ categories: ['functional'] });
    expect(consentVm(store).vm.visible).toBe(false);
  });

  it('reopens with the stored choice; switches toggle optional categories only; saving stores them', async () => {
    const store = new MemoryConsentStore({ categories: ['functional'] });
    const { vm } = consentVm(store);
    vm.reopen();
    expect(vm.visible && vm.settingsOpen).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(vm.categories?.[1]?.cookies[0]?.name).toBe('_ga');
    vm.toggle('functional');
    vm.toggle('marketing');
    expect(vm.isChosen('functional')).toBe(true);
    vm.saveSettings();
    expect(store.read()).toEqual({ categories: ['functional', 'marketing'] });
  });

  it('still decides when the content service fails (functional stays required) and reports it', async () => {
    const { vm, store, reporter } = consentVm(new MemoryConsentStore(), () => Promise.reject(new Error('down')));
    vm.openSettings();
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.categories).toBeNull();
    expect(vm.isRequired('functional')).toBe(true);
    vm.acceptAll();
    expect(store.read()?.categories).toEqual(['functional', 'optimization', 'marketing']);
    expect(reporter.reports.map((r) => r.source)).toEqual(['content']);
  });
});

describe('LayoutViewModel', () => {
  it('loads navigation with jackpot badges, top bar, sidebar and footer from content once', async () => {
    const app = await memoryApp();
    const layout = app.get(LAYOUT.layoutViewModel);
    await layout.load();
    expect(layout.navigation?.map((n) => n.title).slice(0, 2)).toEqual(['LOTTO 6aus49', 'Eurojackpot']);
    expect(layout.navigation?.[0]?.jackpotBadge?.amount.fractional).toBeGreaterThan(0);
    expect(layout.topBar?.length).toBeGreaterThan(0);
    expect(layout.sidebar?.length).toBeGreaterThan(0);
    expect(layout.footerServices?.length).toBeGreaterThan(0);
    expect(layout.footerSitemap?.length).toBeGreaterThan(0);
    expect(layout.footerTrusts?.length).toBeGreaterThan(0);
    expect(layout.complete).toBe(true);
  });

  it('keeps the static fallback (null) for parts that fail, and shows the parts that load', async () => {
    const reporter = new MemoryErrorReporter();
    const down = () => Promise.reject(new Error('down'));
    const layout = new LayoutViewModel(
      {
        navigationItems: down,
        headerTopBarNavigationItems: () => Promise.resolve([]),
        sidebarItems: down,
        footerTrusts: down,
        footerServices: () =>
          Promise.resolve([{ id: 's', lotteryId: null, url: '/faq', title: 'FAQ', jackpotBadge: null, rank: 1 }]),
        footerSitemapItems: down,
      },
      reporter,
    );
    await layout.load();
    await layout.load();
    expect(layout.navigation).toBeNull();
    expect(layout.topBar).toBeNull();
    expect(layout.footerServices?.map((s) => s.title)).toEqual(['FAQ']);
    expect(reporter.reports).toHaveLength(4);
    expect(layout.complete).toBe(false);
  });

  it('the layout loader shares a complete content between requests while public answers are shared, never a partial one', async () => {
    const first = await memoryApp();
    const second = await memoryApp();
    let calls = 0;
    const counted = (app: typeof first, fail = false) => {
      const inner = app.get(SHARED.contentGateway);
      app.container.rebind(SHARED.contentGateway).toConstantValue(
        new Proxy(inner, {
          get: (target, name, receiver) => {
            const value = Reflect.get(target, name, receiver) as unknown;
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              calls += 1;
              if (fail && name === 'footerTrusts') return Promise.reject(new Error('down'));
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          },
        }),
      );
    };
    counted(first, true);
    counted(second);
    const load = (app: typeof first, publicShareMs: number) =>
      layoutLoader({
        context: { ...testContext(app.container), publicShareMs },
        request: new Request('http://localhost:4173/'),
        params: {},
      } as unknown as Parameters<typeof layoutLoader>[0]);
    // A partial content (one part failed) is not shared: the next request asks again.
    const partial = await load(first, 60_000);
    expect(partial.footerTrusts).toBeNull();
    expect(calls).toBe(6);
    const whole = await load(second, 60_000);
    expect(whole.footerTrusts?.length).toBeGreaterThan(0);
    expect(calls).toBe(12);
    // A complete one is: another request's loader asks the content service nothing.
    const third = await memoryApp();
    counted(third);
    expect(await load(third, 60_000)).toEqual(whole);
    expect(calls).toBe(12);
    // Not shared at all (PUBLIC_CACHE_SECONDS=0, npm start): every request asks.
    const fourth = await memoryApp();
    counted(fourth);
    await load(fourth, 0);
    expect(calls).toBe(18);
  });
});

describe('the games lobby (/games)', () => {
  it("the route's loader gives providers and games as plain data; 503 with the retry when the content service fails", async () => {
    const app = await memoryApp();
    const loaded = await runLoader<GamesData>(gamesLoader, app.container, {}, '/games');
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready' } });
    const vm = app.get(GAMES.gamesViewModel);
    vm.accept(loaded.data);
    expect(vm.status).toBe('ready');
    expect(vm.byProvider.map((p) => p.provider.name)).toContain('Nordlicht Games');
    expect(vm.byProvider.flatMap((p) => p.games.map((g) => g.slug))).toContain('goldene-sieben');
    app.container.rebind(SHARED.contentGateway).toConstantValue({
      games: () => Promise.reject(new Error('offline')),
      gameProviders: () => Promise.resolve([]),
    } as never);
    const failed = await runLoader<GamesData>(gamesLoader, app.container, {}, '/games');
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    vm.accept(failed.data);
    expect(vm.byProvider).toEqual([]);
  });
});

describe('GameViewModel', () => {
  it("the game route's loader gives the game with its provider; an unknown slug is a 404, a failing content service a 503", async () => {
    const app = await memoryApp();
    const loaded = await runLoader<GameData>(
      gameLoader,
      app.container,
      { slug: 'goldene-sieben' },
      '/games/goldene-sieben',
    );
    expect(loaded).toMatchObject({ status: 200, data: { kind: 'ready', provider: { name: 'Nordlicht Games' } } });
    const vm = app.get(GAMES.gameViewModel);
    vm.accept(loaded.data);
    expect(vm.status).toBe('ready');
    expect(vm.game?.slug).toBe('goldene-sieben');
    expect(await runLoader(gameLoader, app.container, { slug: 'gibt-es-nicht' }, '/games/gibt-es-nicht')).toEqual({
      status: 404,
      data: { kind: 'not_found' },
    });
    app.container.rebind(SHARED.contentGateway).toConstantValue({
      game: () => Promise.reject(new Error('offline')),
      gameProviders: () => Promise.resolve([]),
    } as never);
    const failed = await runLoader<GameData>(
      gameLoader,
      app.container,
      { slug: 'goldene-sieben' },
      '/games/goldene-sieben',
    );
    expect(failed).toEqual({ status: 503, data: { kind: 'error' } });
    vm.accept(failed.data);
    expect(vm.game).toBeNull();
  });

  it('loads a game, launches a demo, and ends the session when the page is left', async () => {
    const platform = testPlatform();
    const vm = resolve(await createContainer({ kind: 'memory', platform }), GAMES.gameViewModel);
    await vm.load('goldene-sieben');
    expect(vm.status).toBe('ready');
    expect(vm.provider?.name).toBe('Nordlicht Games');
    await vm.launch(false, 'desktop', '/games/goldene-sieben');
    expect(vm.refusal).toBe('login_required');
    await vm.launch(true, 'desktop', '/games/goldene-sieben');
    expect(vm.session?.demo).toBe(true);
    vm.dispose();
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.session).toBeNull();
    expect(platform.gameSessions()).toEqual([expect.objectContaining({ demo: true, ended_at: expect.any(String) })]);
  });

  it('a logged-in verified player plays for real money; an unknown slug is not found', async () => {
    const app = await memoryApp();
    expect((await app.get(SESSION.loginUseCase).execute({ ...VERIFIED, longLastingSession: false })).ok).toBe(true);
    const vm = app.get(GAMES.gameViewModel);
    await vm.load('hafenkran');
    await vm.launch(false, 'mobile', '/games/hafenkran');
    expect(vm.session).toMatchObject({ demo: false, url: expect.stringContaining('game=game-hafenkran') });
    const missing = app.get(GAMES.gameViewModel);
    await missing.load('gibt-es-nicht');
    expect(missing.status).toBe('not_found');
  });
});
