import { describe, expect, it } from 'vitest';
import { reaction } from 'mobx';
import { createContainer } from '../../src/composition/container';
import { resolve } from '../../src/composition/feature';
import type { Token } from '../../src/composition/token';
import type { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import type { VerificationGuardViewModel } from '../../src/features/verification/verification-guard.view-model';
import { AGE_VERIFICATION_PATH, AGE_VERIFICATION_ROUTE } from '../../src/features/verification/verification-routes';
import { NEWCOMER, testPlatform, VERIFIED } from '../support/demo';
import { SESSION } from '../../src/features/session/session.module';
import { SHARED } from '../../src/composition/shared.tokens';
import { VERIFICATION_GUARD } from '../../src/features/verification/verification-guard.module';

/**
 * The router as useVerificationRedirect sees it, with React Router's rule that matters here: the
 * newest navigation wins, so one still loading its lazy page is cancelled by any later one (a
 * query change included). Wired to the guard like the hook: the reaction takes a request and
 * navigates, and every rendered page is reported with `landed`.
 */
function routerFor(guard: VerificationGuardViewModel, startRoute = 'index') {
  const state = { route: startRoute, loading: null as string | null, navigations: [] as string[] };
  const rendered = (route: string) => {
    state.route = route;
    if (guard.redirecting) guard.landed(route);
  };
  const stop = reaction(
    () => guard.redirect,
    (request) => {
      if (!request) return;
      if (!guard.takeFrom(state.route)) return;
      state.loading = request.path;
      state.navigations.push(request.path);
    },
    { fireImmediately: true },
  );
  return {
    state,
    stop,
    /** Another navigation renders `route` first (the one loading is cancelled). */
    navigateElsewhere(route: string) {
      state.loading = null;
      rendered(route);
    },
    /** The loading navigation's page has arrived. */
    pageLoaded() {
      const path = state.loading;
      state.loading = null;
      if (path?.startsWith(AGE_VERIFICATION_PATH)) rendered(AGE_VERIFICATION_ROUTE);
    },
  };
}

async function appAt(route = 'index') {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  const get = <T>(name: Token<T>) => resolve(container, name);
  const session = get(SESSION.sessionViewModel);
  await session.init();
  const guard = get(VERIFICATION_GUARD.verificationGuardViewModel);
  guard.start();
  const router = routerFor(guard, route);
  const scheduler = get(SHARED.scheduler) as ManualScheduler;
  /** Logs in as from the login modal and lets the verification check answer. */
  const login = async (who = NEWCOMER) => {
    const done = session.login({ ...who, longLastingSession: false });
    await scheduler.advance(10_000);
    await done;
    while (guard.checking) await scheduler.advance(10_000);
  };
  return { get, session, guard, router, login };
}

describe('verification redirect after login: nothing may swallow it (spec/1 §2)', () => {
  it('is asked for again when the login modal closing itself cancels it while the age verification page loads', async () => {
    const { guard, router, login } = await appAt('index');
    await login();
    // The check answered before the modal closed: the router is loading the age verification page …
    expect(router.state.loading).toBe(AGE_VERIFICATION_PATH);
    expect(guard.redirecting).toBe(true);
    // … when the modal's query change lands on home first and cancels that navigation.
    router.navigateElsewhere('index');
    expect(router.state.loading).toBe(AGE_VERIFICATION_PATH);
    expect(guard.redirecting).toBe(true);
    router.pageLoaded();
    expect(router.state.route).toBe(AGE_VERIFICATION_ROUTE);
    expect(router.state.navigations).toEqual([AGE_VERIFICATION_PATH, AGE_VERIFICATION_PATH]);
    expect(guard.redirecting).toBe(false);
    expect(guard.redirect).toBeNull();
  });

  it('is over when the player went on to a page that is never left (the basket)', async () => {
    const { guard, router, login } = await appAt('index');
    await login();
    router.navigateElsewhere('checkoutBasket');
    expect(router.state.loading).toBeNull();
    expect(guard.redirecting).toBe(false);
    expect(guard.redirect).toBeNull();
  });

  it('is not asked for when logging in on the basket, nor for a verified player', async () => {
    const basket = await appAt('checkoutBasket');
    await basket.login();
    expect(basket.router.state.navigations).toEqual([]);
    expect(basket.guard.redirecting).toBe(false);

    const verified = await appAt('index');
    await verified.login(VERIFIED);
    expect(verified.router.state.navigations).toEqual([]);
    expect(verified.guard.status).toBe('verified');
  });

  it('tells while the check runs, so other after-login notices wait for it (their query change would cancel the redirect)', async () => {
    const { session, guard, get } = await appAt('index');
    const scheduler = get(SHARED.scheduler) as ManualScheduler;
    const login = session.login({ ...NEWCOMER, longLastingSession: false });
    await scheduler.advance(10_000);
    await login;
    const check = guard.check();
    expect(guard.checking).toBe(true);
    await scheduler.advance(10_000);
    await check;
    expect(guard.checking).toBe(false);
    expect(guard.redirect !== null || guard.redirecting).toBe(true);
    void guard.check();
    await session.logout();
    expect(guard.checking).toBe(false);
  });
});
